import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateGameDialog } from '../../src/features/create-game/CreateGameDialog';
import { announcePaid } from '../../src/features/payment/paymentChannel';
import { getItem } from '../../src/storage/storage';
import { setItem } from '../../src/storage/storage';
import { PLAYABLE_GAME_TYPES } from '../../src/games/registry';
import { hostableGameTypes } from '../../src/games/catalogue';
import { flatten, initTestI18n, readLocale } from '../helpers';
import { adminToken, errorBody, guestToken, json, renderInApp, stubApi, userToken } from './harness';

beforeAll(() => initTestI18n());

const englishName = (type: string) => flatten(readLocale('en'))[`games.${type}.name`];
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('create-game dialog and accounts', () => {
  it('a create refused with 403 shows the subscription-expired overlay with the en-GB end date', async () => {
    setItem('accessToken', userToken({ subscriptionEndDate: '2026-03-09T12:00:00.000Z', subscriptionEpoch: 1773057600 }));
    stubApi({ 'POST /gameSession/create': () => errorBody(403, 'error.subscription_expired') });
    renderInApp(<CreateGameDialog gameType="SYNC_THINK" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your subscription has expired' });
    expect(within(dialog).getByText('Your subscription ended on 09/03/2026. Subscribe again to create rooms.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/payment');

    // Paid in another tab: the overlay closes and the dialog is back.
    const stubs = stubApi({ 'POST /user/refreshToken': () => json(200, { accessToken: userToken({ subscriptionEndDate: '2027-03-09T12:00:00.000Z' }) }) });
    announcePaid('2027-03-09T12:00:00.000Z');
    // The token is refreshed first: on a loaded machine that takes longer than the default second.
    await screen.findByRole('dialog', { name: 'Create a room' }, { timeout: 5000 });
    expect(stubs.some((call) => call.path === '/user/refreshToken')).toBe(true);
  });

  it('shows the overlay only for a 403 that is an expired subscription', async () => {
    setItem('accessToken', userToken());
    stubApi({ 'POST /gameSession/create': () => errorBody(403, 'error.forbidden') });
    renderInApp(<CreateGameDialog gameType="SYNC_THINK" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create room' })).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Your subscription has expired' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscribe again' })).toBeNull();
  });

  it('offers only the games that can be played, and EXPERIMENTS to admins only', async () => {
    for (const [token, admin] of [
      [userToken(), false],
      [adminToken(), true],
    ] as const) {
      setItem('accessToken', token);
      stubApi({});
      renderInApp(<CreateGameDialog onClose={() => undefined} />);
      const dialog = await screen.findByRole('dialog', { name: 'Create a room' });
      await within(dialog).findByRole('button', { name: /Sync Think/ });
      const offered = within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((button) => button.querySelector('.create-game__name')?.textContent)
        .filter(Boolean);
      expect(offered).toEqual(hostableGameTypes(admin).map((type) => englishName(type)));
      expect(offered.includes(englishName('EXPERIMENTS')), 'EXPERIMENTS offered').toBe(admin);
      expect(hostableGameTypes(true)).toEqual([...PLAYABLE_GAME_TYPES]);
      expect(within(dialog).queryByText('Coming soon')).toBeNull();
      cleanup();
    }
  });

  it('without a token offers continue as guest or the login form, and a login goes on to the games', async () => {
    const token = userToken();
    stubApi({ 'POST /user/guest': () => errorBody(503, ''), 'POST /user/login': () => json(200, { accessToken: token, locale: 'en' }) });
    renderInApp(<CreateGameDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create a room' });
    expect(within(dialog).getByRole('button', { name: 'Continue as guest' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // The login waits for the guest sign-in that was running (three tries, 500 ms apart) to settle.
    expect(await within(dialog).findByText('Which game do you want to play?', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(getItem('accessToken')).toBe(token));
  });

  it('a guest is not logged in to an account: the dialog offers the login form, and "continue as guest" keeps the guest token', async () => {
    const token = guestToken();
    setItem('accessToken', token);
    const guestLogin = vi.fn(() => json(200, { accessToken: guestToken(), locale: 'en' }));
    stubApi({ 'POST /user/guest': guestLogin });
    renderInApp(<CreateGameDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create a room' });
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue as guest' }));
    expect(await within(dialog).findByText('Which game do you want to play?')).toBeTruthy();
    expect(guestLogin).not.toHaveBeenCalled();
    expect(getItem('accessToken')).toBe(token);
  });
});
