import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MatchWrites, type MatchWrite } from './match-writes';
import { games, gameSessions, sessionPlayers, type GameRow, type GameSessionRow, type SessionPlayerRow } from '../db/schema';

type NewSession = typeof gameSessions.$inferInsert;
type NewSessionPlayer = typeof sessionPlayers.$inferInsert;
type NewGame = typeof games.$inferInsert;

/** The queries rooms need; the rules live in RoomService. */
export class RoomRepository {
  constructor(private readonly db: Db) {}

  async insertSession(values: NewSession): Promise<GameSessionRow> {
    const [row] = await this.db.insert(gameSessions).values(values).returning();
    return row!;
  }

  /** The active room with this code, or else the most recent ended one. */
  async findSession(code: string): Promise<GameSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.gameCode, code))
      .orderBy(desc(gameSessions.active), desc(gameSessions.id))
      .limit(1);
    return row;
  }

  async findSessionById(id: number): Promise<GameSessionRow | undefined> {
    const [row] = await this.db.select().from(gameSessions).where(eq(gameSessions.id, id));
    return row;
  }

  async isCodeActive(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(gameSessions)
      .where(and(eq(gameSessions.gameCode, code), eq(gameSessions.active, true)));
    return (row?.n ?? 0) > 0;
  }

  async updateSession(id: number, values: Partial<NewSession>): Promise<GameSessionRow> {
    const [row] = await this.db
      .update(gameSessions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(gameSessions.id, id))
      .returning();
    return row!;
  }

  /**
   * Open public rooms whose game is not over (a room without a game yet has nothing to play), newest
   * first, with their players (AI players included). Whether a room is full or idle is the caller's.
   */
  async publicSessions(limit: number): Promise<PublicRoomRow[]> {
    return this.db
      .select({
        gameId: gameSessions.id,
        gameCode: gameSessions.gameCode,
        gameType: gameSessions.gameType,
        createdAt: gameSessions.createdAt,
        playerCount: sql<number>`(select count(*) from session_players sp where sp.game_session_id = game_sessions.id and sp.active)`.mapWith(Number),
      })
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.isPublic, true),
          eq(gameSessions.active, true),
          // A new game marks the earlier ones over, so a game not over is the room's current one.
          sql`exists (select 1 from games g where g.game_session_id = game_sessions.id and not g.over)`,
        ),
      )
      .orderBy(desc(gameSessions.createdAt), desc(gameSessions.id))
      .limit(limit);
  }

  async activePlayers(sessionId: number): Promise<SessionPlayerRow[]> {
    return this.db
      .select()
      .from(sessionPlayers)
      .where(and(eq(sessionPlayers.gameSessionId, sessionId), eq(sessionPlayers.active, true)))
      .orderBy(asc(sessionPlayers.id));
  }

  async findPlayer(sessionId: number, sessionPlayerId: number): Promise<SessionPlayerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sessionPlayers)
      .where(and(eq(sessionPlayers.gameSessionId, sessionId), eq(sessionPlayers.id, sessionPlayerId)));
    return row;
  }

  async findPlayerById(sessionPlayerId: number): Promise<SessionPlayerRow | undefined> {
    const [row] = await this.db.select().from(sessionPlayers).where(eq(sessionPlayers.id, sessionPlayerId));
    return row;
  }

  async playersOfUser(sessionId: number, userId: number): Promise<SessionPlayerRow[]> {
    return this.db
      .select()
      .from(sessionPlayers)
      .where(and(eq(sessionPlayers.gameSessionId, sessionId), eq(sessionPlayers.userId, userId)))
      .orderBy(desc(sessionPlayers.id));
  }

  /** Whether a seat kicked from this room was taken from this device. */
  async isDeviceKicked(sessionId: number, deviceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sessionPlayers)
      .where(and(eq(sessionPlayers.gameSessionId, sessionId), eq(sessionPlayers.deviceId, deviceId), eq(sessionPlayers.kicked, true)));
    return (row?.n ?? 0) > 0;
  }

  /** The newest active seat of this user in a room that is still open. */
  async latestSeatOfUser(userId: number): Promise<{ seat: SessionPlayerRow; session: GameSessionRow } | undefined> {
    const [row] = await this.db
      .select({ seat: sessionPlayers, session: gameSessions })
      .from(sessionPlayers)
      .innerJoin(gameSessions, eq(sessionPlayers.gameSessionId, gameSessions.id))
      .where(and(eq(sessionPlayers.userId, userId), eq(sessionPlayers.active, true), eq(gameSessions.active, true)))
      .orderBy(desc(sessionPlayers.id))
      .limit(1);
    return row;
  }

  async insertPlayer(values: NewSessionPlayer): Promise<SessionPlayerRow> {
    const [row] = await this.db.insert(sessionPlayers).values(values).returning();
    return row!;
  }

  async updatePlayer(id: number, values: Partial<NewSessionPlayer>): Promise<SessionPlayerRow> {
    const [row] = await this.db.update(sessionPlayers).set(values).where(eq(sessionPlayers.id, id)).returning();
    return row!;
  }

  async insertGame(values: NewGame): Promise<GameRow> {
    const [row] = await this.db.insert(games).values(values).returning();
    return row!;
  }

  /** Marks every game of the room as over (a new one replaces them). */
  async finishGames(sessionId: number): Promise<void> {
    await this.db.update(games).set({ over: true }).where(and(eq(games.gameSessionId, sessionId), eq(games.over, false)));
  }

  async latestGame(sessionId: number): Promise<GameRow | undefined> {
    const [row] = await this.db
      .select()
      .from(games)
      .where(eq(games.gameSessionId, sessionId))
      .orderBy(desc(games.id))
      .limit(1);
    return row;
  }

  /** Games in progress in active rooms (the latest game of each room only). */
  async unfinishedGames(): Promise<UnfinishedGame[]> {
    const rows = await this.db
      .select({ gameCode: gameSessions.gameCode, game: games })
      .from(games)
      .innerJoin(gameSessions, eq(games.gameSessionId, gameSessions.id))
      .where(and(eq(gameSessions.active, true), eq(games.started, true), eq(games.over, false)))
      .orderBy(desc(games.id));
    const seen = new Set<string>();
    return rows.filter((r) => (seen.has(r.gameCode) ? false : (seen.add(r.gameCode), true)));
  }

  /** The room's game being played, if any (a server taking the room over from another loads it). */
  async unfinishedGameOf(code: string): Promise<UnfinishedGame | undefined> {
    const [row] = await this.db
      .select({ gameCode: gameSessions.gameCode, game: games })
      .from(games)
      .innerJoin(gameSessions, eq(games.gameSessionId, gameSessions.id))
      .where(and(eq(gameSessions.gameCode, code), eq(gameSessions.active, true), eq(games.started, true), eq(games.over, false)))
      .orderBy(desc(games.id))
      .limit(1);
    return row;
  }

  /** Every room still open (the idle-room sweep looks at them). */
  async activeSessions(): Promise<Array<Pick<GameSessionRow, 'gameCode' | 'createdAt' | 'updatedAt'>>> {
    return this.db
      .select({ gameCode: gameSessions.gameCode, createdAt: gameSessions.createdAt, updatedAt: gameSessions.updatedAt })
      .from(gameSessions)
      .where(eq(gameSessions.active, true));
  }

  async updateGame(id: number, values: Partial<NewGame>): Promise<GameRow> {
    const [row] = await this.db.update(games).set(values).where(eq(games.id, id)).returning();
    return row!;
  }

  /**
   * Stores the game's match as revision `expectedRevision + 1`, only if the stored one is still
   * `expectedRevision` (the match the write follows); false when it is not. A write that timed out on
   * a hung database may still run once the server wakes up, after a newer write: the condition keeps
   * such a late write from replacing it.
   */
  async updateMatch(id: number, expectedRevision: number, values: { match: unknown; over: boolean }, epoch?: number): Promise<boolean> {
    return this.matchWrites.write({ gameId: id, expectedRevision, match: values.match, over: values.over, epoch });
  }

  /** Match writes asked for in the same turn of the event loop go to the database together. */
  private readonly matchWrites = new MatchWrites((writes) => this.updateMatches(writes));

  /** Stores the writes (each on its own revision and epoch) and returns the ids of the games stored. */
  async updateMatches(writes: readonly MatchWrite[]): Promise<ReadonlySet<number>> {
    if (writes.length === 1) {
      const [write] = writes as [MatchWrite];
      this.matchWrite ??= this.prepareMatchWrite();
      const rows = await this.matchWrite.execute({
        id: write.gameId,
        revision: write.expectedRevision,
        match: JSON.stringify(write.match),
        over: write.over,
        epoch: write.epoch ?? null,
      });
      return new Set(rows.map((row) => row.id));
    }
    const values = sql.join(
      writes.map((w) => sql`(${w.gameId}::integer, ${w.expectedRevision}::integer, ${JSON.stringify(w.match)}::json, ${w.over}::boolean, ${w.epoch ?? null}::integer)`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      UPDATE ${games} SET match = w.match, over = w.over, match_revision = w.revision + 1, owner_epoch = coalesce(w.epoch, ${games.ownerEpoch})
      FROM (VALUES ${values}) AS w (id, revision, match, over, epoch)
      WHERE ${games.id} = w.id AND ${games.matchRevision} = w.revision AND (w.epoch IS NULL OR ${games.ownerEpoch} <= w.epoch)
      RETURNING ${games.id}`);
    // PGlite and node-postgres both answer with their rows under `rows`.
    const { rows } = result as unknown as { rows: Array<{ id: number | string }> };
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** A write on every move: its SQL is built once, not again on each move. */
  private matchWrite?: ReturnType<RoomRepository['prepareMatchWrite']>;

  private prepareMatchWrite() {
    const epoch = sql`${sql.placeholder('epoch')}::integer`;
    return this.db
      .update(games)
      .set({
        match: sql`${sql.placeholder('match')}::json`,
        over: sql`${sql.placeholder('over')}::boolean`,
        matchRevision: sql`${sql.placeholder('revision')}::integer + 1`,
        ownerEpoch: sql`coalesce(${epoch}, ${games.ownerEpoch})`,
      })
      .where(and(eq(games.id, sql.placeholder('id')), eq(games.matchRevision, sql.placeholder('revision')), sql`(${epoch} is null or ${games.ownerEpoch} <= ${epoch})`))
      .returning({ id: games.id })
      .prepare('update_match');
  }

  /**
   * A process that has just taken the room's lease fences its game: from now on a write with an older
   * epoch changes nothing. False when an owner with a newer epoch already did (this one is too late).
   */
  async fenceGame(id: number, epoch: number): Promise<boolean> {
    const rows = await this.db.update(games).set({ ownerEpoch: epoch }).where(and(eq(games.id, id), lte(games.ownerEpoch, epoch))).returning({ id: games.id });
    return rows.length > 0;
  }

  /** The highest lease epoch the room's games were fenced with: a new lease must be above it. */
  async roomEpoch(sessionId: number): Promise<number> {
    const [row] = await this.db.select({ epoch: sql<number>`coalesce(max(${games.ownerEpoch}), 0)` }).from(games).where(eq(games.gameSessionId, sessionId));
    return Number(row?.epoch ?? 0);
  }

  /** The game's stored match (none before it starts) and its revision. */
  async storedMatch(id: number): Promise<{ match: unknown; revision: number }> {
    const [row] = await this.db.select({ match: games.match, revision: games.matchRevision }).from(games).where(eq(games.id, id));
    return { match: row?.match ?? null, revision: row?.revision ?? 0 };
  }
}

export interface PublicRoomRow {
  /** The room's id (the spec's public entry calls it gameId, as the session DTO does). */
  gameId: number;
  gameCode: string;
  gameType: string;
  createdAt: Date;
  playerCount: number;
}

export interface UnfinishedGame {
  gameCode: string;
  game: GameRow;
}

/** True for a PostgreSQL unique-constraint violation (both drivers report code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.code ? e : e?.cause;
  if (inner?.code !== '23505') return false;
  return constraint === undefined || inner.constraint === constraint || String((inner as Error).message ?? '').includes(constraint);
}
