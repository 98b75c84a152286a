import rfdc from 'rfdc';
import { createRng } from './rng';
import { scoringCtx } from './scoring';
import type { BaseSettings, Ctx, EngineEvent, GameDef, Match, PlayerId, Rng, Seat, StageDef } from './types';

/** The players still in the game, in seat order: the ones rules and views should count. */
export function activeSeats(match: Pick<Match<unknown>, 'seats' | 'removed'>): Seat[] {
  return match.seats.filter((seat) => !match.removed.includes(seat.playerId));
}

/** Stage names come from stored matches and game code: an unknown one is a bug in the game, not a move to refuse. */
export function stageDef<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  name: string,
): StageDef<S, Settings> {
  const stage = Object.hasOwn(def.stages, name) ? def.stages[name] : undefined;
  if (!stage) throw new Error(`${def.type}: unknown stage "${name}"`);
  return stage;
}

/**
 * One engine operation in progress. Its match is a new top-level object whose parts (state, seats,
 * scores, …) are the caller's own: the operation may set the match's fields, but replaces a part it
 * changes instead of changing it in place (rules return new states), so the caller's match is never
 * touched. The rng is shared by every rule called during the operation and its final state is stored
 * back into the match.
 */
export interface Working<S, Settings extends BaseSettings> {
  match: Match<S>;
  settings: Settings;
  now: number;
  rng: Rng;
  events: EngineEvent[];
}

/**
 * A deep copy of plain data (a view is JSON), for a reader that must not share objects with a match.
 * Node 20's structuredClone posts the value through a MessageChannel: about 3.5 times the time.
 */
export const copyPlainData: <T>(value: T) => T = rfdc({ proto: false, circles: false });

/**
 * A match shares every part a change leaves alone with the match it came from, so a move costs what
 * it changes, not a copy of the whole match (which would live long enough to fill the old generation
 * of a busy server's heap). That holds only while nothing changes a match in place: with freezing on
 * (the test suites turn it on) every match the engine returns is frozen, so a rule or a caller that
 * changes one in place throws where it does.
 */
let freezing = false;

/** Freezes every match the engine returns from now on (a check for tests and development: it costs a walk of what each change made new). */
export function freezeMatches(on: boolean): void {
  freezing = on;
}

export function beginWork<S, Settings extends BaseSettings>(
  match: Match<S>,
  settings: Settings,
  now: number,
): Working<S, Settings> {
  return { match: { ...match }, settings, now, rng: createRng(match.seed, match.rngState), events: [] };
}

export function finishWork<S>(work: Working<S, BaseSettings>): { match: Match<S>; events: EngineEvent[] } {
  work.match.rngState = work.rng.state();
  if (freezing) deepFreeze(work.match);
  return { match: work.match, events: work.events };
}

/** Parts already frozen were frozen whole: only what a change made new is walked. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

/**
 * Seats and scores are read again on every call: a player removed, or points added, earlier in the
 * same operation must show.
 */
export function ctxOf<S, Settings extends BaseSettings>(work: Working<S, Settings>): Ctx<Settings> {
  const { match, settings } = work;
  return { now: work.now, rng: work.rng, settings, seats: activeSeats(match), audience: audienceCounts(match), ...scoringCtx(match, settings.maxScore) };
}

/**
 * A ctx for reading (views, bots): its rng is a throwaway copy, so asking who the actors are never
 * changes the match's random sequence.
 */
export function readCtx<Settings extends BaseSettings>(match: Match<unknown>, settings: Settings, now: number): Ctx<Settings> {
  return { now, rng: createRng(match.seed, match.rngState), settings, seats: activeSeats(match), audience: audienceCounts(match), ...scoringCtx(match, settings.maxScore) };
}

/** The audience's counts for the stage the match is in; a tally of an earlier stage reads as none. */
export function audienceCounts(match: Pick<Match<unknown>, 'audience' | 'stageNumber'>): Readonly<Record<string, number>> {
  return match.audience && match.audience.stageNumber === match.stageNumber ? match.audience.counts : {};
}

/** The current stage's actors, or nobody once the match is over. */
export function currentActors<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): PlayerId[] {
  if (match.over) return [];
  return stageDef(def, match.stage).actors(match.state, readCtx(match, settings, now));
}
