import { randomInt } from 'node:crypto';
import {
  audienceRightChoices,
  audienceView,
  isAudienceChoice,
  judgeAudienceGuess,
  recordAudience,
  isDuplicateMove,
  applyMove,
  hideContent,
  botActions,
  endMatch,
  hostView,
  isInvalid,
  nextStage,
  nextWakeAt,
  playerView,
  playerViews,
  setExtraTime,
  setStandIn,
  skipTimer,
  startMatch,
  tick,
  wake,
  baseDeadline,
  type Match,
  type Seat,
  type Step,
} from '@snackparty/engine';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import { gameSettingsSchema } from '@snackparty/games/manifests';
import { moderateMove } from '../moderation/typed-text';
import { MESSAGE_KEYS, dest, standInDelayMs, type AudienceView, type GameSettings, type MoveMessage, type TimerMessage } from '@snackparty/protocol';
import { isDatabaseUnavailable, safeDbError } from '../db/errors';
import { AppError } from '../errors';
import { KeyedLock } from '../rooms/keyed-lock';
import type { RoomPublisher } from '../rooms/publisher';
import type { RoomRepository, UnfinishedGame } from '../rooms/repository';
import { AudienceCountsBySource, type AudienceCounts } from './audience-counts';
import { ClusterCopies } from './cluster-copies';
import { DurableCommits, silentLogger, unavailable, type RuntimeLogger } from './durable-commits';
import { stopClocks, type CommitContext, type LiveGame } from './live-game';
import { MoveBatches } from './move-batches';
import { RoomClock, realTimers, type Timers } from './room-clock';
import { defaultSlug, gameHostTopic, type CommittedChange, type RuntimeHooks } from './runtime-hooks';
import { FORWARDED_CALLS, type ForwardedCall, type GameSnapshot, type RuntimeCluster } from './runtime-cluster';

export { STORE_RETRY_FIRST_MS, STORE_RETRY_MAX_MS, STORE_LOG_WINDOW_MS, type RuntimeLogger } from './durable-commits';
export { defaultSlug, gameHostTopic, type CommittedChange, type RuntimeHooks } from './runtime-hooks';
export { FORWARDED_CALLS, type ForwardedCall, type GameSnapshot, type RuntimeCluster } from './runtime-cluster';

/** Phones are warned this long before a stage ends (`timeRunningOut`). */
export const TIME_RUNNING_OUT_MS = 5000;

/**
 * Requests of one room waiting for its turn beyond this are refused at once (503) instead of queued:
 * behind a hung database each waits for its write to time out, and a phone that keeps sending must
 * not build an endless queue.
 */
export const MAX_WAITING_PER_ROOM = 16;

export interface GameRuntimeOptions {
  repo: RoomRepository;
  publisher: RoomPublisher;
  timers?: Timers;
  /** The rules of a game type. */
  definitions?: (gameType: string) => AnyGameDef | undefined;
  /** The hooks of the server modules of a game type. */
  hooksOf?: (gameType: string) => readonly RuntimeHooks[];
  logger?: RuntimeLogger;
  /** The path segment of a game type's own destinations (its manifest's slug). */
  slugOf?: (gameType: string) => string;
  /**
   * The rooms' lock, shared with the room service: a room's lobby and its game take turns under one
   * lock, so a kick, a join or a new game never interleaves with a move, a deadline or a robot.
   */
  lock?: KeyedLock;
  /**
   * Whether a seat's phone is online now (the rooms' presence): a game that starts, or is picked up
   * after a restart, counts the wait before the AI plays a seat from then for each phone not online.
   * Without it every phone counts as online until it is told to have gone (`seatPresence`).
   */
  isSeatOnline?: (playerId: number) => boolean;
  /**
   * Several server processes share the rooms: this one runs a room's game only while it holds the
   * room's lease, keeps a copy of the others' to read, and sends them the requests on those.
   */
  cluster?: RuntimeCluster;
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
  private readonly lock: KeyedLock;
  /** Tasks of each room queued or running under its lock on behalf of its game. */
  private readonly waiting = new Map<string, number>();
  private readonly repo: RoomRepository;
  private readonly publisher: RoomPublisher;
  private readonly timers: Timers;
  private readonly definitions: (gameType: string) => AnyGameDef | undefined;
  private readonly hooksOf: (gameType: string) => readonly RuntimeHooks[];
  private readonly logger: RuntimeLogger;
  private readonly slugOf: (gameType: string) => string;
  private readonly commits: DurableCommits;
  private readonly moves: MoveBatches;
  private readonly isSeatOnline: (playerId: number) => boolean;
  /** Seats being handed back from the AI to their player, by room and player. */
  private readonly handingBack = new Set<string>();
  /**
   * The players of each room who asked for extra time (their phones say so when they connect and when
   * it changes), so a game that starts gives it to them from its first stage.
   */
  private readonly extraTimeAsked = new Map<string, Set<number>>();
  private readonly cluster?: RuntimeCluster;
  private readonly audienceCounts = new AudienceCountsBySource();
  private readonly copies?: ClusterCopies;

