/**
 * The pure rules of CANVAS_CLASH: how guesses are compared, what a guess is worth, which letters are
 * revealed when, who paints with whom, and which word a turn gets.
 */

import type { PlayerId, Rng } from '@snackparty/engine';
import { editDistance } from '../sync-think/matching';
import { presetWords } from './content/presets';
import { canvasClashManifest } from './manifest';
import type { CanvasClashHint, CanvasClashSettings, CanvasClashState, RevealedLetter } from './types';

export const MIN_PLAYERS = canvasClashManifest.players.min;
export const MAX_PLAYERS = canvasClashManifest.players.max;

export const DRAW_MS = 80_000;
/** A table of AI players only draws from presets: no need to wait as long. */
export const DRAW_BOTS_ONLY_MS = 40_000;
export const CREDIT_MS = 15_000;
export const REVEAL_MS = 8_000;
export const ROUND_SUMMARY_MS = 8_000;

export const GUESS_MAX_LENGTH = 40;
/** The last wrong guesses a guesser sees again. */
export const WRONG_GUESSES_KEPT = 5;

export const POINTS = {
  /** A right guess at the very start of the draw stage. */
  fastestGuess: 1000,
  /** A right guess at the deadline. */
  slowestGuess: 300,
  /** Each painter, for each right guesser. */
  painterPerRightGuess: 100,
  /** The painter of a credited canvas, per credit (spec). */
  credit: 250,
} as const;

/** Letters are revealed from this share of the drawing time ... */
export const FIRST_REVEAL_AT = 0.3;
/** ... evenly until this share. */
export const LAST_REVEAL_AT = 0.8;

export const ERRORS = {
  badGuess: 'canvasClash.bad_guess',
  alreadyGuessed: 'canvasClash.already_guessed',
  painterCannotGuess: 'canvasClash.painter_cannot_guess',
  notGuessing: 'canvasClash.not_guessing',
  badCredit: 'canvasClash.bad_credit',
  alreadyCredited: 'canvasClash.already_credited',
  cannotCredit: 'canvasClash.cannot_credit',
  canvasUnavailable: 'canvasClash.canvas_unavailable',
} as const;

// ---------------------------------------------------------------------------------------------
// Comparing guesses

/**
 * Letters written as two where a keyboard lacks them (ß -> ss, æ -> ae) and letters without a
 * combining mark in Unicode. Danish ø and å and German umlauts fold both ways: `ø` matches `o` and
 * `oe`, `å` matches `a` and `aa`, `ü` matches `u` and `ue`.
 */
const ALWAYS_FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i', þ: 'th', ð: 'd' };
const DIGRAPHS: Record<string, string> = { ø: 'oe', å: 'aa', ä: 'ae', ö: 'oe', ü: 'ue' };
const SINGLE: Record<string, string> = { ø: 'o' };

