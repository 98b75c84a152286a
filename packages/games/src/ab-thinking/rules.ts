/**
 * The pure rules of AB_THINKING: how many questions a game asks and which, what an answer may be,
 * who is named in the final, and what a question's answers are worth.
 */

import { invalid } from '@snackparty/engine';
import type { Invalid, PlayerId, Rng } from '@snackparty/engine';
import { questionsFor } from './content';
import { abThinkingManifest } from './manifest';
import type { AbThinkingSettings, AbThinkingState, Answer, PointsBreakdown, Question, QuestionResult, Side, Spotlight } from './types';

export const MIN_PLAYERS = abThinkingManifest.players.min;
export const MAX_PLAYERS = abThinkingManifest.players.max;

/** Reading two short answers, tapping one and setting a slider. */
export const QUESTION_MS = 25_000;
/** The final asks a tap and a guess, no slider. */
export const FINAL_QUESTION_MS = 20_000;
/** The bar fills to the real split. */
export const SPLIT_MS = 6_000;
/** Every prediction lands on the bar, then the points. */
export const PREDICTIONS_MS = 10_000;
export const ROUND_SCORES_MS = 8_000;

/**
 * Questions a round asks. Four keep a round near three minutes (about 45 s a question with its
 * reveal), long enough to get a feel for the room, short enough that the round scores come often;
 * and the default three rounds ask twelve, exactly what a test account may ask, so a test game plays
 * the same as anyone's.
 */
export const QUESTIONS_PER_ROUND = 4;
/** The spec's limit of questions per game. */
export const QUESTION_LIMIT = 20;
/** The spec's limit for a test account's game; the server passes it as `questionLimit`. */
export const TEST_ACCOUNT_QUESTION_LIMIT = 12;

/** Base points (before the round multiplier). */
export const POINTS = {
  /** A prediction within 5 percentage points of the real share of A. */
  within5: 300,
  within10: 200,
  within20: 100,
  /** A pick on the majority's side (a tie counts as the majority for everyone). */
  majority: 100,
  /** The final: a right guess of the named player's pick. */
  rightGuess: 100,
  /** The final: to the named player, for each wrong guess about them. */
  wrongGuess: 300,
} as const;

export const ERRORS = {
  /** The answer names nothing, or is not an object. */
  emptyAnswer: 'abthinking.empty_answer',
  /** A pick other than A or B. */
  badPick: 'abthinking.bad_pick',
  /** A prediction that is not a number from 0 to 100. */
  badPrediction: 'abthinking.bad_prediction',
  /** A guess other than A or B. */
  badGuess: 'abthinking.bad_guess',
  /** A prediction in the final, or a guess outside it: this question does not ask for it. */
  notAsked: 'abthinking.not_asked',
  /** The named player cannot guess their own pick. */
  ownPick: 'abthinking.own_pick',
} as const;

// ---------------------------------------------------------------------------------------------
// Settings and the game's questions

/** The most questions this game may ask: the server's `questionLimit` when it is smaller than the spec's 20. */
export function questionLimitOf(settings: Pick<AbThinkingSettings, 'questionLimit'>): number {
  const limit = settings.questionLimit;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit < 1) return QUESTION_LIMIT;
  return Math.min(Math.floor(limit), QUESTION_LIMIT);
}

/** Rounds the room asked for: numberOfRounds, at least one. */
export function roundsAskedOf(settings: Pick<AbThinkingSettings, 'numberOfRounds'>): number {
  const rounds = Math.floor(settings.numberOfRounds);
  return Number.isFinite(rounds) && rounds >= 1 ? rounds : 1;
}

/**
 * Questions per round: four each, as long as the limit allows; under a smaller limit the questions
 * are spread over the rounds as evenly as they go, the later rounds (worth more) getting the one
 * more, and with fewer questions than rounds there is one round per question.
 */
