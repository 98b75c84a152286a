/**
 * The answer rules the phone checks before sending, the same as the server's (which stays the judge):
 * 1–30 characters after tidying, letters of any language first, then letters, spaces, hyphens and
 * apostrophes. Copied here so the game rules stay out of the browser bundle.
 */

/** Letters of any language, combining marks, spaces, hyphens and apostrophes. */
export const WORD_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'’-]*$/u;
export const WORD_MAX_LENGTH = 30;

export type WordProblem = 'empty' | 'tooLong' | 'characters' | 'promptWord';

/** Tidies a typed word the way the server stores it: NFC, single spaces, trimmed. */
export function cleanWord(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Case and accents aside, the same word (the server also forgives plurals and typos). */
function sameWord(a: string, b: string): boolean {
  const key = (w: string) => cleanWord(w).normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  return key(a) === key(b);
}

/** Why a typed word would be refused, or null when it may be sent. */
export function wordProblem(raw: string, prompt: readonly [string, string] | null): WordProblem | null {
  const word = cleanWord(raw);
  if (word.length === 0) return 'empty';
  if (word.length > WORD_MAX_LENGTH) return 'tooLong';
  if (!WORD_PATTERN.test(word)) return 'characters';
  if (prompt && prompt.some((p) => sameWord(p, word))) return 'promptWord';
  return null;
}
