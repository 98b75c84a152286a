/**
 * AI guessers. They see only their own phone's view: the hangman hint, their own wrong guesses and the
 * time. Like a person, they try words that fit the hint, first after a pause to look at the drawings,
 * then every few seconds; the more letters are revealed, the fewer words fit and the likelier they are
 * right. They know the words AI painters can draw, and "recognise" one of those more often as the
 * drawing time goes on. A right AI guesser credits one of the canvases.
 */

import type { BotPolicy, Rng } from '@snackparty/engine';
import { presetWords } from './content/presets';
import { wordsFor } from './content/words';
import { characters, customWordList, guessKeys, isHiddenCharacter } from './rules';
import type { CanvasClashHint, CanvasClashPlayerView, CanvasClashSettings } from './types';
import { MOVES } from './types';

export const FIRST_GUESS_MIN_MS = 8_000;
export const FIRST_GUESS_MAX_MS = 25_000;
export const NEXT_GUESS_MIN_MS = 4_000;
export const NEXT_GUESS_MAX_MS = 10_000;
export const CREDIT_MIN_MS = 1_500;
export const CREDIT_MAX_MS = 6_000;

const between = (rng: Rng, min: number, max: number): number => min + rng.int(max - min + 1);

/** Whether a word could be the hidden one: same layout, and every revealed letter in place. */
export function fitsHint(word: string, hint: CanvasClashHint): boolean {
  const chars = characters(word);
  if (chars.length !== hint.cells.length) return false;
  return chars.every((c, i) => {
    const cell = hint.cells[i];
    if (!isHiddenCharacter(c)) return cell === c;
    if (cell === null || cell === undefined) return true;
    return guessKeys(cell)[0] === guessKeys(c)[0];
  });
}

function knownWords(settings: CanvasClashSettings): { all: string[]; drawable: string[] } {
  const custom = customWordList(settings);
  const drawable = presetWords(settings.language).map((p) => p.word);
  const list = wordsFor(settings.language);
  const words = custom.length > 0 ? custom : [...list.easy, ...list.medium, ...list.hard];
  return { all: [...new Set([...words, ...drawable])], drawable };
}

/** The share of the hint's letters already revealed (0..1). */
function revealedShare(hint: CanvasClashHint): number {
  const revealed = hint.cells.filter((c) => c !== null && isHiddenCharacter(c)).length;
  return hint.length > 0 ? Math.min(1, revealed / hint.length) : 0;
}

/** A word the bot tries: one that fits the hint and was not tried yet, a drawable one more often later on. */
export function botGuess(view: CanvasClashPlayerView, settings: CanvasClashSettings, rng: Rng): string | null {
  const hint = view.hint;
  if (!hint) return null;
  const tried = new Set(view.wrongGuesses.flatMap((g) => guessKeys(g.text)));
  const fresh = (words: readonly string[]): string[] =>
    words.filter((w) => fitsHint(w, hint) && !guessKeys(w).some((k) => tried.has(k)));
  const { all, drawable } = knownWords(settings);
  const fitting = fresh(all);
  const recognised = fresh(drawable);
  // First attempts are mostly shots in the dark; recognition grows as letters appear.
  const recognise = view.guessCount > 0 && rng.next() < 0.15 + 0.6 * revealedShare(hint);
  if (recognise && recognised.length > 0) return rng.pick(recognised);
  if (fitting.length > 0) return rng.pick(fitting);
  return null;
}

const guessPolicy: BotPolicy<CanvasClashPlayerView, CanvasClashSettings> = (view, rng, { settings, now }) => {
  if (!view.mayGuess) return null;
  // Each attempt draws from its own part of the sequence, so a bot does not repeat itself.
  for (let i = 0; i < view.guessCount; i++) rng.next();
  const delay = view.guessCount === 0 ? between(rng, FIRST_GUESS_MIN_MS, FIRST_GUESS_MAX_MS) : between(rng, NEXT_GUESS_MIN_MS, NEXT_GUESS_MAX_MS);
  if (view.drawEndsAt !== null && now + delay >= view.drawEndsAt) return null;
  const text = botGuess(view, settings, rng);
  return text === null ? null : { move: MOVES.guess, payload: { text }, delayMs: delay };
};

const creditPolicy: BotPolicy<CanvasClashPlayerView, CanvasClashSettings> = (view, rng) => {
  if (!view.mayCredit || view.creditableCanvases.length === 0) return null;
  return { move: MOVES.credit, payload: { canvas: rng.pick(view.creditableCanvases) }, delayMs: between(rng, CREDIT_MIN_MS, CREDIT_MAX_MS) };
};

export const bots = { draw: guessPolicy, credit: creditPolicy };
