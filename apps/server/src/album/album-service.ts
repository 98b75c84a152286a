import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { albumPieceOf } from '@snackparty/games';
import type { AlbumDrawing, AlbumDto, AlbumEntry, AlbumGame, AlbumListDto, AlbumPlayer, AlbumPodiumPlace, SaveData } from '@snackparty/protocol';
import type { Match } from '@snackparty/engine';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import { albumEntries, gameSessions, games, sessionPlayers, type GameRow, type GameSessionRow, type SessionPlayerRow } from '../db/schema';
import type { HistoryArtefacts, HistoryGame } from '../games/server-module';
import { playerIdOf } from '../rooms/dto';
import { albumErrors } from './errors';

const ALBUMS_LISTED = 50;

/**
 * The party album of a room: every game of the night that has ended, in order, with what each game
 * revealed (its album piece's entries), the drawings its module keeps, and its podium. Games still in
 * play are left out whole, and so is everything of a player the host removed from the room.
 */
export class AlbumService {
  constructor(
    private readonly db: Db,
    /** What the games' server modules keep of a game (its drawings). */
    private readonly artefacts: (game: HistoryGame) => Promise<HistoryArtefacts>,
  ) {}

  /** The album of a room for one of its players or its host. */
  async forMember(roomId: number, viewer: Principal): Promise<AlbumDto> {
    const room = await this.memberRoom(roomId, viewer);
    return this.album(room, room.ownerUserId === viewer.userId);
  }

  /** The album a share link opens. */
  async forLink(roomId: number): Promise<AlbumDto> {
    const [room] = await this.db.select().from(gameSessions).where(eq(gameSessions.id, roomId));
    if (!room) throw albumErrors.notFound();
    return this.album(room, false);
  }

  /** The room of this code the viewer hosts or plays in (the latest, as codes are used again). */
  async roomOfCode(code: string, viewer: Principal): Promise<number> {
    const rows = await this.db
      .select({ id: gameSessions.id })
      .from(gameSessions)
      .where(and(eq(gameSessions.gameCode, code), this.involving(viewer.userId)))
      .orderBy(desc(gameSessions.createdAt), desc(gameSessions.id))
      .limit(1);
    if (!rows[0]) throw albumErrors.notFound();
    return rows[0].id;
  }

  /** A room whose host the viewer is; anyone else is answered as if there were no album. */
  async hostedRoom(roomId: number, viewer: Principal): Promise<GameSessionRow> {
    const room = await this.memberRoom(roomId, viewer);
    if (room.ownerUserId !== viewer.userId) throw albumErrors.notFound();
    return room;
  }

  /** The albums of the rooms the viewer hosted or played in, with at least one ended game, newest first. */
  async mine(viewer: Principal): Promise<AlbumListDto> {
    const rooms = await this.db
      .select()
      .from(gameSessions)
      .where(and(this.involving(viewer.userId), inArray(gameSessions.id, this.db.select({ id: games.gameSessionId }).from(games).where(eq(games.over, true)))))
      .orderBy(desc(gameSessions.createdAt), desc(gameSessions.id))
      .limit(ALBUMS_LISTED);
    const ended = rooms.length
      ? await this.db.select({ room: games.gameSessionId, gameType: games.gameType }).from(games).where(and(inArray(games.gameSessionId, rooms.map((r) => r.id)), eq(games.over, true))).orderBy(asc(games.createdAt), asc(games.id))
      : [];
    return {
      albums: rooms.map((room) => ({
        roomId: room.id,
        gameCode: room.gameCode,
        createdAt: room.createdAt.toISOString(),
        hosted: room.ownerUserId === viewer.userId,
        gameTypes: ended.filter((g) => g.room === room.id).map((g) => g.gameType),
      })),
    };
  }

  private async memberRoom(roomId: number, viewer: Principal): Promise<GameSessionRow> {
    const [room] = await this.db.select().from(gameSessions).where(and(eq(gameSessions.id, roomId), this.involving(viewer.userId)));
    if (!room) throw albumErrors.notFound();
    return room;
  }

  /** Rooms the user hosts, or holds a seat in that the host has not removed. */
  private involving(userId: number) {
    return or(
      eq(gameSessions.ownerUserId, userId),
      inArray(
        gameSessions.id,
        this.db
          .select({ id: sessionPlayers.gameSessionId })
          .from(sessionPlayers)
          .where(and(eq(sessionPlayers.userId, userId), eq(sessionPlayers.kicked, false))),
      ),
    )!;
  }

