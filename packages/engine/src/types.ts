/**
 * The contract between the engine and the games. A game is a plain declarative object (`GameDef`):
 * how it starts, its stages (who acts, which moves, how long, what happens at the end), how each
 * audience sees it, and how AI players choose. Everything here is pure: time comes in as `ctx.now`,
 * randomness from `ctx.rng`, and nothing does IO.
 */

export type PlayerId = number;

/** A player at the table, in seat (join) order. AI players have ids below zero. */
export interface Seat {
  playerId: PlayerId;
  alias: string;
  robot: boolean;
  /**
   * A person's seat played by the AI for now (their phone is away): the game's bot policy acts for it
   * from that player's own view, and the points stay theirs. Absent or false: the person plays.
   */
  standIn?: boolean;
  /**
   * The player asked for extra time (on their own phone): in a timed stage where they act, their
   * deadline is later by the room's cap and the stage waits for them (`StageExtraTime`).
   */
  extraTime?: boolean;
}

/** A seeded random source whose whole state is one number, so it is stored with the match. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** The state to store; `createRng(seed, state)` continues from it. */
  state(): number;
}

/** Settings every game understands (the room's game settings). Games may read more fields. */
export interface BaseSettings {
  language: string;
  numberOfRounds: number;
  numberOfTurns: number;
  maxScore: number;
  /** The room's family mode: every game's content family-safe (absent: no). */
  familyMode?: boolean;
  /**
   * The most extra time (seconds) a player who asked for it gets on a timed stage; 0: none. Absent:
   * `DEFAULT_EXTRA_TIME_CAP_SECONDS`.
   */
  extraTimeCapSeconds?: number;
}

/**
 * The match's scores as a rule may read them, so a game keeps no ledger of its own: the engine owns
 * the totals, the round multiplier and the end at the room's max score.
 */
export interface ScoringCtx {
  /** Game points so far per seated player (removed players included), multiplier included: the score table. */
  scores: Readonly<Record<PlayerId, number>>;
  /** Points added so far in the current round, multiplier included. */
  roundDeltas: Readonly<Record<PlayerId, number>>;
  /**
   * What the engine multiplies the base points of the current stage by: min(round, 3), the round
   * being the game's `round(state)` as the stage is entered. A round begun by the previous stage's
   * `onExit` shows from the new stage's `onEnter` on; one begun in `onEnter` itself, from `durationMs`
   * on. A stage's `next` still sees its own round.
   */
  multiplier: number;
  /**
   * Whether the match ends at the room's max score once these base points are added as the engine
   * adds them (multiplied, seated players only); with no points, whether it has been reached. The
   * engine ends the match itself right after the stage that reaches it; a game asks only to show or
   * plan for that end ahead of time (e.g. points it will award when a later stage ends).
   */
  reachesMaxScore(points?: Points): boolean;
}

/** What a rule may know besides its state. */
export interface Ctx<Settings extends BaseSettings = BaseSettings> extends ScoringCtx {
  /** Server time in ms since the epoch. */
  now: number;
  rng: Rng;
  settings: Settings;
  /** The players still in the game, in seat order. */
  seats: readonly Seat[];
  /**
   * The audience's choices in the current stage so far, as counts per option id of the game's
   * `audience.prompt` (folded in by the runtime, at most a few times a second): empty when nobody in
   * the audience chose. A stage's `onExit` reads it to count the audience's majority as one voter.
   */
  audience: Readonly<Record<string, number>>;
}

/** A refused move: the reason is a message key the client can show. */
export interface Invalid {
  invalid: string;
}
export function invalid(reason: string): Invalid {
  return { invalid: reason };
}
export function isInvalid(value: unknown): value is Invalid {
  return typeof value === 'object' && value !== null && typeof (value as Invalid).invalid === 'string';
}

export interface MoveInput {
  playerId: PlayerId;
  /** Untrusted: validate it in the move. */
  payload: unknown;
}

export type MoveFn<S, Settings extends BaseSettings> = (state: S, input: MoveInput, ctx: Ctx<Settings>) => S | Invalid;

/**
 * Base points per player earned in a stage; the engine multiplies them by the round multiplier, adds
 * them to the scores, and ends the match when someone reaches the room's max score.
 */
export type Points = Partial<Record<PlayerId, number>>;

export const GAME_OVER = 'gameOver';

