/**
 * When do two answers count as the same word?
 *
 * Exact mode (close matching off): the same letters, ignoring case, surrounding spaces and repeated
 * inner spaces.
 *
 * Close mode (the default): additionally ignores accents and diacritics, surrounding punctuation,
 * hyphens versus spaces, apostrophes, plural versus singular (simple suffix rules per language), and
 * one typo (one insertion, deletion, substitution or swap of neighbours) when both words have at
 * least five letters. The rules are kept conservative: a wrong match hurts more than a missed one.
 */

import type { PlayerId } from '@snackparty/engine';

/** Letters of any language, combining marks, spaces, hyphens and apostrophes. */
export const WORD_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'’-]*$/u;
export const WORD_MAX_LENGTH = 30;
/** Typos are forgiven only between words at least this long. */
export const TYPO_MIN_LENGTH = 5;
/** Plural rules never make a base form shorter than this. */
const STEM_MIN_LENGTH = 3;

/** Tidies a submitted word for storing and showing: trimmed, single spaces, NFC. */
export function cleanWord(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Whether a submitted word is acceptable (after `cleanWord`). */
export function isValidWord(word: string): boolean {
  return word.length >= 1 && word.length <= WORD_MAX_LENGTH && WORD_PATTERN.test(word);
}

/** The exact-mode key: case and surrounding or repeated spaces do not matter. */
export function exactKey(word: string): string {
  return cleanWord(word).toLowerCase();
}

/** Letters that carry no combining mark in Unicode but are a base letter with a stroke or a ligature. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i', þ: 'th', ð: 'd', ŀ: 'l',
};

/**
 * The close-mode key: lower case, no diacritics, no surrounding punctuation, hyphens and spaces as one
 * space, no apostrophes.
 */
export function looseKey(word: string): string {
  let key = word.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
  key = key.replace(/[ßłøæœđıþðŀ]/g, (c) => FOLDED_LETTERS[c] ?? c);
  key = key.replace(/['’`´]/g, '');
  key = key.replace(/[\s\-‐‑–—_]+/g, ' ');
  key = key.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return key.normalize('NFC');
}

interface SuffixRule {
  /** The ending to take off. */
  strip: string;
  /** What to put back (for example `ies` -> `y`). */
  add?: string;
}

function rules(...specs: string[]): SuffixRule[] {
  return specs.map((spec) => {
    const [strip, add] = spec.split('>');
    return add === undefined ? { strip: strip! } : { strip: strip!, add };
  });
}

/**
 * Plural and singular endings per language, on diacritic-free keys. Every ending listed is tried, so
 * a plural and its singular meet in a common base (`boxes` -> `box`, `koty` and `kot` -> `kot`).
 */
const SUFFIX_RULES: Record<string, SuffixRule[]> = {
  en: rules('s', 'es', 'ies>y', 'ves>f', 'ves>fe'),
  nl: rules('s', 'en', 'eren'),
  de: rules('e', 'en', 'er', 'n', 's', 'nen', 'ern'),
  dk: rules('e', 'er', 'r', 'ene', 'erne'),
  es: rules('s', 'es', 'ces>z'),
  fr: rules('s', 'es', 'x', 'aux>al'),
  pl: rules('y', 'i', 'e', 'a', 'o', 'ie', 'owie'),
  sk: rules('y', 'i', 'e', 'a', 'o', 'ia', 'ovia'),
  ro: rules('i', 'e', 'a', 'le', 'uri', 'ii', 'ele'),
};

const VOWELS = 'aeiou';

/** Dutch spelling: `katten` -> `kat` (double consonant), `bomen` -> `boom` (open syllable). */
function dutchStems(stem: string): string[] {
  const out: string[] = [];
  const last = stem.at(-1) ?? '';
  const beforeLast = stem.at(-2) ?? '';
  if (last && last === beforeLast && !VOWELS.includes(last)) out.push(stem.slice(0, -1));
  const v = stem.at(-2) ?? '';
  const c = stem.at(-3) ?? '';
  if (VOWELS.includes(v) && !VOWELS.includes(last) && !VOWELS.includes(c) && stem.length >= 3) {
    out.push(`${stem.slice(0, -1)}${v}${last}`);
  }
  // Dutch plural -ven/-zen comes from singular -f/-s (`duiven` -> `duif`).
  if (last === 'v') out.push(`${stem.slice(0, -1)}f`);
  if (last === 'z') out.push(`${stem.slice(0, -1)}s`);
  return out;
}

/** The word itself plus the base forms its plural or singular endings allow, on the close key. */
export function baseForms(key: string, language: string): Set<string> {
  const forms = new Set<string>([key]);
  const list = SUFFIX_RULES[language] ?? SUFFIX_RULES.en!;
  for (const rule of list) {
    const strip = looseKey(rule.strip);
    if (!key.endsWith(strip)) continue;
    const stem = key.slice(0, key.length - strip.length);
    const base = stem + (rule.add ?? '');
    if (base.length < STEM_MIN_LENGTH || !/\p{L}$/u.test(stem)) continue;
    forms.add(base);
    if (language === 'nl') for (const s of dutchStems(stem)) forms.add(s);
  }
  return forms;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment), stopping early above `limit`: enough to
 * tell "one typo" from "more".
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[y.length]!;
}

function letterCount(key: string): number {
  return Array.from(key.replace(/\s/g, '')).length;
}

export interface MatchOptions {
  closeMatch: boolean;
  language: string;
}

/** Whether two answers count as the same word. */
export function wordsMatch(a: string, b: string, options: MatchOptions): boolean {
  const ea = exactKey(a);
  const eb = exactKey(b);
  if (!ea || !eb) return false;
  if (ea === eb) return true;
  if (!options.closeMatch) return false;
  const ka = looseKey(a);
  const kb = looseKey(b);
  if (!ka || !kb) return false;
  if (ka === kb) return true;
  const fa = baseForms(ka, options.language);
  const fb = baseForms(kb, options.language);
  for (const f of fa) if (fb.has(f)) return true;
  if (letterCount(ka) >= TYPO_MIN_LENGTH && letterCount(kb) >= TYPO_MIN_LENGTH) {
    return editDistance(ka, kb, 1) <= 1;
  }
  return false;
}

export interface Answer {
  playerId: PlayerId;
  word: string;
}

/**
 * Groups the answers whose words match: every group has two players or more, and a player is in at
 * most one group. Matching links chain (a ~ b and b ~ c put all three together). Groups come in the
 * order of their first answer; players keep the order they were given.
 */
export function groupAnswers(answers: readonly Answer[], options: MatchOptions): PlayerId[][] {
  const parent = answers.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (let i = 0; i < answers.length; i++) {
    for (let j = i + 1; j < answers.length; j++) {
      if (find(i) === find(j)) continue;
      if (wordsMatch(answers[i]!.word, answers[j]!.word, options)) parent[find(j)] = find(i);
    }
  }
  const byRoot = new Map<number, PlayerId[]>();
  answers.forEach((answer, i) => {
    const root = find(i);
    const group = byRoot.get(root) ?? [];
    group.push(answer.playerId);
    byRoot.set(root, group);
  });
  return [...byRoot.values()].filter((group) => group.length >= 2);
}
