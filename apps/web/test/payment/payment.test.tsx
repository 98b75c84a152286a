import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentCostsResponse, PaymentDto } from '@snackparty/protocol';
import { PaymentHistory } from '../../src/features/payment/PaymentHistory';
import { PaymentLink } from '../../src/features/payment/PaymentLink';
import { forgetPaymentsEnabled } from '../../src/features/payment/usePaymentsEnabled';
import { PaymentPage } from '../../src/features/payment/PaymentPage';
import { formatMoney } from '../../src/features/payment/money';
import { getItem, setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { errorBody, guestToken, json, renderInApp, stubApi, userToken } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A price as the page shows it, with the spaces the text queries see (a no-break space becomes a space). */
const shown = (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, 'en').replace(/\s/g, ' ');

const COSTS: PaymentCostsResponse = {
  enabled: true,
  currencies: ['USD', 'EUR', 'DKK', 'PLN', 'RON'],
  defaultCurrency: 'PLN',
  plans: [
    { id: 'month', months: 1, prices: { USD: 499, EUR: 449, DKK: 3700, PLN: 2100, RON: 2500 } },
    { id: 'year', months: 12, prices: { USD: 3999, EUR: 3599, DKK: 29900, PLN: 16900, RON: 19900 } },
  ],
};

describe('the payment page', () => {
  it('shows the plans in the currency of the language, lets the currency change, and starts the checkout of the chosen plan', async () => {
    setItem('accessToken', userToken());
    const calls = stubApi({
      'GET /payment/costs': () => json(200, COSTS),
      'POST /payment/createPayment': () => json(200, { url: 'https://checkout.test/pay/cs_1', sessionId: 'cs_1' }),
    });
    renderInApp(<PaymentPage />, '/payment');
    const year = await screen.findByRole('radio', { name: /1 year/ });
    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'PLN');
    expect(screen.getByText(shown(2100, 'PLN'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    expect(screen.getByText(shown(3599, 'EUR'))).toBeTruthy();
    expect(screen.queryByText(shown(2100, 'PLN'))).toBeNull();
    fireEvent.click(year);
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/payment/createPayment')).toBe(true));
    expect(calls.find((c) => c.path === '/payment/createPayment')!.body).toEqual({ planId: 'year', currency: 'EUR' });
    expect(calls.find((c) => c.path.startsWith('/payment/costs'))!.path).toBe('/payment/costs?language=en');
  });

  it('asks a guest to log in before paying, and starts no checkout', async () => {
    setItem('accessToken', guestToken());
    const calls = stubApi({ 'GET /payment/costs': () => json(200, COSTS) });
    renderInApp(<PaymentPage />, '/payment');
    expect(await screen.findByText('Log in or sign up to pay for your account.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to pay' }));
    expect(calls.some((c) => c.path === '/payment/createPayment')).toBe(false);
  });

  it('shows a refused checkout with its message', async () => {
    setItem('accessToken', userToken());
    stubApi({ 'GET /payment/costs': () => json(200, COSTS), 'POST /payment/createPayment': () => errorBody(502, 'payment.error.providerUnavailable') });
    renderInApp(<PaymentPage />, '/payment');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('The payment service is not available right now. Please try again later.')).toBeTruthy();
  });

  it('on a server without payments says it is free, and offers nothing', async () => {
    setItem('accessToken', userToken());
    stubApi({ 'GET /payment/costs': () => json(200, { ...COSTS, enabled: false, plans: [] }) });
    renderInApp(<PaymentPage />, '/payment');
    expect(await screen.findByText('This server is free to use: there is nothing to pay.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('back from the checkout, asks until the payment is paid, shows the new end date and takes a fresh token', async () => {
    setItem('accessToken', userToken());
    const fresh = userToken({ subscriptionEndDate: '2026-02-10T12:00:00.000Z' });
    let asked = 0;
    stubApi({
      'GET /payment/sessionStatus': () => {
        asked += 1;
        return json(200, asked === 1 ? { status: 'pending', subscriptionEndDate: null } : { status: 'paid', subscriptionEndDate: '2026-02-10T12:00:00.000Z' });
      },
      'POST /user/refreshToken': () => json(200, { accessToken: fresh, locale: 'en' }),
    });
    renderInApp(<PaymentPage />, '/payment?session_id=cs_1');
    expect(await screen.findByText('Your payment is still being processed. This page updates by itself.')).toBeTruthy();
    expect(await screen.findByText('Thank you! Your subscription now runs until 10/02/2026.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a room' })).toBeTruthy();
    await waitFor(() => expect(getItem('accessToken')).toBe(fresh));
    expect(asked).toBe(2);
  });

  it('shows an expired or failed checkout, with a way to try again', async () => {
    setItem('accessToken', userToken());
    for (const [status, text] of [
      ['expired', 'This checkout has expired. Nothing was charged.'],
      ['failed', 'The payment did not go through. Nothing was charged.'],
    ] as const) {
      stubApi({ 'GET /payment/sessionStatus': () => json(200, { status, subscriptionEndDate: null }) });
      renderInApp(<PaymentPage />, '/payment?session_id=cs_2');
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/payment');
      cleanup();
    }
  });
});

describe('payments in the profile', () => {
  const paid: PaymentDto = { id: 3, kind: 'checkout', planId: 'month', months: 1, amount: 2100, currency: 'PLN', status: 'paid', createdAt: '2026-01-09T10:00:00.000Z', paidAt: '2026-01-10T10:00:00.000Z' };

  it('lists each payment: date in en-GB, plan, amount, currency and state', async () => {
    setItem('accessToken', userToken());
    stubApi({
      'GET /userProfile/42/payments': () =>
        json(200, [{ ...paid, id: 4, kind: 'renewal', paidAt: '2026-02-10T10:00:00.000Z' }, paid, { ...paid, id: 2, months: 12, amount: 3999, currency: 'USD', status: 'expired', paidAt: null }]),
      'GET /payment/subscription': () => json(200, { subscriptionEndDate: null, renewal: null }),
    });
    renderInApp(<PaymentHistory userId={42} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => within(row).getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Plan', 'Amount', 'Currency', 'Status', 'Receipt'],
      ['10/02/2026', '1 month · Renewal', formatMoney(2100, 'PLN', 'en'), 'PLN', 'Paid', 'Receipt'],
      ['10/01/2026', '1 month · Bought', formatMoney(2100, 'PLN', 'en'), 'PLN', 'Paid', 'Receipt'],
      ['09/01/2026', '1 year · Bought', '$39.99', 'USD', 'Expired', ''],
    ]);
    expect(within(table).getAllByRole('link', { name: 'Receipt' }).map((link) => link.getAttribute('href'))).toEqual(['/payment/receipt/4', '/payment/receipt/3']);
  });

  it('says when the plan renews and stops the renewal after asking', async () => {
    setItem('accessToken', userToken());
    const state = (status: string) => ({ subscriptionEndDate: '2026-02-10T10:00:00.000Z', renewal: { planId: 'month', months: 1, amount: 2100, currency: 'PLN', status } });
    const calls = stubApi({
      'GET /userProfile/42/payments': () => json(200, [paid]),
      'GET /payment/subscription': () => json(200, state('active')),
      'POST /payment/cancelRenewal': () => json(200, state('cancelling')),
    });
    vi.stubGlobal('confirm', () => true);
    renderInApp(<PaymentHistory userId={42} />);
    expect(await screen.findByText('Your 1 month plan renews by itself on 10/02/2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByText('Your 1 month plan will not renew; it ends on 10/02/2026.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/payment/cancelRenewal')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Keep renewing' })).toBeTruthy();
  });

  it('shows no section for an account that never paid', async () => {
    setItem('accessToken', userToken());
    const calls = stubApi({ 'GET /userProfile/42/payments': () => json(200, []) });
    renderInApp(<PaymentHistory userId={42} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/userProfile/42/payments')).toBe(true));
    expect(screen.queryByText('Payments')).toBeNull();
  });

  it('links to the payment page only when the server takes payments', async () => {
    for (const enabled of [true, false]) {
      forgetPaymentsEnabled();
      const calls = stubApi({ 'GET /payment/costs': () => json(200, { ...COSTS, enabled }) });
      renderInApp(<PaymentLink>Subscribe again</PaymentLink>);
      await waitFor(() => expect(calls.some((c) => c.path.startsWith('/payment/costs'))).toBe(true));
      if (enabled) expect((await screen.findByRole('link', { name: 'Subscribe again' })).getAttribute('href')).toBe('/payment');
      else await waitFor(() => expect(screen.queryByRole('link', { name: 'Subscribe again' })).toBeNull());
      cleanup();
    }
  });
});
