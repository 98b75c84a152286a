import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import {
  ERRORS,
  NO_ANSWER,
  QUESTION_LIMIT,
  TEST_ACCOUNT_QUESTION_LIMIT,
  isAnswered,
  mergeAnswer,
  nextSpotlight,
  predictionError,
  predictionPoints,
  questionLimitOf,
  questionPlan,
  questionPool,
  scoreQuestion,
} from './rules';
import type { Answer } from './types';

const normal = { prediction: true, guess: false, named: false };
const final = { prediction: false, guess: true, named: false };
const a = (pick: Answer['pick'], prediction: number | null = null, guess: Answer['guess'] = null): Answer => ({ pick, prediction, guess });

describe('how many questions', () => {
  it('takes the server’s limit when it is smaller than the spec’s 20, and ignores anything else', () => {
    expect(questionLimitOf({})).toBe(QUESTION_LIMIT);
    expect(questionLimitOf({ questionLimit: TEST_ACCOUNT_QUESTION_LIMIT })).toBe(12);
    expect(questionLimitOf({ questionLimit: 12.7 })).toBe(12);
    expect(questionLimitOf({ questionLimit: 40 })).toBe(20);
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(questionLimitOf({ questionLimit: bad })).toBe(20);
    expect(questionLimitOf({ questionLimit: '5' as unknown as number })).toBe(20);
  });

  it('plans four a round, spreads a smaller limit evenly with the extra ones last, and never plans a round without a question', () => {
    expect(questionPlan(1, 20)).toEqual([4]);
    expect(questionPlan(3, 20)).toEqual([4, 4, 4]);
    expect(questionPlan(3, 12)).toEqual([4, 4, 4]);
    expect(questionPlan(5, 20)).toEqual([4, 4, 4, 4, 4]);
    expect(questionPlan(6, 20)).toEqual([3, 3, 3, 3, 4, 4]);
    expect(questionPlan(4, 12)).toEqual([3, 3, 3, 3]);
    expect(questionPlan(7, 12)).toEqual([1, 1, 2, 2, 2, 2, 2]);
    expect(questionPlan(7, 5)).toEqual([1, 1, 1, 1, 1]);
    for (let rounds = 1; rounds <= 7; rounds++) {
      for (const limit of [1, 5, 12, 20]) {
        const plan = questionPlan(rounds, limit);
        expect(plan.reduce((s, n) => s + n, 0)).toBe(Math.min(rounds * 4, limit));
        expect(Math.min(...plan)).toBeGreaterThanOrEqual(1);
        expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps the family questions for a family room, every question otherwise', () => {
    const family = questionPool('en', true);
    const all = questionPool('en', false);
    expect(all.length).toBeGreaterThan(family.length);
    expect(family.length).toBeGreaterThanOrEqual(200);
    expect(questionPool('xx', true)).toEqual(family);
  });
});

describe('answers', () => {
  it('merge into what was sent before, each part checked', () => {
    const first = mergeAnswer({ pick: 'A' }, NO_ANSWER, normal);
    expect(first).toEqual(a('A'));
    expect(mergeAnswer({ prediction: 33.5 }, first as Answer, normal)).toEqual(a('A', 34));
    expect(mergeAnswer({ prediction: 0, pick: 'B' }, a('A', 70), normal)).toEqual(a('B', 0));
    expect(mergeAnswer({ pick: undefined, prediction: 10 }, a('A'), normal)).toEqual(a('A', 10));
    expect(mergeAnswer({ guess: 'B' }, a('A'), final)).toEqual(a('A', null, 'B'));
  });

  it('refuse what the question does not ask, and what cannot be read', () => {
    expect(mergeAnswer('A', NO_ANSWER, normal)).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(mergeAnswer({ other: 1 }, NO_ANSWER, normal)).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(mergeAnswer({ pick: null }, NO_ANSWER, normal)).toEqual({ invalid: ERRORS.badPick });
    expect(mergeAnswer({ prediction: 100.5 }, NO_ANSWER, normal)).toEqual({ invalid: ERRORS.badPrediction });
    expect(mergeAnswer({ prediction: 50 }, NO_ANSWER, final)).toEqual({ invalid: ERRORS.notAsked });
    expect(mergeAnswer({ guess: 'A' }, NO_ANSWER, normal)).toEqual({ invalid: ERRORS.notAsked });
    expect(mergeAnswer({ guess: 'A' }, NO_ANSWER, { ...final, guess: false, named: true })).toEqual({ invalid: ERRORS.ownPick });
    expect(mergeAnswer({ guess: 1 }, NO_ANSWER, final)).toEqual({ invalid: ERRORS.badGuess });
  });

  it('count as answered once everything asked is in', () => {
    expect(isAnswered(undefined, normal)).toBe(false);
    expect(isAnswered(a('A'), normal)).toBe(false);
    expect(isAnswered(a(null, 40), normal)).toBe(false);
    expect(isAnswered(a('A', 40), normal)).toBe(true);
    expect(isAnswered(a('A'), final)).toBe(false);
    expect(isAnswered(a('A', null, 'B'), final)).toBe(true);
    expect(isAnswered(a('A'), { prediction: false, guess: false })).toBe(true);
  });
});

describe('points', () => {
  it('for a prediction: 300 within 5, 200 within 10, 100 within 20, bounds included', () => {
    expect([0, 5, 5.01, 10, 10.01, 20, 20.01, 100].map(predictionPoints)).toEqual([300, 300, 200, 200, 100, 100, 0, 0]);
    expect(predictionError(33, 1, 3)).toBeCloseTo(1 / 3, 10);
    expect(predictionError(0, 0, 4)).toBe(0);
  });

  it('leave out the answers of players no longer in the game', () => {
    const result = scoreQuestion({ 1: a('A', 50), 2: a('B', 50), 9: a('B', 50) }, [1, 2], null);
    expect(result).toMatchObject({ countA: 1, countB: 1, shareA: 50, majority: ['A', 'B'], points: { 1: 400, 2: 400 } });
    expect(Object.keys(result.answers)).toEqual(['1', '2']);
  });
});

describe('the final’s named player', () => {
  it('is one of those named the fewest times, a person before an AI player', () => {
    const rng = createRng(3);
    expect(nextSpotlight({ roster: [1, 2, -1], robots: [-1], namedCount: { 1: 1 } }, rng)).toBe(2);
    expect(nextSpotlight({ roster: [1, 2, -1], robots: [-1], namedCount: { 1: 1, 2: 1 } }, rng)).toBe(-1);
    expect(nextSpotlight({ roster: [1, -1], robots: [-1], namedCount: { 1: 2, [-1]: 1 } }, rng)).toBe(-1);
    expect(nextSpotlight({ roster: [], robots: [], namedCount: {} }, rng)).toBeNull();
    const picks = new Set(Array.from({ length: 30 }, (_, seed) => nextSpotlight({ roster: [1, 2, 3, 4], robots: [], namedCount: {} }, createRng(seed))));
    expect(picks).toEqual(new Set([1, 2, 3, 4]));
  });
});