  constructor(options: GameRuntimeOptions) {
    this.repo = options.repo;
    this.publisher = options.publisher;
    this.timers = options.timers ?? realTimers;
    this.definitions = options.definitions ?? gameDefinition;
    this.hooksOf = options.hooksOf ?? (() => []);
    this.logger = options.logger ?? silentLogger;
    this.slugOf = options.slugOf ?? defaultSlug;
    this.lock = options.lock ?? new KeyedLock();
    this.isSeatOnline = options.isSeatOnline ?? (() => true);
    this.cluster = options.cluster;
    this.copies =
      this.cluster &&
      new ClusterCopies(
        {
          live: this.live,
          repo: this.repo,
          logger: this.logger,
          definitions: this.definitions,
          newClocks: (match) => this.newClocks(match),
          roomClosed: (live) => this.roomClosed(live),
          liveFromRow: (row) => this.liveFromRow(row),
          resumeGame: (row, epoch) => this.resumeGame(row, epoch),
          copyChanged: (copy, before) => this.copyChanged(copy, before),
        },
        this.cluster,
      );
    this.commits = new DurableCommits(
      this.repo,
      {
        current: (code) => this.live.get(code),
        adopt: (live, step, context, resynced) => this.adopt(live, step, context, resynced),
        schedule: (live) => this.schedule(live),
        run: (code, task) => this.run(code, task),
        background: (code, work) => this.background(code, work),
      },
      this.timers,
      this.logger,
    );
    this.moves = new MoveBatches(
      {
        withGame: (code, work) => this.withGame(code, work),
        waiting: (code) => this.waiting.get(code) ?? 0,
        apply: (live, match, playerId, message) => this.applyOne(live, match, playerId, message),
        commit: (live, step) => this.commits.commitRequest(live, step),
      },
      MAX_WAITING_PER_ROOM,
    );
  }

  /** How many games this process is running now (not its copies of other processes' games). */
  runningCount(): number {
    let running = 0;
    for (const live of this.live.values()) if (!live.match.over && !live.replica) running += 1;
    return running;
  }

  /** Whether this process runs the room's game (with several processes, another may run it). */
  runsHere(code: string): boolean {
    const live = this.live.get(code);
    return !!live && !live.replica;
  }

  isRunning(code: string): boolean {
    const game = this.live.get(code);
    return !!game && !game.match.over;
  }

  /** Starts the room's latest game with these seats. */
  start(code: string, seats: Seat[]): Promise<void> {
    return this.run(code, () => this.startHoldingLock(code, seats));
  }

