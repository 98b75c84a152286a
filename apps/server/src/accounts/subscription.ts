import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { accountErrors } from './errors';

const DAY_MS = 24 * 60 * 60_000;

/** The end of the free trial that starts now (on verification, an accepted invite, a first social sign-in). */
export function trialEnd(nowMs: number, trialDays: number): Date {
  return new Date(nowMs + trialDays * DAY_MS);
}

/**
 * Creating a room needs a running subscription (trial or paid) for accounts. Guests play as before,
 * admins run the server, and an account without an end date counts as running (spec section 4).
 * The stored end date is read, not the token's claim, so a renewal counts at once. A server that
 * does not require subscriptions (no payments configured) lets everyone create.
 */
export class SubscriptionGate {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly required = true,
  ) {}

  async assertMayCreate(principal: Principal): Promise<void> {
    if (!this.required || principal.isGuest || principal.isAdmin) return;
    const [user] = await this.db.select({ endsAt: users.subscriptionEndsAt }).from(users).where(eq(users.id, principal.userId));
    if (user?.endsAt && user.endsAt.getTime() < this.now()) throw accountErrors.subscriptionExpired();
  }
}
