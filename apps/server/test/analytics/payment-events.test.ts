import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/db/schema';
import { DEFAULT_PAYMENT_PLANS } from '../../src/payments/payment-config';
import { buildAccountsApp, Clock, verifiedAccount } from '../accounts/accounts-app';
import { FakeStripe } from '../payments/fake-stripe';
import { FakePosthog } from './fake-posthog';

describe('payment analytics', () => {
  const stripe = new FakeStripe();
  const posthog = new FakePosthog();
  const clock = new Clock();
  let app: FastifyInstance;

  beforeAll(async () => {
    await stripe.start();
    await posthog.start();
  });
  afterAll(async () => {
    await stripe.stop();
    await posthog.stop();
  });
  afterEach(async () => {
    await app?.close();
    posthog.clear();
  });

  const start = () =>
    buildAccountsApp(clock, {
      adminEmails: ['boss@example.com'],
      subscriptionRequired: true,
      posthog: { key: 'phc_payments', host: posthog.url },
      payments: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url, webhookToleranceSeconds: 300, plans: DEFAULT_PAYMENT_PLANS },
    });

  const deliver = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload, Math.floor(clock.now() / 1000)) },
      payload,
    });

  const events = async () => {
    await app.analytics.idle();
    return app.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
  };

  it('records a checkout started and, once however often the notification comes, paid; never the payer’s address', async () => {
    app = await start();
    const ada = await verifiedAccount(app, 'ada@example.com');
    const created = await app.inject({ method: 'POST', url: '/api/v1/payment/createPayment', headers: ada.auth, payload: { planId: 'month', currency: 'EUR' } });
    expect(created.statusCode, created.body).toBe(200);
    const { sessionId } = created.json() as { sessionId: string };
    expect((await events()).map((e) => e.event)).toEqual(['payment_started']);

    // A refused notification (bad signature) records nothing.
    const paid = stripe.pay(sessionId);
    const completed = stripe.event('checkout.session.completed', paid);
    const forged = await app.inject({ method: 'POST', url: '/api/v1/payment/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: completed });
    expect(forged.statusCode).toBe(400);
    expect((await events()).map((e) => e.event)).toEqual(['payment_started']);

    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(stripe.event('checkout.session.async_payment_succeeded', paid))).statusCode).toBe(200);

    const stored = await events();
    expect(stored.map((e) => [e.event, e.distinctId])).toEqual([
      ['payment_started', `user:${ada.userId}`],
      ['payment_completed', `user:${ada.userId}`],
    ]);
    expect(stored[1]!.properties).toMatchObject({ planId: 'month', currency: 'EUR', amount: DEFAULT_PAYMENT_PLANS[0]!.prices.EUR, months: 1 });
    expect(stored[1]!.properties.paymentId).toBe(stored[0]!.properties.paymentId);
    expect(posthog.events.map((e) => e.event)).toEqual(['payment_started', 'payment_completed']);
    expect(posthog.rawBodies.join('\n')).not.toContain('ada@example.com');
  });

  it('records nothing of an admin who pays', async () => {
    app = await start();
    const boss = await verifiedAccount(app, 'boss@example.com');
    const created = await app.inject({ method: 'POST', url: '/api/v1/payment/createPayment', headers: boss.auth, payload: { planId: 'month', currency: 'USD' } });
    expect(created.statusCode, created.body).toBe(200);
    const paid = stripe.pay((created.json() as { sessionId: string }).sessionId);
    expect((await deliver(stripe.event('checkout.session.completed', paid))).statusCode).toBe(200);
    expect(await events()).toEqual([]);
    expect(posthog.events).toEqual([]);
  });
});
