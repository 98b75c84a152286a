import { removeSeat, tick, type Match, type Step } from '@snackparty/engine';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { safeDbError } from '../db/errors';
import { AppError } from '../errors';
import type { RoomRepository } from '../rooms/repository';
import type { CommitContext, LiveGame } from './live-game';
import { LogThrottle } from './log-throttle';
import type { Timers } from './room-clock';

/**
 * A match that could not be stored at a deadline, a wake-up or a robot's move is written again after
 * this, then after twice as long each time, up to STORE_RETRY_MAX_MS: a short outage (a database
 * restart) costs a room well under a second, a long one costs a failed write per room every few
 * seconds at most.
 */
export const STORE_RETRY_FIRST_MS = 250;
export const STORE_RETRY_MAX_MS = 5_000;
/** Failed writes are logged once per room per this window, with a count of the others. */
export const STORE_LOG_WINDOW_MS = 10_000;

export interface RuntimeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLogger: RuntimeLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What a request gets while its room's game cannot be stored; phones show "try again in a moment". */
export function unavailable(): AppError {
  return new AppError(503, MESSAGE_KEYS.serverUnavailable, 'The game cannot be saved right now: try again in a moment');
}

/** The write of a match failed (database down, hung, refusing). */
export class StoreFailure extends Error {
  constructor(readonly failure: unknown) {
    super('The match was not stored');
  }
}

/** The stored match is not the one the room holds: a late write of an earlier attempt landed. */
export class StoreConflict extends Error {
  constructor() {
    super('The stored match changed');
  }
}

type Outcome = 'stored' | 'failed' | 'resynced';

interface StoreFailureLog {
  code: string;
  gameId: number;
  stage: string;
  stageNumber: number;
  /** What could not be stored: the room's own progress (retried) or a request (refused). */
  cause: 'deadline' | 'request';
  attempts?: number;
  retryInMs?: number;
  err: ReturnType<typeof safeDbError>;
}

/** What the commits need of the runtime that owns the rooms' games. */
export interface CommitOwner {
  /** The game the room holds now (another one, or none, once it closed or restarted). */
  current(code: string): LiveGame | undefined;
  /** Makes a stored change the room's: publishes it, runs the hooks, arms the clocks. */
  adopt(live: LiveGame, step: Step<unknown>, context: CommitContext, resynced?: boolean): Promise<void>;
  /** Arms the stage's timers again (wake-ups and robots that fell due meanwhile). */
  schedule(live: LiveGame): void;
  /** Runs a task under the room's lock. */
  run<T>(code: string, task: () => Promise<T>): Promise<T>;
  /** Runs work the clock started, logging what it throws. */
  background(code: string, work: () => Promise<unknown>): void;
}

/**
 * Storing a room's game so that the match in memory is always the one in the database, and riding
 * out the database's outages. A change is stored first and only then becomes the room's. A change
 * that cannot be stored is not made: a request is refused (503, the phone may try again), and the
 * room's own progress (deadline, wake-up, robot move, a seat leaving) waits and is tried again with
 * backoff until the database is back, then the room goes on by itself.
 */
export class DurableCommits {
  private readonly failures: LogThrottle<StoreFailureLog>;

  constructor(
    private readonly repo: RoomRepository,
    private readonly owner: CommitOwner,
    private readonly timers: Timers,
    private readonly logger: RuntimeLogger,
  ) {
    this.failures = new LogThrottle<StoreFailureLog>(STORE_LOG_WINDOW_MS, timers, (details, suppressed) =>
      logger.warn(
        { ...details, suppressed },
        details.cause === 'deadline' ? 'game not stored: the room waits and tries again' : 'game not stored: request refused',
      ),
    );
  }

  /** Writes the match that follows the room's stored revision; throws StoreFailure or StoreConflict. */
  async store(live: LiveGame, match: Match<unknown>): Promise<void> {
    const expected = live.revision;
    let stored: boolean;
    try {
      stored = await this.repo.updateMatch(live.gameId, expected, { match, over: match.over }, live.epoch);
    } catch (err) {
      throw new StoreFailure(err);
    }
    if (!stored) throw new StoreConflict();
    live.revision = expected + 1;
  }

  /** A request's change: stored and made, or refused with 503 and not made. */
  async commitRequest(live: LiveGame, step: Step<unknown>): Promise<void> {
    try {
      await this.commit(live, step);
    } catch (err) {
      if (err instanceof StoreConflict) await this.resync(live).catch((failure: unknown) => this.retryLater(live, failure));
      throw this.refusal(live, err);
    }
  }

