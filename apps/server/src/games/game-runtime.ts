import { randomInt } from 'node:crypto';
import {
  isDuplicateMove,
  applyMove,
  botActions,
  endMatch,
  hostView,
  isInvalid,
  nextStage,
  nextWakeAt,
  playerView,
  removeSeat,
  skipTimer,
  startMatch,
  tick,
  wake,
  type Match,
  type Seat,
  type Step,
} from '@snackparty/engine';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import { gameSettingsSchema } from '@snackparty/games/manifests';
import { MESSAGE_KEYS, dest, type GameSettings, type MoveMessage, type TimerMessage } from '@snackparty/protocol';
import { safeDbError } from '../db/errors';
import { AppError } from '../errors';
import { KeyedLock } from '../rooms/keyed-lock';
import type { RoomPublisher } from '../rooms/publisher';
import type { RoomRepository } from '../rooms/repository';
import { LogThrottle } from './log-throttle';
import { RoomClock, realTimers, type Timers } from './room-clock';

/** A change the runtime committed: the match before it (none on a start or a resume) and after. */
export interface CommittedChange {
  code: string;
  gameId: number;
  gameType: string;
  before: Match<unknown> | undefined;
  after: Match<unknown>;
  /** The server has just restarted and picks the game up again. */
  resumed: boolean;
}

/**
 * What a game's server module does with the games of its type the runtime runs. The room's clock is
 * the runtime's own: a module's timers live on a clock it owns for the room, and die with it.
 */
export interface RuntimeHooks {
  /** Called after every committed change, inside the room's lock. */
  afterCommit?(change: CommittedChange): Promise<void>;
  /** The room's game is gone (room closed, another game created, shutdown). */
  roomClosed?(code: string): void;
  /**
   * The settings a match plays with, from the stored ones (a game's word packs become its words).
   * What it adds is not stored: it is worked out again when a restart resumes the match.
   */
  startSettings?(gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings>;
}

/** The default path segment of a game's own destinations: its type, lower case, no underscores. */
export function defaultSlug(gameType: string): string {
  return gameType.toLowerCase().replace(/_/g, '');
}

/** A game's own host topics: `/{slug}/host/{code}/{topic}`. */
export function gameHostTopic(slug: string, code: string, topic: string): string {
  return `/${slug}/host/${code}/${topic}`;
}

/** Phones are warned this long before a stage ends (`timeRunningOut`). */
export const TIME_RUNNING_OUT_MS = 5000;

/**
 * A match that could not be stored at a deadline, a wake-up or a robot's move is written again after
 * this, then after twice as long each time, up to STORE_RETRY_MAX_MS: a short outage (a database
 * restart) costs a room well under a second, a long one costs a failed write per room every few
 * seconds at most.
 */
export const STORE_RETRY_FIRST_MS = 250;
export const STORE_RETRY_MAX_MS = 5_000;
/**
 * Requests of one room waiting for its turn beyond this are refused at once (503) instead of queued:
 * behind a hung database each waits for its write to time out, and a phone that keeps sending must
 * not build an endless queue.
 */
export const MAX_WAITING_PER_ROOM = 16;
/** Failed writes are logged once per room per this window, with a count of the others. */
export const STORE_LOG_WINDOW_MS = 10_000;

export interface RuntimeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silentLogger: RuntimeLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What a request gets while its room's game cannot be stored; phones show "try again in a moment". */
function unavailable(): AppError {
  return new AppError(503, MESSAGE_KEYS.serverUnavailable, 'The game cannot be saved right now: try again in a moment');
}

/** The write of a match failed (database down, hung, refusing). */
class StoreFailure extends Error {
  constructor(readonly failure: unknown) {
    super('The match was not stored');
  }
}

/** The stored match is not the one the room holds: a late write of an earlier attempt landed. */
class StoreConflict extends Error {
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

interface LiveGame {
  code: string;
  gameId: number;
  def: AnyGameDef;
  settings: GameSettings;
  match: Match<unknown>;
  clock: RoomClock;
  /** The wake-up time last handled: a stage that asks for it again is not woken in a loop. */
  lastWakeAt?: number;
  /**
   * The room's progress could not be stored: it stays where the database has it, and tries again
   * at `storeRetry` on its clock. While `pending`, its requests are refused (503) at once.
   */
  retry?: { attempts: number; pending: boolean; since: number };
  /** Seats that left while their removal could not be stored: they leave the match once it can be. */
  leaving: number[];
  /** Picked up after a restart and not yet handed to the hooks as such. */
  resuming?: boolean;
}

interface CommitContext {
  before: Match<unknown> | undefined;
  resumed?: boolean;
  /** The wake-up this change handles (recorded only once it is stored). */
  wakeAt?: number;
}

/**
 * Runs the games of all rooms: applies moves through the engine, stores the match after every
 * change, publishes each audience its own view, and keeps one clock per room for deadlines and AI
 * players. It is the only place where game rules meet IO.
 *
 * A change is stored first and only then becomes the room's: the match in memory is always the one
 * in the database. A change that cannot be stored is not made: a request is refused (503, the phone
 * may try again), and the room's own progress (deadline, wake-up, robot move, a seat leaving) waits
 * and is tried again with backoff until the database is back, then the room goes on by itself.
 */
export class GameRuntime {
  private readonly live = new Map<string, LiveGame>();
  private readonly lock = new KeyedLock();
  /** Tasks of each room queued or running under its lock. */
  private readonly waiting = new Map<string, number>();
  private readonly storeFailures: LogThrottle<StoreFailureLog>;

