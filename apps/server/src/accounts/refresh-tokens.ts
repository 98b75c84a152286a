import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionStore } from '../auth/sessions';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { newSecret, sha256 } from './secrets';

/** A spent token presented again this soon is a race in the same browser, not a stolen copy. */
export const REUSE_GRACE_MS = 10_000;

/**
 * Refresh tokens for the httpOnly cookie. Each use spends the token and issues the next one of the
 * same family; a spent token that comes back means it was copied, so the whole family is revoked.
 * A family is an account's sign-in session on one device: its id is the session id that the access
 * tokens carry, so revoking the family also ends those access tokens.
 */
export class RefreshTokens {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** A new device signs in: a session and the first refresh token of its family. */
  async start(userId: number): Promise<{ sessionId: string; token: string }> {
    const sessionId = await this.sessions.start(userId, false);
    return { sessionId, token: await this.issue(userId, sessionId) };
  }

  /** Spends the token and returns its user and session with the next token, or undefined when it may not be used. */
  async rotate(raw: string): Promise<{ userId: number; sessionId: string; token: string } | undefined> {
    const now = new Date(this.now());
    const hash = sha256(raw);
    const [spent] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    if (spent) return this.next(spent.userId, spent.familyId);
    const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!known?.usedAt) return undefined;
    // Two requests of one browser (two tabs, a refresh racing a session check) may present the same
    // token within moments: they are not a copy, so each gets its own next token.
    const racing = known.revokedAt === null && known.expiresAt > now && now.getTime() - known.usedAt.getTime() <= REUSE_GRACE_MS;
    if (racing) return this.next(known.userId, known.familyId);
    await this.revokeFamily(known.familyId);
    return undefined;
  }

  /** Signs out the device that holds this token (its whole family and session). */
  async revoke(raw: string): Promise<void> {
    const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(raw)));
    if (known) await this.revokeFamily(known.familyId);
  }

  /** Signs the user out everywhere (a new password): every family and every session, guests' too. */
  async revokeAll(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await this.sessions.endAll(userId);
  }

  /** Ends a family and the session it carries. */
  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await this.sessions.end(familyId);
  }

  /** The next token of a family, unless its session has ended meanwhile. */
  private async next(userId: number, familyId: string): Promise<{ userId: number; sessionId: string; token: string } | undefined> {
    if (!(await this.sessions.isLive(familyId, userId))) return undefined;
    return { userId, sessionId: familyId, token: await this.issue(userId, familyId) };
  }

  private async issue(userId: number, familyId: string): Promise<string> {
    const raw = newSecret();
    await this.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(raw),
      expiresAt: new Date(this.now() + this.ttlMs),
    });
    return raw;
  }
}
