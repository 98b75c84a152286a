/** Word packs (spec section 7, Packs) for CANVAS_CLASH: users add their own drawable words. */
import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';

export const WORD_PACK_MIN_WORDS = 5;
export const WORD_PACK_MAX_WORDS = 500;
export const WORD_MAX_LENGTH = 40;
export const WORD_PACK_NAME_MAX_LENGTH = 60;
/** A word: letters of any language, digits, spaces, hyphens and apostrophes. */
export const WORD_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’-]*$/u;

const word = z
  .string()
  .transform((w) => w.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(WORD_MAX_LENGTH).regex(WORD_PATTERN, 'wordPack.word_invalid'));

export const wordPackAddSchema = z.object({
  name: z.string().trim().min(1).max(WORD_PACK_NAME_MAX_LENGTH),
  language: z.enum(LANGUAGES),
  words: z
    .array(word)
    .min(WORD_PACK_MIN_WORDS)
    .max(WORD_PACK_MAX_WORDS)
    .transform((words) => [...new Map(words.map((w) => [w.toLocaleLowerCase(), w])).values()]),
  isPublic: z.boolean().default(false),
});
export const wordPackUpdateSchema = wordPackAddSchema.extend({ id: z.number().int().positive() });
export type WordPackAddRequest = z.input<typeof wordPackAddSchema>;
export type WordPackUpdateRequest = z.input<typeof wordPackUpdateSchema>;

export interface WordPackDto {
  id: number;
  name: string;
  language: Language;
  words: string[];
  isPublic: boolean;
  ownerUserId: number;
  ownerName: string;
  createdAt: string;
  updatedAt: string;
}
