import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { LoginForm } from '../../src/features/account/LoginForm';
import { loginFailure } from '../../src/features/account/accountErrors';
import { ApiError } from '../../src/api/errors';
import { forgetOAuthProviders } from '../../src/api/account';
import { getItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, json, renderInApp, stubApi, userToken } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  forgetOAuthProviders();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const shaking = (input: HTMLElement) => input.closest('.shake')!.classList.contains('is-shaking');

describe('login errors (spec section 8)', () => {
  it('maps 400 to not verified, 401 and 403 to bad credentials, the rest to a 5 s message', () => {
    expect(loginFailure(new ApiError(400, null))).toEqual({ kind: 'unverified', messageKey: 'registration.email_has_not_been_verified' });
    expect(loginFailure(new ApiError(401, null)).kind).toBe('badCredentials');
    expect(loginFailure(new ApiError(403, null)).kind).toBe('badCredentials');
    expect(loginFailure(new ApiError(500, null))).toEqual({ kind: 'transient', messageKey: 'error.server_unavailable', displayMs: 5000 });
    expect(loginFailure(new ApiError(0, null))).toMatchObject({ kind: 'transient', messageKey: 'error.server_unavailable' });
    expect(loginFailure(new ApiError(429, null))).toMatchObject({ kind: 'transient', messageKey: 'login.too_many_attempts' });
  });
});

describe('login form', () => {
  it('checks the email first, then the password: the failing field is focused and shakes', async () => {
    const calls = stubApi({});
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    logIn();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(shaking(email())).toBe(true));

    fireEvent.change(email(), { target: { value: 'ann@example' } });
    logIn();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();

    fireEvent.change(email(), { target: { value: 'ann@example.com' } });
    logIn();
    expect(await screen.findByText('Please enter a password.')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(email().getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(shaking(password())).toBe(true));
    expect(calls.filter((c) => c.path === '/user/login')).toHaveLength(0);
  });

  it('on 401 clears the password and shows the password error', async () => {
    stubApi({ 'POST /user/login': () => errorBody(401, 'login.bad_credentials') });
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    fireEvent.change(email(), { target: { value: 'ann@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    logIn();
    expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
    expect(password().value).toBe('');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password());
    expect(email().value).toBe('ann@example.com');
  });

  it('on 400 says the address is not verified yet', async () => {
    stubApi({ 'POST /user/login': () => errorBody(400, 'registration.email_has_not_been_verified') });
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    fireEvent.change(email(), { target: { value: 'ann@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-password' } });
    logIn();
    expect(await screen.findByText(/has not been verified yet/)).toBeTruthy();
    expect(password().value).toBe('secret-password');
  });

  it('on other errors shows the server-unavailable message for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'POST /user/login': () => json(502, { statusCode: 502, error: 'Bad Gateway', messageKey: '', message: 'down' }) });
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    fireEvent.change(email(), { target: { value: 'ann@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-password' } });
    logIn();
    const message = 'The server is not available right now. Please try again in a moment.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(password().value).toBe('secret-password');
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.queryByText(message)).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('on success stores the token, takes the account language and reports back', async () => {
    const token = userToken();
    const calls = stubApi({ 'POST /user/login': () => json(200, { accessToken: token, locale: 'nl' }) });
    const onSuccess = vi.fn();
    renderInApp(<LoginForm onSuccess={onSuccess} />);
    fireEvent.change(email(), { target: { value: '  Ann@Example.com ' } });
    fireEvent.change(password(), { target: { value: 'secret-password' } });
    logIn();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(getItem('accessToken')).toBe(token);
    expect(i18n.language).toBe('nl');
    expect(calls.find((c) => c.path === '/user/login')?.body).toEqual({ email: 'Ann@Example.com', password: 'secret-password' });
  });

  it('shows and hides the password', () => {
    stubApi({});
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });

  it('offers sign up, forgot password and the social logins the server has', async () => {
    stubApi({ 'GET /oauth2/providers': () => json(200, { providers: ['discord', 'google'] }) });
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/account/forgotPassword');
    expect((await screen.findByRole('link', { name: 'Continue with Discord' })).getAttribute('href')).toBe('/oauth2/authorization/discord');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/oauth2/authorization/google');
  });

  it('offers only a configured social login, and none (nor the "or") when the server has none', async () => {
    stubApi({ 'GET /oauth2/providers': () => json(200, { providers: ['google'] }) });
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue with Discord' })).toBeNull();
    cleanup();
    forgetOAuthProviders();
    const calls = stubApi({ 'GET /oauth2/providers': () => json(200, { providers: [] }) });
    renderInApp(<LoginForm onSuccess={() => undefined} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/oauth2/providers')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
