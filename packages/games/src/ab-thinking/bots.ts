/**
 * AI players (seats), who play like people from their own phone's view. Every question has a lean,
 * how much a room tends to A, fixed by the question so every AI player in every game feels the same
 * pull; each AI player adds a taste of its own, so the AI is often with the room and now and then
 * not. It predicts the share from the lean with a person's error: a pull towards its own pick (we
 * think others choose as we do), scatter, and round numbers now and then. Like a person it taps its
 * pick first and sets the slider a moment later.
 */

import type { BotPolicy, Rng } from '@snackparty/engine';
import { MOVES } from './types';
import type { AbThinkingPlayerView, AbThinkingSettings, Side } from './types';

export const PICK_MIN_MS = 3_000;
export const PICK_MAX_MS = 9_000;
/** After the pick, the slider (or, in the final, the guess). */
export const SECOND_MIN_MS = 2_000;
export const SECOND_MAX_MS = 7_000;

/** How far the room's lean of a question may be from even: it ranges over 0.5 ± this. */
export const LEAN_RANGE = 0.35;
/** How far an AI player's own taste may move its chance of A from the question's lean. */
export const TASTE_RANGE = 0.2;
/** How much an AI player's prediction leans towards its own pick, in percentage points. */
export const OWN_PICK_PULL = 8;
/** The spread of its prediction around the lean, in percentage points (roughly a standard deviation). */
export const PREDICTION_SCATTER = 12;

const between = (rng: Rng, min: number, max: number): number => min + rng.int(max - min + 1);
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A small stable number from a text. */
function textHash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

/** How much a room tends to A on this question, from 0.15 to 0.85: the same in every game. */
export function leanOf(questionId: string): number {
  const unit = (textHash(questionId) % 10_000) / 10_000;
  return 0.5 - LEAN_RANGE + 2 * LEAN_RANGE * unit;
}

/** Roughly normal noise with a standard deviation of `sd` (the sum of three uniforms). */
function scatter(rng: Rng, sd: number): number {
  const sum = rng.next() + rng.next() + rng.next() - 1.5;
  return sum * 2 * sd;
}

/** What one AI player does on one question: drawn in the same order every time, so its pick and its prediction agree. */
export interface BotAnswer {
  pick: Side;
  prediction: number;
  guess: Side;
  pickDelayMs: number;
  secondDelayMs: number;
}

export function botAnswer(questionId: string, rng: Rng): BotAnswer {
  const lean = leanOf(questionId);
  const taste = lean + (rng.next() * 2 - 1) * TASTE_RANGE;
  const pick: Side = rng.next() < clamp(taste, 0.05, 0.95) ? 'A' : 'B';
  const raw = 100 * lean + (pick === 'A' ? OWN_PICK_PULL : -OWN_PICK_PULL) + scatter(rng, PREDICTION_SCATTER);
  // Half the time a person lets go of the slider on a round number.
  const rounded = rng.next() < 0.5 ? Math.round(raw / 5) * 5 : Math.round(raw);
  const prediction = clamp(rounded, 0, 100);
  // The named player is read as the room: the likelier side, a little more often than the lean says.
  const likelier = lean >= 0.5 ? lean + 0.1 : lean - 0.1;
  const guess: Side = rng.next() < clamp(likelier, 0.05, 0.95) ? 'A' : 'B';
  return { pick, prediction, guess, pickDelayMs: between(rng, PICK_MIN_MS, PICK_MAX_MS), secondDelayMs: between(rng, SECOND_MIN_MS, SECOND_MAX_MS) };
}

const answerPolicy: BotPolicy<AbThinkingPlayerView, AbThinkingSettings> = (view, rng) => {
  const question = view.question;
  const sent = view.answer;
  if (!view.canAnswer || !question || !sent) return null;
  const plan = botAnswer(question.questionId, rng);
  if (sent.pick === null) return { move: MOVES.answer, payload: { pick: plan.pick }, delayMs: plan.pickDelayMs };
  if (view.asks.prediction && sent.prediction === null) return { move: MOVES.answer, payload: { prediction: plan.prediction }, delayMs: plan.secondDelayMs };
  if (view.asks.guess && sent.guess === null) return { move: MOVES.answer, payload: { guess: plan.guess }, delayMs: plan.secondDelayMs };
  return null;
};

export const bots = { question: answerPolicy };
