/**
 * AI players (seats), who play like people from their own phone's view. They caption from the
 * picture's caption bank in the room's language (the captions that fit any picture for a GIF, and
 * in the blind final, where they have not seen the picture either). Every AI player on a picture
 * starts from the same place in the list and takes its own entry after it, so two of them never
 * write the same caption. They vote for any caption, now and then for the one a simple measure
 * finds funniest, and usually predict a winner.
 */

import type { BotPolicy, Rng } from '@snackparty/engine';
import { captionBank, genericCaptions } from './content';
import { captionKey, cleanCaption } from './rules';
import { MOVES } from './types';
import type { SnaptionCaptionView, SnaptionCardView, SnaptionPlayerView, SnaptionSettings } from './types';

export const CAPTION_MIN_MS = 12_000;
export const CAPTION_MAX_MS = 40_000;
export const BLIND_CAPTION_MIN_MS = 8_000;
export const BLIND_CAPTION_MAX_MS = 25_000;
export const VOTE_MIN_MS = 5_000;
export const VOTE_MAX_MS = 20_000;
export const PAIR_VOTE_MIN_MS = 3_000;
export const PAIR_VOTE_MAX_MS = 10_000;
/** How often an AI player votes for the caption it finds funniest rather than the one it happens to like. */
export const FUNNIEST_SHARE = 0.45;
/** How often it predicts a winner at all. */
export const PREDICT_SHARE = 0.85;

const between = (rng: Rng, min: number, max: number): number => min + rng.int(max - min + 1);

/** A small stable number from a text, so every AI player on a picture starts from the same place. */
function textHash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + (c.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

function rotated(list: readonly string[], start: number): string[] {
  return list.map((_, i) => list[(start + i) % list.length]!);
}

/**
 * What AI players caption a picture with, in the order they take them: the picture's own bank (from
 * a place fixed by the picture), then the captions that fit any picture, each once, none too long.
 */
export function captionListFor(card: SnaptionCardView | null, round: number, language: string): string[] {
  const start = textHash(card ? card.cardId : `blind-${round}`);
  const own = card ? captionBank(card.cardId, language) : [];
  const seen = new Set<string>();
  const list: string[] = [];
  for (const text of [...rotated(own, start), ...rotated(genericCaptions(language), start)]) {
    const key = captionKey(text);
    if (seen.has(key) || typeof cleanCaption(text) !== 'string') continue;
    seen.add(key);
    list.push(text);
  }
  return list;
}

/** An AI player's caption: its own entry of the list (AI players' ids are -1, -2, …), so no two write the same. */
export function botCaption(card: SnaptionCardView | null, round: number, playerId: number, language: string): string | null {
  const list = captionListFor(card, round, language);
  if (list.length === 0) return null;
  return list[(Math.abs(playerId) - 1) % list.length]!;
}

/**
 * A simple measure of a caption's punch: a sentence of a good length, an exclamation or a question,
 * a line of dialogue, an emoji, or shouting.
 */
export function funniness(text: string): number {
  const length = Array.from(text).length;
  let score = length >= 15 && length <= 60 ? 2 : length >= 8 ? 1 : 0;
  if (/[!?]/u.test(text)) score += 1;
  if (/["“”„«»:]/u.test(text)) score += 1;
  if (/\p{Extended_Pictographic}/u.test(text)) score += 1;
  if ((text.match(/\p{L}/gu) ?? []).length >= 3 && text === text.toUpperCase() && text !== text.toLowerCase()) score += 1;
  return score;
}

/** The caption with the highest punch (one of the tied ones, at random). */
export function funniest(captions: readonly SnaptionCaptionView[], rng: Rng): SnaptionCaptionView {
  const best = Math.max(...captions.map((c) => funniness(c.text)));
  return rng.pick(captions.filter((c) => funniness(c.text) === best));
}

const captionPolicy: BotPolicy<SnaptionPlayerView, SnaptionSettings> = (view, rng, { settings, playerId }) => {
  if (!view.canCaption || view.caption !== null) return null;
  const text = botCaption(view.card, view.round, playerId, settings.language);
  if (text === null) return null;
  const delay = view.card ? between(rng, CAPTION_MIN_MS, CAPTION_MAX_MS) : between(rng, BLIND_CAPTION_MIN_MS, BLIND_CAPTION_MAX_MS);
  return { move: MOVES.caption, payload: { text }, delayMs: delay };
};

const votePolicy: BotPolicy<SnaptionPlayerView, SnaptionSettings> = (view, rng) => {
  const ballot = view.ballot;
  const current = view.current;
  if (!ballot?.mayVote || !current || ballot.choice !== null) return null;
  const options = current.captions.filter((c) => c.captionId !== ballot.ownCaptionId);
  if (options.length === 0) return null;
  const best = funniest(options, rng);
  const choice = rng.next() < FUNNIEST_SHARE ? best : rng.pick(options);
  let prediction: string | null = null;
  if (rng.next() < PREDICT_SHARE) {
    // Mostly the caption it liked, sometimes the one it thinks the room will like, now and then a hunch.
    const r = rng.next();
    prediction = (r < 0.5 ? choice : r < 0.8 ? best : rng.pick(options)).captionId;
  }
  const delay = current.mode === 'pairs' ? between(rng, PAIR_VOTE_MIN_MS, PAIR_VOTE_MAX_MS) : between(rng, VOTE_MIN_MS, VOTE_MAX_MS);
  return { move: MOVES.vote, payload: { captionId: choice.captionId, prediction }, delayMs: delay };
};

export const bots = { caption: captionPolicy, vote: votePolicy };
