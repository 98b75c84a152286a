/**
 * A caption as the server will take it: tidied the same way (NFC, runs of whitespace to one space,
 * trimmed) and checked the same way, so the phone says what is wrong before sending. Pure.
 */

/** Control characters and marks that reorder text on the screen. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export type CaptionProblem = 'snaption.empty_caption' | 'snaption.caption_too_long' | 'snaption.invalid_caption';

export function tidyCaption(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Characters as a reader counts them. */
export function captionLength(text: string): number {
  return Array.from(tidyCaption(text)).length;
}

/** The message key the server would refuse the caption with, or null when it would take it. */
export function captionProblem(raw: string, maxLength: number): CaptionProblem | null {
  const text = tidyCaption(raw);
  if (FORBIDDEN.test(text)) return 'snaption.invalid_caption';
  const length = Array.from(text).length;
  if (length === 0) return 'snaption.empty_caption';
  if (length > maxLength) return 'snaption.caption_too_long';
  return null;
}
