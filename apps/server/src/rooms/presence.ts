import { TIMING } from '@snackparty/protocol';

interface Seat {
  code: string;
  connections: number;
  lastSeen: number;
  connected: boolean;
}

export type PresenceListener = (code: string, sessionPlayerId: number, connected: boolean) => void;

/**
 * Who is online, by seat. A seat is online while it has a realtime connection that keeps sending
 * heartbeats; a sleeping phone whose socket lingers is marked offline after the presence timeout.
 */
export class Presence {
  private readonly seats = new Map<number, Seat>();
  /** Told of every change too, after the room (the game, whose AI plays a seat whose phone is away). */
  private readonly listeners: PresenceListener[] = [];

  constructor(
    private readonly onChange: PresenceListener,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs: number = TIMING.presenceTimeoutMs,
  ) {}

  isConnected(sessionPlayerId: number): boolean {
    return this.seats.get(sessionPlayerId)?.connected ?? false;
  }

  connect(code: string, sessionPlayerId: number): void {
    const seat = this.seats.get(sessionPlayerId) ?? { code, connections: 0, lastSeen: 0, connected: false };
    seat.connections += 1;
    seat.lastSeen = this.now();
    this.seats.set(sessionPlayerId, seat);
    this.set(sessionPlayerId, seat, true);
  }

  disconnect(sessionPlayerId: number): void {
    const seat = this.seats.get(sessionPlayerId);
    if (!seat) return;
    seat.connections = Math.max(0, seat.connections - 1);
    if (seat.connections === 0) this.set(sessionPlayerId, seat, false);
  }

  heartbeat(code: string, sessionPlayerId: number): void {
    const seat = this.seats.get(sessionPlayerId);
    if (!seat) return;
    seat.lastSeen = this.now();
    if (seat.connections > 0) this.set(sessionPlayerId, seat, true);
  }

  /** Marks seats whose heartbeats stopped as offline. */
  sweep(): void {
    const cutoff = this.now() - this.timeoutMs;
    for (const [id, seat] of this.seats) {
      if (seat.connected && seat.lastSeen < cutoff) this.set(id, seat, false);
      if (!seat.connected && seat.connections === 0 && seat.lastSeen < cutoff - this.timeoutMs) this.seats.delete(id);
    }
  }

  /** Tells `listener` of every seat that comes online or goes offline from now on. */
  listen(listener: PresenceListener): void {
    this.listeners.push(listener);
  }

  forget(sessionPlayerId: number): void {
    this.seats.delete(sessionPlayerId);
  }

  private set(id: number, seat: Seat, connected: boolean): void {
    if (seat.connected === connected) return;
    seat.connected = connected;
    this.onChange(seat.code, id, connected);
    for (const listener of this.listeners) listener(seat.code, id, connected);
  }
}