  constructor(
    private readonly repo: RoomRepository,
    private readonly publisher: RoomPublisher,
    private readonly timers: Timers = realTimers,
    private readonly definitions: (gameType: string) => AnyGameDef | undefined = gameDefinition,
    /** The hooks of the server modules of a game type. */
    private readonly hooksOf: (gameType: string) => readonly RuntimeHooks[] = () => [],
    private readonly logger: RuntimeLogger = silentLogger,
    /** The path segment of a game type's own destinations (its manifest's slug). */
    private readonly slugOf: (gameType: string) => string = defaultSlug,
  ) {
    this.storeFailures = new LogThrottle<StoreFailureLog>(STORE_LOG_WINDOW_MS, timers, (details, suppressed) =>
      this.logger.warn(
        { ...details, suppressed },
        details.cause === 'deadline' ? 'game not stored: the room waits and tries again' : 'game not stored: request refused',
      ),
    );
  }

  isRunning(code: string): boolean {
    const game = this.live.get(code);
    return !!game && !game.match.over;
  }

  /** Starts the room's latest game with these seats. */
  start(code: string, seats: Seat[]): Promise<void> {
    return this.run(code, async () => {
      const session = await this.repo.findSession(code);
      const game = session && (await this.repo.latestGame(session.id));
      if (!session || !game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No game has been created in this room yet');
      const def = this.definitions(game.gameType);
      if (!def) throw new AppError(409, MESSAGE_KEYS.gameNotAvailable, `${game.gameType} cannot be played yet`);
      const settings = gameSettingsSchema.parse(game.settings);
      const startSettings = await this.startSettings(game.gameType, settings, session);
      const step = startMatch(def, { seats, settings: startSettings, seed: randomInt(2 ** 31), now: this.timers.now() });
      const live: LiveGame = { code, gameId: game.id, def, settings: startSettings, match: step.match, clock: new RoomClock(this.timers), leaving: [] };
      // The room's previous game stays as it is unless the new one is stored.
      try {
        await this.store(live, step.match, game.match);
      } catch (err) {
        throw this.refusal(live, err);
      }
      const previous = this.live.get(code);
      previous?.clock.clear();
      if (previous) this.roomClosed(previous);
      this.live.set(code, live);
      await this.adopt(live, step, { before: undefined });
    });
  }

  move(code: string, playerId: number, message: MoveMessage): Promise<void> {
    return this.withGame(code, async (live) => {
      if (live.leaving.includes(playerId)) throw new AppError(409, MESSAGE_KEYS.playerNotFound, 'This seat has left the game');
      const result = applyMove(live.def, live.match, live.settings, { playerId, ...message }, this.timers.now());
      if (isInvalid(result)) throw new AppError(409, result.invalid as never, 'That move is not allowed now');
      // Sent again after a reconnect and already applied: confirmed, nothing stored or published twice.
      if (isDuplicateMove(result)) return;
      await this.commitRequest(live, result);
    });
  }

  /** The host skips the timer: a timed stage ends now; a stage without a deadline stays (nothing is stored). */
  skipTimer(code: string): Promise<void> {
    return this.withGame(code, async (live) => {
      const step = skipTimer(live.def, live.match, live.settings, this.timers.now());
      if (step.events.length > 0) await this.commitRequest(live, step);
    });
  }

  /** The host moves to the next stage: the stage ends now, with or without a deadline. */
  nextStage(code: string): Promise<void> {
    return this.withGame(code, (live) => this.commitRequest(live, nextStage(live.def, live.match, live.settings, this.timers.now())));
  }

  end(code: string): Promise<void> {
    return this.withGame(code, (live) => this.commitRequest(live, endMatch(live.def, live.match, live.settings, this.timers.now())));
  }

  /**
   * A player left the room mid-game: the game goes on without them. The seat has already left the
   * room, so this does not fail: if the removal cannot be stored now, it is once the database is back.
   */
  removeSeat(code: string, playerId: number): Promise<void> {
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over || live.leaving.includes(playerId)) return;
      live.leaving.push(playerId);
      if (!live.retry?.pending) await this.storeLeaving(live);
    });
  }

