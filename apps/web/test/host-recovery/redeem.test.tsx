import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { SessionProvider } from '../../src/app/session';
import { HostScreenRedeemPage } from '../../src/features/host-recovery/HostScreenRedeemPage';
import { getItem, setItem } from '../../src/storage/storage';
import { ToastProvider } from '../../src/ui/toast';
import { initTestI18n, makeToken } from '../helpers';
import { errorBody, json, stubApi } from '../account/harness';

const screenToken = makeToken({ roles: [], isGuest: true, userId: 99, sub: 'guest:host-screen', name: 'Host screen', exp: Math.floor(Date.now() / 1000) + 3600 });

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function openLink(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ToastProvider>
            <SessionProvider onLogout={() => undefined}>
              <Outlet />
              <Where />
            </SessionProvider>
          </ToastProvider>
        ),
        children: [
          { path: 'tv/:gameCode', element: <HostScreenRedeemPage /> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the TV link', () => {
  it('spends the link once, signs this browser in as the screen and lands on the host screen', async () => {
    setItem('roomCode', 'OLDER');
    const calls = stubApi({ 'POST /hostScreen/redeem': () => json(200, { gameCode: 'ABCDE', accessToken: screenToken, locale: 'en' }) });
    openLink('/tv/abcde#the-link-token');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/host/session'));
    expect(calls.filter((c) => c.path === '/hostScreen/redeem').map((c) => c.body)).toEqual([{ gameCode: 'ABCDE', token: 'the-link-token' }]);
    expect(getItem('accessToken')).toBe(screenToken);
    expect(getItem('roomCode')).toBe('ABCDE');
  });

  it('says a spent or foreign link does not work, and stays put', async () => {
    stubApi({ 'POST /hostScreen/redeem': () => errorBody(403, 'hostRecovery.error.link_invalid') });
    openLink('/tv/ABCDE#used');
    expect(await screen.findByRole('heading', { name: 'This TV link does not work' })).toBeTruthy();
    expect(screen.getByText('This TV link has expired, was already used, or belongs to another room.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/tv/ABCDE');
    expect(getItem('roomCode')).toBeNull();
  });

  it('refuses a link without its token without asking the server', async () => {
    const calls = stubApi({});
    openLink('/tv/ABCDE');
    expect(await screen.findByRole('heading', { name: 'This TV link does not work' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/hostScreen/redeem')).toBe(false);
  });
});
