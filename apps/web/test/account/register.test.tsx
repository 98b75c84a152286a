import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { firstSignupError } from '@snackparty/protocol';
import { RegisterPage } from '../../src/features/account/RegisterPage';
import { initTestI18n } from '../helpers';
import { errorBody, json, renderInApp, stubApi } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const signUp = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

/** Submits and expects `message` on the field labelled `label`, which has the focus. */
async function expectFlagged(label: string, message: string) {
  signUp();
  expect(await screen.findByText(message)).toBeTruthy();
  const field = label === 'terms' ? (screen.getByRole('checkbox', { name: /I accept the/ }) as HTMLInputElement) : input(label);
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(field.closest('.shake')!.classList.contains('is-shaking')).toBe(true));
}

describe('signup checks (spec section 5)', () => {
  it('run in the spec order', () => {
    const form = { name: '', email: '', password: '', passwordConfirm: '', agree: false };
    const steps: Array<[Partial<typeof form>, string]> = [
      [{}, 'name'],
      [{ name: 'Ann' }, 'email'],
      [{ email: 'ann' }, 'email'],
      [{ email: 'ann@example.com' }, 'password'],
      [{ password: 'secret-password' }, 'passwordConfirm'],
      [{ passwordConfirm: 'other' }, 'passwordConfirm'],
      [{ passwordConfirm: 'secret-password' }, 'agree'],
    ];
    const keys: string[] = [];
    for (const [change, field] of steps) {
      Object.assign(form, change);
      const problem = firstSignupError(form);
      expect(problem?.field).toBe(field);
      keys.push(problem!.messageKey);
    }
    expect(keys[2]).toBe('registration.email_invalid');
    expect(keys[5]).toBe('registration.password_mismatch');
    expect(firstSignupError({ ...form, agree: true })).toBeUndefined();
  });
});

describe('register screen', () => {
  it('shakes and focuses the first failing field, step by step, before anything is sent', async () => {
    const calls = stubApi({});
    renderInApp(<RegisterPage />, '/register');
    await expectFlagged('Name', 'Please enter your name.');
    type('Name', 'Ann');
    await expectFlagged('Email', 'Please enter your email.');
    type('Email', 'ann@');
    await expectFlagged('Email', 'Please enter a valid email address.');
    type('Email', 'ann@example.com');
    await expectFlagged('Password', 'Please enter a password.');
    type('Password', 'secret-password');
    await expectFlagged('Confirm password', 'Please confirm your password.');
    type('Confirm password', 'secret-passw0rd');
    await expectFlagged('Confirm password', 'The passwords do not match.');
    type('Confirm password', 'secret-password');
    await expectFlagged('terms', 'Please accept the terms and conditions.');
    expect(calls.filter((c) => c.path === '/user/signup')).toHaveLength(0);
  });

  it('sends the form and shows the email-sent view', async () => {
    const calls = stubApi({ 'POST /user/signup': () => json(200, { emailSent: true }) });
    renderInApp(<RegisterPage />, '/register');
    type('Name', ' Ann ');
    type('Email', 'ann@example.com');
    type('Password', 'secret-password');
    type('Confirm password', 'secret-password');
    fireEvent.click(screen.getByRole('checkbox', { name: /Send me news/ }));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    signUp();
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeTruthy();
    expect(screen.getByText('Your free trial starts after verifying.')).toBeTruthy();
    const body = calls.find((c) => c.path === '/user/signup')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Ann', email: 'ann@example.com', password: 'secret-password', language: 'de', marketingConsent: true, acceptTerms: true });
    expect(typeof body.favoriteAvatarSrc).toBe('string');
    fireEvent.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('marketing consent starts unticked: consent is given by ticking it', () => {
    stubApi({});
    renderInApp(<RegisterPage />, '/register');
    expect((screen.getByRole('checkbox', { name: /Send me news/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /I accept the/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('a failed sign-up clears both passwords, flags the password and shows the server message', async () => {
    stubApi({ 'POST /user/signup': () => errorBody(422, 'registration.email_taken') });
    renderInApp(<RegisterPage />, '/register');
    type('Name', 'Ann');
    type('Email', 'ann@example.com');
    type('Password', 'secret-password');
    type('Confirm password', 'secret-password');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    signUp();
    expect(await screen.findByText('There is already an account with this email.')).toBeTruthy();
    expect(input('Password').value).toBe('');
    expect(input('Confirm password').value).toBe('');
    expect(input('Password').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
    expect(input('Name').value).toBe('Ann');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });
});
