import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { parseSaveData } from '@snackparty/protocol';
import { PRESET_CANVAS_SIZE, PRESET_CONCEPTS, PRESET_LANGUAGES, presetDrawing, presetForWord, presetWords } from './content/presets';
import {
  chooseWord,
  choosePresetWord,
  customWordList,
  guessPoints,
  hintOf,
  judgeGuess,
  nextPair,
  planReveals,
  revealCount,
} from './rules';
import type { CanvasClashState } from './types';

describe('judgeGuess', () => {
  it.each([
    ['Sun', 'sun'],
    ['SUN', 'sun'],
    ['  sun ', 'sun'],
    ['corazon', 'corazón'],
    ['CORAZÓN', 'corazón'],
    ['icecream', 'ice cream'],
    ['ice-cream', 'ice cream'],
    ['Ice  Cream!', 'ice cream'],
    ['strasse', 'Straße'],
    ['moen', 'Mön'],
    ['mon', 'Mön'],
    ['nogle', 'nøgle'],
    ['noegle', 'nøgle'],
    ['baad', 'båd'],
    ['bad', 'båd'],
    ['aeble', 'æble'],
    ['lodz', 'łódź'],
    ['masina', 'mașină'],
  ])('%s is right for %s', (guess, word) => {
    expect(judgeGuess(guess, word)).toBe('right');
  });

  it.each([
    ['hause', 'house', 'close'],
    ['tre', 'tree', 'close'],
    ['elefant', 'elephant', 'close'],
    ['elepahnt', 'elephant', 'close'],
    ['elfnt', 'elephant', 'wrong'],
    ['hat', 'cat', 'wrong'],
    ['dog', 'cat', 'wrong'],
    ['house', 'mouse', 'close'],
    ['hole', 'house', 'wrong'],
    ['', 'house', 'wrong'],
    ['!!!', 'house', 'wrong'],
  ])('%s for %s is %s', (guess, word, result) => {
    expect(judgeGuess(guess, word)).toBe(result);
  });
});

describe('guessPoints', () => {
  const start = 1_000_000;
  const end = start + 80_000;
  it.each([
    [0, 1000],
    [20_000, 830],
    [40_000, 650],
    [60_000, 480],
    [79_999, 300],
    [80_000, 300],
    [90_000, 300],
    [-5, 1000],
  ])('%i ms in: %i', (ms, points) => {
    expect(guessPoints(start + ms, start, end)).toBe(points);
  });
});

describe('letters', () => {
  it('reveal half, but never the last hidden one', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9].map(revealCount)).toEqual([0, 0, 1, 1, 2, 2, 4, 4]);
  });

  it('plans reveals from 30 % to 80 % of the time on distinct letters, never on spaces', () => {
    const plan = planReveals('hot dog stand', 0, 100_000, createRng(3));
    expect(plan.map((p) => p.at)).toEqual([30_000, 42_500, 55_000, 67_500, 80_000]);
    expect(new Set(plan.map((p) => p.index)).size).toBe(5);
    for (const { index } of plan) expect('hot dog stand'[index]).not.toBe(' ');
    expect(planReveals('x', 0, 100_000, createRng(3))).toEqual([]);
  });

  it('the hint keeps spaces and hyphens and shows revealed letters in upper case', () => {
    expect(hintOf('jack-in-the-box', [{ index: 0 }, { index: 14 }])).toEqual({
      cells: ['J', null, null, null, '-', null, null, '-', null, null, null, '-', null, null, 'X'],
      length: 12,
    });
    expect(hintOf('łódź', [{ index: 3 }]).cells).toEqual([null, null, null, 'Ź']);
  });
});

function stateWith(roster: number[], queue: number[], paintCount: Record<number, number>): CanvasClashState {
  return {
    round: 1, numberOfRounds: 2, turn: 0, turnInRound: 0, roster, queue, paintedThisRound: roster.filter((id) => !queue.includes(id)),
    paintCount, usedWords: [], current: null, history: [], left: [], botsOnly: false,
  };
}

