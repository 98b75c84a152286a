/**
 * SNAPTION's bundled deck: the pictures (SVG scenes in `apps/web/public/snaption/cards/`) and, per
 * language, a caption bank for every picture plus captions that fit any picture. AI players caption
 * from these banks; a language without its own book falls back to English.
 */
import { CAPTIONS as de } from './captions/de';
import { CAPTIONS as dk } from './captions/dk';
import { CAPTIONS as en } from './captions/en';
import { CAPTIONS as es } from './captions/es';
import { CAPTIONS as fr } from './captions/fr';
import { CAPTIONS as nl } from './captions/nl';
import { CAPTIONS as pl } from './captions/pl';
import { CAPTIONS as ro } from './captions/ro';
import { CAPTIONS as sk } from './captions/sk';
import type { CaptionBook } from './captions/types';

export { SNAPTION_CARDS } from './cards';
export type { SnaptionCard } from './cards';

export const CAPTION_BOOKS: Readonly<Record<string, CaptionBook>> = { en, de, fr, nl, dk, es, pl, sk, ro };

/** The path the web app serves a card's picture from. */
export function cardImageUrl(cardId: string): string {
  return `/snaption/cards/${encodeURIComponent(cardId)}.svg`;
}

/** The book of `language`; English, the language every card is written in first, for any other. */
function bookFor(language: string): CaptionBook {
  // Own keys only, so a name like "constructor" cannot reach the object's prototype.
  return Object.hasOwn(CAPTION_BOOKS, language) ? CAPTION_BOOKS[language]! : en;
}

/**
 * Captions written for one picture, in `language` (English when that language has none for it).
 * A picture from outside the deck, such as a GIF, gets the captions that fit any picture.
 */
export function captionBank(cardId: string, language: string): readonly string[] {
  const own = bookFor(language).byCard;
  if (Object.hasOwn(own, cardId) && own[cardId]!.length > 0) return own[cardId]!;
  if (Object.hasOwn(en.byCard, cardId)) return en.byCard[cardId]!;
  return genericCaptions(language);
}

/** Captions that fit any picture, for pictures without a bank of their own (a GIF, for one). */
export function genericCaptions(language: string): readonly string[] {
  const own = bookFor(language).generic;
  return own.length > 0 ? own : en.generic;
}
