import { describe, expect, it } from 'vitest';
import {
  baseForms,
  cleanWord,
  editDistance,
  exactKey,
  groupAnswers,
  isValidWord,
  looseKey,
  wordsMatch,
} from './matching';

const close = (language = 'en') => ({ closeMatch: true, language });
const exact = (language = 'en') => ({ closeMatch: false, language });

describe('word checks', () => {
  it('tidies spaces and accepts letters of any language, spaces, hyphens and apostrophes', () => {
    expect(cleanWord('  ice   cream ')).toBe('ice cream');
    for (const word of ['pizza', 'ice cream', 'rock-and-roll', "o'clock", 'Fußball', 'łódź', 'ĉapelo', 'сок', 'ÆBLE']) {
      expect(isValidWord(cleanWord(word)), word).toBe(true);
    }
  });

  it('refuses empty, too long, digits and symbols', () => {
    for (const word of ['', ' ', 'a'.repeat(31), 'r2d2', 'hi!', '-dash', 'x@y', '<b>']) {
      expect(isValidWord(cleanWord(word)), word).toBe(false);
    }
    expect(isValidWord('a'.repeat(30))).toBe(true);
  });
});

describe('exact mode (close matching off)', () => {
  it('ignores case and surrounding or repeated spaces only', () => {
    expect(wordsMatch('Pizza', ' pizza ', exact())).toBe(true);
    expect(wordsMatch('ICE  cream', 'ice cream', exact())).toBe(true);
    expect(exactKey('  Big   Apple ')).toBe('big apple');
  });

  it('keeps accents, plurals, typos and punctuation apart', () => {
    expect(wordsMatch('café', 'cafe', exact())).toBe(false);
    expect(wordsMatch('dogs', 'dog', exact())).toBe(false);
    expect(wordsMatch('banana', 'banan', exact())).toBe(false);
    expect(wordsMatch('ice-cream', 'ice cream', exact())).toBe(false);
  });
});

describe('close matching', () => {
  it('ignores case', () => {
    expect(wordsMatch('BEACH', 'beach', close())).toBe(true);
  });

  it('ignores accents and diacritics, including letters with strokes', () => {
    expect(wordsMatch('café', 'CAFE', close())).toBe(true);
    expect(wordsMatch('Fußball', 'fussball', close('de'))).toBe(true);
    expect(wordsMatch('łódź', 'lodz', close('pl'))).toBe(true);
    expect(wordsMatch('smørrebrød', 'smorrebrod', close('dk'))).toBe(true);
    expect(wordsMatch('mașină', 'masina', close('ro'))).toBe(true);
    expect(looseKey('Ærø')).toBe('aero');
  });

  it('ignores surrounding punctuation, apostrophes and hyphen versus space', () => {
    expect(looseKey(" 'pizza'- ")).toBe('pizza');
    expect(wordsMatch('ice-cream', 'ice cream', close())).toBe(true);
    expect(wordsMatch("rock 'n' roll", 'rock n roll', close())).toBe(true);
  });

  it.each([
    ['en', 'dog', 'dogs'],
    ['en', 'box', 'boxes'],
    ['en', 'party', 'parties'],
    ['en', 'wolf', 'wolves'],
    ['en', 'knife', 'knives'],
    ['en', 'horse', 'horses'],
    ['nl', 'boek', 'boeken'],
    ['nl', 'kat', 'katten'],
    ['nl', 'boom', 'bomen'],
    ['nl', 'fiets', 'fietsen'],
    ['nl', 'auto', "auto's"],
    ['nl', 'kind', 'kinderen'],
    ['de', 'Hund', 'Hunde'],
    ['de', 'Blume', 'Blumen'],
    ['de', 'Kind', 'Kinder'],
    ['de', 'Auto', 'Autos'],
    ['de', 'Haus', 'Häuser'],
    ['de', 'Freundin', 'Freundinnen'],
    ['dk', 'bil', 'biler'],
    ['dk', 'hus', 'huse'],
    ['dk', 'pige', 'piger'],
    ['es', 'perro', 'perros'],
    ['es', 'flor', 'flores'],
    ['es', 'luz', 'luces'],
    ['fr', 'chat', 'chats'],
    ['fr', 'gâteau', 'gâteaux'],
    ['fr', 'cheval', 'chevaux'],
    ['pl', 'kot', 'koty'],
    ['pl', 'kobieta', 'kobiety'],
    ['pl', 'okno', 'okna'],
    ['sk', 'strom', 'stromy'],
    ['sk', 'žena', 'ženy'],
    ['sk', 'mesto', 'mestá'],
    ['ro', 'pom', 'pomi'],
    ['ro', 'casă', 'case'],
    ['ro', 'tren', 'trenuri'],
  ])('%s: %s and %s are the same word', (language, singular, plural) => {
    expect(wordsMatch(singular, plural, close(language))).toBe(true);
    expect(wordsMatch(plural, singular, close(language))).toBe(true);
  });

  it('keeps plural rules conservative: short stems and other languages do not count', () => {
    expect(baseForms('bus', 'en').has('bu')).toBe(false);
    expect(wordsMatch('is', 'i', close())).toBe(false);
    // A Dutch plural rule does not apply in an English game.
    expect(wordsMatch('boek', 'boeken', close('en'))).toBe(false);
    expect(wordsMatch('cat', 'dog', close())).toBe(false);
  });

  it('forgives one typo between words of five letters or more', () => {
    expect(wordsMatch('banana', 'banna', close())).toBe(true); // deletion
    expect(wordsMatch('banana', 'bananna', close())).toBe(true); // insertion
    expect(wordsMatch('guitar', 'guitat', close())).toBe(true); // substitution
    expect(wordsMatch('guitar', 'giutar', close())).toBe(true); // neighbours swapped
    expect(wordsMatch('apple', 'appel', close())).toBe(true);
  });

  it('does not forgive typos in short words, nor two typos', () => {
    expect(wordsMatch('cat', 'car', close())).toBe(false);
    expect(wordsMatch('moon', 'moan', close())).toBe(false);
    expect(wordsMatch('house', 'hose', close())).toBe(false);
    expect(wordsMatch('banana', 'bnaana', close())).toBe(true);
    expect(wordsMatch('banana', 'bnanaa', close())).toBe(false);
  });

  it('measures the edit distance with swaps as one edit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('grouping answers', () => {
  it('puts matching answers together and drops singles', () => {
    const groups = groupAnswers(
      [
        { playerId: 1, word: 'Beach' },
        { playerId: 2, word: 'sun' },
        { playerId: 3, word: 'beaches' },
        { playerId: 4, word: 'moon' },
        { playerId: 5, word: 'SUN' },
        { playerId: 6, word: 'star' },
      ],
      close(),
    );
    expect(groups).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });

  it('chains close matches into one group', () => {
    const groups = groupAnswers(
      [
        { playerId: 1, word: 'guitar' },
        { playerId: 2, word: 'guitars' },
        { playerId: 3, word: 'gitars' },
      ],
      close(),
    );
    expect(groups).toEqual([[1, 2, 3]]);
  });

  it('in exact mode only identical words group', () => {
    const answers = [
      { playerId: 1, word: 'Dog' },
      { playerId: 2, word: 'dogs' },
      { playerId: 3, word: 'dog ' },
    ];
    expect(groupAnswers(answers, exact())).toEqual([[1, 3]]);
    expect(groupAnswers(answers, close())).toEqual([[1, 2, 3]]);
  });
});