  /** A phone asks for the current deadline (after a reconnect, say). */
  requestTimer(code: string): void {
    const live = this.live.get(code);
    if (live) this.publishTimer(live);
  }

  /** Re-sends every audience its view (a screen that came back). */
  republish(code: string): void {
    const live = this.live.get(code);
    if (live) this.publishViews(live);
  }

  /** The shared screen's view of the room's game, if one is in play or just ended. */
  hostViewOf(code: string): unknown {
    const live = this.live.get(code);
    return live ? hostView(live.def, live.match, live.settings) : undefined;
  }

  /** One player's view of the room's game. */
  playerViewOf(code: string, playerId: number): unknown {
    const live = this.live.get(code);
    if (!live || !live.match.seats.some((s) => s.playerId === playerId)) return undefined;
    return playerView(live.def, live.match, playerId, live.settings);
  }

  /** The room's game as it stands (read only), if one is in play or just ended. */
  matchOf(code: string): { gameId: number; gameType: string; match: Match<unknown> } | undefined {
    const live = this.live.get(code);
    return live && { gameId: live.gameId, gameType: live.def.type, match: live.match };
  }

  /** Scores only: what anyone in the room may see. */
  roundSummary(code: string): { round: number; stage: string; over: boolean; scores: Record<number, number>; roundDeltas: Record<number, number>; lastDeltas: Record<number, number> } | undefined {
    const live = this.live.get(code);
    if (!live) return undefined;
    const { round, stage, over, scores, roundDeltas, lastDeltas } = live.match;
    return { round, stage, over, scores, roundDeltas, lastDeltas };
  }

