import type { Match, PlayerId, Points } from './types';

/** Later rounds are worth more so that nobody is out of it early: ×1, ×2, then ×3 for every round after. */
export function roundMultiplier(round: number): number {
  if (!Number.isFinite(round)) return 1;
  return Math.min(Math.max(Math.floor(round), 1), 3);
}

/**
 * Adds a stage's base points, multiplied for the current round, to the match (updated in place: the
 * caller owns this copy). Only seated players score (a player who left keeps what they earn until
 * the stage ends); zero and non-finite points are dropped so the delta badges show real changes.
 */
export function addPoints(match: Match<unknown>, points: Points): Record<PlayerId, number> {
  const multiplier = roundMultiplier(match.round);
  const deltas: Record<PlayerId, number> = {};
  for (const { playerId } of match.seats) {
    const base = Object.hasOwn(points, playerId) ? points[playerId] : undefined;
    if (typeof base !== 'number' || !Number.isFinite(base) || base === 0) continue;
    const delta = base * multiplier;
    deltas[playerId] = delta;
    match.scores[playerId] = (match.scores[playerId] ?? 0) + delta;
    match.roundDeltas[playerId] = (match.roundDeltas[playerId] ?? 0) + delta;
  }
  match.lastDeltas = deltas;
  return deltas;
}

/** The game ends early as soon as anyone reaches the room's target (a non-positive target means none). */
export function reachedMaxScore(match: Match<unknown>, maxScore: number): boolean {
  if (!(maxScore > 0)) return false;
  return Object.values(match.scores).some((score) => score >= maxScore);
}
