import { randomBytes } from 'node:crypto';
import { JOIN_REQUEST_EXPIRY_MS, type JoinDecision, type JoinRequestDto } from '@snackparty/protocol';

/** What a phone at the door is told when it asks. */
export type DoorAnswer = { kind: 'waiting'; requestId: string } | { kind: 'admitted' } | { kind: 'refused' };

export interface WaitingRequest {
  requestId: string;
  userId: number;
  deviceId: string | undefined;
  alias: string;
  avatarSrc: string;
  requestedAt: number;
  lastAskedAt: number;
}

interface Door {
  waiting: Map<number, WaitingRequest>;
  /** Users the host let in who have not taken their seat yet. */
  admitted: Set<number>;
  /** Users and devices the host turned away: they stay out for the room's life (as long as the server runs). */
  refusedUsers: Set<number>;
  refusedDevices: Set<string>;
}

/**
 * A change at a door, as the server processes tell each other (several processes): each keeps every
 * door, so a phone may ask at one and the host answer at another.
 */
export type DoorChange =
  | { kind: 'asked'; code: string; request: WaitingRequest }
  | { kind: 'decided'; code: string; requestId: string; decision: JoinDecision }
  | { kind: 'seated'; code: string; userId: number }
  | { kind: 'forgot'; code: string };

/** Rooms with more phones than this waiting at once take no more requests until some are answered. */
const MAX_WAITING_PER_ROOM = 50;

/**
 * The phones waiting to join rooms whose host lets new phones in one by one. Held in memory: a
 * request lives as long as its phone keeps asking, so a restart loses nothing the phone does not
 * ask again for. `changed` is told whenever a room's waiting list changes, to tell the host. With
 * several server processes each keeps every door, hearing the others' changes (`share`, `heard`).
 */
export class JoinRequests {
  private readonly doors = new Map<string, Door>();
  private sweepTimer?: NodeJS.Timeout;
  /** Where this process's changes go for the others (several processes). */
  private shareChange?: (change: DoorChange) => void;

  constructor(
    private readonly changed: (code: string, requests: JoinRequestDto[]) => void,
    private readonly now: () => number = Date.now,
    private readonly expiryMs: number = JOIN_REQUEST_EXPIRY_MS,
  ) {}

  /**
   * A phone asks to join: let in (once; the caller then seats it), turned away, or still waiting
   * (the first ask opens the request, and every ask keeps it alive).
   */
  ask(code: string, who: { userId: number; deviceId: string | undefined; alias: string; avatarSrc: string }): DoorAnswer | 'full' {
    const door = this.door(code);
    if (door.refusedUsers.has(who.userId) || (who.deviceId && door.refusedDevices.has(who.deviceId))) return { kind: 'refused' };
    if (door.admitted.has(who.userId)) return { kind: 'admitted' };
    const existing = door.waiting.get(who.userId);
    if (existing) {
      existing.lastAskedAt = this.now();
      const renamed = existing.alias !== who.alias || existing.avatarSrc !== who.avatarSrc;
      existing.alias = who.alias;
      existing.avatarSrc = who.avatarSrc;
      existing.deviceId = who.deviceId ?? existing.deviceId;
      if (renamed) this.tell(code);
      this.shareChange?.({ kind: 'asked', code, request: { ...existing } });
      return { kind: 'waiting', requestId: existing.requestId };
    }
    if (door.waiting.size >= MAX_WAITING_PER_ROOM) return 'full';
    const request: WaitingRequest = { ...who, requestId: randomBytes(9).toString('base64url'), requestedAt: this.now(), lastAskedAt: this.now() };
    door.waiting.set(who.userId, request);
    this.tell(code);
    this.scheduleSweep();
    this.shareChange?.({ kind: 'asked', code, request: { ...request } });
    return { kind: 'waiting', requestId: request.requestId };
  }

  /** The phone took its seat: the host's permission is used up. */
  seated(code: string, userId: number): void {
    this.doors.get(code)?.admitted.delete(userId);
    this.shareChange?.({ kind: 'seated', code, userId });
  }

