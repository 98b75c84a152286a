import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactPage, firstContactError } from '../../src/features/contact/ContactPage';
import { initTestI18n } from '../helpers';
import { json, renderInApp, stubApi } from './harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('contact page (spec sections 2 and 5)', () => {
  it('checks name, then email, then message', () => {
    expect(firstContactError({ name: ' ', email: 'x', message: '' })?.field).toBe('name');
    expect(firstContactError({ name: 'Ann', email: 'ann@', message: '' })).toEqual({ field: 'email', messageKey: 'registration.email_invalid' });
    expect(firstContactError({ name: 'Ann', email: 'ann@example.com', message: ' ' })?.field).toBe('message');
    expect(firstContactError({ name: 'Ann', email: 'ann@example.com', message: 'Hi' })).toBeUndefined();
  });

  it('flags the first missing field, then sends and shows the success banner', async () => {
    const calls = stubApi({ 'POST /email/contactForm': () => json(200, {}) });
    renderInApp(<ContactPage />, '/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Lovely games!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/email/contactForm')?.body).toEqual({ name: 'Ann', email: 'ann@example.com', message: 'Lovely games!' });
  });
});
