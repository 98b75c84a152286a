import { and, desc, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  PAYMENT_MESSAGE_KEYS,
  type CreatePaymentResponse,
  type MessageKey,
  type PaymentCurrency,
  type PaymentDto,
  type PaymentKind,
  type PaymentMessageKey,
  type PaymentSessionStatusResponse,
  type PaymentStatus,
  type SubscriptionStateDto,
} from '@snackparty/protocol';
import { accountErrors } from '../accounts/errors';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import { paymentEvents, payments, users, type PaymentRow } from '../db/schema';
import { AppError, errors } from '../errors';
import type { PaymentsConfig } from './payment-config';
import { billingInterval, extendSubscription, renewals, type RenewalOutcome } from './renewals';
import { safeDbError } from '../db/errors';

export function paymentError(statusCode: number, messageKey: PaymentMessageKey, message: string): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message);
}

/** The address Stripe sends the payer back to; Stripe fills in the session id. */
export const RETURN_PATH = '/payment?session_id={CHECKOUT_SESSION_ID}';

/** A Stripe client, pointed at another API address when one is configured (a local test server). */
export function stripeClient(config: PaymentsConfig): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey, { timeout: 15_000 });
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 15_000,
    telemetry: false,
  });
}

function toDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    kind: row.kind as PaymentKind,
    planId: row.planId,
    months: row.months,
    amount: row.amount,
    currency: row.currency as PaymentCurrency,
    status: row.status as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export interface PaymentLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Card payments on Stripe Checkout, for plans that renew by themselves until cancelled. A payment
 * is only ever fulfilled from a signed notification, never from what the browser says or from
 * polling: the payer's return merely reads the state.
 */
export class PaymentService {
  private readonly stripe: Stripe;

  constructor(
    private readonly db: Db,
    private readonly config: PaymentsConfig,
    private readonly publicUrl: string,
    private readonly now: () => number,
    private readonly log: PaymentLog,
  ) {
    this.stripe = stripeClient(config);
  }