function fold(text: string, extra: Record<string, string>): string {
  let key = text.normalize('NFC').toLowerCase();
  key = Array.from(key, (c) => extra[c] ?? ALWAYS_FOLDED[c] ?? c).join('');
  key = key.normalize('NFD').replace(/\p{M}+/gu, '');
  // Spaces, hyphens and punctuation never matter: "ice-cream", "ice cream" and "icecream" are one guess.
  return key.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The ways a text may be written without its special letters; a guess is right when any key meets the word's. */
export function guessKeys(text: string): string[] {
  return [...new Set([fold(text, SINGLE), fold(text, DIGRAPHS)])].filter((k) => k.length > 0);
}

/** Typos forgiven as "close" (never as right): one for words of 4+ letters, two for 8+. */
export function closeDistance(letters: number): number {
  if (letters >= 8) return 2;
  if (letters >= 4) return 1;
  return 0;
}

/** Compares a guess with the secret word. */
export function judgeGuess(guess: string, word: string): 'right' | 'close' | 'wrong' {
  const guessed = guessKeys(guess);
  const secret = guessKeys(word);
  if (guessed.some((k) => secret.includes(k))) return 'right';
  const allowed = closeDistance(Array.from(secret[0] ?? '').length);
  if (allowed === 0) return 'wrong';
  for (const g of guessed) for (const s of secret) if (editDistance(g, s, allowed) <= allowed) return 'close';
  return 'wrong';
}

/** Tidies a typed guess for keeping: NFC, single spaces, trimmed. */
export function cleanGuess(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** A typed guess as the game takes it (tidied), or null when it is empty or longer than a guess may be. */
export function guessText(raw: unknown): string | null {
  const text = typeof raw === 'string' ? cleanGuess(raw) : '';
  return text.length === 0 || text.length > GUESS_MAX_LENGTH ? null : text;
}

// ---------------------------------------------------------------------------------------------
// Points

/** A right guess's base points: 1000 at the start of drawing, down to 300 at the deadline, by tens. */
export function guessPoints(at: number, startedAt: number, endsAt: number): number {
  const span = Math.max(1, endsAt - startedAt);
  const share = Math.min(1, Math.max(0, (at - startedAt) / span));
  const points = POINTS.fastestGuess - (POINTS.fastestGuess - POINTS.slowestGuess) * share;
  return Math.round(points / 10) * 10;
}

// ---------------------------------------------------------------------------------------------
// The word as guessers see it

/** Characters of a word one by one (code points, so an accented letter is one cell). */
export function characters(word: string): string[] {
  return Array.from(word.normalize('NFC'));
}

/** Letters and digits are hidden; spaces, hyphens and other marks show from the start. */
export function isHiddenCharacter(c: string): boolean {
  return /[\p{L}\p{N}]/u.test(c);
}

export function letterIndices(word: string): number[] {
  return characters(word).flatMap((c, i) => (isHiddenCharacter(c) ? [i] : []));
}

export function hintOf(word: string, revealed: readonly Pick<RevealedLetter, 'index'>[]): CanvasClashHint {
  const shown = new Set(revealed.map((r) => r.index));
  const chars = characters(word);
  return {
    cells: chars.map((c, i) => (!isHiddenCharacter(c) ? c : shown.has(i) ? c.toLocaleUpperCase() : null)),
    length: chars.filter(isHiddenCharacter).length,
  };
}

/** How many letters a word of `letters` letters gets revealed: half, never the last unrevealed one. */
export function revealCount(letters: number): number {
  return Math.max(0, Math.min(Math.floor(letters / 2), letters - 1));
}

/**
 * Which letters are revealed and when: the first at 30 % of the drawing time, then evenly until
 * 80 %. The letters are picked at random.
 */
export function planReveals(word: string, startedAt: number, durationMs: number, rng: Rng): Array<{ index: number; at: number }> {
  const count = revealCount(letterIndices(word).length);
  const picked = rng.shuffle(letterIndices(word)).slice(0, count);
  return picked.map((index, i) => {
    const share = count === 1 ? FIRST_REVEAL_AT : FIRST_REVEAL_AT + ((LAST_REVEAL_AT - FIRST_REVEAL_AT) * i) / (count - 1);
    return { index, at: startedAt + Math.round(durationMs * share) };
  });
}

// ---------------------------------------------------------------------------------------------
// Who paints

/** Starts a round: everyone still in the game paints once, in a seeded order. */
export function startRound(state: CanvasClashState, rng: Rng): CanvasClashState {
  return { ...state, round: state.round + 1, turnInRound: 0, queue: rng.shuffle(state.roster), paintedThisRound: [] };
}

/**
 * The next pair of the round. With one player left in the queue, their partner is a player who already
 * painted this round: the one who painted least in the game (a seeded pick among equals).
 */
export function nextPair(state: CanvasClashState, rng: Rng): { painters: [PlayerId, PlayerId]; queue: PlayerId[] } | null {
  const queue = state.queue.filter((id) => state.roster.includes(id));
  if (queue.length >= 2) return { painters: [queue[0]!, queue[1]!], queue: queue.slice(2) };
  if (queue.length === 0) return null;
  const first = queue[0]!;
  const others = state.roster.filter((id) => id !== first);
  if (others.length === 0) return null;
  const least = Math.min(...others.map((id) => state.paintCount[id] ?? 0));
  const partner = rng.pick(others.filter((id) => (state.paintCount[id] ?? 0) === least));
  return { painters: [first, partner], queue: [] };
}

/** Turns left in the round after the current one. */
export function turnsLeftInRound(state: CanvasClashState): number {
  return Math.ceil(state.queue.filter((id) => state.roster.includes(id)).length / 2);
}

/** The game ends after its last round, or when too few players remain to paint and guess. */
export function gameShouldEnd(state: CanvasClashState): boolean {
  if (state.roster.length < MIN_PLAYERS) return true;
  return state.round >= state.numberOfRounds && turnsLeftInRound(state) === 0;
}

// ---------------------------------------------------------------------------------------------
// Words

export interface WordTiers {
  easy: readonly string[];
  medium: readonly string[];
  hard: readonly string[];
}

/** The host's words, tidied: no blanks, nothing too long to guess, no repeats. */
export function customWordList(settings: Pick<CanvasClashSettings, 'customWords'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of settings.customWords ?? []) {
    if (typeof raw !== 'string') continue;
    const word = cleanGuess(raw);
    const key = guessKeys(word)[0];
    if (!key || word.length > GUESS_MAX_LENGTH || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

function unused(words: readonly string[], used: ReadonlySet<string>): string[] {
  return words.filter((w) => !used.has(guessKeys(w)[0] ?? ''));
}

/**
 * A word for a turn of human painters: from the host's words when there are any, else from the
 * language's list, mostly easy and medium (45 % / 45 % / 10 % hard). Never a word used before in the
 * game while another is left.
 */
export function chooseWord(
  tiers: WordTiers,
  custom: readonly string[],
  usedWords: readonly string[],
  language: string,
  rng: Rng,
): string {
  const used = new Set(usedWords.map((w) => guessKeys(w)[0] ?? ''));
  if (custom.length > 0) {
    const fresh = unused(custom, used);
    return rng.pick(fresh.length > 0 ? fresh : custom);
  }
  const roll = rng.next();
  const preferred = roll < 0.45 ? tiers.easy : roll < 0.9 ? tiers.medium : tiers.hard;
  for (const list of [preferred, tiers.easy, tiers.medium, tiers.hard]) {
    const fresh = unused(list, used);
    if (fresh.length > 0) return rng.pick(fresh);
  }
  const presets = unused(presetWords(language).map((p) => p.word), used);
  if (presets.length > 0) return rng.pick(presets);
  const all = [...tiers.easy, ...tiers.medium, ...tiers.hard];
  return all.length > 0 ? rng.pick(all) : rng.pick(presetWords(language)).word;
}

/**
 * A word for a turn with an AI painter: one it has a preset drawing of, in the game's language
 * (whatever the host's packs say, since the AI can only draw these).
 */
export function choosePresetWord(usedWords: readonly string[], language: string, rng: Rng): { key: string; word: string } {
  const used = new Set(usedWords.map((w) => guessKeys(w)[0] ?? ''));
  const all = presetWords(language);
  const fresh = all.filter((p) => !used.has(guessKeys(p.word)[0] ?? ''));
  return rng.pick(fresh.length > 0 ? fresh : all);
}
