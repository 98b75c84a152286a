import { dest, type GameType, type PublicGameEntry } from '@snackparty/protocol';
import type { PlayerLimits } from '@snackparty/games/manifests';
import type { RuntimeHooks } from '../games/runtime-hooks';
import { realTimers, type Timers } from '../games/room-clock';
import { Coalescer } from '../realtime/budget';
import type { RoomPublisher } from './publisher';
import type { PublicRoomRow, RoomRepository } from './repository';

/**
 * A public room nobody (host screen or seat) has been connected to for this long is left off the
 * list: whoever made it has gone, and a stranger who joins would wait alone. It comes back as soon as
 * a member connects again. The room itself stays open until the idle-room sweep ends it
 * (`ROOM_IDLE_TIMEOUT_MINUTES`).
 */
export const PUBLIC_ROOM_IDLE_MS = 2 * 60_000;
/** The list shows at most this many rooms. */
export const PUBLIC_GAMES_LIMIT = 50;
/** Rooms read to fill the list: full and idle ones are only left out once read. */
const CANDIDATE_LIMIT = 500;
/** The list is published at most once per this, however many rooms change. */
const PUBLISH_INTERVAL_MS = 1000;
/** A room that turns idle is taken off this long after the moment, so the check never comes early. */
const IDLE_MARGIN_MS = 250;

/** Who is in which room: the idle-room sweep keeps it. */
export interface RoomOccupancy {
  /** How long nobody has been connected to each room; null while somebody is. */
  idleFor(rooms: ReadonlyArray<{ gameCode: string; createdAt: Date }>): Array<number | null>;
}

/**
 * The public games list (spec: public game entry) and its live topic. Listed: open public rooms whose
 * game is not over, that have a free seat and a member connected within `PUBLIC_ROOM_IDLE_MS`,
 * newest first. Private rooms never. The whole list is published on `/public/publicGames` whenever it
 * differs from what was published last: a public room appears, changes (players, game), ends, or
 * turns idle.
 */
export class PublicGamesFeed {
  private occupancy?: RoomOccupancy;
  private readonly publishes: Coalescer;
  private lastPublished: string | undefined;
  private idleCheck: unknown;
  private stopped = false;
  /** The public rooms the last read found, listed or not; undefined before the first read. */
  private candidates: Set<string> | undefined;

  /** Tells the list when a room's game ends on its own (the runtime's hook). */
  readonly runtimeHooks: RuntimeHooks = {
    afterCommit: async (change) => {
      if (change.after.over && !change.before?.over) this.roomChanged(change.code);
    },
  };

  constructor(
    private readonly repo: Pick<RoomRepository, 'publicSessions'>,
    private readonly publisher: RoomPublisher,
    private readonly limitsOf: (gameType: string) => PlayerLimits,
    private readonly idleMs: number = PUBLIC_ROOM_IDLE_MS,
    private readonly timers: Timers = realTimers,
  ) {
    this.publishes = new Coalescer(PUBLISH_INTERVAL_MS, () => this.timers.now(), () => undefined, this.timers);
  }

  /** Connects who is in which room (the realtime layer's); without it no room counts as idle. */
  useOccupancy(occupancy: RoomOccupancy): void {
    this.occupancy = occupancy;
  }

  async list(): Promise<PublicGameEntry[]> {
    return (await this.read()).entries;
  }

  /** A public room appeared, changed or ended: the list is published again (at most once a second). */
  changed(): void {
    if (this.stopped) return;
    this.publishes.request('list', () => this.publish());
  }

  /**
   * A member came to or left this room, or its game ended. Only a room the last read found public can
   * change the list; before any read, every room might. The check waits a moment, so that a connection
   * that just came in is counted.
   */
  roomChanged(code: string): void {
    if (this.stopped || (this.candidates && !this.candidates.has(code))) return;
    this.timers.setTimeout(() => this.changed(), 0);
  }

  stop(): void {
    this.stopped = true;
    this.publishes.clear();
    if (this.idleCheck !== undefined) this.timers.clearTimeout(this.idleCheck);
    this.idleCheck = undefined;
  }

  private async publish(): Promise<void> {
    const { entries, nextIdleInMs } = await this.read();
    if (this.stopped) return;
    const json = JSON.stringify(entries);
    if (json !== this.lastPublished) {
      this.lastPublished = json;
      this.publisher.publish(dest.publicGames, entries);
    }
    // The next listed room nobody is in leaves the list at its moment, with no other event to tell.
    if (this.idleCheck !== undefined) this.timers.clearTimeout(this.idleCheck);
    this.idleCheck = nextIdleInMs === undefined ? undefined : this.timers.setTimeout(() => this.changed(), nextIdleInMs + IDLE_MARGIN_MS);
  }

  private async read(): Promise<{ entries: PublicGameEntry[]; nextIdleInMs?: number }> {
    const rows = await this.repo.publicSessions(CANDIDATE_LIMIT);
    this.candidates = new Set(rows.map((r) => r.gameCode));
    const withSeats = rows.filter((r) => r.playerCount < this.limitsOf(r.gameType).max);
    const idle = this.occupancy?.idleFor(withSeats) ?? withSeats.map(() => null);
    const entries: PublicGameEntry[] = [];
    let nextIdleInMs: number | undefined;
    withSeats.forEach((row, i) => {
      const idleFor = idle[i] ?? null;
      if (entries.length >= PUBLIC_GAMES_LIMIT || (idleFor !== null && idleFor >= this.idleMs)) return;
      entries.push(toEntry(row));
      if (idleFor !== null) nextIdleInMs = Math.min(nextIdleInMs ?? Infinity, this.idleMs - idleFor);
    });
    return { entries, nextIdleInMs };
  }
}

function toEntry(row: PublicRoomRow): PublicGameEntry {
  return {
    gameId: row.gameId,
    gameCode: row.gameCode,
    gameType: row.gameType as GameType,
    createdAt: row.createdAt.toISOString(),
    playerCount: row.playerCount,
  };
}
