import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { albumShareLinks } from '../db/schema';

/** A share token: 128 random bits, base64url (22 characters). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The private link of each room's album: one per room, made by the host, revoked by removing it. */
export class AlbumShareLinks {
  constructor(private readonly db: Db) {}

  async current(roomId: number): Promise<string | null> {
    const [row] = await this.db.select().from(albumShareLinks).where(eq(albumShareLinks.gameSessionId, roomId));
    return row?.token ?? null;
  }

  /** The room's link: the one it has, or a new one. */
  async create(roomId: number): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    await this.db.insert(albumShareLinks).values({ gameSessionId: roomId, token }).onConflictDoNothing({ target: albumShareLinks.gameSessionId });
    return (await this.current(roomId))!;
  }

  async revoke(roomId: number): Promise<void> {
    await this.db.delete(albumShareLinks).where(eq(albumShareLinks.gameSessionId, roomId));
  }

  /** The room a token opens; undefined for a revoked or unknown one. */
  async roomOf(token: string): Promise<number | undefined> {
    if (!SHARE_TOKEN.test(token)) return undefined;
    const [row] = await this.db.select().from(albumShareLinks).where(eq(albumShareLinks.token, token));
    return row?.gameSessionId;
  }
}
