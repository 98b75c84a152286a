/**
 * AI players, who play from their own phone's view like people. An AI hider hides in the spot its plan
 * chose as the turn started (its walk is replayed by the server from the same plan). An AI guesser
 * has no more to go on than a child who missed the walk: it taps a spot after a look at the picture,
 * and its second peek a moment later on another spot. So it finds a lone hider with its first peek
 * one time in eight, and with one of its two peeks one time in four: a plausible miss rate.
 */

import type { BotPolicy, Rng } from '@snackparty/engine';
import { SPOT_NAMES } from './scene';
import { MOVES } from './types';
import type { HideAndPeekPlayerView, HideAndPeekSettings } from './types';

export const FIRST_PEEK_MIN_MS = 3_000;
export const FIRST_PEEK_MAX_MS = 9_000;
export const SECOND_PEEK_MIN_MS = 2_000;
export const SECOND_PEEK_MAX_MS = 5_000;

const between = (rng: Rng, min: number, max: number): number => min + rng.int(max - min + 1);

const hidePolicy: BotPolicy<HideAndPeekPlayerView, HideAndPeekSettings> = (view) => {
  if (!view.mayHide || !view.aiPlan) return null;
  return { move: MOVES.submitSpot, payload: { spotName: view.aiPlan.spotName }, delayMs: view.aiPlan.hideDelayMs };
};

const peekPolicy: BotPolicy<HideAndPeekPlayerView, HideAndPeekSettings> = (view, rng) => {
  if (!view.mayPeek) return null;
  const spotName = rng.pick(SPOT_NAMES.filter((s) => !view.myPeeks.includes(s)));
  const delayMs = view.myPeeks.length === 0 ? between(rng, FIRST_PEEK_MIN_MS, FIRST_PEEK_MAX_MS) : between(rng, SECOND_PEEK_MIN_MS, SECOND_PEEK_MAX_MS);
  return { move: MOVES.submitGuess, payload: { spotName }, delayMs };
};

export const bots = { hide: hidePolicy, peek: peekPolicy };