export interface StageDef<S, Settings extends BaseSettings = BaseSettings> {
  /** Players expected to act in this stage; the others wait (or bet, or watch). */
  actors(state: S, ctx: Ctx<Settings>): PlayerId[];
  /** Moves allowed in this stage, by name. */
  moves: Record<string, MoveFn<S, Settings>>;
  /** How long the stage lasts in ms; null: no deadline (it waits for its actors or the host). */
  durationMs(state: S, ctx: Ctx<Settings>): number | null;
  onEnter?(state: S, ctx: Ctx<Settings>): S;
  /**
   * True when the stage may end before its deadline (typically: every actor has moved). The engine
   * asks after every accepted move, after a player leaves, and right after entering the stage; a stage
   * meant to be watched until its deadline (a reveal) returns false.
   */
  isComplete(state: S, ctx: Ctx<Settings>): boolean;
  /**
   * The stage ends (deadline, complete, or the host skips): fill in neutral moves for players who did
   * not act, resolve the stage, and say what each player earned.
   */
  onExit(state: S, ctx: Ctx<Settings>): { state: S; points?: Points };
  /** The next stage's name, or GAME_OVER. */
  next(state: S, ctx: Ctx<Settings>): string;
  /**
   * Something in the stage happens at a time before its deadline (a letter of the word is revealed):
   * the next such time (server ms), or null. The runtime wakes the stage then (`wake`), and asks again.
   */
  nextWakeAt?(state: S, ctx: Ctx<Settings>): number | null;
  /** The stage is woken at `ctx.now` (at or after `nextWakeAt`). */
  onWake?(state: S, ctx: Ctx<Settings>): S;
}

/** A message for a game's own topic (e.g. `/canvasclash/host/{code}/guessSubmitted`), derived from a change. */
export interface Notice {
  /** host: the shared screen only. */
  audience: 'host';
  topic: string;
  body: unknown;
}

/** The engine's record of a game in play; stored as JSON, so a restart resumes it exactly. */
export interface Match<S> {
  gameType: string;
  seed: number;
  rngState: number;
  state: S;
  /** The current stage's name; GAME_OVER once the match is over. */
  stage: string;
  /** Increases on every stage change; clients use it to tell stages apart. */
  stageNumber: number;
  stageStartedAt: number;
  /**
   * When the current stage ends (server time, ms), or null. While a player with extra time still has
   * to act, this is their stretched deadline; everyone else's is `stageExtraTime.baseEndsAt`.
   */
  stageEndsAt: number | null;
  /** The current timed stage's extra time, while a seat has asked for it (absent otherwise). */
  stageExtraTime?: StageExtraTime;
  /** The 1-based round count, as the game reports it. */
  round: number;
  seats: Seat[];
  /** Players removed during the game (kicked or quit); they no longer act. */
  removed: PlayerId[];
  scores: Record<PlayerId, number>;
  /** Points added by the last scored stage, multiplier included (the delta badge). */
  lastDeltas: Record<PlayerId, number>;
  /** Points added so far in the current round, multiplier included. */
  roundDeltas: Record<PlayerId, number>;
  over: boolean;
  /**
   * The audience's choices in the stage `stageNumber`, counted per option id (`recordAudience`).
   * Absent until an audience member chooses; a later stage reads it as empty.
   */
  audience?: AudienceTally;
  /**
   * The ids of each player's last applied moves (oldest first, at most `MOVE_IDS_KEPT` per player), so
   * a move sent again (a phone resending after a reconnect) is recognised, also after a restart.
   * Absent until a move with an id is applied.
   */
  moveIds?: Record<PlayerId, string[]>;
  /**
   * What the host hid from every screen (an answer, a caption, a drawing), by the game's content id
   * (`GameDef.hideable`). Views leave it out for the rest of the match; absent until the host hides one.
   */
  hidden?: string[];
}

/**
 * Extra time in the current stage. The stage keeps its normal deadline for everyone (`baseEndsAt`);
 * while one of `waitingFor` has not acted, it ends `capMs` later instead (`Match.stageEndsAt`), and
 * once the last of them acts after the normal deadline, it ends at once. A player's first accepted
 * move in the stage counts as acting.
 */
export interface StageExtraTime {
  /** The stage's normal deadline: everyone else's, and the one the shared screen counts down to. */
  baseEndsAt: number;
  /** How much later the stage may end for those who asked for extra time (the room's cap, in ms). */
  capMs: number;
  /** Players with extra time who act in this stage and have not yet: the stage waits for them. */
  waitingFor: PlayerId[];
  /** Players who have moved in this stage since it had extra time (so turning it on later adds no wait for them). */
  acted: PlayerId[];
}

/** Why a stage ended: its deadline passed, its actors were done, or the host moved it on. */
export type AdvanceReason = 'deadline' | 'complete' | 'skip';

/** What a change asks the runtime to do; the runtime is the only place that does IO. */
export type EngineEvent =
  | { type: 'stageEntered'; stage: string; stageNumber: number; endsAt: number | null }
  | { type: 'stageCompleted'; stage: string; stageNumber: number; reason: AdvanceReason }
  | { type: 'newRound'; round: number }
  | { type: 'scored'; deltas: Record<PlayerId, number> }
  | { type: 'moveAccepted'; playerId: PlayerId; move: string }
  /** A person's seat was handed to the AI (`on`), or its player took it back. */
  | { type: 'standIn'; playerId: PlayerId; on: boolean }
  /** A player turned their extra time on or off. */
  | { type: 'extraTime'; playerId: PlayerId; on: boolean }
  /** The host hid a piece of content from every screen. */
  | { type: 'hidden'; contentId: string }
  | { type: 'gameOver'; scores: Record<PlayerId, number> };

