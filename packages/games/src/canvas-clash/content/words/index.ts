/**
 * The bundled CANVAS_CLASH word lists, one per language of the product. A game in a language without
 * its own list draws English words.
 */
import { words as de } from './de';
import { words as dk } from './dk';
import { words as en } from './en';
import { words as es } from './es';
import { words as fr } from './fr';
import { words as nl } from './nl';
import { words as pl } from './pl';
import { words as ro } from './ro';
import { words as sk } from './sk';
import type { WordList } from './types';

export type { WordList } from './types';

const WORD_LISTS: Readonly<Record<string, WordList>> = { en, dk, nl, de, es, fr, pl, sk, ro };

/** The languages that ship their own word list. */
export const WORD_LANGUAGES: readonly string[] = Object.freeze(Object.keys(WORD_LISTS));

/** The words of `language`; English for a language without a list. */
export function wordsFor(language: string): WordList {
  // Own keys only, so a name like "constructor" cannot reach the object's prototype.
  return Object.hasOwn(WORD_LISTS, language) ? WORD_LISTS[language]! : en;
}
