import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { bots, botAnswer, bankFor } from './bots';
import { genericAnswersFor, promptsFor } from './content';
import { settingsOf } from './test-driver';
import type { RequipPlayerView } from './types';

const settings = settingsOf();
const ctx = { settings, playerId: -1, now: 0 };

function viewOf(overrides: Partial<RequipPlayerView> = {}): RequipPlayerView {
  return {
    gameType: 'REQUIP',
    stage: 'vote',
    round: 1,
    rounds: 3,
    final: false,
    multiplier: 1,
    promptCount: 4,
    current: null,
    reveal: null,
    roundSummary: null,
    playerId: -1,
    prompts: [],
    canAnswer: false,
    answerMaxLength: 80,
    ballot: null,
    ...overrides,
  };
}

const bundled = promptsFor('en')[3]!;

function voting(ownAnswerId: string | null = null, final = false): RequipPlayerView {
  return viewOf({
    final,
    current: {
      promptId: '1-1',
      prompt: bundled.text,
      index: 1,
      count: 4,
      answers: [
        { promptResponseId: '1-1-a', responseText: 'something typed' },
        { promptResponseId: '1-1-b', responseText: bundled.answers[0]! },
        { promptResponseId: '1-1-c', responseText: 'another one' },
      ],
      votesPerVoter: final ? 3 : 1,
      votedCount: 0,
      voterCount: 3,
    },
    ballot: { mayVote: true, isAuthor: ownAnswerId !== null, ownAnswerId, maxChoices: final ? 3 : 1, choices: [], spotAi: null },
  });
}

describe('REQUIP AI players', () => {
  it('answer from the prompt’s bank; two of them on one prompt never give the same answer', () => {
    const prompt = { promptId: '1-3', prompt: bundled.text };
    for (const [a, b] of [[-1, -2], [-1, -6], [-2, -5], [-3, -4]] as const) {
      const first = botAnswer({ ...prompt, opponentPlayerId: b }, a, 'en');
      const second = botAnswer({ ...prompt, opponentPlayerId: a }, b, 'en');
      expect(bundled.answers).toContain(first);
      expect(bundled.answers).toContain(second);
      expect(first).not.toBe(second);
    }
    expect(bankFor('A prompt of the host', 'fr')).toBe(genericAnswersFor('fr'));
    expect(genericAnswersFor('fr')).toContain(botAnswer({ promptId: '1-1', prompt: 'A prompt of the host', opponentPlayerId: 3 }, -2, 'fr'));
  });

  it('answer their prompts one after the other, after a pause, and stop when done', () => {
    const prompt = (promptId: string, existingAnswer: string | null) => ({
      playerAndPromptId: `${promptId}:-1`,
      playerId: -1,
      promptId,
      prompt: bundled.text,
      roundId: 1,
      existingAnswer,
      opponentPlayerId: 2,
    });
    const first = bots.answer(viewOf({ stage: 'answer', canAnswer: true, prompts: [prompt('1-1', null), prompt('1-2', null)] }), createRng(1), ctx);
    expect(first).toMatchObject({ move: 'answer', payload: { promptId: '1-1' } });
    expect(first!.delayMs).toBeGreaterThanOrEqual(12_000);
    const second = bots.answer(viewOf({ stage: 'answer', canAnswer: true, prompts: [prompt('1-1', 'x'), prompt('1-2', null)] }), createRng(1), ctx);
    expect(second).toMatchObject({ move: 'answer', payload: { promptId: '1-2' } });
    expect(bots.answer(viewOf({ stage: 'answer', canAnswer: true, prompts: [prompt('1-1', 'x'), prompt('1-2', 'y')] }), createRng(1), ctx)).toBeNull();
    expect(bots.answer(viewOf({ stage: 'answer', canAnswer: false, prompts: [prompt('1-1', null)] }), createRng(1), ctx)).toBeNull();
  });

  it('vote for every position now and then, never for their own answer, and accuse sometimes', () => {
    const picked = new Map<string, number>();
    let accused = 0;
    let familiar = 0;
    for (let seed = 0; seed < 200; seed++) {
      const action = bots.vote(voting('1-1-c'), createRng(seed), ctx)!;
      const { choices, spotAi } = action.payload as { choices: string[]; spotAi: string | null };
      expect(choices).toHaveLength(1);
      expect(choices).not.toContain('1-1-c');
      expect(spotAi).not.toBe('1-1-c');
      for (const c of choices) picked.set(c, (picked.get(c) ?? 0) + 1);
      if (spotAi !== null) accused++;
      if (spotAi === '1-1-b') familiar++;
      expect(action.delayMs).toBeGreaterThanOrEqual(3_000);
    }
    expect([...picked.keys()].sort()).toEqual(['1-1-a', '1-1-b']);
    expect(accused).toBeGreaterThan(80);
    expect(accused).toBeLessThan(160);
    expect(familiar).toBeGreaterThan(accused / 2);
  });

  it('spread three votes in the final, and do not vote twice', () => {
    const action = bots.vote(voting('1-1-a', true), createRng(4), ctx)!;
    const { choices } = action.payload as { choices: string[] };
    expect(choices).toHaveLength(3);
    expect(choices).not.toContain('1-1-a');
    const voted = voting();
    voted.ballot!.choices = ['1-1-a'];
    expect(bots.vote(voted, createRng(1), ctx)).toBeNull();
    const watching = voting();
    watching.ballot!.mayVote = false;
    expect(bots.vote(watching, createRng(1), ctx)).toBeNull();
  });
});
