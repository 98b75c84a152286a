import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@snackparty/protocol';
import { WORD_LANGUAGES, wordsFor, type WordList } from './index';
import { words as en } from './en';

const MINIMUM: Readonly<Record<keyof WordList, number>> = { easy: 150, medium: 150, hard: 60 };
const WORD = /^[\p{L}][\p{L}\p{M} '-]*$/u;
const MAX_LENGTH = 24;
const MAX_WORDS = 3;
/** Only German writes its nouns with a capital letter; every other list is lower case. */
const CAPITALISING_LANGUAGES = new Set(['de']);

const difficulties = Object.keys(MINIMUM) as (keyof WordList)[];
const entriesOf = (list: WordList) => difficulties.flatMap((difficulty) => list[difficulty].map((word) => ({ difficulty, word })));

describe('CANVAS_CLASH word lists', () => {
  it('exist for exactly the languages of the product', () => {
    expect([...WORD_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: has its own list with enough words per difficulty', (language) => {
    const list = wordsFor(language);
    if (language !== 'en') expect(list, `${language} falls back to English`).not.toBe(en);
    for (const difficulty of difficulties) {
      expect(list[difficulty].length, `${language} ${difficulty}`).toBeGreaterThanOrEqual(MINIMUM[difficulty]);
    }
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: no word appears twice, across difficulties and ignoring case', (language) => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { difficulty, word } of entriesOf(wordsFor(language))) {
      const key = word.toLocaleLowerCase(language);
      const earlier = seen.get(key);
      if (earlier) repeats.push(`${word} (${earlier} and ${difficulty})`);
      else seen.set(key, difficulty);
    }
    expect(repeats).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: every word is letters, spaces and hyphens, short and typeable', (language) => {
    const bad: string[] = [];
    for (const { word } of entriesOf(wordsFor(language))) {
      const problems = [
        !WORD.test(word) && 'characters',
        word.length > MAX_LENGTH && 'too long',
        word.split(' ').length > MAX_WORDS && 'too many words',
        (word !== word.trim() || word.includes('  ')) && 'spacing',
        // A guess typed on a phone arrives precomposed; the word must compare equal to it.
        word !== word.normalize('NFC') && 'not NFC',
        !CAPITALISING_LANGUAGES.has(language) && word !== word.toLocaleLowerCase(language) && 'capital letter',
      ].filter(Boolean);
      if (problems.length) bad.push(`${word}: ${problems.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });

  it('writes Romanian with comma-below ș and ț, not the cedilla look-alikes', () => {
    const cedillas = entriesOf(wordsFor('ro')).filter(({ word }) => /[şţŞŢ]/u.test(word));
    expect(cedillas).toEqual([]);
  });

  it('serves English for a language without a list', () => {
    expect(wordsFor('xx')).toBe(en);
    expect(wordsFor('')).toBe(en);
    expect(wordsFor('constructor')).toBe(en);
    expect(wordsFor('en').easy).toContain('cat');
    expect(wordsFor('de').easy).toContain('Katze');
  });
});
