/**
 * The bundled association lists, one per language, and a symmetric index over them: a word brings to
 * mind the words its own entry lists, and the entries that list it.
 */
import { baseForms, looseKey } from '../../matching';
import { de } from './de';
import { dk } from './dk';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { nl } from './nl';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { AssociationList } from './types';

export type { AssociationList } from './types';

export const ASSOCIATION_LISTS: Readonly<Record<string, AssociationList>> = { en, dk, nl, de, es, fr, pl, sk, ro };

export const CONTENT_FALLBACK_LANGUAGE = 'en';

/** The language whose list serves `language` (itself when bundled, else English). */
export function contentLanguage(language: string): string {
  return ASSOCIATION_LISTS[language] ? language : CONTENT_FALLBACK_LANGUAGE;
}

export function associationList(language: string): AssociationList {
  return ASSOCIATION_LISTS[contentLanguage(language)]!;
}

export interface Lexicon {
  language: string;
  starters: readonly string[];
  /** A word's own entry, most obvious first; empty when it has no entry. */
  direct(word: string): string[];
  /** The entries whose lists name the word, in list order. */
  reverse(word: string): string[];
  /** Everything the word brings to mind: `direct` first, then `reverse`, without repeats. */
  related(word: string): string[];
  /** Whether the word is known to the list at all (as an entry or inside one). */
  knows(word: string): boolean;
}

function uniqueByKey(words: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const k = looseKey(w);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(w);
  }
  return out;
}

function buildLexicon(language: string): Lexicon {
  const list = associationList(language);
  const directByKey = new Map<string, string[]>();
  const reverseByKey = new Map<string, string[]>();
  for (const [entry, words] of Object.entries(list.associations)) {
    const entryKey = looseKey(entry);
    directByKey.set(entryKey, uniqueByKey([...(directByKey.get(entryKey) ?? []), ...words]));
    for (const w of words) {
      const k = looseKey(w);
      reverseByKey.set(k, uniqueByKey([...(reverseByKey.get(k) ?? []), entry]));
    }
  }
  const known = (k: string) => directByKey.has(k) || reverseByKey.has(k);
  /** The index key a word stands for: itself, or its singular or plural form the list knows. */
  const resolve = (word: string): string | null => {
    const k = looseKey(word);
    if (!k) return null;
    if (known(k)) return k;
    for (const form of baseForms(k, language)) if (known(form)) return form;
    for (const candidate of [...directByKey.keys(), ...reverseByKey.keys()]) {
      const forms = baseForms(candidate, language);
      if (forms.has(k)) return candidate;
      for (const f of baseForms(k, language)) if (forms.has(f)) return candidate;
    }
    return null;
  };
  const direct = (word: string) => {
    const k = resolve(word);
    return k ? [...(directByKey.get(k) ?? [])] : [];
  };
  const reverse = (word: string) => {
    const k = resolve(word);
    return k ? [...(reverseByKey.get(k) ?? [])] : [];
  };
  return {
    language: contentLanguage(language),
    starters: list.starters,
    direct,
    reverse,
    related: (word) => uniqueByKey([...direct(word), ...reverse(word)]).filter((w) => looseKey(w) !== looseKey(word)),
    knows: (word) => resolve(word) !== null,
  };
}

const lexicons = new Map<string, Lexicon>();

/** The (cached) index of a language's list; unknown languages get the English one. */
export function lexicon(language: string): Lexicon {
  const lang = contentLanguage(language);
  let lex = lexicons.get(lang);
  if (!lex) {
    lex = buildLexicon(lang);
    lexicons.set(lang, lex);
  }
  return lex;
}
