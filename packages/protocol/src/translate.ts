/**
 * Translation (spec section 7, `POST /translate`): a text, or a list of texts, into one of the
 * product's languages, through the LibreTranslate-compatible server the operator configures.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';

/** `GET`: whether this server translates; `POST`: a translation. Under the API base. */
export const TRANSLATE_PATH = '/translate';

/** One text (a prompt, a sentence) at most this long. */
export const TRANSLATE_TEXT_MAX_LENGTH = 5000;
/** A list (a pack's words or prompts) of at most this many texts. */
export const TRANSLATE_MAX_TEXTS = 500;
/** All texts of one request together at most this long: a whole pack fits, a book does not. */
export const TRANSLATE_MAX_CHARACTERS = 25_000;

const oneText = z.string().trim().min(1).max(TRANSLATE_TEXT_MAX_LENGTH);

export const translateRequestSchema = z
  .object({
    /** One text, or several translated apart (a pack's entries): the answer has the same shape. */
    text: z.union([oneText, z.array(oneText).min(1).max(TRANSLATE_MAX_TEXTS)]),
    /** The text's language; unset, the translation server detects it. */
    source: z.enum(LANGUAGES).optional(),
    target: z.enum(LANGUAGES),
  })
  .strict();
export type TranslateRequest = z.input<typeof translateRequestSchema>;

/** The characters of a request's texts together. */
export function translateLength(text: string | readonly string[]): number {
  return typeof text === 'string' ? text.length : text.reduce((sum, t) => sum + t.length, 0);
}

export interface TranslateResponse {
  /** A string for a string, a list of the same length and order for a list. */
  translatedText: string | string[];
  /** The source language as the server detected it, when none was given and it is one of ours. */
  detectedLanguage: Language | null;
}

export interface TranslateStatusResponse {
  /** False: no translation server is configured, and the product offers no translation. */
  enabled: boolean;
  languages: Language[];
}

/** Why a translation was refused (the web translates them in its `translate` block). */
export const TRANSLATE_MESSAGE_KEYS = {
  /** No translation server is configured (503). */
  notConfigured: 'translate.error.notConfigured',
  /** The translation server did not answer, or not as it should (503). */
  unavailable: 'translate.error.unavailable',
  /** More text than one request may carry (413). */
  tooLong: 'translate.error.tooLong',
  /** The source and target are the same language (422). */
  sameLanguage: 'translate.error.sameLanguage',
  /** Translations need an account (403). */
  accountNeeded: 'translate.error.accountNeeded',
} as const;
export type TranslateMessageKey = (typeof TRANSLATE_MESSAGE_KEYS)[keyof typeof TRANSLATE_MESSAGE_KEYS];
