import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTokens, type UserTokenRow } from '../db/schema';
import { accountErrors } from './errors';
import { newSecret, sha256 } from './secrets';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a mailed (or redirected) link is for, and how long it lives. */
export const TOKEN_LIFETIMES = {
  verify: DAY,
  reset: HOUR,
  delete: HOUR,
  invite: 7 * DAY,
  login: 2 * MINUTE,
  /** Unsubscribe links sit in old mails; they are not spent, so they live long. */
  unsubscribe: 365 * DAY,
} as const;
export type TokenKind = keyof typeof TOKEN_LIFETIMES;

export interface TokenSubject {
  userId?: number | null;
  email?: string | null;
  data?: unknown;
}

/** Single-use tokens for links: the raw value goes out once, only its SHA-256 is kept. */
export class OneTimeTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async create(kind: TokenKind, subject: TokenSubject): Promise<string> {
    const raw = newSecret();
    await this.db.insert(userTokens).values({
      kind,
      tokenHash: sha256(raw),
      userId: subject.userId ?? null,
      email: subject.email ?? null,
      data: subject.data ?? null,
      expiresAt: new Date(this.now() + TOKEN_LIFETIMES[kind]),
    });
    return raw;
  }

  /** The token's row when it may still be used; otherwise 404 (unknown), 410 (used or expired). */
  async inspect(kind: TokenKind, raw: string | undefined): Promise<UserTokenRow> {
    const row = raw ? await this.find(kind, raw) : undefined;
    if (!row) throw accountErrors.tokenInvalid();
    if (row.usedAt) throw accountErrors.tokenUsed();
    if (row.expiresAt.getTime() <= this.now()) throw accountErrors.tokenExpired();
    return row;
  }

  /** Marks the token used and returns its row; only one of two simultaneous uses succeeds. */
  async spend(kind: TokenKind, raw: string | undefined): Promise<UserTokenRow> {
    if (!raw) throw accountErrors.tokenInvalid();
    const now = new Date(this.now());
    const [spent] = await this.db
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.tokenHash, sha256(raw)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
      .returning();
    if (spent) return spent;
    await this.inspect(kind, raw);
    throw accountErrors.tokenUsed();
  }

  /**
   * Expires the user's other open links of this kind. A password set through one reset link makes the
   * others (older mails, perhaps in a mailbox someone else reads) worthless, and they should say so.
   */
  async expireOthers(kind: TokenKind, spent: UserTokenRow): Promise<void> {
    if (spent.userId === null) return;
    const now = new Date(this.now());
    await this.db
      .update(userTokens)
      .set({ expiresAt: now })
      .where(and(eq(userTokens.userId, spent.userId), eq(userTokens.kind, kind), ne(userTokens.id, spent.id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)));
  }

  private async find(kind: TokenKind, raw: string): Promise<UserTokenRow | undefined> {
    const [row] = await this.db.select().from(userTokens).where(eq(userTokens.tokenHash, sha256(raw)));
    return row && row.kind === kind ? row : undefined;
  }
}