  /** The 503 a request gets when its change could not be stored; the failure is logged without values. */
  refusal(live: LiveGame, err: unknown): unknown {
    if (!(err instanceof StoreFailure) && !(err instanceof StoreConflict)) return err;
    const failure = err instanceof StoreFailure ? err.failure : err;
    this.failures.log(`${live.code}:request`, {
      code: live.code,
      gameId: live.gameId,
      stage: live.match.stage,
      stageNumber: live.match.stageNumber,
      cause: 'request',
      err: safeDbError(failure),
    });
    return unavailable();
  }

  /**
   * The room's own progress (deadline, wake-up, robot move): stored and made, or, when the database
   * fails, left for a retry on the room's clock. Never throws for a failed write.
   */
  async commitInBackground(live: LiveGame, step: Step<unknown>, context: CommitContext = { before: live.match }): Promise<Outcome> {
    try {
      await this.commit(live, step, context);
      return 'stored';
    } catch (err) {
      if (err instanceof StoreFailure) {
        this.retryLater(live, err.failure);
        return 'failed';
      }
      if (err instanceof StoreConflict) {
        try {
          await this.resync(live);
          return 'resynced';
        } catch (failure) {
          this.retryLater(live, failure);
          return 'failed';
        }
      }
      throw err;
    }
  }

  /** Seats that left leave the match, one stored change each, in the order they left. */
  async storeLeaving(live: LiveGame): Promise<boolean> {
    // A conflict takes the stored match and tries again on it; a few tries cover late writes.
    for (let tries = 0; live.leaving.length > 0 && tries < 8; tries++) {
      if (live.match.over) {
        live.leaving = [];
        break;
      }
      const playerId = live.leaving[0]!;
      const outcome = await this.commitInBackground(live, removeSeat(live.def, live.match, live.settings, playerId, this.timers.now()));
      if (outcome === 'failed') return false;
      if (outcome === 'stored') live.leaving.shift();
    }
    if (live.leaving.length === 0) return true;
    // Still conflicting after those tries: the next attempt comes with the backoff, like a failure.
    if (!live.retry?.pending) this.retryLater(live, new StoreConflict());
    return false;
  }

  /** Logs what is still unlogged (shutdown). */
  flush(): void {
    this.failures.flush();
  }

  /** Stores the change, then makes it the room's: the match in memory never runs ahead of the database. */
  private async commit(live: LiveGame, step: Step<unknown>, context: CommitContext = { before: live.match }): Promise<void> {
    await this.store(live, step.match);
    // The room closed (or started another game) while the write was out: nothing left to show.
    if (this.owner.current(live.code) !== live) return;
    await this.owner.adopt(live, step, context);
  }

  /**
   * The stored match is not the room's (a write that timed out ran late): the stored one, the newer,
   * becomes the room's, and every audience is shown it.
   */
  private async resync(live: LiveGame): Promise<void> {
    const { match, revision } = await this.repo.storedMatch(live.gameId);
    const stored = match as Match<unknown> | null;
    if (!stored) throw new StoreConflict();
    live.revision = revision;
    this.logger.info({ code: live.code, gameId: live.gameId, stageNumber: stored.stageNumber }, 'game taken again from the database');
    await this.owner.adopt(live, { match: stored, events: [] }, { before: live.match }, true);
  }

  /** Arms the next attempt to store the room's progress, backing off, and logs the failure (throttled). */
  private retryLater(live: LiveGame, failure: unknown): void {
    const now = this.timers.now();
    const retry = (live.retry ??= { attempts: 0, pending: true, since: now });
    retry.attempts += 1;
    retry.pending = true;
    const backoff = Math.min(STORE_RETRY_MAX_MS, STORE_RETRY_FIRST_MS * 2 ** (retry.attempts - 1));
    // Rooms that failed together do not all try again at the same moment.
    const delay = Math.round(backoff * (0.75 + Math.random() / 2));
    const code = live.code;
    live.clock.schedule('storeRetry', now + delay, () => this.owner.background(code, () => this.retryStore(code)));
    this.failures.log(`${code}:deadline`, {
      code,
      gameId: live.gameId,
      stage: live.match.stage,
      stageNumber: live.match.stageNumber,
      cause: 'deadline',
      attempts: retry.attempts,
      retryInMs: delay,
      err: safeDbError(failure),
    });
  }

  /** The next attempt: seats that left leave, then what fell due meanwhile happens, from the stored match. */
  private retryStore(code: string): Promise<void> {
    return this.owner.run(code, async () => {
      const live = this.owner.current(code);
      if (!live?.retry?.pending) return;
      live.retry.pending = false;
      if (!(await this.storeLeaving(live)) || live.match.over) return;
      const due = tick(live.def, live.match, live.settings, this.timers.now());
      if (due) await this.commitInBackground(live, due);
      else this.owner.schedule(live);
    });
  }
}
