/**
 * Text players type that others see (answers, captions): tidied the same way in every game, and
 * compared the same way when two players may have written the same thing.
 */
import { invalid } from '@snackparty/engine';
import type { Invalid } from '@snackparty/engine';

/** Control characters and the marks that reorder text on the screen; ordinary whitespace is folded to spaces first. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export interface PlayerTextRules {
  /** Longest raw input looked at (before tidying), in UTF-16 units. */
  rawMaxLength: number;
  /** Longest tidied text, in characters. */
  maxLength: number;
  /** The game's message keys for each refusal. */
  keys: { invalid: string; empty: string; tooLong: string };
}

/** A typed text, tidied (NFC, single spaces, trimmed) and checked: 1 to `maxLength` characters, no control characters. */
export function tidyPlayerText(raw: unknown, rules: PlayerTextRules): string | Invalid {
  if (typeof raw !== 'string' || raw.length > rules.rawMaxLength) return invalid(rules.keys.invalid);
  const text = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (FORBIDDEN.test(text)) return invalid(rules.keys.invalid);
  const length = Array.from(text).length;
  if (length === 0) return invalid(rules.keys.empty);
  if (length > rules.maxLength) return invalid(rules.keys.tooLong);
  return text;
}

/** Letters without a combining mark in Unicode, folded to what a keyboard without them types. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i', þ: 'th', ð: 'd' };

/**
 * What two texts must share to be the same (a jinx): case, accents, spacing and punctuation do not
 * count. A text of symbols only (emoji) is compared as typed, spaces aside.
 */
export function playerTextKey(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  const folded = Array.from(lower, (c) => FOLDED[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  const key = folded.replace(/[^\p{L}\p{N}]+/gu, '');
  return key.length > 0 ? key : lower.replace(/\s+/gu, '');
}
