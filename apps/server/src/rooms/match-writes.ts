import { setImmediate } from 'node:timers';

/** One room's match write: stored as revision `expectedRevision + 1` only if the stored one is `expectedRevision`. */
export interface MatchWrite {
  gameId: number;
  expectedRevision: number;
  match: unknown;
  over: boolean;
  /** The writer's lease epoch (several servers): refused once a newer owner fenced the game. */
  epoch?: number;
}

/** Stores the writes in one go and returns the ids of the games it stored (a write not stored lost its condition). */
export type WriteMany = (writes: readonly MatchWrite[]) => Promise<ReadonlySet<number>>;

interface Waiting {
  write: MatchWrite;
  resolve(stored: boolean): void;
  reject(err: unknown): void;
}

/** Writes in one statement at most: a longer statement gains little and holds the others' answers. */
export const MAX_WRITES_PER_STATEMENT = 64;

/**
 * The match writes of many rooms, gathered over one turn of the event loop and stored in one
 * statement. Each move is stored before it counts, and a statement costs the database about as much
 * for its own sake as for the match it carries: when many rooms play at once, the moves read from the
 * sockets in one turn share their statement's cost. A write waits for nothing but the end of the
 * turn it was asked in, so a quiet server writes each move at once, alone.
 *
 * Each write keeps its own condition (its revision and epoch) and its own answer; if the statement
 * fails, every write it carried fails, as each would have alone.
 */
export class MatchWrites {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(private readonly writeMany: WriteMany) {}

  /** True when stored; false when the stored revision or epoch no longer allowed it. */
  write(write: MatchWrite): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ write, resolve, reject });
      if (this.flushing) return;
      this.flushing = true;
      // Node's own setImmediate: a test's fake clock must not hold the database's writes.
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.flushing = false;
    const all = this.waiting;
    this.waiting = [];
    let batch: Waiting[] = [];
    const games = new Set<number>();
    for (const waiting of all) {
      // A game's writes follow each other (the room's lock): one that came twice waits for the next turn.
      if (games.has(waiting.write.gameId)) {
        this.waiting.push(waiting);
        continue;
      }
      games.add(waiting.write.gameId);
      batch.push(waiting);
      if (batch.length === MAX_WRITES_PER_STATEMENT) {
        this.send(batch);
        batch = [];
      }
    }
    if (batch.length > 0) this.send(batch);
    if (this.waiting.length > 0 && !this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flush());
    }
  }

  private send(batch: readonly Waiting[]): void {
    let statement: Promise<ReadonlySet<number>>;
    try {
      statement = this.writeMany(batch.map((w) => w.write));
    } catch (err) {
      // Thrown before the statement went out (a match that cannot be written as JSON): an answer too.
      statement = Promise.reject(err);
    }
    statement.then(
      (stored) => {
        for (const w of batch) w.resolve(stored.has(w.write.gameId));
      },
      (err: unknown) => {
        for (const w of batch) w.reject(err);
      },
    );
  }
}
