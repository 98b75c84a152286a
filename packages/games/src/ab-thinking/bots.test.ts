import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { LEAN_RANGE, PICK_MAX_MS, PICK_MIN_MS, SECOND_MAX_MS, SECOND_MIN_MS, botAnswer, bots, leanOf } from './bots';
import { QUESTION_LISTS } from './content';
import { predictionError } from './rules';
import { Table, settingsOf } from './test-driver';
import type { AbThinkingPlayerView, Side } from './types';

const settings = settingsOf();
const ctx = { settings, playerId: -1, now: 0 };
const question = { questionId: 'en-001', text: 'Holiday time: where are you going?', a: 'Beach', b: 'Mountains' };

function viewOf(overrides: Partial<AbThinkingPlayerView> = {}): AbThinkingPlayerView {
  return {
    gameType: 'AB_THINKING',
    stage: 'question',
    round: 1,
    rounds: 3,
    final: false,
    multiplier: 1,
    questionNumber: 1,
    questionCount: 12,
    questionInRound: 1,
    questionsInRound: 4,
    question,
    spotlight: null,
    answeredCount: 0,
    answererCount: 4,
    answeredIds: [],
    split: null,
    results: null,
    roundSummary: null,
    playerId: -1,
    canAnswer: true,
    asks: { pick: true, prediction: true, guess: false },
    answer: { pick: null, prediction: null, guess: null },
    ...overrides,
  };
}

describe('AB_THINKING AI players', () => {
  it('feel the same lean on a question in every game; questions lean differently', () => {
    const ids = QUESTION_LISTS.en!.map((q) => q.id);
    const leans = ids.map(leanOf);
    expect(leanOf('en-001')).toBe(leanOf('en-001'));
    for (const lean of leans) {
      expect(lean).toBeGreaterThanOrEqual(0.5 - LEAN_RANGE);
      expect(lean).toBeLessThanOrEqual(0.5 + LEAN_RANGE);
    }
    expect(leans.filter((l) => l < 0.4).length).toBeGreaterThan(ids.length / 10);
    expect(leans.filter((l) => l > 0.6).length).toBeGreaterThan(ids.length / 10);
  });

  it('tap the pick first, after a pause, then set the slider, then stop', () => {
    const first = bots.question(viewOf(), createRng(1), ctx)!;
    const plan = botAnswer('en-001', createRng(1));
    expect(first).toEqual({ move: 'answer', payload: { pick: plan.pick }, delayMs: plan.pickDelayMs });
    expect(first.delayMs).toBeGreaterThanOrEqual(PICK_MIN_MS);
    expect(first.delayMs).toBeLessThanOrEqual(PICK_MAX_MS);
    const second = bots.question(viewOf({ answer: { pick: plan.pick, prediction: null, guess: null } }), createRng(1), ctx)!;
    expect(second).toEqual({ move: 'answer', payload: { prediction: plan.prediction }, delayMs: plan.secondDelayMs });
    expect(second.delayMs).toBeGreaterThanOrEqual(SECOND_MIN_MS);
    expect(second.delayMs).toBeLessThanOrEqual(SECOND_MAX_MS);
    expect(bots.question(viewOf({ answer: { pick: plan.pick, prediction: 40, guess: null } }), createRng(1), ctx)).toBeNull();
    expect(bots.question(viewOf({ canAnswer: false }), createRng(1), ctx)).toBeNull();
  });

  it('in the final guess the named player’s pick, and as the named player only pick', () => {
    const spotlight = { playerId: 3, left: false };
    const asking = viewOf({ final: true, spotlight, asks: { pick: true, prediction: false, guess: true }, answer: { pick: 'A', prediction: null, guess: null } });
    const guess = bots.question(asking, createRng(2), ctx)!;
    expect(guess.payload).toEqual({ guess: botAnswer('en-001', createRng(2)).guess });
    const named = viewOf({ final: true, spotlight: { playerId: -1, left: false }, asks: { pick: true, prediction: false, guess: false }, answer: { pick: 'B', prediction: null, guess: null } });
    expect(bots.question(named, createRng(2), ctx)).toBeNull();
  });

  it('predict with a person’s error: near the lean, pulled to their own pick, often on round numbers, never exact every time', () => {
    const errors: number[] = [];
    let round = 0;
    let pullA = 0;
    let pullB = 0;
    let countA = 0;
    let countB = 0;
    for (let seed = 0; seed < 2_000; seed++) {
      const plan = botAnswer('en-042', createRng(seed));
      const lean = 100 * leanOf('en-042');
      expect(plan.prediction).toBeGreaterThanOrEqual(0);
      expect(plan.prediction).toBeLessThanOrEqual(100);
      expect(Number.isInteger(plan.prediction)).toBe(true);
      errors.push(Math.abs(plan.prediction - lean));
      if (plan.prediction % 5 === 0) round++;
      if (plan.pick === 'A') {
        pullA += plan.prediction - lean;
        countA++;
      } else {
        pullB += plan.prediction - lean;
        countB++;
      }
    }
    const meanError = errors.reduce((a, b) => a + b, 0) / errors.length;
    expect(meanError).toBeGreaterThan(5);
    expect(meanError).toBeLessThan(20);
    expect(round / errors.length).toBeGreaterThan(0.45);
    // Those who picked A think more of the room did.
    expect(pullA / countA - pullB / countB).toBeGreaterThan(10);
  });

  it('over many seeded games, side with the room most of the time but land in the minority a believable share', () => {
    let minority = 0;
    let majority = 0;
    const off: number[] = [];
    const perBot = new Map<number, number>();
    for (let seed = 1; seed <= 30; seed++) {
      const t = new Table(settingsOf({ numberOfRounds: 1 }), [-1, -2, -3, -4, -5, -6, -7], seed);
      t.onChange = (before, after) => {
        if (!(before.stage === 'question' && after.stage === 'split')) return;
        const r = after.state.result!;
        if (r.majority.length !== 1) return;
        for (const [id, a] of Object.entries(r.answers)) {
          if (a.pick === null) continue;
          if (r.majority.includes(a.pick as Side)) majority++;
          else {
            minority++;
            perBot.set(Number(id), (perBot.get(Number(id)) ?? 0) + 1);
          }
          if (a.prediction !== null) off.push(predictionError(a.prediction, r.countA, r.countA + r.countB));
        }
      };
      t.playToEnd();
      expect(t.match.over).toBe(true);
    }
    const share = minority / (minority + majority);
    expect(minority + majority).toBeGreaterThan(500);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.45);
    // Every AI player is in the minority now and then: none simply follows the room.
    expect(perBot.size).toBe(7);
    // Predictions land near the room, not on it: some score, some miss.
    expect(off.filter((e) => e <= 5).length).toBeGreaterThan(off.length * 0.1);
    expect(off.filter((e) => e > 20).length).toBeGreaterThan(off.length * 0.05);
  }, 30_000);
});