  /** After a restart: picks up every unfinished game with the deadlines it had. */
  async resume(): Promise<number> {
    const rows = await this.repo.unfinishedGames();
    for (const row of rows) {
      const def = this.definitions(row.game.gameType);
      if (!def || !row.game.match) continue;
      const code = row.gameCode;
      const stored = gameSettingsSchema.parse(row.game.settings);
      const adds = this.hooksOf(row.game.gameType).some((h) => h.startSettings);
      const session = adds ? await this.repo.findSession(code) : undefined;
      const live: LiveGame = {
        code,
        gameId: row.game.id,
        def,
        settings: session ? await this.startSettings(row.game.gameType, stored, session) : stored,
        match: row.game.match as Match<unknown>,
        clock: new RoomClock(this.timers),
        leaving: [],
        resuming: true,
      };
      this.live.set(code, live);
      await this.run(code, async () => {
        const before = live.match;
        const due = tick(live.def, live.match, live.settings, this.timers.now());
        if (due) {
          await this.commitInBackground(live, due, { before });
        } else {
          live.resuming = false;
          await this.afterCommit(live, undefined, true);
          this.schedule(live);
        }
      });
    }
    return rows.length;
  }

  /** Resolves when no game work is queued (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.lock.idle();
  }

  /** The room is gone: its timers die with it. */
  close(code: string): void {
    const live = this.live.get(code);
    live?.clock.clear();
    this.live.delete(code);
    if (live) this.roomClosed(live);
  }

  shutdown(): void {
    for (const live of this.live.values()) {
      live.clock.clear();
      this.roomClosed(live);
    }
    this.live.clear();
    this.storeFailures.flush();
  }

