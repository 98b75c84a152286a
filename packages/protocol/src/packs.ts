/**
 * Packs (spec section 7, Packs): named lists a user makes in one language and may share. Word packs
 * hold drawable words (see word-packs.ts); category packs hold prompts, the questions players
 * answer. Both have the same routes under their own prefix and the same JSON shape,
 * apart from the name of the list (`words`, `prompts`).
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';

export const PACK_KINDS = ['word', 'category'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

export const CATEGORY_PACK_MIN_PROMPTS = 5;
export const CATEGORY_PACK_MAX_PROMPTS = 200;
export const PROMPT_MAX_LENGTH = 150;
export const CATEGORY_PACK_NAME_MAX_LENGTH = 60;
/**
 * A prompt is a sentence: any letters, digits, punctuation and symbols, with at least one letter or
 * digit; no control characters, and no angle brackets, which a prompt never needs and markup does.
 */
export const PROMPT_PATTERN = /^(?=.*[\p{L}\p{N}])[^\p{C}<>]+$/u;

const prompt = z
  .string()
  .transform((p) => p.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(PROMPT_MAX_LENGTH).regex(PROMPT_PATTERN, 'categoryPack.prompt_invalid'));

export const categoryPackAddSchema = z.object({
  name: z.string().trim().min(1).max(CATEGORY_PACK_NAME_MAX_LENGTH),
  language: z.enum(LANGUAGES),
  prompts: z
    .array(prompt)
    .min(CATEGORY_PACK_MIN_PROMPTS)
    .max(CATEGORY_PACK_MAX_PROMPTS)
    // Repeats (ignoring case) are dropped; the first spelling stays.
    .transform((prompts) => prompts.filter((p, i) => prompts.findIndex((o) => o.toLocaleLowerCase() === p.toLocaleLowerCase()) === i)),
  isPublic: z.boolean().default(false),
});
export const categoryPackUpdateSchema = categoryPackAddSchema.extend({ id: z.number().int().positive() });
export type CategoryPackAddRequest = z.input<typeof categoryPackAddSchema>;
export type CategoryPackUpdateRequest = z.input<typeof categoryPackUpdateSchema>;

export interface CategoryPackDto {
  id: number;
  name: string;
  language: Language;
  prompts: string[];
  isPublic: boolean;
  ownerUserId: number;
  ownerName: string;
  createdAt: string;
  updatedAt: string;
}

/** A user keeps at most this many category packs (word packs are counted apart). */
export const CATEGORY_PACKS_PER_USER = 50;

/** Why a category pack was refused (422), by field; the web translates them. */
export const CATEGORY_PACK_MESSAGE_KEYS = {
  nameInvalid: 'categoryPack.name_invalid',
  languageInvalid: 'categoryPack.language_invalid',
  promptInvalid: 'categoryPack.prompt_invalid',
  tooFewPrompts: 'categoryPack.too_few_prompts',
  tooManyPrompts: 'categoryPack.too_many_prompts',
  tooManyPacks: 'categoryPack.too_many_packs',
  /** A game's settings name a pack the host may not use. */
  packNotUsable: 'categoryPack.not_usable',
} as const;
export type CategoryPackMessageKey = (typeof CATEGORY_PACK_MESSAGE_KEYS)[keyof typeof CATEGORY_PACK_MESSAGE_KEYS];