export interface Step<S> {
  match: Match<S>;
  events: EngineEvent[];
}

/**
 * `applyMove`'s answer to a move whose `moveId` this player's earlier move already had: that move
 * counted, this one is not applied again. `match` is the caller's match itself, unchanged, and there
 * are no events: the runtime stores and publishes nothing, and confirms the move to the sender as it
 * would an accepted one. It is a `Step`, so code that only knows steps stays correct (an unchanged
 * match); tell it apart with `isDuplicateMove`.
 */
export interface DuplicateMove<S> extends Step<S> {
  duplicate: true;
  /** The id that was already applied. */
  moveId: string;
  events: [];
}

export function isDuplicateMove<S>(result: Step<S> | Invalid): result is DuplicateMove<S> {
  return (result as Partial<DuplicateMove<S>>).duplicate === true;
}

/** How an AI player acts on what it sees. null: nothing to do now. */
export type BotPolicy<PlayerView, Settings extends BaseSettings = BaseSettings> = (
  view: PlayerView,
  rng: Rng,
  ctx: { settings: Settings; playerId: PlayerId; now: number },
) => { move: string; payload: unknown; delayMs: number } | null;

/** The audience's choices of one stage: how many members chose each option. */
export interface AudienceTally {
  stageNumber: number;
  counts: Record<string, number>;
}

/** One thing the audience may choose: its id (what the phones send) and what the phones show. */
export interface AudienceOption {
  id: string;
  /** Text shown on the button (an answer, a caption, a player's name, a side); absent: `labelKey`. */
  label?: string;
  /** A translation key of the web app's locales, for options that are words of the game (WIN, A, a spot). */
  labelKey?: string;
}

/**
 * What the audience may do now. `choose`: one of `options` (a vote, a bet, a pick, a spot), which a
 * member may change until the stage ends; counted, never stored per member in the match. `guess`: a
 * typed guess, judged on the server (`judgeGuess`) and answered to that member alone.
 */
export type AudiencePrompt =
  | { kind: 'choose'; action: 'vote' | 'bet' | 'pick' | 'spot'; options: AudienceOption[] }
  | { kind: 'guess'; action: 'guess' };

/**
 * How a game lets an audience (people beyond the seats, up to thousands) take part. Pure, like the
 * rest: the runtime aggregates what the audience sends and asks these.
 */
export interface AudienceDef<S, Settings extends BaseSettings = BaseSettings> {
  /** What the audience may do in the match as it stands; null: watch only. */
  prompt(match: Match<S>, settings: Settings): AudiencePrompt | null;
  /** A typed guess against the stage's secret (the word): right or not. Runs on the server only. */
  judgeGuess?(match: Match<S>, settings: Settings, guess: string): boolean;
  /**
   * A change ended the stage `before` was in: the option ids of that stage's prompt that turned out
   * right (a bet won, the spot the hider was in, the room's majority). Members who chose one score a
   * point on the room's audience board. null or empty: nothing to score.
   */
  rightChoices?(before: Match<S>, after: Match<S>, settings: Settings): string[] | null;
}

export interface GameDef<S, Settings extends BaseSettings = BaseSettings, HostView = unknown, PlayerView = unknown> {
  type: string;
  minPlayers: number;
  maxPlayers: number;
  setup(ctx: Ctx<Settings>): S;
  firstStage: string;
  stages: Record<string, StageDef<S, Settings>>;
  /**
   * The content the host may hide from every screen now (what players wrote or drew that the screens
   * show): its ids. The views leave out whatever `Match.hidden` names. Absent: nothing to hide.
   */
  hideable?(state: S): string[];
  /** The round count (1-based) the state is in; the multiplier is min(round, 3). */
  round(state: S): number;
  /** A player leaves mid-game: the state must no longer wait for them. */
  removePlayer?(state: S, playerId: PlayerId, ctx: Ctx<Settings>): S;
  views: {
    /** The shared screen: no secret of any phone. */
    host(match: Match<S>, settings: Settings): HostView;
    /** One phone: only what that player may know. */
    player(match: Match<S>, playerId: PlayerId, settings: Settings): PlayerView;
  };
  /** AI policies by stage name. */
  bots: Partial<Record<string, BotPolicy<PlayerView, Settings>>>;
  /**
   * Messages the game announces on its own topics after a change, computed from the match before and
   * after it (pure). The runtime publishes them on `/{gametype lower-case}/host/{code}/{topic}`.
   */
  notices?(before: Match<S>, after: Match<S>, settings: Settings): Notice[];
  /** What the audience may do; without it the audience watches. */
  audience?: AudienceDef<S, Settings>;
}

export function defineGame<S, Settings extends BaseSettings, HostView, PlayerView>(
  def: GameDef<S, Settings, HostView, PlayerView>,
): GameDef<S, Settings, HostView, PlayerView> {
  return def;
}
