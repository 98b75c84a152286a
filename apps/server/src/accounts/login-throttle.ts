import { isIPv6 } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import { MAX_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { accountErrors } from './errors';

const MINUTE = 60_000;

/**
 * The limits on signing in.
 *
 * One address is stopped after `perAddress` failures, whatever accounts it tries, and after
 * `perAccountAndAddress` failures at one account. Failures at one account from everywhere never lock
 * it: past `accountPressure` failures in an hour each address must wait between its attempts at that
 * account, longer after each failure. The owner, signing in from an address of their own, is not
 * held back by what strangers do elsewhere.
 */
export const LOGIN_LIMITS = {
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  accountPressure: { failures: MAX_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR, windowMs: 60 * MINUTE },
  /** Under pressure: the wait after an address's first failure at the account, doubling after each further one, up to `maxMs`. */
  pressureWait: { firstMs: 30_000, maxMs: 10 * MINUTE },
} as const;

/** How often old counters are swept away. */
const PRUNE_EVERY_MS = 5 * MINUTE;

type Scope = 'ip' | 'pair' | 'account';

interface Reservation {
  scope: Scope;
  email: string;
  ip: string;
  windowStart: number;
}

/** One sign-in attempt that got past the throttle; it counts until it is known to have succeeded. */
export interface LoginAttempt {
  /** The password was right: the attempt does not count against the address, and the address's failures at this account are forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted, and counts towards the account's pressure. */
  failed(): Promise<void>;
}

/**
 * The part of a client address that one party controls: an IPv4 address, or the /64 prefix of an
 * IPv6 address (one home or phone usually gets a whole /64, so single addresses cost nothing to change).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts sign-in attempts per address, per account and address, and per account. An attempt is
 * reserved (counted) in one atomic statement before the password is checked, so parallel attempts
 * cannot all read the same count and slip past the limit together.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Reserves an attempt, or answers 429 login.too_many_attempts (with `retryAfterSeconds`). */
  async reserve(email: string, ip: string): Promise<LoginAttempt> {
    const now = this.now();
    await this.prune(now);
    const address = addressKey(ip);
    const byAddress = await this.take('ip', '', address, LOGIN_LIMITS.perAddress, now, false);
    if ('retryAfterMs' in byAddress) throw accountErrors.tooManyAttempts(byAddress.retryAfterMs);
    const pressure = await this.underPressure(email, now);
    const byPair = await this.take('pair', email, address, LOGIN_LIMITS.perAccountAndAddress, now, pressure);
    if ('retryAfterMs' in byPair) {
      await this.release(byAddress);
      throw accountErrors.tooManyAttempts(byPair.retryAfterMs);
    }
    return {
      succeeded: async () => {
        await this.release(byAddress);
        await this.db
          .delete(loginAttempts)
          .where(and(eq(loginAttempts.scope, 'pair'), eq(loginAttempts.email, email), eq(loginAttempts.ip, address)));
      },
      failed: async () => {
        await this.count('account', email, '', LOGIN_LIMITS.accountPressure.windowMs, this.now());
      },
    };
  }

  /** Forgets everything counted for an address (a deleted account). */
  async forgetEmail(email: string, db: Db = this.db): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  }

  /**
   * Counts one more attempt in the row's window, unless the window is full or (under pressure) the
   * address has not waited long enough since its last attempt. The check and the count are one
   * statement: the row is locked while it decides.
   */
  private async take(
    scope: Scope,
    email: string,
    ip: string,
    limit: { max: number; windowMs: number },
    now: number,
    pressure: boolean,
  ): Promise<Reservation | { retryAfterMs: number }> {
    const t = loginAttempts;
    const expired = sql`${t.windowStart} <= ${now - limit.windowMs}::bigint`;
    const wait = pressure ? this.waitSql() : sql`0`;
    const [row] = await this.db
      .insert(t)
      .values({ scope, email, ip, count: 1, windowStart: now, lastAt: now })
      .onConflictDoUpdate({
        target: [t.scope, t.email, t.ip],
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${now}::bigint ELSE ${t.windowStart} END`,
          lastAt: sql`${now}::bigint`,
        },
        setWhere: sql`${expired} OR (${t.count} < ${limit.max}::integer AND ${t.lastAt} <= ${now}::bigint - ${wait})`,
      })
      .returning({ windowStart: t.windowStart });
    if (row) return { scope, email, ip, windowStart: row.windowStart };
    const [held] = await this.db.select().from(t).where(and(eq(t.scope, scope), eq(t.email, email), eq(t.ip, ip)));
    if (!held) return { retryAfterMs: 1000 };
    const windowEnd = held.windowStart + limit.windowMs - now;
    const spacingEnd = pressure ? held.lastAt + this.wait(held.count) - now : 0;
    return { retryAfterMs: held.count >= limit.max ? windowEnd : Math.min(windowEnd, spacingEnd) };
  }

  /** The wait under pressure after `failures` failures of an address at the account. */
  private wait(failures: number): number {
    const { firstMs, maxMs } = LOGIN_LIMITS.pressureWait;
    return Math.min(maxMs, firstMs * 2 ** Math.max(0, failures - 1));
  }

  private waitSql() {
    const { firstMs, maxMs } = LOGIN_LIMITS.pressureWait;
    return sql`LEAST(${maxMs}::bigint, ${firstMs}::bigint * power(2, GREATEST(${loginAttempts.count} - 1, 0)))`;
  }

  /** Takes back a reservation that turned out not to be a failure (only within the window it was made in). */
  private async release(r: Reservation): Promise<void> {
    const t = loginAttempts;
    await this.db
      .update(t)
      .set({ count: sql`GREATEST(${t.count} - 1, 0)` })
      .where(and(eq(t.scope, r.scope), eq(t.email, r.email), eq(t.ip, r.ip), eq(t.windowStart, r.windowStart)));
  }

  /** Counts a failure with no limit attached (the account's pressure). */
  private async count(scope: Scope, email: string, ip: string, windowMs: number, now: number): Promise<void> {
    const t = loginAttempts;
    const expired = sql`${t.windowStart} <= ${now - windowMs}::bigint`;
    await this.db
      .insert(t)
      .values({ scope, email, ip, count: 1, windowStart: now, lastAt: now })
      .onConflictDoUpdate({
        target: [t.scope, t.email, t.ip],
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${now}::bigint ELSE ${t.windowStart} END`,
          lastAt: sql`${now}::bigint`,
        },
      });
  }

  private async underPressure(email: string, now: number): Promise<boolean> {
    const { failures, windowMs } = LOGIN_LIMITS.accountPressure;
    const t = loginAttempts;
    const [row] = await this.db.select().from(t).where(and(eq(t.scope, 'account'), eq(t.email, email), eq(t.ip, '')));
    return !!row && row.windowStart > now - windowMs && row.count >= failures;
  }

  /** Counters whose every window has passed are only clutter (and personal data): they go. */
  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS && now >= this.lastPrune) return;
    this.lastPrune = now;
    const longest = Math.max(LOGIN_LIMITS.perAddress.windowMs, LOGIN_LIMITS.perAccountAndAddress.windowMs, LOGIN_LIMITS.accountPressure.windowMs);
    await this.db.delete(loginAttempts).where(lt(loginAttempts.lastAt, now - longest));
  }
}
