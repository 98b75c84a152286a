/** Word packs (spec section 7, Packs): users add their own words for the games that draw them. */
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
    // Repeats (ignoring case) are dropped; the first spelling stays.
    .transform((words) => words.filter((w, i) => words.findIndex((o) => o.toLocaleLowerCase() === w.toLocaleLowerCase()) === i)),
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

/** A user keeps at most this many word packs. */
export const WORD_PACKS_PER_USER = 50;

/** Why a word pack was refused (422), by field; the web translates them. */
export const WORD_PACK_MESSAGE_KEYS = {
  nameInvalid: 'wordPack.name_invalid',
  languageInvalid: 'wordPack.language_invalid',
  wordInvalid: 'wordPack.word_invalid',
  tooFewWords: 'wordPack.too_few_words',
  tooManyWords: 'wordPack.too_many_words',
  tooManyPacks: 'wordPack.too_many_packs',
  /** A game's settings name a pack the host may not use. */
  packNotUsable: 'wordPack.not_usable',
} as const;
export type WordPackMessageKey = (typeof WORD_PACK_MESSAGE_KEYS)[keyof typeof WORD_PACK_MESSAGE_KEYS];
