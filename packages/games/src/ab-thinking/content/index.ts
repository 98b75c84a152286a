/**
 * The bundled AB_THINKING questions, one list per language of the product. A game in a language
 * without a list of its own asks the English questions.
 */
import { QUESTIONS as de } from './questions/de';
import { QUESTIONS as dk } from './questions/dk';
import { QUESTIONS as en } from './questions/en';
import { QUESTIONS as es } from './questions/es';
import { QUESTIONS as fr } from './questions/fr';
import { QUESTIONS as nl } from './questions/nl';
import { QUESTIONS as pl } from './questions/pl';
import { QUESTIONS as ro } from './questions/ro';
import { QUESTIONS as sk } from './questions/sk';
import type { AbQuestion } from './types';

export type { AbQuestion } from './types';

export const QUESTION_LISTS: Readonly<Record<string, readonly AbQuestion[]>> = { en, dk, nl, de, es, fr, pl, sk, ro };

export const CONTENT_FALLBACK_LANGUAGE = 'en';

/** The most characters a question may have, and each of its answers (a phone button). */
export const QUESTION_MAX_LENGTH = 100;
export const ANSWER_MAX_LENGTH = 24;

/** The language whose questions serve `language`: itself when it has a list, else English. */
export function contentLanguage(language: string): string {
  // Own keys only, so a name like "constructor" cannot reach the object's prototype.
  return Object.hasOwn(QUESTION_LISTS, language) && QUESTION_LISTS[language]!.length > 0 ? language : CONTENT_FALLBACK_LANGUAGE;
}

/** The questions of `language`; English for a language without a list. */
export function questionsFor(language: string): readonly AbQuestion[] {
  return QUESTION_LISTS[contentLanguage(language)] ?? en;
}
