import { advanceWork } from './advance';
import { activeSeats, beginWork, ctxOf, finishWork, stageDef } from './context';
import type { Working } from './context';
import type { BaseSettings, GameDef, Match, PlayerId, Step } from './types';

/** The room's cap on extra time when its settings name none (the same default as the protocol's). */
export const DEFAULT_EXTRA_TIME_CAP_SECONDS = 20;
/** The largest cap a room may set. */
export const MAX_EXTRA_TIME_CAP_SECONDS = 120;

/** The extra time (ms) a player who asked for it gets on a timed stage in a room with these settings; 0: none. */
export function extraTimeCapMs(settings: Pick<BaseSettings, 'extraTimeCapSeconds'>): number {
  const seconds = settings.extraTimeCapSeconds;
  const capped = typeof seconds === 'number' && Number.isFinite(seconds) ? Math.min(MAX_EXTRA_TIME_CAP_SECONDS, Math.max(0, seconds)) : DEFAULT_EXTRA_TIME_CAP_SECONDS;
  return Math.round(capped * 1000);
}

/** The stage's normal deadline, everyone's but the players waited for: what the shared screen counts down to. */
export function baseDeadline(match: Pick<Match<unknown>, 'stageEndsAt' | 'stageExtraTime'>): number | null {
  if (match.stageEndsAt === null) return null;
  return match.stageExtraTime ? match.stageExtraTime.baseEndsAt : match.stageEndsAt;
}

/** One player's own deadline in the current stage: later than everyone's while the stage waits for them. */
export function deadlineOf(match: Pick<Match<unknown>, 'stageEndsAt' | 'stageExtraTime'>, playerId: PlayerId): number | null {
  const extra = match.stageExtraTime;
  if (match.stageEndsAt === null || !extra) return match.stageEndsAt;
  return extra.waitingFor.includes(playerId) ? match.stageEndsAt : extra.baseEndsAt;
}

/** The players the current stage still waits for beyond its normal deadline (extra time on, not yet acted). */
export function waitingForExtraTime(match: Pick<Match<unknown>, 'stageExtraTime' | 'over'>): PlayerId[] {
  return match.over || !match.stageExtraTime ? [] : [...match.stageExtraTime.waitingFor];
}

/** Whether a person asked for extra time. */
export function hasExtraTime(match: Pick<Match<unknown>, 'seats'>, playerId: PlayerId): boolean {
  return match.seats.some((seat) => seat.playerId === playerId && seat.extraTime === true);
}

/**
 * A stage was just entered with its normal deadline in `stageEndsAt`: when a seat has extra time and
 * the room gives some, the stage keeps that deadline as its base and waits for those of them who act
 * in it (AI players, and seats the AI plays for now, need none).
 */
export function openStageExtraTime<S, Settings extends BaseSettings, H, P>(def: GameDef<S, Settings, H, P>, work: Working<S, Settings>): void {
  const m = work.match;
  delete m.stageExtraTime;
  if (m.over || m.stageEndsAt === null) return;
  const capMs = extraTimeCapMs(work.settings);
  const asked = activeSeats(m).filter((seat) => seat.extraTime && !seat.robot);
  if (capMs === 0 || asked.length === 0) return;
  const actors = stageDef(def, m.stage).actors(m.state, ctxOf(work));
  const waitingFor = asked.filter((seat) => !seat.standIn && actors.includes(seat.playerId)).map((seat) => seat.playerId);
  m.stageExtraTime = { baseEndsAt: m.stageEndsAt, capMs, waitingFor, acted: [] };
  settleDeadline(m);
}

/** The stage's end from its extra time: stretched while someone is waited for, the normal deadline otherwise. */
function settleDeadline(m: Match<unknown>): void {
  const extra = m.stageExtraTime;
  if (!extra || m.stageEndsAt === null) return;
  m.stageEndsAt = extra.waitingFor.length > 0 ? extra.baseEndsAt + extra.capMs : extra.baseEndsAt;
}

/**
 * Stops waiting for a player in the current stage (they acted, left, or turned extra time off).
 * Returns whether the stage's deadline has now passed: the caller ends the stage then.
 */
export function stopWaitingFor(work: Working<unknown, BaseSettings>, playerId: PlayerId, acted: boolean): boolean {
  const m = work.match;
  const extra = m.stageExtraTime;
  if (!extra) return false;
  const acts = acted && !extra.acted.includes(playerId);
  const waited = extra.waitingFor.includes(playerId);
  if (!acts && !waited) return false;
  m.stageExtraTime = {
    ...extra,
    acted: acts ? [...extra.acted, playerId] : extra.acted,
    waitingFor: waited ? extra.waitingFor.filter((id) => id !== playerId) : extra.waitingFor,
  };
  if (!waited) return false;
  settleDeadline(m);
  return m.stageEndsAt !== null && work.now >= m.stageEndsAt;
}

/**
 * A player turns their extra time on or off (from their phone). The seat keeps the choice for the
 * rest of the match. In a timed stage under way, turned on before its normal deadline by an actor who
 * has not acted yet, the stage waits for them too; turned off, it stops waiting for them, and ends at
 * once when its normal deadline has passed and nobody else is waited for. Robots, removed or unknown
 * seats, a finished match and a seat already so are returned unchanged, with no events.
 */
export function setExtraTime<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  playerId: PlayerId,
  on: boolean,
  now: number,
): Step<S> {
  const work = beginWork(match, settings, now);
  const m = work.match;
  const seat = m.seats.find((candidate) => candidate.playerId === playerId);
  const eligible = seat && !seat.robot && !m.removed.includes(playerId) && !m.over;
  if (!eligible || !!seat.extraTime === on) return finishWork(work);
  m.seats = m.seats.map((candidate) => {
    if (candidate.playerId !== playerId) return candidate;
    const { extraTime: _previous, ...rest } = candidate;
    return on ? { ...rest, extraTime: true } : rest;
  });
  work.events.push({ type: 'extraTime', playerId, on });
  if (on) waitAlsoFor(def, work, playerId);
  else if (stopWaitingFor(work, playerId, false)) advanceWork(def, work, 'deadline');
  return finishWork(work);
}

/** Extra time turned on mid-stage: the stage waits for the player too, if it is not too late for it. */
function waitAlsoFor<S, Settings extends BaseSettings, H, P>(def: GameDef<S, Settings, H, P>, work: Working<S, Settings>, playerId: PlayerId): void {
  const m = work.match;
  const base = baseDeadline(m);
  const capMs = m.stageExtraTime?.capMs ?? extraTimeCapMs(work.settings);
  if (base === null || work.now >= base || capMs === 0) return;
  const extra = m.stageExtraTime ?? { baseEndsAt: base, capMs, waitingFor: [], acted: [] };
  const seat = m.seats.find((candidate) => candidate.playerId === playerId);
  const acts = stageDef(def, m.stage).actors(m.state, ctxOf(work)).includes(playerId);
  const waits = acts && !seat?.standIn && !extra.acted.includes(playerId) && !extra.waitingFor.includes(playerId);
  m.stageExtraTime = waits ? { ...extra, waitingFor: [...extra.waitingFor, playerId] } : extra;
  settleDeadline(m);
}
