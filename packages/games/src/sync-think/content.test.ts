import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@snackparty/protocol';
import { ASSOCIATION_LISTS, associationList, lexicon } from './content/associations';
import { cleanWord, isValidWord, looseKey } from './matching';

describe('association lists', () => {
  it('exist for every language of the product', () => {
    expect(Object.keys(ASSOCIATION_LISTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: enough entries of 4 to 8 valid, distinct words', (language) => {
    const list = ASSOCIATION_LISTS[language]!;
    const entries = Object.entries(list.associations);
    expect(entries.length).toBeGreaterThanOrEqual(language === 'en' ? 150 : 60);
    const entryKeys = new Set<string>();
    for (const [entry, words] of entries) {
      expect(isValidWord(cleanWord(entry)), `${language}: ${entry}`).toBe(true);
      expect(entryKeys.has(looseKey(entry)), `${language}: ${entry} twice`).toBe(false);
      entryKeys.add(looseKey(entry));
      expect(words.length, `${language}: ${entry}`).toBeGreaterThanOrEqual(4);
      expect(words.length, `${language}: ${entry}`).toBeLessThanOrEqual(8);
      const keys = words.map(looseKey);
      expect(new Set(keys).size, `${language}: ${entry} repeats a word`).toBe(words.length);
      expect(keys, `${language}: ${entry} lists itself`).not.toContain(looseKey(entry));
      for (const w of words) expect(isValidWord(cleanWord(w)), `${language}: ${entry} -> ${w}`).toBe(true);
    }
  });

  it.each(LANGUAGES.map((language) => [language]))('%s: starter words are valid, distinct and have associations', (language) => {
    const { starters } = ASSOCIATION_LISTS[language]!;
    expect(starters.length).toBeGreaterThanOrEqual(15);
    expect(new Set(starters.map(looseKey)).size).toBe(starters.length);
    const lex = lexicon(language);
    for (const word of starters) {
      expect(isValidWord(word), word).toBe(true);
      expect(lex.direct(word).length, `${language}: starter ${word} has no entry`).toBeGreaterThan(0);
    }
  });

  it('links count both ways and find singular or plural forms', () => {
    const lex = lexicon('en');
    expect(lex.direct('beach')).toContain('sand');
    expect(lex.reverse('sand')).toContain('beach');
    expect(lex.related('sand')).toEqual(expect.arrayContaining(['beach', 'desert']));
    expect(lex.direct('Dogs')).toEqual(lex.direct('dog'));
    expect(lex.knows('zzzz')).toBe(false);
    expect(lex.related('zzzz')).toEqual([]);
  });

  it('falls back to English for a language without a list', () => {
    expect(associationList('xx')).toBe(ASSOCIATION_LISTS.en);
    expect(lexicon('xx').language).toBe('en');
  });
});
