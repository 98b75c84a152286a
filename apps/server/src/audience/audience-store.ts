import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audienceMembers, gameSessions } from '../db/schema';

/** A member's place on a room's audience board, as stored. */
export interface StoredMember {
  userId: number;
  alias: string;
  points: number;
}

/** Where a room's audience board is kept, so a restart or a member's new phone loses no points. */
export interface AudienceStore {
  load(code: string): Promise<StoredMember[]>;
  save(code: string, members: readonly StoredMember[]): Promise<void>;
}

/** The audience board in the database: one row per member who has been in the room's audience, gone with the room. */
export function databaseAudienceStore(db: Db): AudienceStore {
  const roomId = async (code: string): Promise<number | undefined> => {
    const [row] = await db.select({ id: gameSessions.id }).from(gameSessions).where(and(eq(gameSessions.gameCode, code), eq(gameSessions.active, true)));
    return row?.id;
  };
  return {
    async load(code) {
      const id = await roomId(code);
      if (id === undefined) return [];
      return db.select({ userId: audienceMembers.userId, alias: audienceMembers.alias, points: audienceMembers.points }).from(audienceMembers).where(eq(audienceMembers.gameSessionId, id));
    },
    async save(code, members) {
      if (members.length === 0) return;
      const id = await roomId(code);
      if (id === undefined) return;
      // One statement for a stage's worth of right choosers, however many.
      await db
        .insert(audienceMembers)
        .values(members.map((m) => ({ gameSessionId: id, userId: m.userId, alias: m.alias, points: m.points })))
        .onConflictDoUpdate({ target: [audienceMembers.gameSessionId, audienceMembers.userId], set: { alias: sql`excluded.alias`, points: sql`excluded.points` } });
    },
  };
}
