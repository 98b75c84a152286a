import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { getItem, setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { guestToken, json, renderInApp, stubApi, userToken } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;

describe('a stale stored token (spec section 4: not logged in, yet a token is stored)', () => {
  it('clears everything stored and reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    setItem('accessToken', userToken({ isGuest: true, exp: anHourAgo() }));
    setItem('roomCode', 'ABCDE');
    setItem('volume', 40);
    stubApi({ 'POST /user/guest': () => json(200, { accessToken: guestToken(), locale: 'en' }) });
    renderInApp(<div />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getItem('roomCode')).toBeNull();
    expect(getItem('volume')).toBeNull();
  });

  it('leaves a token alone that is still valid', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const token = guestToken();
    setItem('accessToken', token);
    setItem('roomCode', 'ABCDE');
    stubApi({ 'GET /user/checkSession': () => json(200, { accessToken: token, locale: 'en' }) });
    renderInApp(<div />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reload).not.toHaveBeenCalled();
    expect(getItem('roomCode')).toBe('ABCDE');
  });
});
