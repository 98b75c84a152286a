import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, REST } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { payments, type PaymentRow } from '../db/schema';
import type { Analytics } from './analytics';

export interface PaymentAnalyticsOptions {
  analytics: Analytics;
  db: Db;
  /** The clock payments are stamped with. */
  now: () => number;
}

const CREATE_PAYMENT = `${API_BASE}${REST.payment.createPayment}`;
const WEBHOOK = `${API_BASE}${REST.payment.webhook}`;
const RECEIVED_AT = Symbol('receivedAt');

function propertiesOf(payment: PaymentRow): Record<string, unknown> {
  return { paymentId: payment.id, planId: payment.planId, months: payment.months, amount: payment.amount, currency: payment.currency, kind: payment.kind };
}

/**
 * `payment_started` and `payment_completed`, seen from outside the payment code: after a checkout
 * is created, its payment row; after each provider notification, every payment it marked paid (a
 * renewal as well as a checkout). Each payment's events are recorded once, however often the provider
 * repeats a notification.
 */
export const paymentAnalyticsPlugin = fp<PaymentAnalyticsOptions>(async (app: FastifyInstance, { analytics, db, now }) => {
  const receivedAt = (request: FastifyRequest) => (request as FastifyRequest & { [RECEIVED_AT]?: number })[RECEIVED_AT] ?? now();

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === CREATE_PAYMENT || route === WEBHOOK) (request as FastifyRequest & { [RECEIVED_AT]?: number })[RECEIVED_AT] = now();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300) return;
    const route = request.routeOptions.url;
    const since = new Date(receivedAt(request));
    if (route === CREATE_PAYMENT) {
      analytics.record(async () => {
        const principal = await request.principal();
        if (!principal) return undefined;
        const [payment] = await db
          .select()
          .from(payments)
          .where(and(eq(payments.userId, principal.userId), gte(payments.createdAt, since)))
          .orderBy(desc(payments.id))
          .limit(1);
        if (!payment) return undefined;
        return { event: 'payment_started', actor: { userId: payment.userId, isAdmin: principal.isAdmin }, properties: propertiesOf(payment), onceKey: `payment_started:${payment.id}` };
      });
    } else if (route === WEBHOOK) {
      const paid = await db
        .select()
        .from(payments)
        .where(and(isNotNull(payments.paidAt), gte(payments.paidAt, since)));
      for (const payment of paid) {
        analytics.record({ event: 'payment_completed', actor: { userId: payment.userId }, properties: propertiesOf(payment), onceKey: `payment_completed:${payment.id}` });
      }
    }
  });
});
