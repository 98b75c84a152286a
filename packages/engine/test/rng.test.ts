import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from '../src';

const take = (rng: { next(): number }, n: number) => Array.from({ length: n }, () => rng.next());

describe('createRng', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    expect(take(createRng(42), 20)).toEqual(take(createRng(42), 20));
    expect(take(createRng(42), 20)).not.toEqual(take(createRng(43), 20));
  });

  it('continues from a stored state exactly as if it had not stopped', () => {
    const straight = createRng(7);
    const expected = take(straight, 30);
    const first = createRng(7);
    const head = take(first, 12);
    const resumed = createRng(7, JSON.parse(JSON.stringify(first.state())) as number);
    expect([...head, ...take(resumed, 18)]).toEqual(expected);
    expect(resumed.state()).toBe(straight.state());
  });

  it('keeps its whole state in one uint32', () => {
    const rng = createRng(-5);
    for (let i = 0; i < 100; i++) {
      rng.next();
      const state = rng.state();
      expect(Number.isInteger(state) && state >= 0 && state <= 0xffffffff).toBe(true);
    }
  });

  it('draws floats in [0, 1) and integers in [0, n) that cover the range', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const f = rng.next();
      expect(f >= 0 && f < 1).toBe(true);
      const n = rng.int(6);
      expect(Number.isInteger(n) && n >= 0 && n < 6).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });

  it('picks from the list and refuses an empty one', () => {
    const rng = createRng(3);
    const items = ['a', 'b', 'c'] as const;
    for (let i = 0; i < 50; i++) expect(items).toContain(rng.pick(items));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('shuffles into a new array, a permutation, leaving the input alone', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const out = createRng(9).shuffle(input);
    expect(out).not.toBe(input);
    expect([...out].sort((a, b) => a - b)).toEqual([...input]);
    expect(out).toEqual(createRng(9).shuffle(input));
    // Fisher–Yates reaches every position: over many seeds, 1 lands everywhere.
    const positions = new Set(Array.from({ length: 200 }, (_, seed) => createRng(seed).shuffle(input).indexOf(1)));
    expect(positions.size).toBe(10);
  });
});

describe('deriveSeed', () => {
  it('is deterministic and depends on every part and their order', () => {
    expect(deriveSeed(1, 2, -3)).toBe(deriveSeed(1, 2, -3));
    expect(deriveSeed(1, 2, -3)).not.toBe(deriveSeed(1, 2, -4));
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(1, 3, 2));
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(2, 2, 3));
  });
});
