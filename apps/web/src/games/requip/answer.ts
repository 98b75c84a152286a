/**
 * An answer as the server will take it: tidied the same way (NFC, runs of whitespace to one space,
 * trimmed) and checked the same way, so the phone says what is wrong before sending. Pure.
 */

/** Control characters and marks that reorder text on the screen. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function tidyAnswer(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Characters as a reader counts them. */
export function answerLength(text: string): number {
  return Array.from(tidyAnswer(text)).length;
}

/** The message key the server would refuse the answer with, or null when it would take it. */
export function answerProblem(raw: string, maxLength: number): 'requip.empty_answer' | 'requip.answer_too_long' | 'requip.invalid_answer' | null {
  const text = tidyAnswer(raw);
  if (FORBIDDEN.test(text)) return 'requip.invalid_answer';
  const length = Array.from(text).length;
  if (length === 0) return 'requip.empty_answer';
  if (length > maxLength) return 'requip.answer_too_long';
  return null;
}
