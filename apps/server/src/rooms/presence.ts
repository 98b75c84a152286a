import { TIMING } from '@snackparty/protocol';

interface Seat {
  code: string;
  connections: number;
  lastSeen: number;
  connected: boolean;
}

export type PresenceListener = (code: string, sessionPlayerId: number, connected: boolean) => void;

/**
 * How the server processes tell each other whose phones are connected to them (several processes):
 * each change as it happens, and the whole list now and then, so the seats of a process that died
 * go offline once its list is not heard again.
 */
export interface PresenceExchange {
  changed(code: string, sessionPlayerId: number, connected: boolean): void;
  online(seats: ReadonlyArray<{ code: string; sessionPlayerId: number }>): void;
}

/**
 * Who is online, by seat. A seat is online while it has a realtime connection that keeps sending
 * heartbeats; a sleeping phone whose socket lingers is marked offline after the presence timeout.
 * With several server processes, a seat is online while it is online at any of them.
 */
export class Presence {
  private readonly seats = new Map<number, Seat>();
  /** Seats online at other processes: by seat, the processes and when each last said so. */
  private readonly elsewhere = new Map<number, { code: string; at: Map<string, number> }>();
  /** Whether each seat was last told as online (here or elsewhere). */
  private readonly shown = new Map<number, boolean>();
  /** Told of every change too, after the room (the game, whose AI plays a seat whose phone is away). */
  private readonly listeners: PresenceListener[] = [];
  private exchange?: PresenceExchange;

  constructor(
    private readonly onChange: PresenceListener,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs: number = TIMING.presenceTimeoutMs,
  ) {}

  isConnected(sessionPlayerId: number): boolean {
    return (this.seats.get(sessionPlayerId)?.connected ?? false) || (this.elsewhere.get(sessionPlayerId)?.at.size ?? 0) > 0;
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

  /** Marks seats whose heartbeats stopped as offline (and those of a process no longer heard from). */
  sweep(): void {
    const cutoff = this.now() - this.timeoutMs;
    for (const [id, seat] of this.seats) {
      if (seat.connected && seat.lastSeen < cutoff) this.set(id, seat, false);
      if (!seat.connected && seat.connections === 0 && seat.lastSeen < cutoff - this.timeoutMs) {
        this.seats.delete(id);
        if (!this.elsewhere.has(id)) this.shown.delete(id);
      }
    }
    if (!this.exchange) return;
    // A process that stopped saying so (it died): its seats go offline, told by every process that notices.
    for (const [id, remote] of this.elsewhere) {
      for (const [process, at] of remote.at) if (at < cutoff) remote.at.delete(process);
      if (remote.at.size === 0) this.elsewhere.delete(id);
      this.tell(remote.code, id, true);
    }
    const online: Array<{ code: string; sessionPlayerId: number }> = [];
    for (const [id, seat] of this.seats) if (seat.connected) online.push({ code: seat.code, sessionPlayerId: id });
    this.exchange.online(online);
  }

  /** Tells `listener` of every seat that comes online or goes offline from now on. */
  listen(listener: PresenceListener): void {
    this.listeners.push(listener);
  }

  forget(sessionPlayerId: number): void {
    this.seats.delete(sessionPlayerId);
    this.elsewhere.delete(sessionPlayerId);
    this.shown.delete(sessionPlayerId);
  }

  /** Shares this process's seats with the others and hears theirs (several processes). */
  share(exchange: PresenceExchange): void {
    this.exchange = exchange;
  }

  /** Another process says a seat came online or went offline there. */
  heard(process: string, code: string, sessionPlayerId: number, connected: boolean): void {
    const remote = this.elsewhere.get(sessionPlayerId) ?? { code, at: new Map<string, number>() };
    if (connected) remote.at.set(process, this.now());
    else remote.at.delete(process);
    if (remote.at.size > 0) this.elsewhere.set(sessionPlayerId, remote);
    else this.elsewhere.delete(sessionPlayerId);
    this.tell(code, sessionPlayerId, false);
  }

  private set(id: number, seat: Seat, connected: boolean): void {
    if (seat.connected === connected) return;
    seat.connected = connected;
    this.exchange?.changed(seat.code, id, connected);
    this.tell(seat.code, id, true);
  }

  /**
   * Tells the room and the listeners when a seat's presence, everywhere, changed. The room hears it
   * from the process where it changed (`here`): the others only act on it.
   */
  private tell(code: string, id: number, here: boolean): void {
    const connected = this.isConnected(id);
    if ((this.shown.get(id) ?? false) === connected) return;
    this.shown.set(id, connected);
    if (here) this.onChange(code, id, connected);
    for (const listener of this.listeners) listener(code, id, connected);
  }
}
