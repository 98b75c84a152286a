import { expect } from 'vitest';
import { applyMove, isInvalid } from '../src';
import type { BaseSettings, Invalid, Match, PlayerId, Step } from '../src';
import { highestNumber, settings as defaultSettings } from './highest-number';
import type { HighestState } from './highest-number';

export type M = Match<HighestState>;

export function accepted<S>(result: Step<S> | Invalid): Step<S> {
  if (isInvalid(result)) expect.fail(`move refused: ${result.invalid}`);
  return result;
}

/** Everyone in `picks` picks, in order, at `now`. */
export function pickAll(match: M, picks: Record<PlayerId, number>, now: number, settings: BaseSettings = defaultSettings): Step<HighestState> {
  let current = match;
  const events: Step<HighestState>['events'] = [];
  for (const [id, n] of Object.entries(picks)) {
    const step = accepted(applyMove(highestNumber, current, settings, { playerId: Number(id), move: 'pick', payload: { n } }, now));
    current = step.match;
    events.push(...step.events);
  }
  return { match: current, events };
}

/** Freezes a value deeply, so any mutation by the engine throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export function eventTypes(step: { events: { type: string }[] }): string[] {
  return step.events.map((event) => event.type);
}
