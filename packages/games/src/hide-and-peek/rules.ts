/**
 * The pure rules of HIDE_AND_PEEK: how long each part of a turn lasts, who hides when, what peeks
 * are worth, and how an AI hider walks.
 */

import type { PlayerId, Rng } from '@snackparty/engine';
import { hideAndPeekManifest } from './manifest';
import { SPOT_NAMES, WALK_AREA } from './scene';
import type { SpotName } from './scene';
import type { AiHiderPlan, HideAndPeekState, HideAndPeekTurnState, Waypoint } from './types';

export const MIN_PLAYERS = hideAndPeekManifest.players.min;
export const MAX_PLAYERS = hideAndPeekManifest.players.max;

/**
 * Timings for children: the walk is long enough for a few decoy steps but short enough that the
 * watchers do not fidget; hiding is one tap on a big picture; peeking gives time to look at the
 * picture, hear the instruction read aloud and tap twice; the reveal leaves time to laugh at the pop-out.
 */
export const MOVE_MS = 15_000;
export const HIDE_MS = 10_000;
export const PEEK_MS = 20_000;
export const REVEAL_MS = 8_000;
export const ROUND_SUMMARY_MS = 8_000;

/** With this many players or more, two hide in each turn (the spec's limit is two). */
export const TWO_HIDERS_FROM = 6;
export const MAX_HIDERS = 2;
export const MAX_PEEKS = 2;

export const POINTS = {
  firstPeek: 300,
  secondPeek: 150,
  /** The hider, for each guesser who never found them. */
  hiderPerGuesserFooled: 200,
} as const;

/** The AI hider (spec): starts walking after 1–3 s, then takes a step every 3 s, then hides. */
export const AI_FIRST_STEP_MIN_MS = 1_000;
export const AI_FIRST_STEP_MAX_MS = 3_000;
export const AI_STEP_MS = 3_000;
export const AI_HIDE_MIN_MS = 2_000;
export const AI_HIDE_MAX_MS = 5_000;

export const ERRORS = {
  badSpot: 'hideandpeek.unknown_spot',
  notHider: 'hideandpeek.not_hider',
  alreadyHidden: 'hideandpeek.already_hidden',
  hiderCannotGuess: 'hideandpeek.hider_cannot_guess',
  notGuessing: 'hideandpeek.not_guessing',
  noPeeksLeft: 'hideandpeek.no_peeks_left',
  samePeek: 'hideandpeek.same_spot',
} as const;

/** The spot named by a move's payload, or null when it names none of the scene's spots. */
export function spotFromPayload(payload: unknown): SpotName | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const spotName = (payload as { spotName?: unknown }).spotName;
  return typeof spotName === 'string' && (SPOT_NAMES as readonly string[]).includes(spotName) ? (spotName as SpotName) : null;
}

// ---------------------------------------------------------------------------------------------
// Turn order

export function startRound(state: HideAndPeekState, rng: Rng): HideAndPeekState {
  const order = rng.shuffle(state.roster);
  return { ...state, round: state.round + 1, turnInRound: 0, roundOrder: order, queue: order };
}

/** How many hide together in a turn: two from six players on, while two are left to hide this round. */
export function hidersPerTurn(rosterSize: number, queueLength: number): number {
  return Math.min(rosterSize >= TWO_HIDERS_FROM ? MAX_HIDERS : 1, queueLength);
}

/** The next turn's hiders from the queue, or null when the round is done. */
export function nextHiders(state: HideAndPeekState): { hiders: PlayerId[]; queue: PlayerId[] } | null {
  const queue = state.queue.filter((id) => state.roster.includes(id));
  const count = hidersPerTurn(state.roster.length, queue.length);
  if (count === 0) return null;
  return { hiders: queue.slice(0, count), queue: queue.slice(count) };
}

export function turnsLeftInRound(state: HideAndPeekState): number {
  const queue = state.queue.filter((id) => state.roster.includes(id));
  const perTurn = state.roster.length >= TWO_HIDERS_FROM ? MAX_HIDERS : 1;
  return Math.ceil(queue.length / perTurn);
}

export function gameShouldEnd(state: HideAndPeekState): boolean {
  if (state.roster.length < MIN_PLAYERS) return true;
  return state.round >= state.numberOfRounds && turnsLeftInRound(state) === 0;
}

// ---------------------------------------------------------------------------------------------
// Points

/** Which peek (1 or 2) found this hider, or null. */
export function peekThatFound(peeks: readonly SpotName[], spot: SpotName | null): 1 | 2 | null {
  if (spot === null) return null;
  const index = peeks.indexOf(spot);
  return index === 0 ? 1 : index === 1 ? 2 : null;
}

/**
 * The turn's base points. Each peek finds every hider hidden in that spot: the first 300 per hider
 * found, the second 150 per hider the first did not find. A hider who hid earns 200 for each guesser
 * still at the table who never found them. A hider who never hid, or left, is out of the count.
 */
export function turnPoints(turn: HideAndPeekTurnState, isIn: (id: PlayerId) => boolean): Record<PlayerId, number> {
  const points: Record<PlayerId, number> = {};
  const add = (id: PlayerId, amount: number): void => {
    if (amount !== 0) points[id] = (points[id] ?? 0) + amount;
  };
  for (const hider of turn.hiders) {
    const spot = turn.spots[hider] ?? null;
    if (spot === null || turn.hidersLeft.includes(hider)) continue;
    for (const [id, guesser] of Object.entries(turn.guessers)) {
      const guesserId = Number(id);
      if (!isIn(guesserId)) continue;
      const found = peekThatFound(guesser.peeks, spot);
      if (found === 1) add(guesserId, POINTS.firstPeek);
      else if (found === 2) add(guesserId, POINTS.secondPeek);
      else add(hider, POINTS.hiderPerGuesserFooled);
    }
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// The AI hider

function randomPoint(rng: Rng): { x: number; y: number } {
  return {
    x: WALK_AREA.minX + rng.int(WALK_AREA.maxX - WALK_AREA.minX + 1),
    y: WALK_AREA.minY + rng.int(WALK_AREA.maxY - WALK_AREA.minY + 1),
  };
}

/**
 * An AI hider's turn: a step to a random point after 1–3 s, then one every 3 s until the walk ends,
 * then it hides in a random spot 2–5 s into the hide stage. The walk is random, so it never points
 * at the spot.
 */
export function planAiHider(moveStartedAt: number, rng: Rng): AiHiderPlan {
  const start = randomPoint(rng);
  const waypoints: Waypoint[] = [];
  const first = AI_FIRST_STEP_MIN_MS + rng.int(AI_FIRST_STEP_MAX_MS - AI_FIRST_STEP_MIN_MS + 1);
  for (let offset = first; offset < MOVE_MS; offset += AI_STEP_MS) waypoints.push({ at: moveStartedAt + offset, ...randomPoint(rng) });
  const spotName = rng.pick(SPOT_NAMES);
  const hideDelayMs = AI_HIDE_MIN_MS + rng.int(AI_HIDE_MAX_MS - AI_HIDE_MIN_MS + 1);
  return { start, waypoints, spotName, hideDelayMs };
}