  private async album(room: GameSessionRow, viewerIsHost: boolean): Promise<AlbumDto> {
    const ended = await this.db
      .select()
      .from(games)
      .where(and(eq(games.gameSessionId, room.id), eq(games.over, true)))
      .orderBy(asc(games.createdAt), asc(games.id));
    const seats = await this.db.select().from(sessionPlayers).where(eq(sessionPlayers.gameSessionId, room.id));
    const removed = new Set(seats.filter((s) => s.kicked).map(playerIdOf));
    const stored = ended.length
      ? await this.db
          .select()
          .from(albumEntries)
          .where(inArray(albumEntries.gameId, ended.map((g) => g.id)))
          .orderBy(asc(albumEntries.createdAt))
      : [];
    const albumGames: AlbumGame[] = [];
    for (const game of ended) {
      const entries = await this.entriesOf(game, stored.filter((s) => s.gameId === game.id).map((s) => s.entry as AlbumEntry));
      albumGames.push({
        gameId: game.id,
        gameType: game.gameType,
        playedAt: game.createdAt.toISOString(),
        podium: podiumOf(game, removed),
        entries: entries.flatMap((entry) => withoutPlayers(entry, removed)),
      });
    }
    return {
      roomId: room.id,
      gameCode: room.gameCode,
      language: room.language,
      createdAt: room.createdAt.toISOString(),
      viewerIsHost,
      players: playersOf(ended, seats, removed),
      games: albumGames,
    };
  }

  /** What the game's album piece finds in its final match; nothing when that match is not one it reads. */
  private finalEntries(gameType: string, match: Match<unknown>): AlbumEntry[] {
    try {
      return albumPieceOf(gameType)?.(match) ?? [];
    } catch {
      return [];
    }
  }

  /**
   * A game's entries: those kept as it was played, in the order they were revealed, each as the final
   * match has it when it still holds it (the last round), then any the final match adds; drawings
   * joined to their turn.
   */
  private async entriesOf(game: GameRow, kept: AlbumEntry[]): Promise<AlbumEntry[]> {
    const match = game.match as Match<unknown> | null;
    const final = match ? this.finalEntries(game.gameType, match) : [];
    const finalByKey = new Map(final.map((e) => [e.key, e]));
    const keptKeys = new Set(kept.map((e) => e.key));
    const entries = [...kept.map((e) => finalByKey.get(e.key) ?? e), ...final.filter((e) => !keptKeys.has(e.key))];
    if (!entries.some((e) => e.kind === 'drawings')) return entries;
    const artefacts = await this.artefacts({ id: game.id, gameType: game.gameType, over: game.over, match: match as HistoryGame['match'] });
    const drawings = artefacts.drawings ?? [];
    return entries.map((entry) =>
      entry.kind === 'drawings'
        ? {
            ...entry,
            drawings: drawings
              .filter((d) => d.turn === entry.turn)
              .map((d): AlbumDrawing => ({ drawingId: d.drawingId, painterPlayerId: d.painterPlayerId, saveData: d.saveData as SaveData })),
          }
        : entry,
    );
  }
}

/** An entry without what removed players wrote, picked or drew; none when nothing of it is left. */
export function withoutPlayers(entry: AlbumEntry, removed: ReadonlySet<number>): AlbumEntry[] {
  switch (entry.kind) {
    case 'answers': {
      const answers = entry.answers.filter((a) => a.playerId === null || !removed.has(a.playerId));
      return answers.length ? [{ ...entry, answers }] : [];
    }
    case 'split':
      return [{ ...entry, picks: entry.picks.filter((p) => !removed.has(p.playerId)) }];
    case 'drawings': {
      const painters = entry.painters.filter((p) => !removed.has(p.playerId));
      if (painters.length === 0) return [];
      return [
        {
          ...entry,
          painters,
          rightGuessers: entry.rightGuessers.filter((id) => !removed.has(id)),
          drawings: entry.drawings.filter((d) => !removed.has(d.painterPlayerId)),
        },
      ];
    }
  }
}

interface StoredMatch {
  seats?: Array<{ playerId: number; alias: string; robot: boolean }>;
  scores?: Record<string, number>;
}

/** The final table, best first, ties sharing a place. */
function podiumOf(game: GameRow, removed: ReadonlySet<number>): AlbumPodiumPlace[] {
  const match = (game.match ?? {}) as StoredMatch;
  const rows = (match.seats ?? []).filter((s) => !removed.has(s.playerId)).map((s) => ({ playerId: s.playerId, score: match.scores?.[String(s.playerId)] ?? 0 }));
  rows.sort((a, b) => b.score - a.score || a.playerId - b.playerId);
  return rows.map((r) => ({ ...r, place: rows.filter((o) => o.score > r.score).length + 1 }));
}

/** Everyone who had a seat in an ended game, as its match named them, with their avatar. */
function playersOf(ended: GameRow[], seats: SessionPlayerRow[], removed: ReadonlySet<number>): AlbumPlayer[] {
  const byId = new Map(seats.map((s) => [playerIdOf(s), s]));
  const players = new Map<number, AlbumPlayer>();
  for (const game of ended) {
    for (const seat of ((game.match ?? {}) as StoredMatch).seats ?? []) {
      if (removed.has(seat.playerId) || players.has(seat.playerId)) continue;
      players.set(seat.playerId, { playerId: seat.playerId, alias: seat.alias, avatarSrc: byId.get(seat.playerId)?.avatarSrc ?? '', robot: seat.robot });
    }
  }
  return [...players.values()];
}
