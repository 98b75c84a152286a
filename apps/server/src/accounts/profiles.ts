import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  isLanguage,
  type GameType,
  type ProfileGameDetail,
  type ProfileGameEntry,
  type ProfileGamesPage,
  type UserProfileDto,
  type updateProfileSchema,
} from '@snackparty/protocol';
import type { z } from 'zod';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import type { HistoryArtefacts, HistoryGame } from '../games/server-module';
import { gameSessions, games, sessionPlayers, users, type GameRow, type GameSessionRow, type SessionPlayerRow, type UserRow } from '../db/schema';
import { errors } from '../errors';
import { playerIdOf } from '../rooms/dto';
import { accountErrors } from './errors';

export const PROFILE_GAMES_PAGE_SIZE = 10;

type ProfilePatch = z.output<typeof updateProfileSchema>;

/** The parts of a stored match a profile reads. */
interface StoredMatch {
  seats?: Array<{ playerId: number; alias: string; robot: boolean }>;
  scores?: Record<string, number>;
}

/** Profiles (spec section 7, Profile): what anyone may see, what only the owner or an admin sees, and game history. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    /** What the games' server modules keep of a game for the history. */
    private readonly artefacts: (game: HistoryGame) => Promise<HistoryArtefacts> = async () => ({}),
  ) {}

  /**
   * A profile: the owner and admins see everything; someone who has shared a room with the user sees
   * the public part; anyone else is answered as if there were no such user, so ids cannot be walked.
   */
  async profile(userId: number, viewer: Principal | undefined): Promise<UserProfileDto> {
    const user = await this.liveUser(userId);
    if (!viewer || (viewer.userId !== userId && !viewer.isAdmin && !(await this.haveMet(viewer.userId, userId)))) throw accountErrors.notFound();
    const [played] = await this.db.select({ n: count() }).from(games).innerJoin(gameSessions, eq(games.gameSessionId, gameSessions.id)).where(this.involving(userId));
    const dto: UserProfileDto = {
      userId: user.id,
      name: user.name,
      favoriteAvatarSrc: user.favoriteAvatarSrc,
      createdAt: user.createdAt.toISOString(),
      isGuest: user.isGuest,
      gamesPlayed: played?.n ?? 0,
    };
    if (!viewer || (viewer.userId !== userId && !viewer.isAdmin)) return dto;
    return {
      ...dto,
      ...(user.email ? { email: user.email } : {}),
      language: isLanguage(user.language) ? user.language : 'en',
      marketingConsent: user.marketingConsent,
      emailVerified: user.emailVerifiedAt !== null,
      subscriptionEndDate: user.subscriptionEndsAt ? user.subscriptionEndsAt.toISOString() : null,
      roles: user.roles,
    };
  }

  /** The owner changes name, language, avatar or news consent; the caller issues a new token (they are claims). */
  async update(userId: number, principal: Principal, patch: ProfilePatch): Promise<UserRow> {
    if (principal.userId !== userId) throw errors.forbidden('Only the owner may change this profile');
    await this.liveUser(userId);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return this.liveUser(userId);
    const [user] = await this.db.update(users).set(changes).where(eq(users.id, userId)).returning();
    return user!;
  }

  /** Games the user hosted or held a seat in, newest first. */
  async games(userId: number, viewer: Principal, page: number): Promise<ProfileGamesPage> {
    this.assertMaySeeHistory(userId, viewer);
    await this.liveUser(userId);
    const [total] = await this.db.select({ n: count() }).from(games).innerJoin(gameSessions, eq(games.gameSessionId, gameSessions.id)).where(this.involving(userId));
    const rows = await this.db
      .select({ game: games, session: gameSessions })
      .from(games)
      .innerJoin(gameSessions, eq(games.gameSessionId, gameSessions.id))
      .where(this.involving(userId))
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(PROFILE_GAMES_PAGE_SIZE)
      .offset(page * PROFILE_GAMES_PAGE_SIZE);
    const sessionIds = [...new Set(rows.map((r) => r.session.id))];
    const seats = sessionIds.length ? await this.db.select().from(sessionPlayers).where(inArray(sessionPlayers.gameSessionId, sessionIds)) : [];
    return {
      page,
      pageSize: PROFILE_GAMES_PAGE_SIZE,
      total: total?.n ?? 0,
      games: rows.map((r) => this.entry(userId, r.game, r.session, seats.filter((s) => s.gameSessionId === r.session.id))),
    };
  }

  /** One game of the history: the final table and the drawings kept from it. */
  async game(userId: number, viewer: Principal, gameId: number): Promise<ProfileGameDetail> {
    this.assertMaySeeHistory(userId, viewer);
    const [row] = await this.db
      .select({ game: games, session: gameSessions })
      .from(games)
      .innerJoin(gameSessions, eq(games.gameSessionId, gameSessions.id))
      .where(and(eq(games.id, gameId), this.involving(userId)));
    if (!row) throw accountErrors.notFound();
    const seats = await this.db.select().from(sessionPlayers).where(eq(sessionPlayers.gameSessionId, row.session.id));
    // The game's own module decides what it keeps, and what of a game still in play stays secret.
    const kept = await this.artefacts({ id: row.game.id, gameType: row.game.gameType, over: row.game.over, match: row.game.match as HistoryGame['match'] });
    const entry = this.entry(userId, row.game, row.session, seats);
    return {
      ...entry,
      players: this.table(row.game, seats).map((p) => ({ playerId: p.playerId, alias: p.alias, avatarSrc: p.avatarSrc, robot: p.robot, score: p.score })),
      drawings: kept.drawings ?? [],
    };
  }

  /** Whether two users have been in one room: seated together, or one hosting the other. */
  private async haveMet(a: number, b: number): Promise<boolean> {
    const other = alias(sessionPlayers, 'other');
    const [together] = await this.db
      .select({ id: sessionPlayers.id })
      .from(sessionPlayers)
      .innerJoin(other, eq(other.gameSessionId, sessionPlayers.gameSessionId))
      .where(and(eq(sessionPlayers.userId, a), eq(other.userId, b)))
      .limit(1);
    if (together) return true;
    const [hosted] = await this.db
      .select({ id: gameSessions.id })
      .from(gameSessions)
      .innerJoin(sessionPlayers, eq(sessionPlayers.gameSessionId, gameSessions.id))
      .where(or(and(eq(gameSessions.ownerUserId, a), eq(sessionPlayers.userId, b)), and(eq(gameSessions.ownerUserId, b), eq(sessionPlayers.userId, a))))
      .limit(1);
    return !!hosted;
  }

  private assertMaySeeHistory(userId: number, viewer: Principal): void {
    if (viewer.userId !== userId && !viewer.isAdmin) throw errors.forbidden('Only the owner may see this history');
  }

  private involving(userId: number) {
    return or(
      eq(gameSessions.ownerUserId, userId),
      inArray(gameSessions.id, this.db.select({ id: sessionPlayers.gameSessionId }).from(sessionPlayers).where(eq(sessionPlayers.userId, userId))),
    )!;
  }

  /**
   * The seats of one game with their final scores, best first: the stored match's seats and scores
   * when the game was played, else the room's seats with their session scores.
   */
  private table(game: GameRow, seats: SessionPlayerRow[]) {
    const match = (game.match ?? null) as StoredMatch | null;
    const byPlayerId = new Map(seats.map((s) => [playerIdOf(s), s]));
    const rows = match?.seats?.length
      ? match.seats.map((seat) => {
          const stored = byPlayerId.get(seat.playerId);
          return {
            playerId: seat.playerId,
            userId: stored?.userId ?? null,
            alias: seat.alias,
            avatarSrc: stored?.avatarSrc ?? '',
            robot: seat.robot,
            score: match.scores?.[String(seat.playerId)] ?? 0,
          };
        })
      : seats
          .filter((s) => s.active && !s.kicked)
          .map((s) => ({ playerId: playerIdOf(s), userId: s.userId, alias: s.alias, avatarSrc: s.avatarSrc, robot: s.robot, score: s.score }));
    return rows.sort((a, b) => b.score - a.score || a.playerId - b.playerId);
  }

  private entry(userId: number, game: GameRow, session: GameSessionRow, seats: SessionPlayerRow[]): ProfileGameEntry {
    const table = this.table(game, seats);
    const mine = table.find((p) => p.userId === userId);
    const place = mine ? table.filter((p) => p.score > mine.score).length + 1 : null;
    return {
      gameId: game.id,
      gameCode: session.gameCode,
      gameType: game.gameType as GameType,
      createdAt: game.createdAt.toISOString(),
      playerCount: table.length,
      hosted: session.ownerUserId === userId,
      score: mine ? mine.score : null,
      place,
      over: game.over,
    };
  }

  private async liveUser(userId: number): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user || user.deletedAt) throw accountErrors.notFound();
    return user;
  }
}
