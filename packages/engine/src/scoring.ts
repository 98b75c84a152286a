import type { Match, PlayerId, Points, ScoringCtx } from './types';

/** Later rounds are worth more so that nobody is out of it early: ×1, ×2, then ×3 for every round after. */
export function roundMultiplier(round: number): number {
  if (!Number.isFinite(round)) return 1;
  return Math.min(Math.max(Math.floor(round), 1), 3);
}

/** What the engine keeps of a match to score it. */
export type ScoreTable = Pick<Match<unknown>, 'scores' | 'roundDeltas' | 'round' | 'seats'>;

/**
 * The deltas a stage's base points make: multiplied for the round, seated players only (a player who
 * left keeps what they earn until the stage ends), zero and non-finite points dropped so the delta
 * badges show real changes.
 */
function deltasOf(table: ScoreTable, points: Points): Record<PlayerId, number> {
  const multiplier = roundMultiplier(table.round);
  const deltas: Record<PlayerId, number> = {};
  for (const { playerId } of table.seats) {
    const base = Object.hasOwn(points, playerId) ? points[playerId] : undefined;
    if (typeof base !== 'number' || !Number.isFinite(base) || base === 0) continue;
    deltas[playerId] = base * multiplier;
  }
  return deltas;
}

/** Adds a stage's base points, multiplied for the current round, to the working match (new score tables: the old ones may be shared). */
export function addPoints(match: Match<unknown>, points: Points): Record<PlayerId, number> {
  const deltas = deltasOf(match, points);
  const scores = { ...match.scores };
  const roundDeltas = { ...match.roundDeltas };
  for (const [id, delta] of Object.entries(deltas)) {
    const playerId = Number(id);
    scores[playerId] = (scores[playerId] ?? 0) + delta;
    roundDeltas[playerId] = (roundDeltas[playerId] ?? 0) + delta;
  }
  match.scores = scores;
  match.roundDeltas = roundDeltas;
  match.lastDeltas = deltas;
  return deltas;
}

/** The game ends early as soon as anyone reaches the room's target (a non-positive target means none). */
export function reachedMaxScore(scores: Readonly<Record<PlayerId, number>>, maxScore: number): boolean {
  if (!(maxScore > 0)) return false;
  return Object.values(scores).some((score) => score >= maxScore);
}

/**
 * The scoring part of a rule's ctx, from a match's score table. The copies keep a rule from changing
 * the match's scores except through the points it returns. Rules outside a match (unit tests) build it
 * from a table of their own.
 */
export function scoringCtx(table: ScoreTable, maxScore: number): ScoringCtx {
  const scores = { ...table.scores };
  return {
    scores,
    roundDeltas: { ...table.roundDeltas },
    multiplier: roundMultiplier(table.round),
    reachesMaxScore(points = {}) {
      const after = { ...scores };
      for (const [id, delta] of Object.entries(deltasOf(table, points))) after[Number(id)] = (after[Number(id)] ?? 0) + delta;
      return reachedMaxScore(after, maxScore);
    },
  };
}