  /** The settings the game type's modules make of the stored ones, one after the other. */
  private async startSettings(gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings> {
    let out = settings;
    for (const hooks of this.hooksOf(gameType)) if (hooks.startSettings) out = await hooks.startSettings(gameType, out, room);
    return out;
  }

  private roomClosed(live: LiveGame): void {
    for (const hooks of this.hooksOf(live.def.type)) hooks.roomClosed?.(live.code);
  }

  /** Runs a task of the room under its lock, counting the room's tasks waiting there. */
  private run<T>(code: string, task: () => Promise<T>): Promise<T> {
    this.waiting.set(code, (this.waiting.get(code) ?? 0) + 1);
    return this.lock.run(code, task).finally(() => {
      const left = (this.waiting.get(code) ?? 1) - 1;
      if (left > 0) this.waiting.set(code, left);
      else this.waiting.delete(code);
    });
  }

  /** A request on the running game: refused at once while the room cannot store its game or is swamped. */
  private withGame(code: string, work: (live: LiveGame) => Promise<void>): Promise<void> {
    const queued = this.live.get(code);
    if (queued && !queued.match.over && (queued.retry?.pending || (this.waiting.get(code) ?? 0) >= MAX_WAITING_PER_ROOM)) {
      return Promise.reject(unavailable());
    }
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over) throw new AppError(409, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
      if (live.retry?.pending) throw unavailable();
      await work(live);
    });
  }

  /** Stores the change, then makes it the room's: the match in memory never runs ahead of the database. */
  private async commit(live: LiveGame, step: Step<unknown>, context: CommitContext = { before: live.match }): Promise<void> {
    await this.store(live, step.match);
    // The room closed (or started another game) while the write was out: nothing left to show.
    if (this.live.get(live.code) !== live) return;
    await this.adopt(live, step, context);
  }

  /** Writes the match that follows `expected` (the room's match); throws StoreFailure or StoreConflict. */
  private async store(live: LiveGame, match: Match<unknown>, expected: unknown = live.match): Promise<void> {
    let stored: boolean;
    try {
      stored = await this.repo.updateMatch(live.gameId, expected, { match, over: match.over });
    } catch (err) {
      throw new StoreFailure(err);
    }
    if (!stored) throw new StoreConflict();
  }

  /** A request's change: stored and made, or refused with 503 and not made. */
  private async commitRequest(live: LiveGame, step: Step<unknown>): Promise<void> {
    try {
      await this.commit(live, step);
    } catch (err) {
      if (err instanceof StoreConflict) await this.resync(live).catch((failure: unknown) => this.retryLater(live, failure));
      throw this.refusal(live, err);
    }
  }

  /** The 503 a request gets when its change could not be stored; the failure is logged without values. */
  private refusal(live: LiveGame, err: unknown): unknown {
    if (!(err instanceof StoreFailure) && !(err instanceof StoreConflict)) return err;
    const failure = err instanceof StoreFailure ? err.failure : err;
    this.storeFailures.log(`${live.code}:request`, {
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
  private async commitInBackground(live: LiveGame, step: Step<unknown>, context: CommitContext = { before: live.match }): Promise<Outcome> {
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

  /**
   * The stored match is not the room's (a write that timed out ran late): the stored one, the newer,
   * becomes the room's, and every audience is shown it.
   */
  private async resync(live: LiveGame): Promise<void> {
    const stored = (await this.repo.storedMatch(live.gameId)) as Match<unknown> | null;
    if (!stored) throw new StoreConflict();
    this.logger.info({ code: live.code, gameId: live.gameId, stageNumber: stored.stageNumber }, 'game taken again from the database');
    await this.adopt(live, { match: stored, events: [] }, { before: live.match }, true);
  }

  /** Seats that left leave the match, one stored change each, in the order they left. */
  private async storeLeaving(live: LiveGame): Promise<boolean> {
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
    live.clock.schedule(`storeRetry:${live.match.stageNumber}`, now + delay, () => this.background(code, () => this.retryStore(code)));
    this.storeFailures.log(`${code}:deadline`, {
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
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live?.retry?.pending) return;
      live.retry.pending = false;
      if (!(await this.storeLeaving(live)) || live.match.over) return;
      const due = tick(live.def, live.match, live.settings, this.timers.now());
      if (due) await this.commitInBackground(live, due);
      // Wake-ups and robots' moves that fell due meanwhile are armed again (at once if past).
      else this.schedule(live);
    });
  }

  /** Work the room's clock started: nothing it throws may go unhandled. */
  private background(code: string, work: () => Promise<unknown>): void {
    void work().catch((err: unknown) => {
      const live = this.live.get(code);
      this.logger.error({ code, gameId: live?.gameId, stageNumber: live?.match.stageNumber, err: safeDbError(err) }, 'game work failed');
    });
  }

  /** Makes a stored change the room's: publishes it, runs the game's hooks, arms the clock. */
  private async adopt(live: LiveGame, step: Step<unknown>, context: CommitContext, resynced = false): Promise<void> {
    const before = context.before;
    live.match = step.match;
    if (context.wakeAt !== undefined) live.lastWakeAt = context.wakeAt;
    const resumed = !!context.resumed || !!live.resuming;
    live.resuming = false;
    if (live.retry) {
      this.logger.info(
        { code: live.code, gameId: live.gameId, stageNumber: step.match.stageNumber, failedWrites: live.retry.attempts, waitedMs: this.timers.now() - live.retry.since },
        'game stored again: the room goes on',
      );
      live.retry = undefined;
    }
    const code = live.code;
    for (const event of step.events) {
      switch (event.type) {
        case 'newRound':
          this.publisher.publish(dest.common(code, 'listenNewRound'), { round: event.round });
          break;
        case 'stageCompleted':
          this.publisher.publish(dest.common(code, 'stageCompletedMessage'), { stage: event.stage, stageNumber: event.stageNumber, reason: event.reason });
          break;
        case 'gameOver':
          this.publisher.publish(dest.player(code, 'gameEnd'), { scores: event.scores });
          this.publisher.publish(dest.player(code, 'isGameOver'), { over: true });
          break;
        default:
          break;
      }
    }
    if (resynced || step.events.some((e) => e.type === 'stageEntered' || e.type === 'gameOver')) this.publishTimer(live);
    this.publishViews(live);
    if (before && live.def.notices) {
      for (const notice of live.def.notices(before, step.match, live.settings)) {
        this.publisher.publish(gameHostTopic(this.slugOf(live.def.type), code, notice.topic), notice.body);
      }
    }
    try {
      await this.afterCommit(live, before, resumed);
    } catch (err) {
      // The change is stored and shown: what a hook failed to do must not undo it.
      this.logger.error({ code, gameId: live.gameId, stageNumber: step.match.stageNumber, err: safeDbError(err) }, 'work after a game change failed');
    }
    this.schedule(live);
  }

  private async afterCommit(live: LiveGame, before: Match<unknown> | undefined, resumed: boolean): Promise<void> {
    const change: CommittedChange = { code: live.code, gameId: live.gameId, gameType: live.def.type, before, after: live.match, resumed };
    for (const hooks of this.hooksOf(live.def.type)) await hooks.afterCommit?.(change);
  }

  private publishTimer(live: LiveGame): void {
    const message: TimerMessage = {
      stage: live.match.stage,
      stageNumber: live.match.stageNumber,
      endsAt: live.match.stageEndsAt,
      serverNow: this.timers.now(),
    };
    this.publisher.publish(dest.player(live.code, 'timer'), message);
  }

  private publishViews(live: LiveGame): void {
    const { def, match, settings, code } = live;
    this.publisher.publish(dest.hostView(code), hostView(def, match, settings));
    for (const seat of match.seats) {
      if (seat.robot || match.removed.includes(seat.playerId)) continue;
      this.publisher.publish(dest.playerView(code, seat.playerId), playerView(def, match, seat.playerId, settings));
    }
  }

  /** One clock per room: the deadline, the warning before it, and the AI players' moves. */
  private schedule(live: LiveGame): void {
    const { match, clock, code } = live;
    const stageKey = `:${match.stageNumber}`;
    clock.cancel((key) => !key.endsWith(stageKey));
    if (match.over) return clock.clear();
    const now = this.timers.now();
    if (match.stageEndsAt !== null) {
      clock.schedule(`deadline${stageKey}`, match.stageEndsAt, () => this.background(code, () => this.onDeadline(code)));
      const warnAt = match.stageEndsAt - TIME_RUNNING_OUT_MS;
      if (warnAt > now && !clock.has(`warn${stageKey}`)) {
        clock.schedule(`warn${stageKey}`, warnAt, () =>
          this.publisher.publish(dest.player(code, 'timeRunningOut'), { stageNumber: match.stageNumber, endsAt: match.stageEndsAt }),
        );
      }
    }
    const wakeAt = nextWakeAt(live.def, match, live.settings, now);
    if (wakeAt === null || (live.lastWakeAt !== undefined && wakeAt <= live.lastWakeAt)) clock.cancel((key) => key === `wake${stageKey}`);
    else clock.schedule(`wake${stageKey}`, wakeAt, () => this.background(code, () => this.onWake(code, wakeAt)));
    for (const action of botActions(live.def, match, live.settings, now)) {
      const key = `bot:${action.playerId}${stageKey}`;
      if (clock.has(key)) continue;
      clock.schedule(key, action.at, () =>
        this.background(code, () =>
          this.run(code, async () => {
            const current = this.live.get(code);
            // While a write waits for its retry, the retry arms the robots again.
            if (!current || current.match.over || current.retry?.pending) return;
            const result = applyMove(current.def, current.match, current.settings, action, this.timers.now());
            if (!isInvalid(result)) await this.commitInBackground(current, result);
          }),
        ),
      );
    }
  }

  /** Something in the stage is due before its deadline (a letter is revealed). */
  private onWake(code: string, wakeAt: number): Promise<void> {
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over || live.retry?.pending) return;
      const due = wake(live.def, live.match, live.settings, this.timers.now());
      if (due) await this.commitInBackground(live, due, { before: live.match, wakeAt });
      else this.schedule(live);
    });
  }

  private onDeadline(code: string): Promise<void> {
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.retry?.pending) return;
      const due = tick(live.def, live.match, live.settings, this.timers.now());
      if (due) await this.commitInBackground(live, due);
    });
  }
}
