import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import {
  LOGIN_CODE_ALPHABET,
  LOGIN_CODE_INTERVAL_SECONDS,
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_LIFETIME_SECONDS,
  LOGIN_CODE_MESSAGE_KEYS as KEYS,
  LOGIN_CODE_SLOW_DOWN_STEP_SECONDS,
  formatLoginCode,
  normalizeLoginCode,
  type LoginCodeGrant,
  type LoginCodeMessageKey,
  MESSAGE_KEYS,
  type MessageKey,
} from '@snackparty/protocol';
import { newSecret, sha256 } from '../accounts/secrets';
import type { Db } from '../db/client';
import { tvLoginCodes, users, type TvLoginCodeRow, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { isUniqueViolation } from '../rooms/repository';

function loginCodeError(statusCode: number, messageKey: LoginCodeMessageKey, message: string, details?: unknown): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message, details);
}

export const loginCodeErrors = {
  notFound: () => loginCodeError(404, KEYS.notFound, 'No such sign-in code'),
  expired: () => loginCodeError(410, KEYS.expired, 'This sign-in code has expired'),
  used: () => loginCodeError(410, KEYS.used, 'This sign-in code has already been used'),
  alreadyConfirmed: () => loginCodeError(409, KEYS.alreadyConfirmed, 'This sign-in code has already been confirmed'),
  slowDown: (intervalSeconds: number) => loginCodeError(429, KEYS.slowDown, 'Polling too fast: wait longer between polls', { intervalSeconds }),
  guestCannotConfirm: () => loginCodeError(403, KEYS.guestCannotConfirm, 'Sign in to an account to sign a TV in'),
};

/** What a poll found: still waiting (with the interval to keep), or the account to sign the TV in with. */
export type PollOutcome = { status: 'pending'; intervalSeconds: number } | { status: 'confirmed'; user: UserRow };

function newCode(): string {
  let code = '';
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++) code += LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * The TV sign-in codes. A code is worth nothing on its own: the TV polls with its poll token, which
 * only the TV holds, so someone who reads the code off the screen can confirm it (to their own
 * account, which signs the TV into their account, not them into anyone's) but never take the session.
 */
export class LoginCodes {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** A new code for a TV; `gameCode`, a room the TV has open, hears the confirmation on its `loginCode` topic. */
  async generate(gameCode?: string): Promise<LoginCodeGrant> {
    await this.sweep();
    const pollToken = newSecret();
    for (let attempt = 0; attempt < 10; attempt++) {
      const code = newCode();
      try {
        await this.db.insert(tvLoginCodes).values({
          code,
          pollTokenHash: sha256(pollToken),
          gameCode: gameCode ?? null,
          intervalMs: LOGIN_CODE_INTERVAL_SECONDS * 1000,
          expiresAt: new Date(this.now() + LOGIN_CODE_LIFETIME_SECONDS * 1000),
        });
        const loginCode = formatLoginCode(code);
        return {
          loginCode,
          pollToken,
          verificationPath: `/loginCode/${loginCode}`,
          expiresInSeconds: LOGIN_CODE_LIFETIME_SECONDS,
          intervalSeconds: LOGIN_CODE_INTERVAL_SECONDS,
        };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError(503, MESSAGE_KEYS.serverUnavailable, 'No free sign-in code, try again');
  }

  /**
   * The TV asks whether its code was confirmed. Too early after the last poll: 429 and a longer
   * interval. Confirmed: the code is spent (only one of two simultaneous polls gets the account).
   */
  async poll(input: string, pollToken: string | undefined): Promise<PollOutcome> {
    const row = await this.find(input);
    // A wrong poll token answers as an unknown code: the code alone tells nothing.
    if (!row || !pollToken || row.pollTokenHash !== sha256(pollToken)) throw loginCodeErrors.notFound();
    if (row.usedAt) throw loginCodeErrors.used();
    const now = this.now();
    if (row.expiresAt.getTime() <= now) throw loginCodeErrors.expired();
    if (row.lastPolledAt && now - row.lastPolledAt.getTime() < row.intervalMs) {
      const intervalMs = row.intervalMs + LOGIN_CODE_SLOW_DOWN_STEP_SECONDS * 1000;
      await this.db.update(tvLoginCodes).set({ intervalMs, lastPolledAt: new Date(now) }).where(eq(tvLoginCodes.code, row.code));
      throw loginCodeErrors.slowDown(intervalMs / 1000);
    }
    if (!row.confirmedAt || row.userId === null) {
      await this.db.update(tvLoginCodes).set({ lastPolledAt: new Date(now) }).where(eq(tvLoginCodes.code, row.code));
      return { status: 'pending', intervalSeconds: row.intervalMs / 1000 };
    }
    const [spent] = await this.db
      .update(tvLoginCodes)
      .set({ usedAt: new Date(now), lastPolledAt: new Date(now) })
      .where(and(eq(tvLoginCodes.code, row.code), isNull(tvLoginCodes.usedAt)))
      .returning();
    if (!spent) throw loginCodeErrors.used();
    const [user] = await this.db.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.deletedAt) throw loginCodeErrors.notFound();
    return { status: 'confirmed', user };
  }

  /** A signed-in account confirms the code shown on a TV; returns the room the TV has open, if any. */
  async confirm(input: string, principal: { userId: number; isGuest: boolean }): Promise<{ gameCode: string | null; loginCode: string }> {
    if (principal.isGuest) throw loginCodeErrors.guestCannotConfirm();
    const row = await this.find(input);
    if (!row) throw loginCodeErrors.notFound();
    if (row.usedAt) throw loginCodeErrors.used();
    const now = new Date(this.now());
    if (row.expiresAt.getTime() <= now.getTime()) throw loginCodeErrors.expired();
    const [confirmed] = await this.db
      .update(tvLoginCodes)
      .set({ confirmedAt: now, userId: principal.userId })
      .where(and(eq(tvLoginCodes.code, row.code), isNull(tvLoginCodes.confirmedAt), gt(tvLoginCodes.expiresAt, now)))
      .returning();
    if (!confirmed) throw loginCodeErrors.alreadyConfirmed();
    return { gameCode: confirmed.gameCode, loginCode: formatLoginCode(confirmed.code) };
  }

  private async find(input: string): Promise<TvLoginCodeRow | undefined> {
    const code = normalizeLoginCode(input);
    if (!code) return undefined;
    const [row] = await this.db.select().from(tvLoginCodes).where(eq(tvLoginCodes.code, code));
    return row;
  }

  /** Codes an hour past their end (spent or not) go, so the table holds only the last hour's. */
  private async sweep(): Promise<void> {
    const cutoff = new Date(this.now() - 3600_000);
    await this.db.delete(tvLoginCodes).where(or(lt(tvLoginCodes.expiresAt, cutoff), and(isNotNull(tvLoginCodes.usedAt), lt(tvLoginCodes.usedAt, cutoff))));
  }
}
