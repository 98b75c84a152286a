import { activeSeats, currentActors } from './context';
import { baseDeadline, deadlineOf, waitingForExtraTime } from './extra-time';
import { roundMultiplier } from './scoring';
import type { BaseSettings, GameDef, Match, PlayerId, Seat } from './types';

/** What every screen shows whatever the game: stage and timer, round, the score table. */
export interface EngineView {
  gameType: string;
  stage: string;
  stageNumber: number;
  stageStartedAt: number;
  /**
   * When the stage ends for this audience: a phone's own deadline (later while the stage waits for its
   * extra time), the normal deadline on the shared screen.
   */
  stageEndsAt: number | null;
  /** Players the stage waits for beyond its normal deadline (they asked for extra time and have not acted yet); absent: nobody. */
  extraTimeWaiting?: PlayerId[];
  round: number;
  /** The current round's multiplier (×1, ×2, ×3). */
  multiplier: number;
  over: boolean;
  scores: Record<PlayerId, number>;
  lastDeltas: Record<PlayerId, number>;
  roundDeltas: Record<PlayerId, number>;
  /** The players still in the game, in seat order. */
  seats: Seat[];
  /** Players who left or were kicked; their scores stay in `scores`. */
  removed: PlayerId[];
}

export interface HostViewEnvelope<V> extends EngineView {
  game: V;
}

export interface PlayerViewEnvelope<V> extends EngineView {
  playerId: PlayerId;
  /** Whether the current stage expects a move from this player. */
  isActor: boolean;
  game: V;
}

/** `deadline`: the stage's end for this audience. */
function engineView(match: Match<unknown>, deadline: number | null): EngineView {
  const waiting = waitingForExtraTime(match);
  return {
    gameType: match.gameType,
    stage: match.stage,
    stageNumber: match.stageNumber,
    stageStartedAt: match.stageStartedAt,
    stageEndsAt: deadline,
    round: match.round,
    multiplier: roundMultiplier(match.round),
    over: match.over,
    scores: { ...match.scores },
    lastDeltas: { ...match.lastDeltas },
    roundDeltas: { ...match.roundDeltas },
    // Who asked for extra time is their own setting: the screens learn only whom the stage waits for.
    seats: activeSeats(match).map(({ extraTime: _own, ...seat }) => seat),
    removed: [...match.removed],
    ...(waiting.length > 0 ? { extraTimeWaiting: waiting } : {}),
  };
}

/** The shared screen's view: the common part plus the game's host view (no phone's secrets). */
export function hostView<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
): HostViewEnvelope<H> {
  const view = engineView(match, baseDeadline(match)) as HostViewEnvelope<H>;
  view.game = def.views.host(match, settings);
  return view;
}

/**
 * One phone's view: the common part plus the game's view for that player only. Actors are computed
 * at the stage's start time, since views have no clock of their own.
 */
export function playerView<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  playerId: PlayerId,
  settings: Settings,
): PlayerViewEnvelope<P> {
  return playerViews(def, match, [playerId], settings)[0]!;
}

/**
 * The views of several phones of one match, each as `playerView` gives it. Every move sends every
 * phone its view, so what they have in common (the stage's actors, the scores, the seats) is worked
 * out once, and the views share it: read them, do not change them.
 */
export function playerViews<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  playerIds: readonly PlayerId[],
  settings: Settings,
): PlayerViewEnvelope<P>[] {
  const actors = new Set(currentActors(def, match, settings, match.stageStartedAt));
  const common = engineView(match, null);
  return playerIds.map((playerId) => {
    // Copied and filled in, not spread into a literal: on Node 20 the spread took four times as long.
    const view = Object.assign({}, common) as PlayerViewEnvelope<P>;
    view.stageEndsAt = deadlineOf(match, playerId);
    view.playerId = playerId;
    view.isActor = !match.removed.includes(playerId) && actors.has(playerId);
    view.game = def.views.player(match, playerId, settings);
    return view;
  });
}
