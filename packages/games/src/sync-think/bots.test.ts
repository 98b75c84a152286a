import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { gameSettingsSchema } from '../manifests';
import type { GameSettings } from '../manifests';
import { BOT_MAX_DELAY_MS, BOT_MIN_DELAY_MS, answerBot, connectingWord, personalityOf } from './bots';
import { lexicon } from './content/associations';
import { looseKey } from './matching';
import type { SyncThinkPlayerView } from './views';

function settingsOf(overrides: Partial<GameSettings> = {}): GameSettings {
  return gameSettingsSchema.parse(overrides);
}

function viewOf(overrides: Partial<SyncThinkPlayerView> = {}, me: Partial<SyncThinkPlayerView['me']> = {}): SyncThinkPlayerView {
  return {
    gameType: 'SYNC_THINK',
    stage: 'answer',
    stageNumber: 1,
    endsAt: 30_000,
    round: 1,
    rounds: 3,
    multiplier: 1,
    level: 0,
    maxLevel: 7,
    levelPoints: 1500,
    prompt: null,
    closeMatch: true,
    reveal: null,
    roundSummary: null,
    ...overrides,
    me: {
      playerId: -1,
      inPlay: true,
      canAnswer: true,
      word: null,
      matched: false,
      matchedAtLevel: null,
      matchedWith: [],
      previousWords: [],
      roundPoints: 0,
      score: 0,
      ...me,
    },
  };
}

function wordOf(action: ReturnType<typeof answerBot>): string {
  expect(action).not.toBeNull();
  expect(action!.move).toBe('submitWord');
  return (action!.payload as { word: string }).word;
}

const keys = (words: string[]) => words.map(looseKey);

describe('SYNC_THINK bots', () => {
  it('have two personalities', () => {
    expect([-1, -2, -3, -4, -5, -6].map(personalityOf)).toEqual([-1, -2, -2, -2, -2, -1]);
  });

  it('say a common starter word at level 0, in the game language', () => {
    for (const language of ['en', 'de', 'pl'] as const) {
      const starters = keys([...lexicon(language).starters.slice(0, 8)]);
      for (let seed = 0; seed < 20; seed++) {
        const word = wordOf(answerBot(viewOf(), createRng(seed), { settings: settingsOf({ language }), playerId: seed % 2 ? -1 : -2, now: 0 }));
        expect(starters).toContain(looseKey(word));
      }
    }
  });

  it('wait like a person: 4 to 12 seconds', () => {
    const delays = new Set<number>();
    for (let seed = 0; seed < 50; seed++) {
      const action = answerBot(viewOf(), createRng(seed), { settings: settingsOf(), playerId: -1, now: 0 });
      expect(action!.delayMs).toBeGreaterThanOrEqual(BOT_MIN_DELAY_MS);
      expect(action!.delayMs).toBeLessThanOrEqual(BOT_MAX_DELAY_MS);
      delays.add(action!.delayMs);
    }
    expect(delays.size).toBeGreaterThan(10);
  });

  it('connect two prompt words with a word both bring to mind', () => {
    const lex = lexicon('en');
    // beach and snow share nothing directly; sun and sea share beach; dog and cat share pet.
    for (const [a, b, expected] of [
      ['sun', 'sea', ['beach', 'blue', 'summer', 'water', 'ocean', 'fish', 'wave', 'sky']],
      ['dog', 'cat', ['pet', 'mouse', 'milk', 'bone', 'fur', 'puppy', 'kitten']],
      ['king', 'queen', ['crown', 'castle', 'chess', 'throne', 'prince', 'princess']],
    ] as const) {
      const both = lex.related(a).map(looseKey).filter((k) => lex.related(b).map(looseKey).includes(k));
      expect(both.length).toBeGreaterThan(0);
      for (let seed = 0; seed < 10; seed++) {
        for (const personality of [-1, -2] as const) {
          const word = connectingWord(lex, [a, b], personality, createRng(seed));
          expect(word).not.toBeNull();
          expect(both).toContain(looseKey(word!));
          expect(expected.map(looseKey)).toContain(looseKey(word!));
        }
      }
    }
  });

  it('fall back to a word one prompt brings to mind, never an unrelated one', () => {
    const lex = lexicon('en');
    for (let seed = 0; seed < 20; seed++) {
      const word = connectingWord(lex, ['pirate', 'qwxyz'], -1, createRng(seed));
      expect(keys(lex.related('pirate'))).toContain(looseKey(word!));
    }
    expect(connectingWord(lex, ['qwxyz', 'zyxwq'], -1, createRng(1))).toBeNull();
  });

  it('never repeat a prompt word or their own earlier words', () => {
    const lex = lexicon('en');
    for (let seed = 0; seed < 20; seed++) {
      const word = connectingWord(lex, ['sun', 'sea'], -1, createRng(seed), ['beach', 'summer']);
      expect(['sun', 'sea', 'beach', 'summer']).not.toContain(word);
    }
  });

  it('personalities lean differently but both stay on topic', () => {
    const lex = lexicon('en');
    const picks = { [-1]: new Set<string>(), [-2]: new Set<string>() } as Record<-1 | -2, Set<string>>;
    for (let seed = 0; seed < 40; seed++) {
      for (const p of [-1, -2] as const) picks[p].add(connectingWord(lex, ['party', 'winter'], p, createRng(seed))!);
    }
    const related = new Set([...keys(lex.related('party')), ...keys(lex.related('winter'))]);
    for (const set of Object.values(picks)) for (const w of set) expect(related.has(looseKey(w))).toBe(true);
    expect([...picks[-1]].sort()).not.toEqual([...picks[-2]].sort());
  });

  it('answer in the game language, from their own view only', () => {
    const view = viewOf({ level: 1, prompt: ['Sonne', 'Meer'] });
    const word = wordOf(answerBot(view, createRng(3), { settings: settingsOf({ language: 'de' }), playerId: -1, now: 0 }));
    const lex = lexicon('de');
    expect([...keys(lex.related('Sonne')), ...keys(lex.related('Meer'))]).toContain(looseKey(word));
  });

  it('try the English list when the prompt words are English in another game language', () => {
    const view = viewOf({ level: 1, prompt: ['cheese', 'mouse'] });
    expect(lexicon('pl').knows('cheese')).toBe(false);
    const word = wordOf(answerBot(view, createRng(3), { settings: settingsOf({ language: 'pl' }), playerId: -2, now: 0 }));
    const en = lexicon('en');
    expect([...keys(en.related('cheese')), ...keys(en.related('mouse'))]).toContain(looseKey(word));
  });

  it('do nothing when they cannot or already did answer', () => {
    const ctx = { settings: settingsOf(), playerId: -1, now: 0 };
    expect(answerBot(viewOf({}, { canAnswer: false, inPlay: false, matched: true }), createRng(1), ctx)).toBeNull();
    expect(answerBot(viewOf({}, { word: 'pizza' }), createRng(1), ctx)).toBeNull();
    expect(answerBot(viewOf({ stage: 'reveal' }), createRng(1), ctx)).toBeNull();
    expect(answerBot(viewOf({ level: 2, prompt: ['qwxyz', 'zyxwq'] }), createRng(1), ctx)).toBeNull();
  });
});