describe('nextPair', () => {
  it('takes the next two of the round', () => {
    expect(nextPair(stateWith([1, 2, 3, 4], [3, 1, 4, 2], {}), createRng(1))).toEqual({ painters: [3, 1], queue: [4, 2] });
  });

  it('pairs the last of an odd round with whoever painted least', () => {
    const pair = nextPair(stateWith([1, 2, 3, 4, 5], [5], { 1: 2, 2: 1, 3: 2, 4: 2, 5: 1 }), createRng(1));
    expect(pair).toEqual({ painters: [5, 2], queue: [] });
  });

  it('skips players who left, and has nothing when the round is done', () => {
    expect(nextPair(stateWith([1, 3, 4], [2, 3, 4], {}), createRng(1))).toEqual({ painters: [3, 4], queue: [] });
    expect(nextPair(stateWith([1, 2, 3], [], {}), createRng(1))).toBeNull();
  });
});

describe('words', () => {
  const tiers = { easy: ['cat', 'dog'], medium: ['castle'], hard: ['philosophy'] };

  it('are never repeated while fresh ones are left', () => {
    const rng = createRng(8);
    const used: string[] = [];
    for (let i = 0; i < 4; i++) used.push(chooseWord(tiers, [], used, 'en', rng));
    expect(new Set(used).size).toBe(4);
    // Then preset words, before any repeat.
    expect(presetWords('en').map((p) => p.word)).toContain(chooseWord(tiers, [], used, 'en', rng));
  });

  it('come from the host\u2019s list when given', () => {
    const custom = customWordList({ customWords: ['  Zebra  crossing ', 'zebra crossing', '', 'x'.repeat(41), 'Lamp'] });
    expect(custom).toEqual(['Zebra crossing', 'Lamp']);
    const rng = createRng(1);
    const first = chooseWord(tiers, custom, [], 'en', rng);
    const second = chooseWord(tiers, custom, [first], 'en', rng);
    expect(new Set([first, second])).toEqual(new Set(custom));
    expect(custom).toContain(chooseWord(tiers, custom, custom, 'en', rng));
  });

  it('an AI turn gets a word with a preset in the game language', () => {
    const rng = createRng(2);
    const used: string[] = [];
    for (let i = 0; i < PRESET_CONCEPTS.length; i++) used.push(choosePresetWord(used, 'de', rng).word);
    expect(new Set(used).size).toBe(PRESET_CONCEPTS.length);
    for (const word of used) expect(presetForWord(word, 'de')).toBeDefined();
    expect(used).toContain('Schlüssel');
  });
});

describe('preset drawings', () => {
  it('at least 15 concepts, named in all nine languages', () => {
    expect(PRESET_CONCEPTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(PRESET_CONCEPTS.map((c) => c.key)).size).toBe(PRESET_CONCEPTS.length);
    for (const concept of PRESET_CONCEPTS) {
      for (const lang of PRESET_LANGUAGES) {
        expect(concept.words[lang].length, `${concept.key} in ${lang}`).toBeGreaterThan(0);
        expect(presetForWord(concept.words[lang], lang)?.key).toBe(concept.key);
      }
    }
  });

  it('are valid save data on the 263.48 canvas, in two styles, the same every time', () => {
    for (const concept of PRESET_CONCEPTS) {
      for (const style of [1, 2] as const) {
        const data = presetDrawing(concept, style);
        expect(parseSaveData(JSON.stringify(data))).toEqual(data);
        expect(data.width).toBe(PRESET_CANVAS_SIZE);
        expect(data.height).toBe(PRESET_CANVAS_SIZE);
        expect(data.lines.length).toBeGreaterThan(0);
        for (const line of data.lines) {
          expect(line.points.length).toBeGreaterThanOrEqual(2);
          for (const p of line.points) {
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x).toBeLessThanOrEqual(PRESET_CANVAS_SIZE);
            expect(p.y).toBeGreaterThanOrEqual(0);
            expect(p.y).toBeLessThanOrEqual(PRESET_CANVAS_SIZE);
          }
        }
        expect(presetDrawing(concept, style)).toEqual(data);
      }
      expect(presetDrawing(concept, 1)).not.toEqual(presetDrawing(concept, 2));
    }
  });
});