  /** Starts the room's latest game, for a caller that holds the room's lock. */
  async startHoldingLock(code: string, seats: Seat[]): Promise<void> {
    const session = await this.repo.findSession(code);
    const game = session && (await this.repo.latestGame(session.id));
    if (!session || !game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No game has been created in this room yet');
    const def = this.definitions(game.gameType);
    if (!def) throw new AppError(409, MESSAGE_KEYS.gameNotAvailable, `${game.gameType} cannot be played yet`);
    let epoch: number | undefined;
    if (this.cluster) {
      // The room's previous game runs on another process: the new one starts there.
      epoch = await this.cluster.claim(code, await this.repo.roomEpoch(session.id));
      if (epoch === undefined) return this.cluster.forward(code, 'start', [code, seats], () => Promise.reject(unavailable()));
      await this.repo.fenceGame(game.id, epoch);
    }
    const settings = gameSettingsSchema.parse(game.settings);
    const startSettings = await this.startSettings(game.gameType, settings, session, game.id);
    const asked = this.extraTimeAsked.get(code);
    const seated = seats.map((seat) => (!seat.robot && asked?.has(seat.playerId) ? { ...seat, extraTime: true } : seat));
    const step = startMatch(def, { seats: seated, settings: startSettings, seed: randomInt(2 ** 31), now: this.timers.now() });
    const live: LiveGame = { code, gameId: game.id, def, settings: startSettings, match: step.match, revision: game.matchRevision, epoch, ...this.newClocks(step.match), leaving: [] };
    // The room's previous game stays as it is unless the new one is stored.
    try {
      await this.commits.store(live, step.match);
    } catch (err) {
      throw this.commits.refusal(live, err);
    }
    const previous = this.live.get(code);
    if (previous) {
      stopClocks(previous);
      this.roomClosed(previous);
    }
    this.live.set(code, live);
    this.audienceCounts.forget(code);
    await this.adopt(live, step, { before: undefined });
    this.armAwaySeats(live);
  }

  /** A player's move: stored (with the room's other moves that arrived meanwhile) and confirmed, or refused. */
  move(code: string, playerId: number, message: MoveMessage): Promise<void> {
    const here = () => this.moves.add(code, playerId, message);
    return this.elsewhere(code, 'move', [code, playerId, message], here) ?? here();
  }

  /** One move on the match as the room's batch has it so far; undefined for a move already made. */
  private applyOne(live: LiveGame, match: Match<unknown>, playerId: number, message: MoveMessage): Step<unknown> | undefined {
    if (live.leaving.includes(playerId)) throw new AppError(409, MESSAGE_KEYS.playerNotFound, 'This seat has left the game');
    // What the player typed for others to see goes through the room's filter before the rules see it.
    const moderated = moderateMove(live.def.type, live.settings, message);
    const result = applyMove(live.def, match, live.settings, { playerId, ...moderated }, this.timers.now());
    if (isInvalid(result)) throw new AppError(409, result.invalid as never, 'That move is not allowed now');
    // Sent again after a reconnect and already applied: confirmed, nothing stored or published twice.
    if (isDuplicateMove(result)) return undefined;
    return result;
  }

  /**
   * The host hands a person's seat to the AI now (`requestStandIn`), whether or not their phone is
   * away. A seat the AI already plays stays so; AI players and seats that left are refused.
   */
  requestStandIn(code: string, playerId: number): Promise<void> {
    const here = () => this.withGame(code, async (live) => {
      const seat = live.match.seats.find((candidate) => candidate.playerId === playerId);
      if (!seat || seat.robot || live.match.removed.includes(playerId) || live.leaving.includes(playerId)) {
        throw new AppError(404, MESSAGE_KEYS.playerNotFound, 'No such player in this game');
      }
      const step = setStandIn(live.def, live.match, live.settings, playerId, true, this.timers.now());
      if (step.events.length > 0) await this.commits.commitRequest(live, step);
    });
    return this.elsewhere(code, 'requestStandIn', [code, playerId], here) ?? here();
  }

  /**
   * A player's phone says whether they want extra time (on connecting, and when they change it). It
   * is remembered for the room's next games; in the game under way the seat gets it at once, and a
   * stage that was only waiting for them ends when they turn it off after its normal deadline. Nothing
   * to change (no game, no such seat, already so) is not an error.
   */
  setExtraTime(code: string, playerId: number, on: boolean): Promise<void> {
    return this.elsewhere(code, 'setExtraTime', [code, playerId, on], () => this.setExtraTimeHere(code, playerId, on)) ?? this.setExtraTimeHere(code, playerId, on);
  }

  private setExtraTimeHere(code: string, playerId: number, on: boolean): Promise<void> {
    const asked = this.extraTimeAsked.get(code) ?? new Set<number>();
    if (on) asked.add(playerId);
    else asked.delete(playerId);
    if (asked.size > 0) this.extraTimeAsked.set(code, asked);
    else this.extraTimeAsked.delete(code);
    const live = this.live.get(code);
    const seat = live?.match.seats.find((candidate) => candidate.playerId === playerId);
    if (!live || live.match.over || !seat || seat.robot || !!seat.extraTime === on || live.match.removed.includes(playerId) || live.leaving.includes(playerId)) {
      return Promise.resolve();
    }
    return this.withGame(code, async (current) => {
      const step = setExtraTime(current.def, current.match, current.settings, playerId, on, this.timers.now());
      if (step.events.length > 0) await this.commits.commitRequest(current, step);
    });
  }

  /**
   * The host hides something a player wrote or drew from every screen (`requestHideContent`): stored
   * with the match, so a reload or a restart never shows it again. Hiding it twice is no change.
   */
  hide(code: string, contentId: unknown): Promise<void> {
    const here = () =>
      this.withGame(code, async (live) => {
        const step = hideContent(live.def, live.match, contentId);
        if (isInvalid(step)) throw new AppError(404, step.invalid as never, 'Nothing of that name can be hidden now');
        if (step.events.length > 0) await this.commits.commitRequest(live, step);
      });
    return this.elsewhere(code, 'hide', [code, contentId], here) ?? here();
  }

  /**
   * The player acted for their seat outside moves (a runner's position, say): a seat the AI played
   * for now is theirs again, as a move of theirs would make it. Nothing happens for any other seat.
   */
  takeSeatBack(code: string, playerId: number): Promise<void> {
    return this.elsewhere(code, 'takeSeatBack', [code, playerId], () => this.takeSeatBackHere(code, playerId)) ?? this.takeSeatBackHere(code, playerId);
  }

  private takeSeatBackHere(code: string, playerId: number): Promise<void> {
    const live = this.live.get(code);
    const key = `${code}:${playerId}`;
    // A phone streams many times a second: one hand-back at a time, and none for a seat that is the player's.
    if (!live?.match.seats.some((seat) => seat.playerId === playerId && seat.standIn) || this.handingBack.has(key)) return Promise.resolve();
    this.handingBack.add(key);
    return this.withGame(code, async (current) => {
      const step = setStandIn(current.def, current.match, current.settings, playerId, false, this.timers.now());
      if (step.events.length > 0) await this.commits.commitRequest(current, step);
    }).finally(() => this.handingBack.delete(key));
  }

  /**
   * A seat's phone came online or went away (the rooms' presence). Away for the room's
   * `standInAfterSeconds`, and the AI plays the seat for now. Back online, the wait is called off; a
   * seat the AI already plays stays so until the player's own next move takes it back (the engine
   * does), so the AI and the player never both move for it at the hand-over.
   */
  seatPresence(code: string, playerId: number, connected: boolean): void {
    // With several processes, presence is shared: the process running the room hears of it itself.
    const live = this.live.get(code);
    if (!live || live.match.over || live.replica) return;
    if (connected) live.clock.cancel((key) => key === awayKey(playerId));
    else this.armAway(live, playerId);
  }

  /**
   * The host skips the timer: a timed stage ends now; a stage without a deadline stays (nothing is stored).
   * `stageNumber`: the stage the host meant; when it has already ended, nothing happens.
   */
  skipTimer(code: string, stageNumber?: number): Promise<void> {
    const here = () =>
      this.withGame(code, async (live) => {
        if (stageNumber !== undefined && stageNumber !== live.match.stageNumber) return;
        const step = skipTimer(live.def, live.match, live.settings, this.timers.now());
        if (step.events.length > 0) await this.commits.commitRequest(live, step);
      });
    return this.elsewhere(code, 'skipTimer', [code, stageNumber], here) ?? here();
  }

  /** The host moves to the next stage: the stage ends now, with or without a deadline (unless `stageNumber` names one that has ended). */
  nextStage(code: string, stageNumber?: number): Promise<void> {
    const here = () =>
      this.withGame(code, async (live) => {
        if (stageNumber !== undefined && stageNumber !== live.match.stageNumber) return;
        await this.commits.commitRequest(live, nextStage(live.def, live.match, live.settings, this.timers.now()));
      });
    return this.elsewhere(code, 'nextStage', [code, stageNumber], here) ?? here();
  }

  /**
   * The host moves the game to the stage named (`setRoundStage`). The rules decide where a stage
   * leads: only the stage that comes next may be named, so nothing is skipped; naming the current
   * one does nothing, as does a `stageNumber` of a stage that has already ended. The refusal does
   * not say which stage would come next: that may depend on what the game still hides.
   */
  setStage(code: string, stage: string, stageNumber?: number): Promise<void> {
    const here = () => this.withGame(code, async (live) => {
      if (stageNumber !== undefined && stageNumber !== live.match.stageNumber) return;
      if (live.match.stage === stage) return;
      const step = nextStage(live.def, live.match, live.settings, this.timers.now());
      if (step.match.stage !== stage) throw new AppError(409, MESSAGE_KEYS.stageNotNext, 'That stage does not come next');
      await this.commits.commitRequest(live, step);
    });
    return this.elsewhere(code, 'setStage', [code, stage, stageNumber], here) ?? here();
  }

  end(code: string): Promise<void> {
    const here = () => this.withGame(code, (live) => this.commits.commitRequest(live, endMatch(live.def, live.match, live.settings, this.timers.now())));
    return this.elsewhere(code, 'end', [code], here) ?? here();
  }

  /**
   * A player left the room mid-game: the game goes on without them. The seat has already left the
   * room, so this does not fail: if the removal cannot be stored now, it is once the database is back.
   */
  removeSeat(code: string, playerId: number): Promise<void> {
    const here = () => this.run(code, () => this.removeSeatHere(code, playerId));
    return this.elsewhere(code, 'removeSeat', [code, playerId], here) ?? here();
  }

  /** A player left mid-game, for a caller that holds the room's lock. */
  removeSeatHoldingLock(code: string, playerId: number): Promise<void> {
    const here = () => this.removeSeatHere(code, playerId);
    return this.elsewhere(code, 'removeSeat', [code, playerId], here) ?? here();
  }

  private async removeSeatHere(code: string, playerId: number): Promise<void> {
    const live = this.live.get(code);
    if (!live || live.match.over || live.replica || live.leaving.includes(playerId)) return;
    live.leaving.push(playerId);
    if (!live.retry?.pending) await this.commits.storeLeaving(live);
  }

  /** A phone asks for the current deadline (after a reconnect, say). */
  requestTimer(code: string): void {
    const live = this.live.get(code);
    if (live) this.publishTimer(live);
  }

  /** Re-sends every audience its view (a screen that came back). */
  republish(code: string): void {
    const live = this.live.get(code);
    if (live) this.publishViews(live, true);
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

  /** The audience's view of the room's game (no secret), if one is in play or just ended. */
  audienceViewOf(code: string): AudienceView | undefined {
    const live = this.live.get(code);
    return live ? audienceView(live.def, live.match, live.settings) : undefined;
  }

  /** Whether `choice` is one the audience may make now, in stage `stageNumber`. */
  isAudienceChoice(code: string, stageNumber: number, choice: unknown): boolean {
    const live = this.live.get(code);
    return !!live && live.match.stageNumber === stageNumber && isAudienceChoice(live.def, live.match, live.settings, choice);
  }

  /** An audience member's typed guess in stage `stageNumber`: right or not; undefined when the stage takes no guess (or is over). */
  judgeAudienceGuess(code: string, stageNumber: number, guess: string): boolean | undefined {
    const live = this.live.get(code);
    if (!live || live.match.over || live.match.stageNumber !== stageNumber) return undefined;
    const prompt = audienceView(live.def, live.match, live.settings).prompt;
    if (prompt?.kind !== 'guess') return undefined;
    return judgeAudienceGuess(live.def, live.match, live.settings, guess);
  }

  /**
   * Folds the audience's counts for a stage into the match, so the stage's end counts them (its
   * rules read them). Stored like any change; nothing happens when the stage has moved on or the
   * counts are those already stored. With several server processes each counts the crowd connected
   * to it (`from`): the match holds their latest counts summed.
   */
  recordAudience(code: string, tally: AudienceCounts & { from?: string }): Promise<void> {
    const counted = { stageNumber: tally.stageNumber, counts: tally.counts, from: tally.from ?? this.cluster?.processId ?? 'here' };
    const here = () =>
      this.withGame(code, async (live) => {
        const next = recordAudience(live.def, live.match, live.settings, this.audienceCounts.add(code, counted.from, counted));
        if (next === live.match || JSON.stringify(next.audience) === JSON.stringify(live.match.audience)) return;
        await this.commits.commitRequest(live, { match: next, events: [] });
      });
    return this.elsewhere(code, 'recordAudience', [code, counted], here) ?? here();
  }

  /** After a change that ended a stage: the audience's choices of that stage that were right. */
  audienceRightChoices(change: CommittedChange): string[] {
    const live = this.live.get(change.code);
    if (!live || !change.before || live.gameId !== change.gameId) return [];
    return audienceRightChoices(live.def, change.before, change.after, live.settings);
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

  /**
   * After a restart: picks up every unfinished game with the deadlines it had. With several
   * processes, the games another process runs are kept as copies, and only the others are picked up.
   */
  async resume(): Promise<number> {
    const rows = await this.repo.unfinishedGames();
    for (const row of rows) {
      try {
        if (this.cluster) {
          const epoch = await this.cluster.claim(row.gameCode, await this.repo.roomEpoch(row.game.gameSessionId));
          if (epoch === undefined || !(await this.repo.fenceGame(row.game.id, epoch))) {
            await this.copies!.keepCopy(row);
            continue;
          }
          // Loaded again once fenced: nothing the previous process wrote before is missed.
          const fenced = await this.repo.unfinishedGameOf(row.gameCode);
          if (fenced?.game.id === row.game.id) await this.resumeGame(fenced, epoch);
          continue;
        }
        await this.resumeGame(row);
      } catch (err) {
        // The database away is everyone's problem: the start fails as it would without games.
        if (isDatabaseUnavailable(err)) throw err;
        // A stored game its rules cannot run any more (an older build's state, a damaged row): its room
        // stays open without it, and every other room is picked up as usual.
        const failed = this.live.get(row.gameCode);
        if (failed) stopClocks(failed);
        this.live.delete(row.gameCode);
        this.logger.error({ code: row.gameCode, gameId: row.game.id, err: safeDbError(err) }, 'a stored game could not be picked up again; its room goes on without it');
      }
    }
    return rows.length;
  }

  /** Picks one stored game up again: its clocks, its seats' waits, and what was due while the server was down. */
  private async resumeGame(row: UnfinishedGame, epoch?: number): Promise<void> {
    const live = await this.liveFromRow(row);
    if (!live) return;
    const code = row.gameCode;
    live.epoch = epoch;
    live.resuming = true;
    this.live.set(code, live);
    this.share(live);
    // Every phone reconnects after a restart: the ones that do not within the wait get the AI.
    this.armAwaySeats(live);
    await this.run(code, async () => {
      const before = live.match;
      const due = tick(live.def, live.match, live.settings, this.timers.now());
      if (due) {
        await this.commits.commitInBackground(live, due, { before });
      } else {
        live.resuming = false;
        await this.afterCommit(live, undefined, true);
        this.schedule(live);
      }
    });
  }

  /** A stored game as the runtime holds it, its clocks not yet armed; undefined for a game its rules cannot run. */
  private async liveFromRow(row: UnfinishedGame): Promise<LiveGame | undefined> {
    const def = this.definitions(row.game.gameType);
    if (!def || !row.game.match) return undefined;
    const stored = gameSettingsSchema.parse(row.game.settings);
    const adds = this.hooksOf(row.game.gameType).some((h) => h.startSettings);
    const session = adds ? await this.repo.findSession(row.gameCode) : undefined;
    return {
      code: row.gameCode,
      gameId: row.game.id,
      def,
      settings: session ? await this.startSettings(row.game.gameType, stored, session, row.game.id) : stored,
      match: row.game.match as Match<unknown>,
      revision: row.game.matchRevision,
      ...this.newClocks(row.game.match as Match<unknown>),
      leaving: [],
    };
  }

  /** With several processes: a request on a room another process runs goes there; undefined to run it here. */
  private elsewhere(code: string, call: ForwardedCall, args: unknown[], here: () => Promise<void>): Promise<void> | undefined {
    return this.copies?.elsewhere(code, call, args, here);
  }

  private share(live: LiveGame): void {
    this.copies?.share(live);
  }

  /** The rooms this process runs for the cluster, with the epoch it holds each by. */
  ownedRooms(): Array<{ code: string; epoch: number }> {
    return this.copies?.ownedRooms() ?? [];
  }

  /** The rooms whose games another process runs and are under way. */
  copiedRooms(): string[] {
    return this.copies?.copiedRooms() ?? [];
  }

  /** This process no longer holds the room: it keeps a copy, its clocks stopped. */
  lostRoom(code: string): void {
    this.copies?.lostRoom(code);
  }

  /** Another process stored the room's game: the copy here follows it. */
  receive(snapshot: GameSnapshot): void {
    this.copies?.receive(snapshot);
  }

  /** The process that ran the room is gone: this one takes it over, fenced, as stored. */
  takeOver(code: string): Promise<boolean> {
    return this.copies?.takeOver(code) ?? Promise.resolve(false);
  }

  /** Carries out a call another process forwarded here. */
  serve(call: ForwardedCall, args: unknown[]): Promise<void> {
    if (!FORWARDED_CALLS.includes(call)) return Promise.reject(new AppError(400, MESSAGE_KEYS.invalidRequest, 'Unknown call'));
    const method = this[call] as (...params: unknown[]) => unknown;
    return Promise.resolve(method.apply(this, args)).then(() => undefined);
  }

  /** Resolves when no game work is queued (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.lock.idle();
  }

  /** The room is gone: its timers die with it (on every process). */
  close(code: string): void {
    this.forget(code);
    this.cluster?.closed(code);
  }

  /** The room is gone (this process closed it, or another said so). */
  forget(code: string): void {
    const live = this.live.get(code);
    this.live.delete(code);
    this.extraTimeAsked.delete(code);
    this.audienceCounts.forget(code);
    if (live) {
      stopClocks(live);
      if (!live.replica) this.roomClosed(live);
      if (!live.replica && live.epoch !== undefined) void this.cluster?.release(code, live.epoch);
    }
  }

  /** Stops every room's clocks; with several processes, lets their rooms go so another takes them at once. */
  shutdown(): void {
    for (const live of this.live.values()) {
      stopClocks(live);
      if (live.replica) continue;
      this.roomClosed(live);
      if (live.epoch !== undefined) void this.cluster?.release(live.code, live.epoch);
    }
    this.live.clear();
    this.commits.flush();
  }

  /** The settings the game type's modules make of the stored ones, one after the other. */
  private async startSettings(gameType: string, settings: GameSettings, room: { id: number; ownerUserId: number }, gameId: number): Promise<GameSettings> {
    let out = settings;
    for (const hooks of this.hooksOf(gameType)) if (hooks.startSettings) out = await hooks.startSettings(gameType, out, room, gameId);
    return out;
  }

  private roomClosed(live: LiveGame): void {
    for (const hooks of this.hooksOf(live.def.type)) hooks.roomClosed?.(live.code);
  }

  /** Counts the wait before the AI plays each person's seat whose phone is not online now. */
  private armAwaySeats(live: LiveGame): void {
    for (const seat of live.match.seats) if (!this.isSeatOnline(seat.playerId)) this.armAway(live, seat.playerId);
  }

  /**
   * Schedules the AI to take a person's seat once its phone has been away for the room's wait. The
   * wait is kept on the room's clock, not the stage's: it runs on across stages until the phone is
   * back or the game ends.
   */
  private armAway(live: LiveGame, playerId: number): void {
    const delay = standInDelayMs(live.settings);
    const seat = live.match.seats.find((candidate) => candidate.playerId === playerId);
    if (delay === null || !seat || seat.robot || seat.standIn || live.match.removed.includes(playerId)) return;
    const key = awayKey(playerId);
    if (live.clock.has(key)) return;
    live.clock.schedule(key, this.timers.now() + delay, () => this.background(live.code, () => this.standInForAway(live.code, playerId)));
  }

  /** The phone has been away for the whole wait: the AI plays the seat from now on. */
  private standInForAway(code: string, playerId: number): Promise<void> {
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over || live.retry?.pending || live.leaving.includes(playerId)) return;
      // Back online while this waited for the lock.
      if (this.isSeatOnline(playerId)) return;
      const step = setStandIn(live.def, live.match, live.settings, playerId, true, this.timers.now());
      if (step.events.length > 0) await this.commits.commitInBackground(live, step);
    });
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
    if (queued && !queued.match.over && (queued.retry?.pending || queued.replica || (this.waiting.get(code) ?? 0) >= MAX_WAITING_PER_ROOM)) {
      return Promise.reject(unavailable());
    }
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.match.over) throw new AppError(409, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
      // A copy of a room changing hands between processes: the phone tries again in a moment.
      if (live.retry?.pending || live.replica) throw unavailable();
      await work(live);
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
    this.share(live);
    if (context.wakeAt !== undefined) live.lastWakeAt = context.wakeAt;
    const resumed = !!context.resumed || !!live.resuming;
    live.resuming = false;
    if (live.retry) {
      this.logger.info(
        { code: live.code, gameId: live.gameId, stageNumber: step.match.stageNumber, failedWrites: live.retry.attempts, waitedMs: this.timers.now() - live.retry.since },
        'game stored again: the room goes on',
      );
      live.retry = undefined;
      live.clock.cancel((key) => key === 'storeRetry');
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
    this.publishViews(live, resynced);
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

  /** The copy of another process's game followed a change: the modules do what they do here for it. */
  private copyChanged(copy: LiveGame, before: Match<unknown> | undefined): void {
    const change: CommittedChange = { code: copy.code, gameId: copy.gameId, gameType: copy.def.type, before, after: copy.match, resumed: false };
    for (const hooks of this.hooksOf(copy.def.type)) if (hooks.afterCopy) this.background(copy.code, () => hooks.afterCopy!(change));
  }

  private async afterCommit(live: LiveGame, before: Match<unknown> | undefined, resumed: boolean): Promise<void> {
    const change: CommittedChange = { code: live.code, gameId: live.gameId, gameType: live.def.type, before, after: live.match, resumed };
    for (const hooks of this.hooksOf(live.def.type)) await hooks.afterCommit?.(change);
  }

  private publishTimer(live: LiveGame): void {
    const message: TimerMessage = {
      stage: live.match.stage,
      stageNumber: live.match.stageNumber,
      // Everyone's deadline; a phone with extra time reads its own from its view.
      endsAt: baseDeadline(live.match),
      serverNow: this.timers.now(),
    };
    this.publisher.publish(dest.player(live.code, 'timer'), message);
  }

  /**
   * Sends the shared screen and each phone its view of the match. A view the same as the one last sent
   * on its topic is not sent again (most moves change the mover's view and the screen's, not the
   * others'), unless `everyView`: a screen that came back, or a match taken again from the database.
   * A phone that subscribes is given its view as it is now, so it never depends on a resend.
   */
  private publishViews(live: LiveGame, everyView = false): void {
    const { def, match, settings, code } = live;
    const sent = (live.sentViews ??= new Map<string, string>());
    const send = (destination: string, view: unknown) => {
      const json = JSON.stringify(view);
      if (!everyView && sent.get(destination) === json) return;
      sent.set(destination, json);
      this.publisher.publishJson(destination, json);
    };
    send(dest.hostView(code), hostView(def, match, settings));
    const phones = match.seats.filter((seat) => !seat.robot && !match.removed.includes(seat.playerId)).map((seat) => seat.playerId);
    const views = playerViews(def, match, phones, settings);
    phones.forEach((playerId, i) => send(dest.playerView(code, playerId), views[i]));
  }

  /** A game's clocks: the room's, and its first stage's. */
  private newClocks(match: Match<unknown>): Pick<LiveGame, 'clock' | 'stage'> {
    return { clock: new RoomClock(this.timers), stage: { number: match.stageNumber, clock: new RoomClock(this.timers) } };
  }

  /** Arms the stage's clock: its deadline, the warning before it, its wake-up and the AI players' moves. */
  private schedule(live: LiveGame): void {
    const { match, code } = live;
    if (live.stage.number !== match.stageNumber) {
      // What the previous stage still had armed dies with it.
      live.stage.clock.clear();
      live.stage = { number: match.stageNumber, clock: new RoomClock(this.timers) };
    }
    const clock = live.stage.clock;
    if (match.over) return stopClocks(live);
    const now = this.timers.now();
    if (match.stageEndsAt !== null) {
      // The stage ends at its (possibly stretched) end; the warning is for everyone's normal deadline.
      clock.schedule('deadline', match.stageEndsAt, () => this.background(code, () => this.onDeadline(code)));
      const endsAt = baseDeadline(match);
      const warnAt = (endsAt ?? match.stageEndsAt) - TIME_RUNNING_OUT_MS;
      if (warnAt > now && !clock.has('warn')) {
        clock.schedule('warn', warnAt, () => this.publisher.publish(dest.player(code, 'timeRunningOut'), { stageNumber: match.stageNumber, endsAt }));
      }
    } else {
      clock.cancel((key) => key === 'deadline' || key === 'warn');
    }
    const wakeAt = nextWakeAt(live.def, match, live.settings, now);
    if (wakeAt === null || (live.lastWakeAt !== undefined && wakeAt <= live.lastWakeAt)) clock.cancel((key) => key === 'wake');
    else clock.schedule('wake', wakeAt, () => this.background(code, () => this.onWake(code, wakeAt)));
    // A seat its player took back: what the AI had planned for it is dropped (the engine would refuse it).
    const playedByAi = new Set(match.seats.filter((seat) => seat.robot || seat.standIn).map((seat) => `bot:${seat.playerId}`));
    clock.cancel((key) => key.startsWith('bot:') && !playedByAi.has(key));
    for (const action of botActions(live.def, match, live.settings, now)) {
      const key = `bot:${action.playerId}`;
      if (clock.has(key)) continue;
      clock.schedule(key, action.at, () =>
        this.background(code, () =>
          this.run(code, async () => {
            const current = this.live.get(code);
            // While a write waits for its retry, the retry arms the robots again. A move planned for a
            // seat the AI plays for now is refused once its player has taken it back.
            if (!current || current.match.over || current.retry?.pending) return;
            const result = applyMove(current.def, current.match, current.settings, action, this.timers.now());
            if (!isInvalid(result)) await this.commits.commitInBackground(current, result);
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
      if (due) await this.commits.commitInBackground(live, due, { before: live.match, wakeAt });
      else this.schedule(live);
    });
  }

  private onDeadline(code: string): Promise<void> {
    return this.run(code, async () => {
      const live = this.live.get(code);
      if (!live || live.retry?.pending) return;
      const due = tick(live.def, live.match, live.settings, this.timers.now());
      if (due) await this.commits.commitInBackground(live, due);
    });
  }
}

/** The room clock's key of the wait before the AI plays an away phone's seat. */
function awayKey(playerId: number): string {
  return `away:${playerId}`;
}
