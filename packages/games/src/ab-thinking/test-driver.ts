/**
 * Plays AB_THINKING matches in tests the way the server runtime does: stages end at their deadlines,
 * robots' moves land at their scheduled times, and scripted people act at given moments.
 */

import { applyMove, botActions, isInvalid, removeSeat, startMatch, tick } from '@snackparty/engine';
import type { BotAction, Invalid, Match, PlayerId, Seat, Step } from '@snackparty/engine';
import { abThinking } from '.';
import type { AbThinkingSettings, AbThinkingState, AnswerPayload, Question } from './types';

export type M = Match<AbThinkingState>;
export const T0 = 1_700_000_000_000;

export function settingsOf(overrides: Partial<AbThinkingSettings> = {}): AbThinkingSettings {
  return { language: 'en', numberOfRounds: 3, numberOfTurns: 2, maxScore: 1_000_000, ...overrides };
}

export function seatsOf(ids: PlayerId[]): Seat[] {
  return ids.map((playerId) => ({ playerId, alias: playerId < 0 ? `R${-playerId}` : `P${playerId}`, robot: playerId < 0 }));
}

export function start(ids: PlayerId[], settings: AbThinkingSettings, seed = 5): M {
  return startMatch(abThinking, { seats: seatsOf(ids), settings, seed, now: T0 }).match;
}

/** A running match and the clock. */
export class Table {
  match: M;
  now: number;
  /** Robots' moves planned, by player and stage, kept until they land (as the runtime's clock does). */
  private readonly planned = new Map<string, BotAction>();
  /** Called after every change with the match before and after it. */
  onChange: (before: M, after: M) => void = () => {};

  constructor(
    readonly settings: AbThinkingSettings,
    ids: PlayerId[],
    seed = 5,
  ) {
    this.match = start(ids, settings, seed);
    this.now = T0;
  }

  commit(step: Step<AbThinkingState>): void {
    const before = this.match;
    this.match = step.match;
    for (const [key, action] of this.planned) if (action.stageNumber !== step.match.stageNumber) this.planned.delete(key);
    this.onChange(before, step.match);
  }

  /** A person's move at the current time; returns the refusal when refused. */
  move(playerId: PlayerId, move: string, payload: unknown, moveId?: string): Invalid | null {
    const result = applyMove(abThinking, this.match, this.settings, { playerId, move, payload, ...(moveId ? { moveId } : {}) }, this.now);
    if (isInvalid(result)) return result;
    this.commit(result);
    return null;
  }

  answer(playerId: PlayerId, payload: AnswerPayload): Invalid | null {
    return this.move(playerId, 'answer', payload);
  }

  /** Each listed player answers what the question asks of them; `of(id)` says what (null: nothing). */
  answerAll(ids: PlayerId[], of: (id: PlayerId) => AnswerPayload | null): void {
    for (const id of ids) {
      const payload = of(id);
      if (payload === null || this.match.stage !== 'question') continue;
      const refused = this.answer(id, payload);
      if (refused) throw new Error(`answer of ${id} refused: ${refused.invalid}`);
    }
  }

  /** The question on the screen. */
  get question(): Question {
    const question = this.match.state.questions[this.match.state.current];
    if (!question) throw new Error('no question on the screen');
    return question;
  }

  /** The final's named player on the question on the screen. */
  get named(): PlayerId {
    const spotlight = this.match.state.spotlight;
    if (!spotlight) throw new Error('nobody is named');
    return spotlight.playerId;
  }

  remove(playerId: PlayerId): void {
    this.commit(removeSeat(abThinking, this.match, this.settings, playerId, this.now));
  }

  /** Lets time pass until `until` (server ms): deadlines and, with `robots`, the robots' moves, in time order. */
  runUntil(until: number, robots = true): void {
    for (let guard = 0; guard < 10_000 && !this.match.over; guard++) {
      const deadline = this.match.stageEndsAt;
      if (robots) {
        for (const action of botActions(abThinking, this.match, this.settings, this.now)) {
          const key = `${action.playerId}:${action.stageNumber}`;
          if (!this.planned.has(key)) this.planned.set(key, action);
        }
      }
      const firstAction = [...this.planned.values()].reduce<BotAction | null>((a, b) => (a === null || b.at < a.at ? b : a), null);
      const times = [deadline, firstAction?.at ?? null].filter((t): t is number => t !== null);
      if (times.length === 0) return;
      const at = Math.max(this.now, Math.min(...times));
      if (at > until) {
        this.now = until;
        return;
      }
      this.now = at;
      if (firstAction && firstAction.at === at) {
        this.planned.delete(`${firstAction.playerId}:${firstAction.stageNumber}`);
        const result = applyMove(abThinking, this.match, this.settings, firstAction, at);
        if (!isInvalid(result)) this.commit(result);
        continue;
      }
      if (deadline !== null && deadline <= at) {
        const step = tick(abThinking, this.match, this.settings, at);
        if (step) this.commit(step);
      }
    }
  }

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

  /** Runs stages out until the match is in `stage` (or over). */
  until(stage: string, robots = true): void {
    for (let guard = 0; guard < 1_000 && !this.match.over && this.match.stage !== stage; guard++) this.finishStage(robots);
  }

  playToEnd(robots = true): void {
    for (let guard = 0; guard < 10_000 && !this.match.over; guard++) this.finishStage(robots);
  }
}
