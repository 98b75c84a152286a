import { beginWork, ctxOf, finishWork, readCtx, stageDef } from './context';
import type { Working } from './context';
import { openStageExtraTime } from './extra-time';
import { addPoints, reachedMaxScore } from './scoring';
import { GAME_OVER } from './types';
import type { AdvanceReason, BaseSettings, GameDef, Match, Step } from './types';

/**
 * How many stages one operation may pass through when stages keep completing as soon as they are
 * entered. A game whose stages all complete at once would otherwise loop forever; past this, the
 * match waits in the stage it reached for its deadline or the host.
 */
export const MAX_CHAINED_STAGES = 64;

/** Enters a stage: onEnter, deadline, and a new round when the game says one began. */
export function enterStage<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  work: Working<S, Settings>,
  name: string,
): void {
  const stage = stageDef(def, name);
  const m = work.match;
  m.stage = name;
  m.stageNumber += 1;
  m.stageStartedAt = work.now;
  // A game starts a round either as a stage ends (its state already says so here) or in onEnter: the
  // round is followed before onEnter and again after it, so that the stage's ctx carries the round's
  // multiplier and deltas as soon as they are known.
  const previous = { round: m.round, roundDeltas: m.roundDeltas };
  const followRound = (): void => {
    const round = def.round(m.state);
    if (round === m.round) return;
    m.round = round;
    m.roundDeltas = round === previous.round ? previous.roundDeltas : {};
  };
  followRound();
  if (stage.onEnter) m.state = stage.onEnter(m.state, ctxOf(work));
  followRound();
  const duration = stage.durationMs(m.state, ctxOf(work));
  m.stageEndsAt = duration === null || !Number.isFinite(duration) ? null : work.now + Math.max(0, duration);
  openStageExtraTime(def, work);
  work.events.push({ type: 'stageEntered', stage: name, stageNumber: m.stageNumber, endsAt: m.stageEndsAt });
  if (m.round !== previous.round) work.events.push({ type: 'newRound', round: m.round });
}

/** The match is over: no stage, no deadline, final scores announced. */
export function finishMatch<S>(work: Working<S, BaseSettings>): void {
  const m = work.match;
  m.over = true;
  m.stage = GAME_OVER;
  m.stageNumber += 1;
  m.stageStartedAt = work.now;
  m.stageEndsAt = null;
  delete m.stageExtraTime;
  work.events.push({ type: 'gameOver', scores: { ...m.scores } });
}

/** Ends the current stage and moves on, through any stage that is complete on arrival. */
export function advanceWork<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  work: Working<S, Settings>,
  reason: AdvanceReason,
): void {
  let why = reason;
  for (let hop = 0; hop < MAX_CHAINED_STAGES && !work.match.over; hop++) {
    const m = work.match;
    const stage = stageDef(def, m.stage);
    // Exit before scoring: onExit fills in the neutral moves of those who did not act, then resolves.
    const exit = stage.onExit(m.state, ctxOf(work));
    m.state = exit.state;
    if (exit.points !== undefined) work.events.push({ type: 'scored', deltas: addPoints(m, exit.points) });
    work.events.push({ type: 'stageCompleted', stage: m.stage, stageNumber: m.stageNumber, reason: why });

    if (reachedMaxScore(m.scores, work.settings.maxScore)) return finishMatch(work);
    const next = stage.next(m.state, ctxOf(work));
    if (next === GAME_OVER) return finishMatch(work);
    enterStage(def, work, next);
    if (!stageDef(def, next).isComplete(m.state, ctxOf(work))) return;
    why = 'complete';
  }
}

/** Ends the current stage (onExit, scoring, next stage or game over). A finished match is returned unchanged. */
export function advanceStage<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
  reason: AdvanceReason,
): Step<S> {
  const work = beginWork(match, settings, now);
  advanceWork(def, work, reason);
  return finishWork(work);
}

/**
 * The host skips the timer: a timed stage ends now, as if its deadline had passed. A stage without a
 * deadline has no timer to skip, so the match is returned unchanged with no events (as is a finished
 * one): a skip that arrives just after the deadline moved the room on must not also end the next,
 * untimed stage before anyone has seen it. `nextStage` is what leaves an untimed stage.
 */
export function skipTimer<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): Step<S> {
  if (match.stageEndsAt === null) return finishWork(beginWork(match, settings, now));
  return advanceStage(def, match, settings, now, 'skip');
}

/** The host moves the room to the next stage, whether the current one has a deadline or waits for its players. */
export function nextStage<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): Step<S> {
  return advanceStage(def, match, settings, now, 'skip');
}

/**
 * Called by the runtime when the stage's timer fires, and on restart with the current time. Only a
 * passed deadline advances; an early or stale call returns null so the runtime has nothing to do.
 */
export function tick<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): Step<S> | null {
  if (match.over || match.stageEndsAt === null || now < match.stageEndsAt) return null;
  return advanceStage(def, match, settings, now, 'deadline');
}

/**
 * Called by the runtime at the stage's `nextWakeAt` time: lets the stage change with time (onWake),
 * and ends it when that makes it complete. Null when nothing is due.
 */
export function wake<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): Step<S> | null {
  if (match.over) return null;
  const stage = stageDef(def, match.stage);
  if (!stage.onWake || !stage.nextWakeAt) return null;
  const work = beginWork(match, settings, now);
  const at = stage.nextWakeAt(work.match.state, ctxOf(work));
  if (at === null || now < at) return null;
  work.match.state = stage.onWake(work.match.state, ctxOf(work));
  if (stage.isComplete(work.match.state, ctxOf(work))) advanceWork(def, work, 'complete');
  return finishWork(work);
}

/** When the runtime should call `wake` next for the current stage, or null. */
export function nextWakeAt<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): number | null {
  if (match.over) return null;
  const stage = stageDef(def, match.stage);
  if (!stage.nextWakeAt) return null;
  return stage.nextWakeAt(match.state, readCtx(match, settings, now));
}
