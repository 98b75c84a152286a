/**
 * The stages of a question (question, split, predictions), the round's scores after its last, and
 * the move they accept. A question's points are awarded as its predictions end, so no score moves
 * while the answers are still secret.
 */

import { GAME_OVER, isInvalid } from '@snackparty/engine';
import type { Ctx, Invalid, MoveInput, PlayerId, StageDef } from '@snackparty/engine';
import {
  FINAL_QUESTION_MS,
  NO_ANSWER,
  PREDICTIONS_MS,
  QUESTION_MS,
  ROUND_SCORES_MS,
  SPLIT_MS,
  familyOnlyOf,
  firstQuestionOf,
  gameShouldEnd,
  isAnswered,
  isFinalRound,
  isLastOfRound,
  mergeAnswer,
  nextSpotlight,
  pickQuestions,
  questionLimitOf,
  questionPlan,
  questionPool,
  roundsAskedOf,
  scoreQuestion,
} from './rules';
import { audienceSplitOf } from './audience';
import { STAGES } from './types';
import type { AbThinkingSettings, AbThinkingState } from './types';

type Stage = StageDef<AbThinkingState, AbThinkingSettings>;
type C = Ctx<AbThinkingSettings>;

export function setup(ctx: C): AbThinkingState {
  const familyOnly = familyOnlyOf(ctx.settings);
  const pool = questionPool(ctx.settings.language, familyOnly);
  const plan = questionPlan(roundsAskedOf(ctx.settings), Math.min(questionLimitOf(ctx.settings), pool.length));
  const questions = pickQuestions(pool, plan.reduce((sum, n) => sum + n, 0), ctx.rng);
  return {
    language: ctx.settings.language,
    familyOnly,
    rounds: plan.length,
    plan,
    questions,
    round: 1,
    current: -1,
    final: isFinalRound(1, plan.length),
    roster: ctx.seats.map((s) => s.playerId),
    left: [],
    robots: ctx.seats.filter((s) => s.robot).map((s) => s.playerId),
    spotlight: null,
    namedCount: {},
    answers: {},
    result: null,
    roundPoints: {},
    gameOver: false,
  };
}

/**
 * What the question on the screen asks of a player: the pick always; a prediction in a normal round;
 * in the final a guess of the named player's pick, unless they are the named player or the named
 * player has left (there is nothing left to guess).
 */
export function asksOf(state: Pick<AbThinkingState, 'final' | 'spotlight'>, playerId: PlayerId): { prediction: boolean; guess: boolean; named: boolean } {
  const named = state.spotlight !== null && state.spotlight.playerId === playerId;
  const guessable = state.spotlight !== null && !state.spotlight.left;
  return { prediction: !state.final, guess: state.final && guessable && !named, named };
}

/** Players still in who have sent everything the question asks of them. */
export function answeredIds(state: AbThinkingState): PlayerId[] {
  return state.roster.filter((id) => isAnswered(state.answers[id], asksOf(state, id)));
}

/** The next question comes up: nothing answered yet, and in the final a named player. */
function askNext(state: AbThinkingState, ctx: C): AbThinkingState {
  const roster = state.roster.filter((id) => ctx.seats.some((s) => s.playerId === id));
  const current = state.current < 0 ? firstQuestionOf(state.plan, state.round) : state.current + 1;
  const next = { ...state, roster, current, answers: {}, result: null, spotlight: null };
  if (!state.final) return next;
  const named = nextSpotlight(next, ctx.rng);
  if (named === null) return next;
  return { ...next, spotlight: { playerId: named, left: false }, namedCount: { ...state.namedCount, [named]: (state.namedCount[named] ?? 0) + 1 } };
}

export function answer(state: AbThinkingState, input: MoveInput): AbThinkingState | Invalid {
  const merged = mergeAnswer(input.payload, state.answers[input.playerId] ?? NO_ANSWER, asksOf(state, input.playerId));
  if (isInvalid(merged)) return merged;
  return { ...state, answers: { ...state.answers, [input.playerId]: merged } };
}

function addRoundPoints(state: AbThinkingState, points: Record<PlayerId, number>): AbThinkingState {
  const roundPoints = { ...state.roundPoints };
  for (const [id, p] of Object.entries(points)) roundPoints[Number(id)] = (roundPoints[Number(id)] ?? 0) + p;
  return { ...state, roundPoints };
}

const question: Stage = {
  // Everyone acts until the deadline, so a sent answer may still be changed.
  actors: (state) => [...state.roster],
  moves: { answer: (state, input) => answer(state, input) },
  durationMs: (state) => (state.final ? FINAL_QUESTION_MS : QUESTION_MS),
  onEnter: (state, ctx) => askNext(state, ctx),
  isComplete: (state) => state.roster.every((id) => isAnswered(state.answers[id], asksOf(state, id))),
  // What a player did not send in time is no answer: a missing pick is not in the split, a missing prediction or guess scores nothing.
  onExit: (state, ctx) => {
    const scored = scoreQuestion(state.answers, state.roster, state.spotlight);
    const audience = audienceSplitOf(ctx.audience);
    const result = { ...scored, endsGame: ctx.reachesMaxScore(scored.points), ...(audience ? { audience } : {}) };
    return { state: { ...state, result } };
  },
  next: () => STAGES.split,
};

const split: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => SPLIT_MS,
  isComplete: () => false,
  onExit: (state) => ({ state }),
  next: () => STAGES.predictions,
};

const predictions: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => PREDICTIONS_MS,
  isComplete: () => false,
  onExit: (state) => {
    const points = { ...(state.result?.points ?? {}) };
    return { state: addRoundPoints(state, points), points };
  },
  next: (state) => (isLastOfRound(state) ? STAGES.roundScores : STAGES.question),
};

const roundScores: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SCORES_MS,
  isComplete: () => false,
  onExit: (state) => {
    if (gameShouldEnd(state)) return { state: { ...state, gameOver: true } };
    const round = state.round + 1;
    return { state: { ...state, round, final: isFinalRound(round, state.rounds), roundPoints: {}, spotlight: null } };
  },
  next: (state) => (state.gameOver ? GAME_OVER : STAGES.question),
};

export const stages: Record<string, Stage> = {
  [STAGES.question]: question,
  [STAGES.split]: split,
  [STAGES.predictions]: predictions,
  [STAGES.roundScores]: roundScores,
};

/**
 * A player leaves: nobody waits for them any more. While the question is open their answer is
 * dropped (it never reaches a screen, nor the split); once the answers have closed, what they sent
 * stays in the result. The final's named player leaving an open question makes the guesses about
 * them count for nothing.
 */
export function removePlayer(state: AbThinkingState, playerId: PlayerId): AbThinkingState {
  if (!state.roster.includes(playerId)) return state;
  const base = {
    ...state,
    roster: state.roster.filter((id) => id !== playerId),
    left: state.left.includes(playerId) ? state.left : [...state.left, playerId],
  };
  if (state.result !== null) return base;
  const answers = { ...state.answers };
  delete answers[playerId];
  const spotlight = state.spotlight && state.spotlight.playerId === playerId ? { ...state.spotlight, left: true } : state.spotlight;
  return { ...base, answers, spotlight };
}