  async createPayment(principal: Principal, planId: string, currency: PaymentCurrency): Promise<CreatePaymentResponse> {
    if (principal.isGuest) throw accountErrors.guestNotAllowed();
    const plan = this.config.plans.find((p) => p.id === planId);
    if (!plan) throw paymentError(422, PAYMENT_MESSAGE_KEYS.unknownPlan, 'No such plan');
    const amount = plan.prices[currency];
    if (amount === undefined) throw paymentError(422, PAYMENT_MESSAGE_KEYS.unknownCurrency, 'The plan has no price in this currency');
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, principal.userId));
    if (!user) throw errors.unauthorized();
    const returnUrl = `${this.publicUrl}${RETURN_PATH}`;
    let session: Stripe.Checkout.Session;
    try {
      const metadata = { userId: String(principal.userId), planId: plan.id };
      session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: amount,
              recurring: billingInterval(plan.months),
              product_data: { name: `Snackparty, ${plan.months} ${plan.months === 1 ? 'month' : 'months'}` },
            },
          },
        ],
        success_url: returnUrl,
        cancel_url: returnUrl,
        client_reference_id: String(principal.userId),
        customer_email: user.email ?? undefined,
        metadata,
        subscription_data: { metadata },
      });
    } catch (error) {
      this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'the payment provider refused or did not answer');
      throw paymentError(502, PAYMENT_MESSAGE_KEYS.providerUnavailable, 'The payment provider is not available');
    }
    if (!session.url) throw paymentError(502, PAYMENT_MESSAGE_KEYS.providerUnavailable, 'The payment provider gave no checkout address');
    await this.db.insert(payments).values({
      userId: principal.userId,
      sessionId: session.id,
      planId: plan.id,
      months: plan.months,
      amount,
      currency,
      createdAt: new Date(this.now()),
    });
    return { url: session.url, sessionId: session.id };
  }

  /**
   * The state of the caller's checkout. A pending one is looked up at Stripe only to learn that it
   * expired; being paid is learnt from the signed notification alone.
   */
  async sessionStatus(principal: Principal, sessionId: string): Promise<PaymentSessionStatusResponse> {
    const [row] = await this.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    if (!row) throw accountErrors.notFound();
    if (row.userId !== principal.userId) throw errors.forbidden('This payment belongs to another account');
    let status = row.status as PaymentStatus;
    if (status === 'pending') {
      try {
        const session = await this.stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'expired') {
          await this.markUnpaid(sessionId, 'expired');
          status = 'expired';
        }
      } catch (error) {
        this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'the payment provider did not answer a status look-up');
      }
    }
    const [user] = await this.db.select({ endsAt: users.subscriptionEndsAt }).from(users).where(eq(users.id, principal.userId));
    return { status, subscriptionEndDate: status === 'paid' && user?.endsAt ? user.endsAt.toISOString() : null };
  }

  /**
   * Checks a notification's signature on the exact bytes received, then acts on it once. Answers
   * whose subscription it extended, so that their screens can hear it.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<RenewalOutcome | null> {
    let event: Stripe.Event;
    try {
      if (!this.config.webhookSecret || !signature) throw new Error('no signature or no webhook secret');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret, this.config.webhookToleranceSeconds, undefined, this.now());
    } catch (error) {
      this.log.warn({ err: safeDbError(error) }, 'a payment notification was refused');
      throw paymentError(400, PAYMENT_MESSAGE_KEYS.badSignature, 'The notification signature is not valid');
    }
    const now = new Date(this.now());
    return this.db.transaction(async (tx): Promise<RenewalOutcome | null> => {
      // The event's id is the primary key: a repeated delivery inserts nothing and does nothing.
      const fresh = await tx.insert(paymentEvents).values({ eventId: event.id, receivedAt: now }).onConflictDoNothing().returning();
      if (fresh.length === 0) return null;
      switch (event.type) {
        case 'checkout.session.completed':
          return event.data.object.payment_status === 'unpaid' ? null : this.fulfil(tx, event.data.object, now);
        case 'checkout.session.async_payment_succeeded':
          return this.fulfil(tx, event.data.object, now);
        case 'checkout.session.async_payment_failed':
          await this.markUnpaid(event.data.object.id, 'failed', tx);
          return null;
        case 'checkout.session.expired':
          await this.markUnpaid(event.data.object.id, 'expired', tx);
          return null;
        case 'invoice.paid': {
          const outcome = await renewals.paid(tx, event.data.object, now);
          if (outcome === 'unknown') this.log.warn({ invoiceId: event.data.object.id }, 'a paid invoice of a subscription that this server did not start');
          return typeof outcome === 'object' ? outcome : null;
        }
        case 'invoice.payment_failed':
          await renewals.failed(tx, event.data.object, now);
          return null;
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          await renewals.changed(tx, event.data.object, now);
          return null;
        default:
          return null;
      }
    });
  }

  /** The caller's subscription end and renewing plan. */
  subscription(principal: Principal): Promise<SubscriptionStateDto> {
    return renewals.stateOf(this.db, principal.userId);
  }

  /**
   * Stops (or, before the period ends, restarts) the renewal of the caller's plan at the provider;
   * the paid period runs to its end either way. The provider's own notification confirms it later.
   */
  async setRenewal(principal: Principal, renew: boolean): Promise<SubscriptionStateDto> {
    const plan = await renewals.latest(this.db, principal.userId);
    if (!plan || plan.status === 'cancelled' || (renew ? plan.status !== 'cancelling' : plan.status === 'cancelling')) {
      throw paymentError(409, PAYMENT_MESSAGE_KEYS.noRenewal, renew ? 'No cancelled renewal to resume' : 'No renewal to cancel');
    }
    try {
      await this.stripe.subscriptions.update(plan.providerId, { cancel_at_period_end: !renew });
    } catch (error) {
      this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'the payment provider did not change a renewal');
      throw paymentError(502, PAYMENT_MESSAGE_KEYS.providerUnavailable, 'The payment provider is not available');
    }
    await renewals.setStatus(this.db, plan.providerId, renew ? 'active' : 'cancelling', new Date(this.now()));
    return renewals.stateOf(this.db, principal.userId);
  }

  /**
   * Marks the session paid, moves the subscription end forward by the plan's months and remembers
   * the plan's renewal. The update only matches a session not yet paid, and the user row it locks
   * makes a concurrent second delivery (another event id) match nothing.
   */
  private async fulfil(tx: Db, session: Stripe.Checkout.Session, paidAt: Date): Promise<RenewalOutcome | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.sessionId, session.id));
    if (!row) {
      this.log.warn({ sessionId: session.id }, 'a paid checkout session that this server did not start');
      return null;
    }
    if (session.amount_total !== row.amount || (session.currency ?? '').toUpperCase() !== row.currency) {
      this.log.warn({ paymentId: row.id }, 'a paid checkout session whose amount differs from the plan');
      return null;
    }
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt })
      .where(and(eq(payments.id, row.id), isNull(payments.paidAt)))
      .returning();
    if (!paid) return null;
    const providerId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (providerId) {
      await renewals.remember(tx, { userId: paid.userId, providerId, planId: paid.planId, months: paid.months, amount: paid.amount, currency: paid.currency, now: paidAt });
    }
    const endsAt = await extendSubscription(tx, paid.userId, paid.months, paidAt);
    if (!endsAt) return null;
    this.log.info({ paymentId: paid.id, userId: paid.userId }, 'subscription extended');
    return { userId: paid.userId, subscriptionEndDate: endsAt };
  }

  private async markUnpaid(sessionId: string, status: 'failed' | 'expired', tx: Db = this.db): Promise<void> {
    await tx
      .update(payments)
      .set({ status })
      .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'pending')));
  }
}

/** A user's own payments, newest first. */
export async function paymentHistory(db: Db, userId: number): Promise<PaymentDto[]> {
  const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(toDto);
}

export async function paymentOf(db: Db, userId: number, paymentId: number): Promise<PaymentDto> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.id, paymentId)));
  if (!row) throw accountErrors.notFound();
  return toDto(row);
}
