/**
 * Plays HIDE_AND_PEEK matches in tests the way the server runtime does: stages end at their deadlines,
 * robots' moves land at their scheduled times, and scripted people act at given moments.
 */

import { applyMove, botActions, isInvalid, nextWakeAt, removeSeat, startMatch, tick, wake } from '@snackparty/engine';
import type { BotAction, Invalid, Match, Notice, PlayerId, Seat, Step } from '@snackparty/engine';
import { hideAndPeek } from '.';
import type { HideAndPeekSettings, HideAndPeekState } from './types';

export type M = Match<HideAndPeekState>;
export const T0 = 1_700_000_000_000;

export function settingsOf(overrides: Partial<HideAndPeekSettings> = {}): HideAndPeekSettings {
  return { language: 'en', numberOfRounds: 3, numberOfTurns: 1, maxScore: 1_000_000, ...overrides };
}

/** Short aliases; AI players have ids below zero. */
export function seatsOf(ids: PlayerId[]): Seat[] {
  return ids.map((playerId) => ({ playerId, alias: playerId < 0 ? `R${-playerId}` : `P${playerId}`, robot: playerId < 0 }));
}

export function start(ids: PlayerId[], settings: HideAndPeekSettings, seed = 5): M {
  return startMatch(hideAndPeek, { seats: seatsOf(ids), settings, seed, now: T0 }).match;
}

/** A running match, the clock, and every notice announced so far. */
export class Table {
  match: M;
  now: number;
  readonly notices: Notice[] = [];
  /** Robots' moves planned, by player and stage, kept until they land (as the runtime's clock does). */
  private readonly planned = new Map<string, BotAction>();
  /** Called after every change with the match before and after it. */
  onChange: (before: M, after: M) => void = () => {};

  constructor(
    readonly settings: HideAndPeekSettings,
    ids: PlayerId[],
    seed = 5,
  ) {
    this.match = start(ids, settings, seed);
    this.now = T0;
  }

  private commit(step: Step<HideAndPeekState>): void {
    const before = this.match;
    this.match = step.match;
    for (const [key, action] of this.planned) if (action.stageNumber !== step.match.stageNumber) this.planned.delete(key);
    this.notices.push(...(hideAndPeek.notices?.(before, step.match, this.settings) ?? []));
    this.onChange(before, step.match);
  }

  /** A person's move at the current time; returns the refusal when refused. */
  move(playerId: PlayerId, move: string, payload: unknown): Invalid | null {
    const result = applyMove(hideAndPeek, this.match, this.settings, { playerId, move, payload }, this.now);
    if (isInvalid(result)) return result;
    this.commit(result);
    return null;
  }

  hide(playerId: PlayerId, spotName: string): Invalid | null {
    return this.move(playerId, 'submitSpot', { spotName });
  }

  peek(playerId: PlayerId, spotName: string): Invalid | null {
    return this.move(playerId, 'submitGuess', { spotName });
  }

  /** Lets the current stage run out and stops in the named one (at most `limit` stages on). */
  until(stage: string, robots = true, limit = 12): void {
    for (let i = 0; i < limit && !this.match.over && this.match.stage !== stage; i++) this.finishStage(robots);
  }

  remove(playerId: PlayerId): void {
    this.commit(removeSeat(hideAndPeek, this.match, this.settings, playerId, this.now));
  }

  /**
   * Lets time pass until `until` (server ms): wakes, deadlines and, with `robots`, the robots' moves, in
   * time order.
   */
  runUntil(until: number, robots = true): void {
    for (let guard = 0; guard < 10_000 && !this.match.over; guard++) {
      const wakeAt = nextWakeAt(hideAndPeek, this.match, this.settings, this.now);
      const deadline = this.match.stageEndsAt;
      if (robots) {
        for (const action of botActions(hideAndPeek, this.match, this.settings, this.now)) {
          const key = `${action.playerId}:${action.stageNumber}`;
          if (!this.planned.has(key)) this.planned.set(key, action);
        }
      }
      const firstAction = [...this.planned.values()].reduce<BotAction | null>((a, b) => (a === null || b.at < a.at ? b : a), null);
      const times = [wakeAt, deadline, firstAction?.at ?? null].filter((t): t is number => t !== null);
      if (times.length === 0) return;
      const at = Math.max(this.now, Math.min(...times));
      if (at > until) {
        this.now = until;
        return;
      }
      this.now = at;
      if (firstAction && firstAction.at === at) {
        this.planned.delete(`${firstAction.playerId}:${firstAction.stageNumber}`);
        const result = applyMove(hideAndPeek, this.match, this.settings, firstAction, at);
        if (!isInvalid(result)) {
          this.commit(result);
          continue;
        }
      }
      if (wakeAt !== null && wakeAt <= at) {
        const step = wake(hideAndPeek, this.match, this.settings, at);
        if (step) {
          this.commit(step);
          continue;
        }
      }
      if (deadline !== null && deadline <= at) {
        const step = tick(hideAndPeek, this.match, this.settings, at);
        if (step) this.commit(step);
        continue;
      }
    }
  }

  /** Lets time pass by `ms`. */
  wait(ms: number, robots = true): void {
    this.runUntil(this.now + ms, robots);
  }

  /** Lets the current stage run out (or end by the robots' moves). */
  finishStage(robots = true): void {
    const stageNumber = this.match.stageNumber;
    for (let guard = 0; guard < 1_000 && !this.match.over && this.match.stageNumber === stageNumber; guard++) {
      this.runUntil(this.match.stageEndsAt ?? this.now, robots);
    }
  }

  /** Plays on until the game is over. */
  playToEnd(robots = true): void {
    for (let guard = 0; guard < 10_000 && !this.match.over; guard++) this.finishStage(robots);
  }
}
