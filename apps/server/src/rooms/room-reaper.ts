import { safeDbError } from '../db/errors';
import type { RoomService } from './room-service';

export interface RoomReaperOptions {
  /** A room with nobody connected for this long ends. 0 or less: rooms never end on their own. */
  idleTimeoutMs: number;
  /** The rooms somebody is in right now: a host screen or a seat connected. */
  occupied: () => ReadonlySet<string>;
  now?: () => number;
  log?: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** With several server processes: the rooms somebody is in through the others. */
  shared?: SharedOccupancy;
}

/** Who is in which room across the server processes (each knows only its own connections). */
export interface SharedOccupancy {
  /** Tells the others the rooms somebody is in through this process now (kept for a few sweeps). */
  share(codes: ReadonlySet<string>): Promise<void>;
  /** Whether somebody is in the room through any process, as last shared. */
  isOccupied(code: string): Promise<boolean>;
}

/**
 * Ends rooms everyone has left. A room counts as left once no host screen and no seat has been
 * connected to it for the idle timeout. When it was last seen is kept in memory; after a restart
 * nobody has had the chance to reconnect yet, so every room is taken as seen at start-up and gets the
 * whole timeout as a grace period.
 */
export class RoomReaper {
  private readonly lastSeen = new Map<string, number>();
  private readonly startedAt: number;
  private readonly now: () => number;
  private sweeping: Promise<string[]> | undefined;

  constructor(
    private readonly rooms: RoomService,
    private readonly options: RoomReaperOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  get enabled(): boolean {
    return this.options.idleTimeoutMs > 0;
  }

  get idleTimeoutMs(): number {
    return this.options.idleTimeoutMs;
  }

  /** Somebody was in the room just now (a member's connection closed). */
  touch(code: string): void {
    this.lastSeen.set(code, this.now());
  }

  /**
   * For each room, how long nobody (host screen or seat) has been connected to it: null while
   * somebody is. Measured as the sweep measures it, so a room is idle from its creation, from when
   * its last member left, or from start-up, whichever came last.
   */
  idleFor(rooms: ReadonlyArray<{ gameCode: string; createdAt: Date }>): Array<number | null> {
    const now = this.now();
    const occupied = this.options.occupied();
    return rooms.map((room) => {
      if (occupied.has(room.gameCode)) return null;
      const since = Math.max(this.lastSeen.get(room.gameCode) ?? 0, this.startedAt, room.createdAt.getTime());
      return Math.max(0, now - since);
    });
  }

  /** Ends the rooms left for longer than the timeout; resolves with their codes. One sweep at a time. */
  sweep(): Promise<string[]> {
    this.sweeping ??= this.run().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async run(): Promise<string[]> {
    if (!this.enabled) return [];
    const now = this.now();
    const occupied = this.options.occupied();
    await this.options.shared?.share(occupied);
    const open = await this.rooms.openRooms();
    const ended: string[] = [];
    for (const room of open) {
      const code = room.gameCode;
      if (occupied.has(code)) {
        this.lastSeen.set(code, now);
        continue;
      }
      const since = Math.max(this.lastSeen.get(code) ?? 0, this.startedAt, room.createdAt.getTime(), room.updatedAt.getTime());
      if (now - since < this.options.idleTimeoutMs) continue;
      try {
        if (await this.options.shared?.isOccupied(code)) {
          this.lastSeen.set(code, now);
          continue;
        }
        if (await this.rooms.endAbandoned(code, () => !this.options.occupied().has(code))) ended.push(code);
      } catch (err) {
        this.options.log?.warn({ code, err: safeDbError(err) }, 'abandoned room not ended');
      }
    }
    const stillOpen = new Set(open.map((r) => r.gameCode));
    for (const code of this.lastSeen.keys()) if (!stillOpen.has(code) || ended.includes(code)) this.lastSeen.delete(code);
    if (ended.length > 0) this.options.log?.info({ ended: ended.length }, 'abandoned rooms ended');
    return ended;
  }
}