export function questionPlan(rounds: number, limit: number): number[] {
  const total = Math.max(1, Math.min(rounds * QUESTIONS_PER_ROUND, limit));
  const played = Math.max(1, Math.min(rounds, total));
  const base = Math.floor(total / played);
  const extra = total % played;
  return Array.from({ length: played }, (_, i) => base + (i >= played - extra ? 1 : 0));
}

export function familyOnlyOf(settings: Pick<AbThinkingSettings, 'abThinkingSettings' | 'familyMode'>): boolean {
  const own = settings.abThinkingSettings;
  return settings.familyMode === true || !(typeof own === 'object' && own !== null && own.familyOnly === false);
}

/** The bundled questions a room may be asked: the family ones unless it says otherwise. */
export function questionPool(language: string, familyOnly: boolean): Question[] {
  const all = questionsFor(language);
  const family = all.filter((q) => !familyOnly || q.family);
  return (family.length > 0 ? family : all).map((q) => ({ questionId: q.id, text: q.text, a: q.a, b: q.b }));
}

/** The game's questions, in the order they are asked: `count` different ones of the pool, seeded. */
export function pickQuestions(pool: readonly Question[], count: number, rng: Rng): Question[] {
  return rng.shuffle(pool).slice(0, count);
}

/** With two rounds or more, the last one is the final; a one-round game is one normal round. */
export function isFinalRound(round: number, rounds: number): boolean {
  return rounds >= 2 && round === rounds;
}

/** Index in the game's questions of a round's first question. */
export function firstQuestionOf(plan: readonly number[], round: number): number {
  return plan.slice(0, round - 1).reduce((sum, n) => sum + n, 0);
}

/** Whether the question on the screen is its round's last. */
export function isLastOfRound(state: Pick<AbThinkingState, 'plan' | 'round' | 'current'>): boolean {
  return state.current >= firstQuestionOf(state.plan, state.round) + (state.plan[state.round - 1] ?? 0) - 1;
}

// ---------------------------------------------------------------------------------------------
// Answers

export const NO_ANSWER: Answer = { pick: null, prediction: null, guess: null };

function sideOf(value: unknown): Side | null {
  return value === 'A' || value === 'B' ? value : null;
}

/**
 * Checks an answer against what the question asks of the player and merges it into what they sent
 * before: a pick; a prediction (0–100, rounded to a whole point) in a normal round; a guess in the
 * final, never by the named player.
 */
export function mergeAnswer(payload: unknown, before: Answer, asks: { prediction: boolean; guess: boolean; named: boolean }): Answer | Invalid {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return invalid(ERRORS.emptyAnswer);
  const body = payload as Record<string, unknown>;
  const has = (key: string): boolean => Object.hasOwn(body, key) && body[key] !== undefined;
  if (!has('pick') && !has('prediction') && !has('guess')) return invalid(ERRORS.emptyAnswer);
  const next = { ...before };
  if (has('pick')) {
    const pick = sideOf(body.pick);
    if (!pick) return invalid(ERRORS.badPick);
    next.pick = pick;
  }
  if (has('prediction')) {
    if (!asks.prediction) return invalid(ERRORS.notAsked);
    const value = body.prediction;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return invalid(ERRORS.badPrediction);
    next.prediction = Math.round(value);
  }
  if (has('guess')) {
    if (asks.named) return invalid(ERRORS.ownPick);
    if (!asks.guess) return invalid(ERRORS.notAsked);
    const guess = sideOf(body.guess);
    if (!guess) return invalid(ERRORS.badGuess);
    next.guess = guess;
  }
  return next;
}

