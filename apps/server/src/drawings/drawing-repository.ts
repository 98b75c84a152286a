import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SaveData } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { drawings, games, sessionPlayers, type DrawingRow, type GameRow } from '../db/schema';
import { playerIdOf } from '../rooms/dto';

export interface PainterIdentity {
  alias: string;
  avatarSrc: string;
}

/** The queries drawings need: saved drawings, and who painted them. */
export class DrawingRepository {
  constructor(private readonly db: Db) {}

  /** Saves a painter's drawing of a turn, replacing what an earlier save of that turn stored. */
  async upsert(values: { gameId: number; turn: number; painterPlayerId: number; painter: PainterIdentity; word: string; saveData: SaveData }): Promise<void> {
    const row = {
      gameId: values.gameId,
      turn: values.turn,
      painterPlayerId: values.painterPlayerId,
      painterAlias: values.painter.alias,
      painterAvatarSrc: values.painter.avatarSrc,
      word: values.word,
      saveData: values.saveData,
    };
    await this.db
      .insert(drawings)
      .values(row)
      .onConflictDoUpdate({
        target: [drawings.gameId, drawings.turn, drawings.painterPlayerId],
        // The new row's own values: the drawing (tens of KB) crosses to the database once, not twice.
        set: {
          saveData: sql`excluded.save_data`,
          word: sql`excluded.word`,
          painterAlias: sql`excluded.painter_alias`,
          painterAvatarSrc: sql`excluded.painter_avatar_src`,
          updatedAt: sql`now()`,
        },
      });
  }

  async ofGame(gameId: number, turn?: number): Promise<DrawingRow[]> {
    const where = turn === undefined ? eq(drawings.gameId, gameId) : and(eq(drawings.gameId, gameId), eq(drawings.turn, turn));
    return this.db.select().from(drawings).where(where).orderBy(asc(drawings.turn), asc(drawings.id));
  }

  /** The room's most recent game of this type. */
  async latestGameOfType(sessionId: number, gameType: string): Promise<GameRow | undefined> {
    const [row] = await this.db
      .select()
      .from(games)
      .where(and(eq(games.gameSessionId, sessionId), eq(games.gameType, gameType)))
      .orderBy(desc(games.id))
      .limit(1);
    return row;
  }

  /** Every seat the game's room has had, by player id (a painter who left keeps their name). */
  async paintersOfGame(gameId: number): Promise<Map<number, PainterIdentity>> {
    const rows = await this.db
      .select({ id: sessionPlayers.id, robotId: sessionPlayers.robotId, alias: sessionPlayers.alias, avatarSrc: sessionPlayers.avatarSrc })
      .from(sessionPlayers)
      .innerJoin(games, eq(games.gameSessionId, sessionPlayers.gameSessionId))
      .where(eq(games.id, gameId))
      .orderBy(asc(sessionPlayers.id));
    // Later seats win: a robot id re-used after a kick names the robot that is there now.
    return new Map(rows.map((r) => [playerIdOf(r), { alias: r.alias, avatarSrc: r.avatarSrc }]));
  }
}
