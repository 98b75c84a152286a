import { and, desc, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentCurrency, RenewalStatus, SubscriptionStateDto } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { payments, paymentSubscriptions, users } from '../db/schema';


/** The same day of the month, `months` later (the last day when that month is shorter), in UTC. */
export function addMonths(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const moved = new Date(from.getTime());
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/**
 * A plan's renewal period in Stripe's terms: whole years as years, anything else as months
 * (Stripe renews at most every three years).
 */
export function billingInterval(months: number): { interval: 'month' | 'year'; interval_count: number } {
  return months % 12 === 0 ? { interval: 'year', interval_count: months / 12 } : { interval: 'month', interval_count: months };
}

/**
 * Moves a user's subscription end forward by `months`, from the payment or from the running end,
 * whichever is later. The row lock makes two deliveries at once extend one after the other.
 */
export async function extendSubscription(tx: Db, userId: number, months: number, paidAt: Date): Promise<Date | null> {
  const [user] = await tx.select({ endsAt: users.subscriptionEndsAt }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) return null;
  const from = user.endsAt && user.endsAt.getTime() > paidAt.getTime() ? user.endsAt : paidAt;
  const endsAt = addMonths(from, months);
  await tx.update(users).set({ subscriptionEndsAt: endsAt }).where(eq(users.id, userId));
  return endsAt;
}

/** The provider subscription an invoice bills, whichever shape the API version gives it. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  if (parent) return typeof parent === 'string' ? parent : parent.id;
  // Older API versions put it on the invoice itself.
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return legacy ? (typeof legacy === 'string' ? legacy : legacy.id) : null;
}

/** Our name for the state of a provider subscription. */
export function renewalStatusOf(subscription: Pick<Stripe.Subscription, 'status' | 'cancel_at_period_end'>): RenewalStatus {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return 'cancelled';
  if (subscription.status === 'past_due' || subscription.status === 'unpaid') return 'past_due';
  return subscription.cancel_at_period_end ? 'cancelling' : 'active';
}

export interface RenewalOutcome {
  userId: number;
  subscriptionEndDate: Date;
}

/**
 * Keeps the renewals of plans bought on Checkout: a paid period's invoice extends the subscription
 * once (the invoice id is the payment's reference), a failed one is recorded and marks the plan
 * past due, and changes at the provider (a cancellation at the period's end, the end itself) are
 * mirrored. Every function runs inside the notification's transaction.
 */
export const renewals = {
  async remember(tx: Db, input: { userId: number; providerId: string; planId: string; months: number; amount: number; currency: string; now: Date }) {
    await tx
      .insert(paymentSubscriptions)
      .values({ ...input, status: 'active', createdAt: input.now, updatedAt: input.now })
      .onConflictDoNothing({ target: paymentSubscriptions.providerId });
  },

  async paid(tx: Db, invoice: Stripe.Invoice, now: Date): Promise<RenewalOutcome | 'unknown' | 'ignored'> {
    // The first period is paid on Checkout and fulfilled from its own notification.
    if (invoice.billing_reason !== 'subscription_cycle') return 'ignored';
    const plan = await planOfInvoice(tx, invoice);
    if (!plan) return 'unknown';
    const values = { userId: plan.userId, sessionId: invoice.id, kind: 'renewal', planId: plan.planId, months: plan.months, amount: invoice.amount_paid, currency: (invoice.currency ?? '').toUpperCase(), status: 'paid', createdAt: now, paidAt: now };
    const inserted = await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.sessionId }).returning();
    // A renewal that failed first and was paid on a later attempt: the same invoice, now paid.
    const paid = inserted.length > 0 ? inserted : await tx.update(payments).set({ status: 'paid', paidAt: now }).where(and(eq(payments.sessionId, invoice.id), isNull(payments.paidAt))).returning();
    if (paid.length === 0) return 'ignored';
    if (plan.status === 'past_due') await setStatus(tx, plan.providerId, 'active', now);
    const endsAt = await extendSubscription(tx, plan.userId, plan.months, now);
    return endsAt ? { userId: plan.userId, subscriptionEndDate: endsAt } : 'unknown';
  },

  async failed(tx: Db, invoice: Stripe.Invoice, now: Date): Promise<void> {
    if (invoice.billing_reason !== 'subscription_cycle') return;
    const plan = await planOfInvoice(tx, invoice);
    if (!plan) return;
    await tx
      .insert(payments)
      .values({ userId: plan.userId, sessionId: invoice.id, kind: 'renewal', planId: plan.planId, months: plan.months, amount: invoice.amount_due, currency: (invoice.currency ?? '').toUpperCase(), status: 'failed', createdAt: now })
      .onConflictDoNothing({ target: payments.sessionId });
    await setStatus(tx, plan.providerId, 'past_due', now);
  },

  async changed(tx: Db, subscription: Stripe.Subscription, now: Date): Promise<void> {
    await setStatus(tx, subscription.id, renewalStatusOf(subscription), now);
  },

  /** The user's newest plan that renews or did; the one cancel and resume act on. */
  async latest(db: Db, userId: number) {
    const [row] = await db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.userId, userId)).orderBy(desc(paymentSubscriptions.createdAt), desc(paymentSubscriptions.id)).limit(1);
    return row;
  },

  async setStatus(db: Db, providerId: string, status: RenewalStatus, now: Date) {
    await setStatus(db, providerId, status, now);
  },

  async stateOf(db: Db, userId: number): Promise<SubscriptionStateDto> {
    const [user] = await db.select({ endsAt: users.subscriptionEndsAt }).from(users).where(eq(users.id, userId));
    const plan = await renewals.latest(db, userId);
    return {
      subscriptionEndDate: user?.endsAt ? user.endsAt.toISOString() : null,
      renewal: plan ? { planId: plan.planId, months: plan.months, amount: plan.amount, currency: plan.currency as PaymentCurrency, status: plan.status as RenewalStatus } : null,
    };
  },
};

async function planOfInvoice(tx: Db, invoice: Stripe.Invoice) {
  const providerId = subscriptionOfInvoice(invoice);
  if (!providerId) return undefined;
  const [row] = await tx.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.providerId, providerId));
  return row;
}

async function setStatus(db: Db, providerId: string, status: RenewalStatus, now: Date) {
  await db.update(paymentSubscriptions).set({ status, updatedAt: now }).where(eq(paymentSubscriptions.providerId, providerId));
}

