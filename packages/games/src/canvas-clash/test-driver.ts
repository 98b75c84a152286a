/**
 * Plays CANVAS_CLASH matches in tests the way the server runtime does: letters are revealed at the
 * stage's wake times, stages end at their deadlines, robots' moves land at their scheduled times, and
 * scripted people act at given moments. Every change also yields the host notices it announces.
 */

import { applyMove, botActions, isInvalid, nextWakeAt, removeSeat, startMatch, tick, wake } from '@snackparty/engine';
import type { BotAction, Invalid, Match, Notice, PlayerId, Seat, Step } from '@snackparty/engine';
import { canvasClash } from '.';
import type { CanvasClashSettings, CanvasClashState } from './types';

export type M = Match<CanvasClashState>;
export const T0 = 1_700_000_000_000;

export function settingsOf(overrides: Partial<CanvasClashSettings> = {}): CanvasClashSettings {
  return { language: 'en', numberOfRounds: 3, numberOfTurns: 1, maxScore: 1_000_000, wordPackIds: [], ...overrides };
}

/** Short aliases, so no alias ever looks like a secret word. */
export function seatsOf(ids: PlayerId[]): Seat[] {
  return ids.map((playerId) => ({ playerId, alias: playerId < 0 ? `R${-playerId}` : `P${playerId}`, robot: playerId < 0 }));
}

export function start(ids: PlayerId[], settings: CanvasClashSettings, seed = 5): M {
  return startMatch(canvasClash, { seats: seatsOf(ids), settings, seed, now: T0 }).match;
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
    readonly settings: CanvasClashSettings,
    ids: PlayerId[],
    seed = 5,
  ) {
    this.match = start(ids, settings, seed);
    this.now = T0;
  }

  private commit(step: Step<CanvasClashState>): void {
    const before = this.match;
    this.match = step.match;
    for (const [key, action] of this.planned) if (action.stageNumber !== step.match.stageNumber) this.planned.delete(key);
    this.notices.push(...(canvasClash.notices?.(before, step.match, this.settings) ?? []));
    this.onChange(before, step.match);
  }

  /** A person's move at the current time; returns the refusal when refused. */
  move(playerId: PlayerId, move: string, payload: unknown): Invalid | null {
    const result = applyMove(canvasClash, this.match, this.settings, { playerId, move, payload }, this.now);
    if (isInvalid(result)) return result;
    this.commit(result);
    return null;
  }

  guess(playerId: PlayerId, text: string): Invalid | null {
    return this.move(playerId, 'guess', { text });
  }

  remove(playerId: PlayerId): void {
    this.commit(removeSeat(canvasClash, this.match, this.settings, playerId, this.now));
  }

  /**
   * Lets time pass until `until` (server ms): wakes, deadlines and, with `robots`, the robots' moves, in
   * time order.
   */
  runUntil(until: number, robots = true): void {
    for (let guard = 0; guard < 10_000 && !this.match.over; guard++) {
      const wakeAt = nextWakeAt(canvasClash, this.match, this.settings, this.now);
      const deadline = this.match.stageEndsAt;
      if (robots) {
        for (const action of botActions(canvasClash, this.match, this.settings, this.now)) {
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
        const result = applyMove(canvasClash, this.match, this.settings, firstAction, at);
        if (!isInvalid(result)) {
          this.commit(result);
          continue;
        }
      }
      if (wakeAt !== null && wakeAt <= at) {
        const step = wake(canvasClash, this.match, this.settings, at);
        if (step) {
          this.commit(step);
          continue;
        }
      }
      if (deadline !== null && deadline <= at) {
        const step = tick(canvasClash, this.match, this.settings, at);
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
