import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentCostsResponse, PaymentDto } from '@snackparty/protocol';
import type { Config } from '../../src/config';
import { payments, paymentSubscriptions, users } from '../../src/db/schema';
import { DEFAULT_PAYMENT_PLANS } from '../../src/payments/payment-config';
import { addMonths, billingInterval } from '../../src/payments/renewals';
import { guest } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';
import { buildAccountsApp, claimsOf, Clock, DAY, verifiedAccount } from '../accounts/accounts-app';
import { FakeStripe } from './fake-stripe';

describe('payments with Stripe', () => {
  const stripe = new FakeStripe();
  const clock = new Clock();
  let app: FastifyInstance;

  beforeAll(() => stripe.start());
  afterAll(() => stripe.stop());
  beforeEach(() => {
    clock.current = Date.UTC(2026, 0, 10, 12);
  });
  afterEach(async () => {
    await app?.close();
  });

  const paymentsOn = (overrides: Partial<Config> = {}) =>
    buildAccountsApp(clock, {
      subscriptionRequired: true,
      payments: {
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiUrl: stripe.url,
        webhookToleranceSeconds: 300,
        plans: DEFAULT_PAYMENT_PLANS,
      },
      ...overrides,
    });

  const createPayment = (auth: { authorization: string }, planId: string, currency: string) =>
    app.inject({ method: 'POST', url: '/api/v1/payment/createPayment', headers: auth, payload: { planId, currency } });

  const deliver = (payload: string, signature: string | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });

  const nowSeconds = () => Math.floor(clock.now() / 1000);

  async function endOf(userId: number): Promise<Date | null> {
    const [row] = await app.database.db.select({ endsAt: users.subscriptionEndsAt }).from(users).where(eq(users.id, userId));
    return row?.endsAt ?? null;
  }

  /** An access token issued now (the one from sign-up lives a day), with the subscription as stored now. */
  async function freshAuth(refresh: string): Promise<{ authorization: string }> {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', cookies: { snackparty_refresh: refresh } });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().accessToken}` };
  }

  const createRoom = (auth: { authorization: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: auth,
      payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' },
    });

  it('lists the plans with prices in every currency, preselecting the currency of the language', async () => {
    app = await paymentsOn();
    const expected: Array<[string, string]> = [['en', 'USD'], ['de', 'EUR'], ['sk', 'EUR'], ['dk', 'DKK'], ['pl', 'PLN'], ['ro', 'RON'], ['xx', 'USD']];
    for (const [language, currency] of expected) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/payment/costs?language=${language}` });
      expect(res.statusCode).toBe(200);
      const costs = res.json() as PaymentCostsResponse;
      expect([language, costs.defaultCurrency]).toEqual([language, currency]);
      expect(costs.enabled).toBe(true);
      expect(costs.currencies).toEqual(['USD', 'EUR', 'DKK', 'PLN', 'RON']);
      expect(costs.plans.map((p) => [p.id, p.months])).toEqual([['month', 1], ['year', 12]]);
    }
  });

  it('takes its plans and prices from the configuration', async () => {
    app = await paymentsOn({
      payments: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url, webhookToleranceSeconds: 300, plans: [{ id: 'quarter', months: 3, prices: { EUR: 1200 } }] },
    });
    const costs = (await app.inject({ method: 'GET', url: '/api/v1/payment/costs?language=pl' })).json() as PaymentCostsResponse;
    expect(costs).toEqual({ enabled: true, currencies: ['EUR'], defaultCurrency: 'EUR', plans: [{ id: 'quarter', months: 3, prices: { EUR: 1200 } }] });
    const ada = await verifiedAccount(app, 'ada@example.com');
    expect((await createPayment(ada.auth, 'month', 'EUR')).json().messageKey).toBe('payment.error.unknownPlan');
    const wrongCurrency = await createPayment(ada.auth, 'quarter', 'PLN');
    expect([wrongCurrency.statusCode, wrongCurrency.json().messageKey]).toEqual([422, 'payment.error.unknownCurrency']);
  });

  it('a paid checkout extends the subscription by the plan once, even when the notification comes twice', async () => {
    app = await paymentsOn();
    const ada = await verifiedAccount(app, 'ada@example.com');
    const trialEnd = (await endOf(ada.userId))!;
    const created = await createPayment(ada.auth, 'month', 'PLN');
    expect(created.statusCode, created.body).toBe(200);
    const { url, sessionId } = created.json() as { url: string; sessionId: string };
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId)!;
    expect([session.mode, session.amount_total, session.currency, session.success_url]).toEqual([
      'subscription',
      2100,
      'pln',
      'http://party.test/payment?session_id={CHECKOUT_SESSION_ID}',
    ]);
    const pending = await app.inject({ method: 'GET', url: `/api/v1/payment/sessionStatus?session_id=${sessionId}`, headers: ada.auth });
    expect(pending.json().status).toBe('pending');

    const paid = stripe.pay(sessionId);
    const completed = stripe.event('checkout.session.completed', paid);
    expect((await deliver(completed, stripe.sign(completed, nowSeconds()))).statusCode).toBe(200);
    const extended = addMonths(trialEnd, 1);
    expect(await endOf(ada.userId)).toEqual(extended);

    // The same event again, and another event for the same session: nothing more.
    expect((await deliver(completed, stripe.sign(completed, nowSeconds()))).statusCode).toBe(200);
    const succeeded = stripe.event('checkout.session.async_payment_succeeded', paid);
    expect((await deliver(succeeded, stripe.sign(succeeded, nowSeconds()))).statusCode).toBe(200);
    expect(await endOf(ada.userId)).toEqual(extended);

    const status = await app.inject({ method: 'GET', url: `/api/v1/payment/sessionStatus?session_id=${sessionId}`, headers: ada.auth });
    expect(status.json()).toEqual({ status: 'paid', subscriptionEndDate: extended.toISOString() });
    const history = (await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/payments`, headers: ada.auth })).json() as PaymentDto[];
    expect(history.map((p) => [p.kind, p.planId, p.amount, p.currency, p.status])).toEqual([['checkout', 'month', 2100, 'PLN', 'paid']]);
    const one = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/payments/${history[0]!.id}`, headers: ada.auth });
    expect(one.json()).toEqual(history[0]);

    // The next access token carries the new end date.
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', cookies: { snackparty_refresh: ada.refresh } });
    expect(claimsOf(renewed.json().accessToken).subscriptionEndDate).toBe(extended.toISOString());
    expect(claimsOf(renewed.json().accessToken).subscriptionEpoch).toBe(Math.floor(extended.getTime() / 1000));
  });

  it('renews an ended subscription from the day of payment, so the account may create rooms again', async () => {
    app = await paymentsOn();
    const ada = await verifiedAccount(app, 'ada@example.com');
    clock.advance(15 * DAY);
    const auth = await freshAuth(ada.refresh);
    const refused = await createRoom(auth);
    expect([refused.statusCode, refused.json().messageKey]).toEqual([403, 'error.subscription_expired']);
    const { sessionId } = (await createPayment(auth, 'year', 'EUR')).json() as { sessionId: string };
    const completed = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    expect((await deliver(completed, stripe.sign(completed, nowSeconds()))).statusCode).toBe(200);
    expect(await endOf(ada.userId)).toEqual(addMonths(new Date(clock.now()), 12));
    expect((await createRoom(auth)).statusCode).toBe(200);
  });

  it('refuses a forged or stale signature with 400, and changes nothing', async () => {
    app = await paymentsOn();
    const ada = await verifiedAccount(app, 'ada@example.com');
    const before = await endOf(ada.userId);
    const { sessionId } = (await createPayment(ada.auth, 'month', 'USD')).json() as { sessionId: string };
    const completed = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const attempts = [
      stripe.sign(completed, nowSeconds(), 'whsec_someone_else'),
      stripe.sign(completed, nowSeconds() - 301),
      stripe.sign(completed.replace('"amount_total":499', '"amount_total":498'), nowSeconds()),
      undefined,
    ];
    for (const signature of attempts) {
      const res = await deliver(completed, signature);
      expect([res.statusCode, res.json().messageKey]).toEqual([400, 'payment.error.badSignature']);
    }
    expect(await endOf(ada.userId)).toEqual(before);
    const [row] = await app.database.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    expect([row!.status, row!.paidAt]).toEqual(['pending', null]);
    // Within the replay window the same body is accepted.
    expect((await deliver(completed, stripe.sign(completed, nowSeconds() - 299))).statusCode).toBe(200);
    expect(await endOf(ada.userId)).toEqual(addMonths(before!, 1));
  });

  it('an unpaid, failed or expired checkout extends nothing', async () => {
    app = await paymentsOn();
    const ada = await verifiedAccount(app, 'ada@example.com');
    const before = await endOf(ada.userId);
    const auth = ada.auth;

    const later = (await createPayment(auth, 'month', 'USD')).json().sessionId as string;
    const unpaid = stripe.event('checkout.session.completed', stripe.completeUnpaid(later));
    expect((await deliver(unpaid, stripe.sign(unpaid, nowSeconds()))).statusCode).toBe(200);
    const failed = stripe.event('checkout.session.async_payment_failed', stripe.sessions.get(later)!);
    expect((await deliver(failed, stripe.sign(failed, nowSeconds()))).statusCode).toBe(200);

    const abandoned = (await createPayment(auth, 'month', 'USD')).json().sessionId as string;
    const expired = stripe.event('checkout.session.expired', stripe.expire(abandoned));
    expect((await deliver(expired, stripe.sign(expired, nowSeconds()))).statusCode).toBe(200);

    // Expired at Stripe with no notification (yet): the status look-up learns it.
    const forgotten = (await createPayment(auth, 'year', 'USD')).json().sessionId as string;
    stripe.expire(forgotten);

    const statusOf = async (id: string) => (await app.inject({ method: 'GET', url: `/api/v1/payment/sessionStatus?session_id=${id}`, headers: auth })).json().status;
    expect([await statusOf(later), await statusOf(abandoned), await statusOf(forgotten)]).toEqual(['failed', 'expired', 'expired']);
    expect(await endOf(ada.userId)).toEqual(before);
  });

  it("keeps one account's payments from another (403), and refuses guests", async () => {
    app = await paymentsOn();
    const ada = await verifiedAccount(app, 'ada@example.com');
    const bob = await verifiedAccount(app, 'bob@example.com');
    const { sessionId } = (await createPayment(ada.auth, 'month', 'USD')).json() as { sessionId: string };
    const [row] = await app.database.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    for (const url of [`/api/v1/userProfile/${ada.userId}/payments`, `/api/v1/userProfile/${ada.userId}/payments/${row!.id}`, `/api/v1/payment/sessionStatus?session_id=${sessionId}`]) {
      const res = await app.inject({ method: 'GET', url, headers: bob.auth });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    const notHis = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${bob.userId}/payments/${row!.id}`, headers: bob.auth });
    expect(notHis.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/payments` });
    expect(anonymous.statusCode).toBe(401);

    const visitor = await guest(app);
    const refused = await createPayment(visitor.auth, 'month', 'USD');
    expect([refused.statusCode, refused.json().messageKey]).toEqual([403, 'account.guest_not_allowed']);
    expect(stripe.sessions.size).toBeGreaterThan(0);
    expect((await createPayment(ada.auth, 'month', 'GBP')).statusCode).toBe(422);
  });

  it('answers 502 with a message key when Stripe refuses the key', async () => {
    app = await paymentsOn({
      payments: { secretKey: 'sk_test_wrong', webhookSecret: stripe.webhookSecret, apiUrl: stripe.url, webhookToleranceSeconds: 300, plans: DEFAULT_PAYMENT_PLANS },
    });
    const ada = await verifiedAccount(app, 'ada@example.com');
    const res = await createPayment(ada.auth, 'month', 'USD');
    expect([res.statusCode, res.json().messageKey]).toEqual([502, 'payment.error.providerUnavailable']);
  });

  it('without Stripe the product is free: an ended trial still creates rooms, and nothing is for sale', async () => {
    app = await buildAccountsApp(clock, { subscriptionRequired: false, payments: undefined });
    const ada = await verifiedAccount(app, 'ada@example.com');
    clock.advance(15 * DAY);
    const auth = await freshAuth(ada.refresh);
    expect(new Date(claimsOf(auth.authorization.slice(7)).subscriptionEndDate).getTime()).toBeLessThan(clock.now());
    expect((await createRoom(auth)).statusCode).toBe(200);
    const costs = (await app.inject({ method: 'GET', url: '/api/v1/payment/costs?language=dk' })).json() as PaymentCostsResponse;
    expect([costs.enabled, costs.plans, costs.defaultCurrency]).toEqual([false, [], 'DKK']);
    for (const res of [
      await createPayment(auth, 'month', 'USD'),
      await app.inject({ method: 'GET', url: '/api/v1/payment/sessionStatus?session_id=cs_x', headers: auth }),
      await deliver('{}', 't=1,v1=00'),
    ]) {
      expect([res.statusCode, res.json().messageKey]).toEqual([404, 'payment.error.disabled']);
    }
  });
});

describe('renewals with Stripe', () => {
  const stripe = new FakeStripe();
  const clock = new Clock();
  let app: FastifyInstance;

  beforeAll(() => stripe.start());
  afterAll(() => stripe.stop());
  beforeEach(async () => {
    clock.current = Date.UTC(2026, 0, 10, 12);
    app = await buildAccountsApp(clock, {
      subscriptionRequired: true,
      payments: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url, webhookToleranceSeconds: 300, plans: DEFAULT_PAYMENT_PLANS },
    });
  });
  afterEach(() => app.close());

  const nowSeconds = () => Math.floor(clock.now() / 1000);
  const deliver = async (type: string, object: Parameters<FakeStripe['event']>[1], id?: string) => {
    const payload = stripe.event(type, object, id);
    const res = await app.inject({ method: 'POST', url: '/api/v1/payment/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload, nowSeconds()) }, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const endOf = async (userId: number) => (await app.database.db.select({ endsAt: users.subscriptionEndsAt }).from(users).where(eq(users.id, userId)))[0]!.endsAt!;
  const state = async (auth: { authorization: string }) => (await app.inject({ method: 'GET', url: '/api/v1/payment/subscription', headers: auth })).json();

  /** Ada buys the monthly plan in PLN; answers her and the provider's subscription id. */
  async function subscribed() {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const created = await app.inject({ method: 'POST', url: '/api/v1/payment/createPayment', headers: ada.auth, payload: { planId: 'month', currency: 'PLN' } });
    const sessionId = created.json().sessionId as string;
    await deliver('checkout.session.completed', stripe.pay(sessionId));
    const subscriptionId = stripe.sessions.get(sessionId)!.subscription!;
    expect(subscriptionId).toMatch(/^sub_/);
    return { ada, subscriptionId };
  }

  it('asks Stripe for a plan that renews every period, and remembers it once paid', async () => {
    const { ada, subscriptionId } = await subscribed();
    const request = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    const lineItem = ((request.form.line_items as Record<string, unknown>)['0'] as { price_data: { recurring: unknown } }).price_data;
    expect(lineItem.recurring).toEqual({ interval: 'month', interval_count: '1' });
    expect((request.form.subscription_data as { metadata: unknown }).metadata).toEqual({ userId: String(ada.userId), planId: 'month' });
    expect(await state(ada.auth)).toEqual({
      subscriptionEndDate: (await endOf(ada.userId)).toISOString(),
      renewal: { planId: 'month', months: 1, amount: 2100, currency: 'PLN', status: 'active' },
    });
    const [row] = await app.database.db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.providerId, subscriptionId));
    expect(row!.userId).toBe(ada.userId);
    expect(billingInterval(12)).toEqual({ interval: 'year', interval_count: 1 });
    expect(billingInterval(3)).toEqual({ interval: 'month', interval_count: 3 });
  });

  it('a paid renewal extends the subscription by one period, once, however often it is told', async () => {
    const { ada, subscriptionId } = await subscribed();
    const before = await endOf(ada.userId);
    const invoice = stripe.invoice(subscriptionId, 2100, 'pln', true);
    await deliver('invoice.paid', invoice);
    await deliver('invoice.paid', invoice);
    await deliver('invoice.paid', invoice, 'evt_same_invoice_other_event');
    expect(await endOf(ada.userId)).toEqual(addMonths(before, 1));
    const history = (await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/payments`, headers: ada.auth })).json() as PaymentDto[];
    expect(history.map((p) => [p.kind, p.amount, p.currency, p.status])).toEqual([
      ['renewal', 2100, 'PLN', 'paid'],
      ['checkout', 2100, 'PLN', 'paid'],
    ]);
    // The first period's invoice is the checkout's own: it extends nothing more.
    await deliver('invoice.paid', { ...stripe.invoice(subscriptionId, 2100, 'pln', true), billing_reason: 'subscription_create' });
    expect(await endOf(ada.userId)).toEqual(addMonths(before, 1));
  });

  it('a failed renewal is recorded and extends nothing; a later successful attempt does', async () => {
    const { ada, subscriptionId } = await subscribed();
    const before = await endOf(ada.userId);
    const declined = stripe.invoice(subscriptionId, 2100, 'pln', false);
    await deliver('invoice.payment_failed', declined);
    expect(await endOf(ada.userId)).toEqual(before);
    expect((await state(ada.auth)).renewal.status).toBe('past_due');
    let history = (await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/payments`, headers: ada.auth })).json() as PaymentDto[];
    expect(history.map((p) => [p.kind, p.status])).toEqual([['renewal', 'failed'], ['checkout', 'paid']]);

    await deliver('invoice.paid', stripe.invoice(subscriptionId, 2100, 'pln', true, declined.id));
    expect(await endOf(ada.userId)).toEqual(addMonths(before, 1));
    expect((await state(ada.auth)).renewal.status).toBe('active');
    history = (await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/payments`, headers: ada.auth })).json() as PaymentDto[];
    expect(history.map((p) => [p.kind, p.status])).toEqual([['renewal', 'paid'], ['checkout', 'paid']]);
  });

  it('cancels the renewal at the end of the paid period, resumes it, and follows the end at Stripe', async () => {
    const { ada, subscriptionId } = await subscribed();
    const end = await endOf(ada.userId);
    const cancel = await app.inject({ method: 'POST', url: '/api/v1/payment/cancelRenewal', headers: ada.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().renewal.status).toBe('cancelling');
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await endOf(ada.userId)).toEqual(end);
    const again = await app.inject({ method: 'POST', url: '/api/v1/payment/cancelRenewal', headers: ada.auth });
    expect([again.statusCode, again.json().messageKey]).toEqual([409, 'payment.error.noRenewal']);

    const resume = await app.inject({ method: 'POST', url: '/api/v1/payment/resumeRenewal', headers: ada.auth });
    expect(resume.json().renewal.status).toBe('active');
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);

    await deliver('customer.subscription.deleted', stripe.endSubscription(subscriptionId));
    expect((await state(ada.auth)).renewal.status).toBe('cancelled');
    expect(await endOf(ada.userId)).toEqual(end);
    const resumeEnded = await app.inject({ method: 'POST', url: '/api/v1/payment/resumeRenewal', headers: ada.auth });
    expect(resumeEnded.statusCode).toBe(409);

    const bob = await verifiedAccount(app, 'bob@example.com');
    const nothing = await app.inject({ method: 'POST', url: '/api/v1/payment/cancelRenewal', headers: bob.auth });
    expect([nothing.statusCode, nothing.json().messageKey]).toEqual([409, 'payment.error.noRenewal']);
    expect((await state(bob.auth)).renewal).toBeNull();
  });

  it("tells the rooms the payer hosts on paymentStatus, with the new end date and nothing else", async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const room = await app.inject({ method: 'POST', url: '/api/v1/gameSession/create', headers: ada.auth, payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' } });
    const code = room.json().gameCode as string;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const client = await TestStompClient.connect(`ws://127.0.0.1:${port}/gametje`, { gameCode: code, purpose: 'host', Authorization: ada.auth.authorization });
    try {
      await client.subscribe(`/common/${code}/paymentStatus`);
      const created = await app.inject({ method: 'POST', url: '/api/v1/payment/createPayment', headers: ada.auth, payload: { planId: 'year', currency: 'EUR' } });
      await deliver('checkout.session.completed', stripe.pay(created.json().sessionId));
      await client.until(() => client.messages(`/common/${code}/paymentStatus`).length > 0, 'the paymentStatus message');
      expect(client.messages(`/common/${code}/paymentStatus`)).toEqual([{ status: 'paid', subscriptionEndDate: (await endOf(ada.userId)).toISOString() }]);
    } finally {
      await client.close();
    }
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 12).toISOString()).toBe('2027-11-30T00:00:00.000Z');
  });
});
