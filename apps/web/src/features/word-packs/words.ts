/**
 * The words of a pack as typed in one box (one per line, or separated by commas), checked the way the
 * server checks them: tidied, duplicates dropped (case aside), each a drawable word. Pure.
 */
import { WORD_MAX_LENGTH, WORD_PACK_MAX_WORDS, WORD_PACK_MIN_WORDS, WORD_PACK_NAME_MAX_LENGTH, WORD_PATTERN } from '@snackparty/protocol';

export interface ParsedWords {
  /** The words to save, in the order typed, without repeats. */
  words: string[];
  /** Words the server would refuse (bad characters or too long). */
  invalid: string[];
  /** How many repeats were dropped. */
  duplicates: number;
}

export function tidyWord(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export function parseWords(text: string): ParsedWords {
  const seen = new Set<string>();
  const words: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  for (const piece of text.split(/[\n,;]/)) {
    const word = tidyWord(piece);
    if (!word) continue;
    if (word.length > WORD_MAX_LENGTH || !WORD_PATTERN.test(word)) {
      invalid.push(word);
      continue;
    }
    const key = word.toLocaleLowerCase();
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    words.push(word);
  }
  return { words, invalid, duplicates };
}

export type PackProblem = 'nameMissing' | 'nameTooLong' | 'invalidWords' | 'tooFewWords' | 'tooManyWords';

/** The first reason a pack cannot be saved yet, or null. */
export function packProblem(name: string, parsed: ParsedWords): PackProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameMissing';
  if (trimmed.length > WORD_PACK_NAME_MAX_LENGTH) return 'nameTooLong';
  if (parsed.invalid.length > 0) return 'invalidWords';
  if (parsed.words.length < WORD_PACK_MIN_WORDS) return 'tooFewWords';
  if (parsed.words.length > WORD_PACK_MAX_WORDS) return 'tooManyWords';
  return null;
}

/** The words back in the box, one per line. */
export function wordsText(words: readonly string[]): string {
  return words.join('\n');
}