/** Whether a player has sent everything the question asks of them. */
export function isAnswered(answer: Answer | undefined, asks: { prediction: boolean; guess: boolean }): boolean {
  if (!answer || answer.pick === null) return false;
  if (asks.prediction && answer.prediction === null) return false;
  if (asks.guess && answer.guess === null) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// The final's named player

/**
 * Who the final's next question names: among the players still in, those named the fewest times so
 * far; of them the people before the AI players (reading a friend is the game, an AI player's pick
 * is the room's lean plus chance); then a seeded draw.
 */
export function nextSpotlight(state: Pick<AbThinkingState, 'roster' | 'robots' | 'namedCount'>, rng: Rng): PlayerId | null {
  if (state.roster.length === 0) return null;
  const times = (id: PlayerId): number => state.namedCount[id] ?? 0;
  const fewest = Math.min(...state.roster.map(times));
  const candidates = state.roster.filter((id) => times(id) === fewest);
  const people = candidates.filter((id) => !state.robots.includes(id));
  return rng.pick(people.length > 0 ? people : candidates);
}

// ---------------------------------------------------------------------------------------------
// Points

/** Base points for a prediction `off` percentage points from the truth. */
export function predictionPoints(off: number): number {
  if (off <= 5) return POINTS.within5;
  if (off <= 10) return POINTS.within10;
  if (off <= 20) return POINTS.within20;
  return 0;
}

/** How far a prediction is from the real share: |prediction − 100·A/total|, exact. */
export function predictionError(prediction: number, countA: number, total: number): number {
  return Math.abs(prediction * total - 100 * countA) / total;
}

function emptyBreakdown(): PointsBreakdown {
  return { majority: 0, prediction: 0, guess: 0, named: 0 };
}

/**
 * A question's outcome from the answers of the players still in the game: the split among those who
 * picked (AI players included), 100 to everyone on the majority's side (both sides on a tie), and
 * in a normal round 300 / 200 / 100 for a prediction within 5 / 10 / 20 points of the real share of
 * A; in the final 100 for each right guess of the named player's pick and 300 to them for each wrong
 * one (nothing when they did not pick or left).
 */
export function scoreQuestion(
  answers: Readonly<Record<PlayerId, Answer>>,
  roster: readonly PlayerId[],
  spotlight: Spotlight | null,
): Omit<QuestionResult, 'endsGame' | 'audience'> {
  const kept: Record<PlayerId, Answer> = {};
  for (const id of roster) if (answers[id]) kept[id] = { ...answers[id] };
  const picks = roster.map((id) => kept[id]?.pick ?? null);
  const countA = picks.filter((p) => p === 'A').length;
  const countB = picks.filter((p) => p === 'B').length;
  const total = countA + countB;
  const majority: Side[] = total === 0 ? [] : countA > countB ? ['A'] : countB > countA ? ['B'] : ['A', 'B'];
  const breakdown: Record<PlayerId, PointsBreakdown> = {};
  const entry = (id: PlayerId): PointsBreakdown => (breakdown[id] ??= emptyBreakdown());

  for (const id of roster) {
    const answer = kept[id];
    if (!answer) continue;
    if (answer.pick !== null && majority.includes(answer.pick)) entry(id).majority += POINTS.majority;
    if (spotlight === null && answer.prediction !== null && total > 0) entry(id).prediction += predictionPoints(predictionError(answer.prediction, countA, total));
  }

  const namedPick = spotlight && !spotlight.left ? (kept[spotlight.playerId]?.pick ?? null) : null;
  if (spotlight && namedPick !== null) {
    for (const id of roster) {
      const guess = id === spotlight.playerId ? null : (kept[id]?.guess ?? null);
      if (guess === null) continue;
      if (guess === namedPick) entry(id).guess += POINTS.rightGuess;
      else entry(spotlight.playerId).named += POINTS.wrongGuess;
    }
  }

  const points: Record<PlayerId, number> = {};
  for (const [id, b] of Object.entries(breakdown)) {
    const sum = b.majority + b.prediction + b.guess + b.named;
    if (sum !== 0) points[Number(id)] = sum;
  }
  return { countA, countB, shareA: total === 0 ? null : (100 * countA) / total, majority, answers: kept, points, breakdown, namedPick };
}

// ---------------------------------------------------------------------------------------------
// Rounds

/** The game ends after its last round, or when too few players remain for a round. */
export function gameShouldEnd(state: Pick<AbThinkingState, 'round' | 'rounds' | 'roster'>): boolean {
  return state.round >= state.rounds || state.roster.length < MIN_PLAYERS;
}
