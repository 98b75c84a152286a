import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';
import type { Timers } from '../games/room-clock';

/** A point on a game's scene, in scene pixels. */
export interface Position {
  x: number;
  y: number;
}

/** A sender's position. */
export interface PlacedPosition extends Position {
  playerId: number;
}

/** A position body is two short numbers: anything much longer is not one, and is not parsed. */
const MAX_POSITION_BODY_LENGTH = 200;

function refuse(message: string): AppError {
  return new AppError(400, MESSAGE_KEYS.invalidRequest, message);
}

/**
 * Parses a phone's position body (JSON text `{"x":..,"y":..}`, nothing else): both numbers finite and
 * inside the scene, from 0 to its width and height. Returns them rounded to integers; throws a 400 on
 * anything else.
 */
export function decodePosition(body: string, bounds: { width: number; height: number }): Position {
  if (body.length > MAX_POSITION_BODY_LENGTH) throw refuse('A position is {"x":…,"y":…}');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw refuse('A position is JSON: {"x":…,"y":…}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refuse('A position is {"x":…,"y":…}');
  const keys = Object.keys(parsed);
  if (keys.length !== 2 || !keys.includes('x') || !keys.includes('y')) throw refuse('A position holds x and y only');
  const { x, y } = parsed as { x: unknown; y: unknown };
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) throw refuse('A position holds two finite numbers');
  if (x < 0 || x > bounds.width || y < 0 || y > bounds.height) throw refuse(`A position lies inside the scene (${bounds.width}x${bounds.height})`);
  return { x: Math.round(x), y: Math.round(y) };
}

/** Ten a second: smooth enough for an avatar the screen animates between positions, light on the wire. */
export const DEFAULT_POSITION_INTERVAL_MS = 100;

export interface PositionRelayOptions {
  /** Flush period per room; at most one position per sender per period reaches listeners (latest wins). Default 100 ms (10 a second). */
  intervalMs?: number;
  timers: Timers;
  /** Called once per room per period that had news, with each sender's latest position. */
  publish(code: string, positions: readonly PlacedPosition[]): void;
}

interface RoomPositions {
  /** Every sender's last known position. */
  last: Map<number, PlacedPosition>;
  /** Positions offered since the last flush, latest per sender. */
  news: Map<number, PlacedPosition>;
  /** The pending flush's timer, while one is scheduled. */
  flush: unknown;
  /**
   * The period slot of the room's last flush (when it was due, not when its timer fired): the next
   * flush waits a whole period after it. A timer that fires late does not push every later flush
   * back, so a phone sending ten a second is not held longer and longer.
   */
  flushedAt: number;
}

/**
 * Relays live positions from phones to listeners at a steady pace, whatever pace the phones send at:
 * per room, at most one flush per period, each carrying every sender's latest position since the last
 * one. A position offered after a quiet period goes out at once, so a steady stream is not delayed a
 * whole period. Generic: the game decides who may send and who hears the flushes.
 */
export class PositionRelay {
  private readonly intervalMs: number;
  private readonly rooms = new Map<string, RoomPositions>();
  private closed = false;

  constructor(private readonly options: PositionRelayOptions) {
    this.intervalMs = options.intervalMs ?? DEFAULT_POSITION_INTERVAL_MS;
  }

  /** Keeps the sender's latest position and schedules the room's flush. */
  offer(code: string, playerId: number, position: Position): void {
    if (this.closed) return;
    let room = this.rooms.get(code);
    if (!room) {
      room = { last: new Map(), news: new Map(), flush: undefined, flushedAt: Number.NEGATIVE_INFINITY };
      this.rooms.set(code, room);
    }
    const placed: PlacedPosition = { playerId, x: position.x, y: position.y };
    room.last.set(playerId, placed);
    room.news.set(playerId, placed);
    if (room.flush !== undefined) return;
    const now = this.options.timers.now();
    const due = Math.max(now, room.flushedAt + this.intervalMs);
    const scheduled = room;
    room.flush = this.options.timers.setTimeout(() => this.flush(code, scheduled, due), due - now);
  }

  /** The last known position of every sender of the room. */
  lastPositions(code: string): PlacedPosition[] {
    return [...(this.rooms.get(code)?.last.values() ?? [])].map((p) => ({ ...p }));
  }

  /** Drops a sender (its last position and any news not yet flushed), or the room's whole state with its pending flush. */
  forget(code: string, playerId?: number): void {
    const room = this.rooms.get(code);
    if (!room) return;
    if (playerId === undefined) {
      this.cancel(room);
      this.rooms.delete(code);
      return;
    }
    room.last.delete(playerId);
    room.news.delete(playerId);
    if (room.news.size === 0) this.cancel(room);
  }

  /** Stops every timer (the app shuts down); later offers are ignored. */
  close(): void {
    this.closed = true;
    for (const room of this.rooms.values()) this.cancel(room);
    this.rooms.clear();
  }

  private cancel(room: RoomPositions): void {
    if (room.flush !== undefined) this.options.timers.clearTimeout(room.flush);
    room.flush = undefined;
  }

  private flush(code: string, room: RoomPositions, due: number): void {
    room.flush = undefined;
    // A room forgotten (or forgotten and offered again) since this flush was scheduled is not this one.
    if (this.rooms.get(code) !== room || room.news.size === 0) return;
    const positions = [...room.news.values()];
    room.news = new Map();
    room.flushedAt = due;
    this.options.publish(code, positions);
  }
}
