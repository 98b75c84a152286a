/**
 * The bundled REQUIP prompts, one list per language of the product, and the all-purpose answers the AI
 * falls back on. A game in a language without a list of its own plays the English prompts.
 */
import { GENERIC_ANSWERS } from './generic';
import { PROMPTS as de } from './prompts/de';
import { PROMPTS as dk } from './prompts/dk';
import { PROMPTS as en } from './prompts/en';
import { PROMPTS as es } from './prompts/es';
import { PROMPTS as fr } from './prompts/fr';
import { PROMPTS as nl } from './prompts/nl';
import { PROMPTS as pl } from './prompts/pl';
import { PROMPTS as ro } from './prompts/ro';
import { PROMPTS as sk } from './prompts/sk';
import type { RequipPrompt } from './types';

export type { RequipPrompt } from './types';

export const PROMPT_LISTS: Readonly<Record<string, readonly RequipPrompt[]>> = { en, dk, nl, de, es, fr, pl, sk, ro };

export const CONTENT_FALLBACK_LANGUAGE = 'en';

/** The language whose prompts serve `language`: itself when it has a list, else English. */
export function contentLanguage(language: string): string {
  // Own keys only, so a name like "constructor" cannot reach the object's prototype.
  return Object.hasOwn(PROMPT_LISTS, language) && PROMPT_LISTS[language]!.length > 0 ? language : CONTENT_FALLBACK_LANGUAGE;
}

/** The prompts of `language`; English for a language without a list. */
export function promptsFor(language: string): readonly RequipPrompt[] {
  return PROMPT_LISTS[contentLanguage(language)] ?? en;
}

/** A bundled prompt by its id, in the list that serves `language`. */
export function promptById(language: string, id: string): RequipPrompt | undefined {
  return promptsFor(language).find((p) => p.id === id);
}

/** Answers that fit almost any prompt, for prompts without a bank (the host's own). */
export function genericAnswersFor(language: string): readonly string[] {
  return Object.hasOwn(GENERIC_ANSWERS, language) ? GENERIC_ANSWERS[language]! : GENERIC_ANSWERS[CONTENT_FALLBACK_LANGUAGE]!;
}
