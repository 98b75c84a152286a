import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { applyDrawBatch, emptyDrawing, type DrawBatch, type DrawingModel, type SaveData } from '@snackparty/protocol';
import type { Db } from '../../db/client';
import { drawingStrokes, drawings, games, sessionPlayers, type DrawingRow, type GameRow } from '../../db/schema';
import { playerIdOf } from '../../rooms/dto';

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

  /** Appends the strokes painters drew since the last append, one row per painter, in one statement. */
  async appendStrokes(rows: ReadonlyArray<{ gameId: number; turn: number; painterPlayerId: number; batches: readonly DrawBatch[] }>): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(drawingStrokes).values(rows.map((r) => ({ gameId: r.gameId, turn: r.turn, painterPlayerId: r.painterPlayerId, batches: JSON.stringify(r.batches) })));
  }

  /** The turn's drawings are stored whole: the strokes appended while they were painted go. */
  async dropStrokes(gameId: number, turn: number): Promise<void> {
    await this.db.delete(drawingStrokes).where(and(eq(drawingStrokes.gameId, gameId), eq(drawingStrokes.turn, turn)));
  }

  /**
   * The drawings of a turn as far as they were stored, per painter: rebuilt from the appended strokes
   * (exactly as they were painted, so the phones' next batches go on from there), or the whole
   * drawing when the turn had closed.
   */
  async drawingsOfTurn(gameId: number, turn: number): Promise<Map<number, DrawingModel>> {
    const models = new Map<number, DrawingModel>();
    for (const row of await this.ofGame(gameId, turn)) {
      const saved = row.saveData as SaveData;
      models.set(row.painterPlayerId, {
        width: saved.width,
        height: saved.height,
        lines: saved.lines.map((line, i) => ({ ...line, id: -1 - i, done: true })),
        erased: [],
        seq: -1,
      });
    }
    const strokes = await this.db
      .select()
      .from(drawingStrokes)
      .where(and(eq(drawingStrokes.gameId, gameId), eq(drawingStrokes.turn, turn)))
      .orderBy(asc(drawingStrokes.id));
    const replayed = new Map<number, DrawingModel>();
    for (const row of strokes) {
      let model = replayed.get(row.painterPlayerId) ?? emptyDrawing();
      for (const batch of JSON.parse(row.batches) as DrawBatch[]) if (batch.seq > model.seq) model = applyDrawBatch(model, batch);
      replayed.set(row.painterPlayerId, model);
    }
    for (const [painter, model] of replayed) models.set(painter, model);
    return models;
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
