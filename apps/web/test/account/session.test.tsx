import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { LoginDialogProvider } from '../../src/features/account/LoginDialog';
import { LanguageDialog } from '../../src/features/layout/LanguageDialog';
import { UserMenu } from '../../src/features/layout/UserMenu';
import { accountMenu } from '../../src/features/layout/accountMenu';
import { withoutLoginParams } from '../../src/app/session';
import { getItem, setItem } from '../../src/storage/storage';
import { decodeClaims } from '../../src/api/token';
import { initTestI18n, readLocale } from '../helpers';
import { adminToken, errorBody, guestToken, json, renderInApp, stubApi, userToken } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderMenu(path = '/somewhere') {
  return renderInApp(
    <LoginDialogProvider>
      <UserMenu />
    </LoginDialogProvider>,
    path,
  );
}
const session = (token: string) => {
  const claims = decodeClaims(token)!;
  return { hasToken: true, isGuest: claims.isGuest, isAdmin: claims.roles.includes('role_admin'), claims };
};

describe('account menu (spec sections 2 and 6)', () => {
  it('offers per role: guest, user, admin', () => {
    expect(accountMenu({ hasToken: false, isGuest: false, isAdmin: false, claims: null })).toMatchObject({ loggedIn: false });
    expect(accountMenu(session(guestToken()))).toMatchObject({ loggedIn: true, isGuest: true, profilePath: null, adminHome: false });
    expect(accountMenu(session(userToken()))).toMatchObject({ isGuest: false, email: 'ann@example.com', profilePath: '/user/42', adminHome: false });
    expect(accountMenu(session(adminToken()))).toMatchObject({ email: 'boss@example.com', profilePath: '/user/1', adminHome: true });
  });

  it('a guest sees Guest, a disabled Profile and Log in, no Log out and no Admin home', async () => {
    setItem('accessToken', guestToken());
    stubApi({});
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Guest' }));
    const list = screen.getByRole('list', { name: 'Account menu' });
    expect((within(list).getByRole('button', { name: 'Profile' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(list).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(list).queryByRole('link', { name: 'Admin home' })).toBeNull();
  });

  it('a guest can forget the guest identity on this device: a new guest id comes next time', async () => {
    setItem('accessToken', guestToken());
    setItem('guestId', 'abcdefgh12345678');
    setItem('roomCode', 'ABCDE');
    const calls = stubApi({ 'POST /user/logout': () => new Response(null, { status: 204 }) });
    renderMenu('/wordPacks');
    // The start-up session check has renewed the guest's token.
    await waitFor(() => expect(calls.some((c) => c.path === '/user/checkSession')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(await screen.findByRole('button', { name: 'Guest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forget me on this device' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/user/logout')).toBe(true);
    expect(getItem('guestId')).toBeNull();
    expect(getItem('roomCode')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    // No new guest until one is needed.
    expect(calls.some((c) => c.path === '/user/guest')).toBe(false);
  });

  it('a user sees the email, a Profile link and no Admin home', async () => {
    const token = userToken();
    setItem('accessToken', token);
    // The refresh cookie renews the session.
    stubApi({ 'GET /user/checkSession': () => json(200, { accessToken: token, locale: 'en' }) });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'ann@example.com' }));
    const list = screen.getByRole('list', { name: 'Account menu' });
    expect(within(list).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/user/42');
    expect(within(list).getByRole('link', { name: 'Word packs' }).getAttribute('href')).toBe('/wordPacks');
    expect(within(list).getByRole('link', { name: 'Category packs' }).getAttribute('href')).toBe('/categoryPack');
    expect(within(list).queryByRole('link', { name: 'Admin home' })).toBeNull();
  });

  it('an admin also sees Admin home', async () => {
    const token = adminToken();
    setItem('accessToken', token);
    stubApi({ 'GET /user/checkSession': () => json(200, { accessToken: token, locale: 'en' }) });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'boss@example.com' }));
    expect(screen.getByRole('link', { name: 'Admin home' }).getAttribute('href')).toBe('/admin');
  });

  it('without a token shows a Log in button that opens the login dialog', async () => {
    stubApi({ 'POST /user/guest': () => errorBody(503, '') });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByLabelText('Email')).toBeTruthy();
  });
});

describe('logout (spec section 4)', () => {
  it('calls the server, clears all stored state and returns to /', async () => {
    setItem('accessToken', userToken());
    setItem('roomCode', 'ABCDE');
    setItem('volume', 40);
    setItem('guestId', 'abcdefgh12345678');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('somethingElse', 'x');
    sessionStorage.setItem('snackparty.expiredReloadAt', '1');
    const calls = stubApi({ 'POST /user/logout': () => new Response(null, { status: 204 }) });
    renderMenu('/user/42');
    fireEvent.click(await screen.findByRole('button', { name: 'ann@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/user/logout')).toBe(true);
    expect(Object.keys(localStorage)).toEqual(['i18nextLng']);
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('app start (spec sections 2 and 4)', () => {
  it('consumes a login token from the URL, logs in and removes it from the URL', async () => {
    const token = userToken();
    const calls = stubApi({ 'GET /user/consumeLoginToken': () => json(200, { accessToken: token, locale: 'en' }) });
    renderMenu('/?ltoken=abc123def456&tab=2');
    await waitFor(() => expect(getItem('accessToken')).toBe(token));
    expect(calls.find((c) => c.path.startsWith('/user/consumeLoginToken'))?.path).toBe('/user/consumeLoginToken?ltoken=abc123def456');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?tab=2'));
    expect(await screen.findByRole('button', { name: 'ann@example.com' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/user/guest')).toBe(false);
  });

  it('shows a social login error from the URL and removes it', async () => {
    stubApi({});
    renderMenu('/?loginError=login.social_failed');
    expect(await screen.findByText('Logging in with that account did not work. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('takes the sign-in session of a browser signed in before (its cookie says so), and logs in as a guest when it is 403', async () => {
    const token = userToken();
    document.cookie = 'snackparty_signed_in=1; path=/';
    try {
      stubApi({ 'GET /user/checkSession': () => json(200, { accessToken: token, locale: 'en' }) });
      renderMenu();
      await waitFor(() => expect(getItem('accessToken')).toBe(token));
      cleanup();
      localStorage.clear();
      const calls = stubApi({ 'GET /user/checkSession': () => errorBody(403, 'error.forbidden') });
      renderMenu();
      await waitFor(() => expect(decodeClaims(getItem('accessToken'))?.isGuest).toBe(true));
      expect(calls.map((c) => c.path)).toEqual(['/user/checkSession', '/user/guest']);
    } finally {
      document.cookie = 'snackparty_signed_in=; path=/; max-age=0';
    }
  });

  it('a new visitor (no token, no sign-in) is not asked about a session: straight to the guest sign-in, no refresh', async () => {
    const calls = stubApi({});
    renderMenu();
    await waitFor(() => expect(decodeClaims(getItem('accessToken'))?.isGuest).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.path)).toEqual(['/user/guest']);
  });

  it('drops a stored token whose session has ended and signs in again as this device\'s guest', async () => {
    setItem('guestId', 'device-guest-id');
    setItem('accessToken', userToken());
    const calls = stubApi({ 'GET /user/checkSession': () => errorBody(403, 'error.forbidden') });
    renderMenu();
    await waitFor(() => expect(decodeClaims(getItem('accessToken'))?.isGuest).toBe(true));
    expect(calls.map((c) => c.path)).toEqual(['/user/checkSession', '/user/guest']);
    expect(calls[1]!.body).toMatchObject({ guestId: 'device-guest-id' });
  });

  it('keeps the language the device chose when the session check renews the token', async () => {
    i18n.addResourceBundle('pl', 'translation', readLocale('pl'), true, true);
    await i18n.changeLanguage('pl');
    const token = userToken();
    setItem('accessToken', token);
    const calls = stubApi({ 'GET /user/checkSession': () => json(200, { accessToken: token, locale: 'en' }) });
    renderMenu();
    await waitFor(() => expect(calls.some((c) => c.path === '/user/checkSession')).toBe(true));
    expect(await screen.findByRole('button', { name: 'ann@example.com' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.language).toBe('pl');
  });

  it('a language picked by a logged-in user is saved to the account', async () => {
    i18n.addResourceBundle('pl', 'translation', readLocale('pl'), true, true);
    const token = userToken();
    setItem('accessToken', token);
    const calls = stubApi({
      'GET /user/checkSession': () => json(200, { accessToken: token, locale: 'en' }),
      'PUT /userProfile/42/updateProfile': () => json(200, { userId: 42 }),
    });
    renderInApp(<LanguageDialog open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Polski/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/userProfile/42/updateProfile', body: { language: 'pl' } }));
    await waitFor(() => expect(i18n.language).toBe('pl'));
  });

  it('a guest\'s language stays on the device only', async () => {
    i18n.addResourceBundle('pl', 'translation', readLocale('pl'), true, true);
    setItem('accessToken', guestToken());
    const calls = stubApi({});
    renderInApp(<LanguageDialog open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Polski/ }));
    await waitFor(() => expect(i18n.language).toBe('pl'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('splits the login parameters from the rest of the query', () => {
    expect(withoutLoginParams('?a=1')).toBeNull();
    expect(withoutLoginParams('?ltoken=x&a=1')).toEqual({ search: '?a=1', ltoken: 'x', loginError: null });
    expect(withoutLoginParams('?loginError=login.social_failed')).toEqual({ search: '', ltoken: null, loginError: 'login.social_failed' });
  });
});
