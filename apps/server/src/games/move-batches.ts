import type { Match, Step } from '@snackparty/engine';
import type { MoveMessage } from '@snackparty/protocol';
import { unavailable } from './durable-commits';
import type { LiveGame } from './live-game';

interface QueuedMove {
  playerId: number;
  message: MoveMessage;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface RoomQueue {
  moves: QueuedMove[];
  /** A turn under the room's lock is asked for and will take the queued moves. */
  scheduled: boolean;
}

/** What the batches need of the runtime that runs the room's game. */
export interface MoveBatchOwner {
  /** Runs work on the room's running game under its lock; rejects when none runs or it cannot be stored now. */
  withGame(code: string, work: (live: LiveGame) => Promise<void>): Promise<void>;
  /** The room's tasks queued or running under its lock. */
  waiting(code: string): number;
  /** One player's move on the match: its step, undefined for a move already made; throws a refusal. */
  apply(live: LiveGame, match: Match<unknown>, playerId: number, message: MoveMessage): Step<unknown> | undefined;
  /** Stores the change and makes it the room's, or throws the refusal (503) without making it. */
  commit(live: LiveGame, step: Step<unknown>): Promise<void>;
}

/**
 * Moves of one room that arrive while it is busy (its last change being stored) are applied together
 * and stored in one write: a room whose phones all answer at once costs a write or two, not one per
 * phone. A move in a quiet room is stored at once, as alone. A move is confirmed only once the write
 * holding it is stored; a refused move is refused alone, and a write that fails refuses the moves it
 * held (the phones send them again). A batch stops at the move that ends a stage: every change the
 * room makes public covers one stage at most, as it does move by move.
 */
export class MoveBatches {
  private readonly rooms = new Map<string, RoomQueue>();

  /**
   * @param limit the room's moves and other tasks waiting together beyond which a move is refused at
   * once (503): behind a hung database a phone that keeps sending must not build an endless queue.
   */
  constructor(
    private readonly owner: MoveBatchOwner,
    private readonly limit: number,
  ) {}

  add(code: string, playerId: number, message: MoveMessage): Promise<void> {
    let queue = this.rooms.get(code);
    if (!queue) {
      queue = { moves: [], scheduled: false };
      this.rooms.set(code, queue);
    }
    const busy = this.owner.waiting(code) - (queue.scheduled ? 1 : 0);
    if (queue.moves.length + busy >= this.limit) return Promise.reject(unavailable());
    const added = new Promise<void>((resolve, reject) => queue.moves.push({ playerId, message, resolve, reject }));
    if (!queue.scheduled) this.schedule(code, queue);
    return added;
  }

  private schedule(code: string, queue: RoomQueue): void {
    queue.scheduled = true;
    let batch: QueuedMove[] | undefined;
    this.owner
      .withGame(code, async (live) => {
        queue.scheduled = false;
        batch = queue.moves.splice(0);
        const rest = await this.applyBatch(live, batch);
        if (rest.length > 0) {
          queue.moves.unshift(...rest);
          if (!queue.scheduled) this.schedule(code, queue);
        }
      })
      .catch((err: unknown) => {
        // Refused before its turn came (no game running, the room unable to store): every queued move with it.
        if (!batch) {
          queue.scheduled = false;
          batch = queue.moves.splice(0);
        }
        for (const move of batch) move.reject(err);
      })
      .finally(() => {
        if (queue.moves.length === 0 && !queue.scheduled && this.rooms.get(code) === queue) this.rooms.delete(code);
      });
  }

  /** Applies the moves in order and stores the result once; returns the moves left for the next write. */
  private async applyBatch(live: LiveGame, batch: QueuedMove[]): Promise<QueuedMove[]> {
    let step: Step<unknown> = { match: live.match, events: [] };
    const held: QueuedMove[] = [];
    let next = 0;
    while (next < batch.length && !step.match.over) {
      const move = batch[next++]!;
      let result: Step<unknown> | undefined;
      try {
        result = this.owner.apply(live, step.match, move.playerId, move.message);
      } catch (err) {
        move.reject(err);
        continue;
      }
      held.push(move);
      if (!result) continue;
      const stageNumber = step.match.stageNumber;
      step = { match: result.match, events: [...step.events, ...result.events] };
      if (result.match.stageNumber !== stageNumber) break;
    }
    if (step.match !== live.match) {
      try {
        await this.owner.commit(live, step);
      } catch (err) {
        for (const move of held) move.reject(err);
        return batch.slice(next);
      }
    }
    for (const move of held) move.resolve();
    return batch.slice(next);
  }
}
