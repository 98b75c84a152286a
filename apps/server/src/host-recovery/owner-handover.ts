import type { FastifyBaseLogger } from 'fastify';
import type { RoomService } from '../rooms/room-service';

/**
 * Follows the seats' presence: a seat that stays offline past the timeout is offered to the room
 * service as gone, which passes the host's rights on when it was the owner's seat of a room hosted
 * from a phone. A seat back online in time cancels it.
 */
export class OwnerHandover {
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly rooms: RoomService,
    private readonly timeoutMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  seatChanged(code: string, sessionPlayerId: number, connected: boolean): void {
    clearTimeout(this.timers.get(sessionPlayerId));
    this.timers.delete(sessionPlayerId);
    if (connected || this.timeoutMs <= 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(sessionPlayerId);
      this.rooms
        .passOwnershipIfAway(code, sessionPlayerId, () => !this.rooms.presence.isConnected(sessionPlayerId))
        .catch((err: unknown) => this.log?.warn({ err }, 'passing the host rights on failed'));
    }, this.timeoutMs);
    timer.unref();
    this.timers.set(sessionPlayerId, timer);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
