import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { newSecret, sha256 } from './secrets';

/** A spent token presented again this soon is a race in the same browser, not a stolen copy. */
export const REUSE_GRACE_MS = 10_000;

/**
 * Refresh tokens for the httpOnly cookie. Each use spends the token and issues the next one of the
 * same family; a spent token that comes back means it was copied, so the whole family is revoked.
 */
export class RefreshTokens {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  async issue(userId: number, familyId: string = randomUUID()): Promise<string> {
    const raw = newSecret();
    await this.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(raw),
      expiresAt: new Date(this.now() + this.ttlMs),
    });
    return raw;
  }

  /** Spends the token and returns its user with the next token, or undefined when it may not be used. */
  async rotate(raw: string): Promise<{ userId: number; token: string } | undefined> {
    const now = new Date(this.now());
    const hash = sha256(raw);
    const [spent] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    if (spent) return { userId: spent.userId, token: await this.issue(spent.userId, spent.familyId) };
    const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!known?.usedAt) return undefined;
    // Two requests of one browser (two tabs, a refresh racing a session check) may present the same
    // token within moments: they are not a copy, so each gets its own next token.
    const racing = known.revokedAt === null && known.expiresAt > now && now.getTime() - known.usedAt.getTime() <= REUSE_GRACE_MS;
    if (racing) return { userId: known.userId, token: await this.issue(known.userId, known.familyId) };
    await this.revokeFamily(known.familyId);
    return undefined;
  }

  /** Signs out the device that holds this token (its whole family). */
  async revoke(raw: string): Promise<void> {
    const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(raw)));
    if (known) await this.revokeFamily(known.familyId);
  }

  /** Signs the user out everywhere (a new password, a deleted account). */
  async revokeAll(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
