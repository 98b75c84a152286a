import { randomInt } from 'node:crypto';
import {
  applyMove,
  botActions,
  endMatch,
  hostView,
  isInvalid,
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
import { MESSAGE_KEYS, dest, gameSettingsSchema, type GameSettings, type MoveMessage, type TimerMessage } from '@snackparty/protocol';
import { AppError } from '../errors';
import { KeyedLock } from '../rooms/keyed-lock';
import type { RoomPublisher } from '../rooms/publisher';
import type { RoomRepository } from '../rooms/repository';
import { RoomClock, realTimers, type Timers } from './room-clock';

/** What a game-specific part of the server does with the games the runtime runs. */
export interface RuntimeExtensions {
  /**
   * Called after every committed change, inside the room's lock, with the match before it (none on a
   * start or a resume) and the room's clock.
   */
  afterCommit?(change: {
    code: string;
    gameId: number;
    gameType: string;
    before: Match<unknown> | undefined;
    after: Match<unknown>;
    clock: RoomClock;
    resumed: boolean;
  }): Promise<void>;
  /** The room's game is gone (room closed, another game created, shutdown). */
  roomClosed?(code: string): void;
  /**
   * The settings a match plays with, from the stored ones (a game's word packs become its words).
   * What it adds is not stored: it is worked out again when a restart resumes the match.
   */
  startSettings?(gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings>;
}

/** A game's own topics: `/{game type, lower case, no underscores}/host/{code}/{topic}`. */
export function gameHostTopic(gameType: string, code: string, topic: string): string {
  return `/${gameType.toLowerCase().replace(/_/g, '')}/host/${code}/${topic}`;
}

/** Phones are warned this long before a stage ends (`timeRunningOut`). */
export const TIME_RUNNING_OUT_MS = 5000;

interface LiveGame {
  code: string;
  gameId: number;
  def: AnyGameDef;
  settings: GameSettings;
  match: Match<unknown>;
  clock: RoomClock;
  /** The wake-up time last handled: a stage that asks for it again is not woken in a loop. */
  lastWakeAt?: number;
}

interface CommitContext {
  before: Match<unknown> | undefined;
  resumed?: boolean;
}

/**
 * Runs the games of all rooms: applies moves through the engine, stores the match after every
 * change, publishes each audience its own view, and keeps one clock per room for deadlines and AI
 * players. It is the only place where game rules meet IO.
 */
export class GameRuntime {
  private readonly live = new Map<string, LiveGame>();
  private readonly lock = new KeyedLock();

  constructor(
    private readonly repo: RoomRepository,
    private readonly publisher: RoomPublisher,
    private readonly timers: Timers = realTimers,
    private readonly definitions: (gameType: string) => AnyGameDef | undefined = gameDefinition,
    private readonly extensions: RuntimeExtensions = {},
  ) {}

  isRunning(code: string): boolean {
    const game = this.live.get(code);
    return !!game && !game.match.over;
  }

  /** Starts the room's latest game with these seats. */
  start(code: string, seats: Seat[]): Promise<void> {
    return this.lock.run(code, async () => {
      const session = await this.repo.findSession(code);
      const game = session && (await this.repo.latestGame(session.id));
      if (!session || !game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No game has been created in this room yet');
      const def = this.definitions(game.gameType);
      if (!def) throw new AppError(409, MESSAGE_KEYS.gameNotAvailable, `${game.gameType} cannot be played yet`);
      const settings = gameSettingsSchema.parse(game.settings);
      const startSettings = this.extensions.startSettings ? await this.extensions.startSettings(game.gameType, settings, session) : settings;
      const step = startMatch(def, { seats, settings: startSettings, seed: randomInt(2 ** 31), now: this.timers.now() });
      this.live.get(code)?.clock.clear();
      this.extensions.roomClosed?.(code);
      const live: LiveGame = { code, gameId: game.id, def, settings: startSettings, match: step.match, clock: new RoomClock(this.timers) };
      this.live.set(code, live);
      this.publisher.publish(dest.common(code, 'gameCreated'), { gameId: game.id, gameType: game.gameType });
      await this.commit(live, step, { before: undefined });
    });
  }

  move(code: string, playerId: number, message: MoveMessage): Promise<void> {
    return this.withGame(code, async (live) => {
      const result = applyMove(live.def, live.match, live.settings, { playerId, ...message }, this.timers.now());
      if (isInvalid(result)) throw new AppError(409, result.invalid as never, 'That move is not allowed now');
      await this.commit(live, result);
    });
  }

  /** The host skips the timer (or moves to the next stage): the stage ends now. */
  skip(code: string): Promise<void> {
    return this.withGame(code, (live) => this.commit(live, skipTimer(live.def, live.match, live.settings, this.timers.now())));
  }

  end(code: string): Promise<void> {
    return this.withGame(code, (live) => this.commit(live, endMatch(live.def, live.match, live.settings, this.timers.now())));
  }

  /** A player left the room mid-game: the game goes on without them. */
  removeSeat(code: string, playerId: number): Promise<void> {
    return this.lock.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over) return;
      await this.commit(live, removeSeat(live.def, live.match, live.settings, playerId, this.timers.now()));
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
      const session = this.extensions.startSettings ? await this.repo.findSession(code) : undefined;
      const live: LiveGame = {
        code,
        gameId: row.game.id,
        def,
        settings: session && this.extensions.startSettings ? await this.extensions.startSettings(row.game.gameType, stored, session) : stored,
        match: row.game.match as Match<unknown>,
        clock: new RoomClock(this.timers),
      };
      this.live.set(code, live);
      await this.lock.run(code, async () => {
        const before = live.match;
        const due = tick(live.def, live.match, live.settings, this.timers.now());
        if (due) {
          await this.commit(live, due, { before, resumed: true });
        } else {
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
    this.live.get(code)?.clock.clear();
    this.live.delete(code);
    this.extensions.roomClosed?.(code);
  }

  shutdown(): void {
    for (const live of this.live.values()) {
      live.clock.clear();
      this.extensions.roomClosed?.(live.code);
    }
    this.live.clear();
  }

  private withGame(code: string, work: (live: LiveGame) => Promise<void>): Promise<void> {
    return this.lock.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over) throw new AppError(409, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
      await work(live);
    });
  }

  private async commit(live: LiveGame, step: Step<unknown>, context: CommitContext = { before: live.match }): Promise<void> {
    const before = context.before;
    live.match = step.match;
    await this.repo.updateGame(live.gameId, { match: step.match, over: step.match.over });
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
    if (step.events.some((e) => e.type === 'stageEntered' || e.type === 'gameOver')) this.publishTimer(live);
    this.publishViews(live);
    if (before && live.def.notices) {
      for (const notice of live.def.notices(before, step.match, live.settings)) {
        this.publisher.publish(gameHostTopic(live.def.type, code, notice.topic), notice.body);
      }
    }
    await this.afterCommit(live, before, !!context.resumed);
    this.schedule(live);
  }

  private async afterCommit(live: LiveGame, before: Match<unknown> | undefined, resumed: boolean): Promise<void> {
    await this.extensions.afterCommit?.({ code: live.code, gameId: live.gameId, gameType: live.def.type, before, after: live.match, clock: live.clock, resumed });
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
      clock.schedule(`deadline${stageKey}`, match.stageEndsAt, () => void this.onDeadline(code));
      const warnAt = match.stageEndsAt - TIME_RUNNING_OUT_MS;
      if (warnAt > now && !clock.has(`warn${stageKey}`)) {
        clock.schedule(`warn${stageKey}`, warnAt, () =>
          this.publisher.publish(dest.player(code, 'timeRunningOut'), { stageNumber: match.stageNumber, endsAt: match.stageEndsAt }),
        );
      }
    }
    const wakeAt = nextWakeAt(live.def, match, live.settings, now);
    if (wakeAt === null || (live.lastWakeAt !== undefined && wakeAt <= live.lastWakeAt)) clock.cancel((key) => key === `wake${stageKey}`);
    else clock.schedule(`wake${stageKey}`, wakeAt, () => void this.onWake(code, wakeAt));
    for (const action of botActions(live.def, match, live.settings, now)) {
      const key = `bot:${action.playerId}${stageKey}`;
      if (clock.has(key)) continue;
      clock.schedule(key, action.at, () =>
        void this.lock.run(code, async () => {
          const current = this.live.get(code);
          if (!current || current.match.over) return;
          const result = applyMove(current.def, current.match, current.settings, action, this.timers.now());
          if (!isInvalid(result)) await this.commit(current, result);
        }),
      );
    }
  }

  /** Something in the stage is due before its deadline (a letter is revealed). */
  private onWake(code: string, wakeAt: number): Promise<void> {
    return this.lock.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over) return;
      const due = wake(live.def, live.match, live.settings, this.timers.now());
      if (due) live.lastWakeAt = wakeAt;
      if (due) await this.commit(live, due);
      else this.schedule(live);
    });
  }

  private onDeadline(code: string): Promise<void> {
    return this.lock.run(code, async () => {
      const live = this.live.get(code);
      if (!live) return;
      const due = tick(live.def, live.match, live.settings, this.timers.now());
      if (due) await this.commit(live, due);
    });
  }
}
