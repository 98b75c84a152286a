import type { Rng } from './types';

/**
 * Mulberry32: fast, good enough for shuffling cards and picking prompts, and its whole state is one
 * uint32, so a match stores it as a number and resumes exactly where it stopped.
 */

/** Murmur3's finaliser: spreads nearby seeds (1, 2, 3…) far apart so their sequences do not overlap. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** One seed from several integers (e.g. match seed, stage number, player id), order-sensitive. */
export function deriveSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = mix32(h ^ mix32(Math.trunc(part) | 0));
  return h;
}

/** A seeded rng; with `state` (from `rng.state()`), it continues that sequence instead of starting over. */
export function createRng(seed: number, state?: number): Rng {
  let s = state === undefined ? mix32(Math.trunc(seed) | 0) : state >>> 0;

  function next(): number {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  function int(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive <= 0) {
      throw new RangeError(`rng.int needs a positive integer, got ${maxExclusive}`);
    }
    return Math.floor(next() * maxExclusive);
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick from an empty list');
    return items[int(items.length)] as T;
  }

  function shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  return { next, int, pick, shuffle, state: () => s };
}