  /** The host's answer; false when no such request waits (it expired, or was answered already). */
  decide(code: string, requestId: string, decision: JoinDecision): boolean {
    if (!this.decideHere(code, requestId, decision)) return false;
    this.tell(code);
    this.shareChange?.({ kind: 'decided', code, requestId, decision });
    return true;
  }

  private decideHere(code: string, requestId: string, decision: JoinDecision): boolean {
    const door = this.doors.get(code);
    const request = door && [...door.waiting.values()].find((r) => r.requestId === requestId);
    if (!door || !request) return false;
    door.waiting.delete(request.userId);
    if (decision === 'admit') door.admitted.add(request.userId);
    else {
      door.refusedUsers.add(request.userId);
      if (request.deviceId) door.refusedDevices.add(request.deviceId);
    }
    return true;
  }

  /** The requests waiting at this room's door, oldest first. */
  list(code: string): JoinRequestDto[] {
    const door = this.doors.get(code);
    if (!door) return [];
    return [...door.waiting.values()]
      .sort((a, b) => a.requestedAt - b.requestedAt)
      .map((r) => ({ requestId: r.requestId, alias: r.alias, avatarSrc: r.avatarSrc, requestedAt: new Date(r.requestedAt).toISOString() }));
  }

  /** Ends the requests of phones that stopped asking; the hosts of the rooms concerned are told. */
  sweep(): void {
    const cutoff = this.now() - this.expiryMs;
    for (const [code, door] of this.doors) {
      let expired = false;
      for (const [userId, request] of door.waiting) {
        if (request.lastAskedAt > cutoff) continue;
        door.waiting.delete(userId);
        expired = true;
      }
      if (expired) this.tell(code);
    }
  }

  /** The room has ended: everything about its door is forgotten. */
  forget(code: string): void {
    this.doors.delete(code);
    this.shareChange?.({ kind: 'forgot', code });
  }

  /** Shares this process's door changes with the others (several processes). */
  share(send: (change: DoorChange) => void): void {
    this.shareChange = send;
  }

  /**
   * Another process's change. The host is told by the process where it happened; a phone asking at
   * two processes at once keeps the request made first.
   */
  heard(change: DoorChange): void {
    switch (change.kind) {
      case 'asked': {
        const door = this.door(change.code);
        const mine = door.waiting.get(change.request.userId);
        const first = !mine || change.request.requestedAt < mine.requestedAt || (change.request.requestedAt === mine.requestedAt && change.request.requestId <= mine.requestId);
        if (first) door.waiting.set(change.request.userId, { ...change.request, lastAskedAt: Math.max(change.request.lastAskedAt, mine?.lastAskedAt ?? 0) });
        else mine.lastAskedAt = Math.max(mine.lastAskedAt, change.request.lastAskedAt);
        this.scheduleSweep();
        break;
      }
      case 'decided':
        this.decideHere(change.code, change.requestId, change.decision);
        break;
      case 'seated':
        this.doors.get(change.code)?.admitted.delete(change.userId);
        break;
      case 'forgot':
        this.doors.delete(change.code);
        break;
    }
  }

  /** Stops the expiry clock (the server is closing). */
  stop(): void {
    clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  private door(code: string): Door {
    let door = this.doors.get(code);
    if (!door) {
      door = { waiting: new Map(), admitted: new Set(), refusedUsers: new Set(), refusedDevices: new Set() };
      this.doors.set(code, door);
    }
    return door;
  }

  private tell(code: string): void {
    this.changed(code, this.list(code));
  }

  /** Sweeps while any request waits, about twice per expiry period. */
  private scheduleSweep(): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setTimeout(() => {
      this.sweepTimer = undefined;
      this.sweep();
      if ([...this.doors.values()].some((door) => door.waiting.size > 0)) this.scheduleSweep();
    }, Math.max(500, this.expiryMs / 2));
    this.sweepTimer.unref();
  }
}
