import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameSessions, roomHostScreens } from '../db/schema';

/**
 * The stored side of the rooms' TV links and host screens (`host_screens`, one row per open room),
 * so a restart forgets neither. A row belongs to one room: a code freed by an ended room and taken by
 * a new one starts a new row, never inheriting the old room's link or screen user.
 */
export class HostScreenRecords {
  constructor(private readonly db: Db) {}

  /** The open room with this code, by its row id. */
  private openRoom(code: string) {
    return this.db
      .select({ id: gameSessions.id })
      .from(gameSessions)
      .where(and(eq(gameSessions.gameCode, code), eq(gameSessions.active, true)));
  }

  /** The room's current link is now this one (none with `null`); a row of an earlier room with this code is dropped. */
  async saveLink(code: string, link: { id: string; expiresAt: Date } | null): Promise<void> {
    const [room] = await this.openRoom(code);
    if (!room) {
      if (!link) await this.remove(code);
      return;
    }
    await this.write(code, room.id, { linkId: link?.id ?? null, linkExpiresAt: link?.expiresAt ?? null });
  }

  /**
   * Spends the room's link when it is still the current one and unexpired at `now`: a single
   * conditional update, so of two requests with the same link exactly one wins.
   */
  async spendLink(code: string, linkId: string, now: Date): Promise<boolean> {
    const spent = await this.db
      .update(roomHostScreens)
      .set({ linkId: null, linkExpiresAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(roomHostScreens.gameCode, code),
          eq(roomHostScreens.linkId, linkId),
          gt(roomHostScreens.linkExpiresAt, now),
          eq(roomHostScreens.gameSessionId, sql`(${this.openRoom(code)})`),
        ),
      )
      .returning({ gameCode: roomHostScreens.gameCode });
    return spent.length === 1;
  }

  /** The room's screen user is now this one. False when the room is no longer open. */
  async saveScreenUser(code: string, userId: number): Promise<boolean> {
    const [room] = await this.openRoom(code);
    if (!room) return false;
    await this.write(code, room.id, { screenUserId: userId });
    return true;
  }

  /**
   * The screen users of the open rooms, read once when the server starts. Rows whose room has ended
   * meanwhile (its end was not recorded, as the server stopped at that moment) are removed first.
   */
  async openRoomScreens(): Promise<Array<{ code: string; userId: number }>> {
    await this.db.execute(sql`
      DELETE FROM ${roomHostScreens} WHERE NOT EXISTS (
        SELECT 1 FROM ${gameSessions}
        WHERE ${gameSessions.id} = ${roomHostScreens.gameSessionId} AND ${gameSessions.active} AND ${gameSessions.gameCode} = ${roomHostScreens.gameCode}
      )`);
    const rows = await this.db
      .select({ code: roomHostScreens.gameCode, userId: roomHostScreens.screenUserId })
      .from(roomHostScreens)
      .where(isNotNull(roomHostScreens.screenUserId));
    return rows.map((row) => ({ code: row.code, userId: row.userId! }));
  }

  /** The room has ended: its link and its screen user go. */
  async remove(code: string): Promise<void> {
    await this.db.delete(roomHostScreens).where(eq(roomHostScreens.gameCode, code));
  }

  private async write(
    code: string,
    gameSessionId: number,
    change: { linkId?: string | null; linkExpiresAt?: Date | null; screenUserId?: number },
  ): Promise<void> {
    // A row left by an earlier room with the same code starts over: nothing of it carries to this room.
    await this.db
      .insert(roomHostScreens)
      .values({ gameCode: code, gameSessionId, ...change })
      .onConflictDoUpdate({
        target: roomHostScreens.gameCode,
        set: {
          gameSessionId,
          linkId: 'linkId' in change ? change.linkId : sql`CASE WHEN ${roomHostScreens.gameSessionId} = ${gameSessionId} THEN ${roomHostScreens.linkId} END`,
          linkExpiresAt:
            'linkExpiresAt' in change ? change.linkExpiresAt : sql`CASE WHEN ${roomHostScreens.gameSessionId} = ${gameSessionId} THEN ${roomHostScreens.linkExpiresAt} END`,
          screenUserId:
            'screenUserId' in change ? change.screenUserId : sql`CASE WHEN ${roomHostScreens.gameSessionId} = ${gameSessionId} THEN ${roomHostScreens.screenUserId} END`,
          updatedAt: sql`now()`,
        },
      });
  }
}
