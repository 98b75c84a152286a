/**
 * The prompts of a category pack as typed in one box (one per line; a prompt may hold commas),
 * checked the way the server checks them: tidied, repeats dropped (case aside), each a sentence of
 * at most the allowed length. Pure.
 */
import { PROMPT_MAX_LENGTH, PROMPT_PATTERN } from '@snackparty/protocol';

export interface ParsedPrompts {
  /** The prompts to save, in the order typed, without repeats. */
  prompts: string[];
  /** Prompts the server would refuse (too long, no letter or digit, control characters or angle brackets). */
  invalid: string[];
  /** How many repeats were dropped. */
  duplicates: number;
}

export function tidyPrompt(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export function parsePrompts(text: string): ParsedPrompts {
  const seen = new Set<string>();
  const prompts: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  for (const line of text.split(/\r?\n/)) {
    const prompt = tidyPrompt(line);
    if (!prompt) continue;
    if (prompt.length > PROMPT_MAX_LENGTH || !PROMPT_PATTERN.test(prompt)) {
      invalid.push(prompt);
      continue;
    }
    const key = prompt.toLocaleLowerCase();
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    prompts.push(prompt);
  }
  return { prompts, invalid, duplicates };
}
