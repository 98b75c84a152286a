import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dest, PAYMENT_CURRENCIES, PAYMENT_MESSAGE_KEYS, type PaymentCostsResponse } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { gameSessions } from '../db/schema';
import type { RoomPublisher } from '../rooms/publisher';
import { errors } from '../errors';
import { idParam, params } from '../routes/params';
import { currencyOfLanguage, DEFAULT_PAYMENT_PLANS, offeredCurrencies, type PaymentsConfig } from './payment-config';
import { paymentError, paymentHistory, paymentOf, PaymentService } from './payment-service';
import type { RenewalOutcome } from './renewals';

export interface PaymentRoutesOptions {
  /** Unset: the server takes no payments and the product is free. */
  config: PaymentsConfig | undefined;
  db: Db;
  publicUrl: string;
  now: () => number;
  /** Tells the rooms a paying user hosts (`paymentStatus`), so their screens know at once. */
  publisher: RoomPublisher;
}

const costsQuery = z.object({ language: z.string().max(10).optional() });
const createBody = z.object({ planId: z.string().min(1).max(40), currency: z.enum(PAYMENT_CURRENCIES) });
const statusQuery = z.object({ session_id: z.string().min(1).max(300) });
const userParams = z.object({ id: idParam });
const paymentParams = userParams.extend({ paymentId: idParam });

/** Notifications may be larger than the API's usual requests. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Plans and prices, card payment on Stripe Checkout, its signed notifications, and the payment history. */
export async function paymentRoutes(app: FastifyInstance, { config, db, publicUrl, now, publisher }: PaymentRoutesOptions) {
  const service = config ? new PaymentService(db, config, publicUrl, now, app.log) : undefined;
  const enabled = () => {
    if (!service) throw paymentError(404, PAYMENT_MESSAGE_KEYS.disabled, 'This server takes no payments');
    return service;
  };

  app.get('/payment/costs', async (request): Promise<PaymentCostsResponse> => {
    const { language } = params(costsQuery, request.query ?? {});
    const plans = config?.plans ?? DEFAULT_PAYMENT_PLANS;
    const currencies = offeredCurrencies(plans);
    const preferred = currencyOfLanguage(language);
    return {
      enabled: Boolean(config),
      currencies,
      defaultCurrency: currencies.includes(preferred) ? preferred : (currencies[0] ?? 'USD'),
      plans: config ? plans : [],
    };
  });

  app.post('/payment/createPayment', async (request) => {
    const payments = enabled();
    const principal = await request.requirePrincipal();
    const { planId, currency } = params(createBody, request.body ?? {});
    return payments.createPayment(principal, planId, currency);
  });

  app.get('/payment/sessionStatus', async (request) => {
    const payments = enabled();
    const principal = await request.requirePrincipal();
    const { session_id: sessionId } = params(statusQuery, request.query ?? {});
    return payments.sessionStatus(principal, sessionId);
  });

  app.get('/payment/subscription', async (request) => enabled().subscription(await request.requirePrincipal()));
  app.post('/payment/cancelRenewal', async (request) => enabled().setRenewal(await request.requirePrincipal(), false));
  app.post('/payment/resumeRenewal', async (request) => enabled().setRenewal(await request.requirePrincipal(), true));

  const tellHostedRooms = async ({ userId, subscriptionEndDate }: RenewalOutcome) => {
    const rooms = await db
      .select({ gameCode: gameSessions.gameCode })
      .from(gameSessions)
      .where(and(eq(gameSessions.ownerUserId, userId), eq(gameSessions.active, true)));
    for (const { gameCode } of rooms) {
      publisher.publish(dest.common(gameCode, 'paymentStatus'), { status: 'paid', subscriptionEndDate: subscriptionEndDate.toISOString() });
    }
  };

  // The signature covers the exact bytes sent, so this route keeps the body as it came.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    webhook.post('/payment/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const payments = enabled();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const extended = await payments.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
      if (extended) await tellHostedRooms(extended).catch((error: unknown) => request.log.warn({ err: String(error) }, 'could not tell the rooms of a payment'));
      return reply.send({ received: true });
    });
  });

  app.get('/userProfile/:id/payments', async (request) => {
    const { id } = params(userParams, request.params);
    const principal = await request.requirePrincipal();
    if (principal.userId !== id) throw errors.forbidden('These payments belong to another account');
    return paymentHistory(db, id);
  });

  app.get('/userProfile/:id/payments/:paymentId', async (request) => {
    const { id, paymentId } = params(paymentParams, request.params);
    const principal = await request.requirePrincipal();
    if (principal.userId !== id) throw errors.forbidden('This payment belongs to another account');
    return paymentOf(db, id, paymentId);
  });
}
