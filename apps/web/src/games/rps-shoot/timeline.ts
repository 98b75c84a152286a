/**
 * The RPS reveal, step by step: which throws, the net score and the bets are shown at a given
 * moment of the reveal stage, following the view's `timeline` (ms after `stageStartedAt`). Pure.
 */
import type { RpsResultValue, RpsThrowView } from './types';

export interface RevealTimeline {
  throwsAtMs: readonly number[];
  netScoreAtMs: number;
  betsAtMs: number;
}

export interface RevealProgress {
  /** Throws shown so far (0–3). */
  throwsShown: number;
  netScoreShown: boolean;
  betsShown: boolean;
  /** Elapsed ms at which the next part shows; null when everything is shown. */
  nextAtMs: number | null;
}

/** What is shown `elapsedMs` after the reveal started. */
export function revealProgress(timeline: RevealTimeline, elapsedMs: number): RevealProgress {
  const throwsShown = timeline.throwsAtMs.filter((at) => elapsedMs >= at).length;
  const netScoreShown = elapsedMs >= timeline.netScoreAtMs;
  const betsShown = elapsedMs >= timeline.betsAtMs;
  const upcoming = [...timeline.throwsAtMs, timeline.netScoreAtMs, timeline.betsAtMs].filter((at) => at > elapsedMs);
  return { throwsShown, netScoreShown, betsShown, nextAtMs: upcoming.length ? Math.min(...upcoming) : null };
}

/** A result seen from the other side. */
export function flip(result: RpsResultValue): RpsResultValue {
  return result === 'WIN' ? 'LOSE' : result === 'LOSE' ? 'WIN' : result;
}

/** Throws won by each fighter among the first `shown` throws (fighter A's side first). */
export function tally(throws: readonly Pick<RpsThrowView, 'result'>[], shown: number = throws.length): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (const t of throws.slice(0, shown)) {
    if (t.result === 'WIN') a += 1;
    else if (t.result === 'LOSE') b += 1;
  }
  return { a, b };
}

/** The moves a fighter has chosen, shown in three slots: a move, or null for an empty slot. */
export function slots<T>(picks: readonly T[] | null | undefined, count = 3): (T | null)[] {
  return Array.from({ length: count }, (_, i) => picks?.[i] ?? null);
}

/**
 * The picks after a tap on a move: it goes into the selected slot when one is selected, else
 * into the first empty slot; a full set with no selection replaces the last throw. Returns the
 * new picks and the slot to select next (the next empty one, or none).
 */
export function placeMove<T>(picks: readonly T[], move: T, selected: number | null, count = 3): { picks: T[]; selected: number | null } {
  const next = picks.slice(0, count);
  let index = selected !== null && selected >= 0 && selected <= next.length && selected < count ? selected : next.length;
  if (index >= count) index = count - 1;
  next[index] = move;
  const filled = next.slice(0, index + 1);
  const rest = picks.slice(index + 1, count);
  const result = [...filled, ...rest];
  return { picks: result, selected: result.length < count ? result.length : null };
}
