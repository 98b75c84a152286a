/**
 * AI players that try to think alike, the way a person would: at level 0 a common first word, later
 * a word that both prompt words bring to mind, else a word one of them brings to mind. Never a random
 * unrelated word. They see only their own phone's view and answer in the game's language.
 *
 * The two personalities (`aiBaseId` -1 and -2) differ a little: -1 goes for the most obvious link,
 * -2 likes the words that call up both prompts and picks a bit more freely.
 */

import type { BotPolicy, Rng } from '@snackparty/engine';
import { aiBaseId } from '@snackparty/protocol';
import { lexicon } from './content/associations';
import type { Lexicon } from './content/associations';
import { looseKey, wordsMatch } from './matching';
import type { SyncThinkSettings } from './rules';
import type { SyncThinkPlayerView } from './views';

export const BOT_MIN_DELAY_MS = 4_000;
export const BOT_MAX_DELAY_MS = 12_000;

export type Personality = -1 | -2;

export function personalityOf(playerId: number): Personality {
  return aiBaseId(playerId) === -2 ? -2 : -1;
}

export function botDelay(rng: Rng): number {
  return BOT_MIN_DELAY_MS + rng.int(BOT_MAX_DELAY_MS - BOT_MIN_DELAY_MS + 1);
}

/** A level-0 word: one of the most common starters. */
export function starterWord(lex: Lexicon, personality: Personality, rng: Rng): string {
  const top = lex.starters.slice(0, personality === -1 ? 5 : 8);
  return rng.pick(top.length > 0 ? top : lex.starters);
}

interface Candidate {
  word: string;
  /** Lower is more obvious. */
  rank: number;
  /** Reached through the entries that list the prompt words (rather than their own entries). */
  viaReverse: boolean;
}

function rankedLinks(lex: Lexicon, word: string): Map<string, Candidate> {
  const out = new Map<string, Candidate>();
  lex.direct(word).forEach((w, i) => {
    const k = looseKey(w);
    if (!out.has(k)) out.set(k, { word: w, rank: i, viaReverse: false });
  });
  lex.reverse(word).forEach((w, i) => {
    const k = looseKey(w);
    if (!out.has(k)) out.set(k, { word: w, rank: i + 0.5, viaReverse: true });
  });
  return out;
}

/** Picks among the best few, so two minds alike often land on the same word. */
function choose(candidates: Candidate[], personality: Personality, rng: Rng): string | null {
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort((a, b) => a.rank - b.rank || a.word.localeCompare(b.word));
  const best = sorted[0]!.rank;
  const spread = personality === -1 ? 0.75 : 1.5;
  const top = sorted.filter((c) => c.rank <= best + spread).slice(0, personality === -1 ? 2 : 3);
  return rng.pick(top).word;
}

/**
 * A word connecting the two prompt words, from the list of `lex`: an association of both, else a
 * strong association of either, else any association of either. null when the list knows neither.
 */
export function connectingWord(
  lex: Lexicon,
  prompt: readonly [string, string],
  personality: Personality,
  rng: Rng,
  avoid: readonly string[] = [],
  language = lex.language,
): string | null {
  const options = { closeMatch: true, language };
  const banned = [...prompt, ...avoid];
  const allowed = (w: string) => !banned.some((b) => wordsMatch(b, w, options));
  const [a, b] = prompt;
  const linksA = rankedLinks(lex, a);
  const linksB = rankedLinks(lex, b);

  // 1. Words both prompt words bring to mind.
  const both: Candidate[] = [];
  for (const [k, ca] of linksA) {
    const cb = linksB.get(k);
    if (!cb || !allowed(ca.word)) continue;
    const reverseBoth = ca.viaReverse && cb.viaReverse;
    // -2 puts the words whose own entries name both prompts first; -1 the most obvious pair.
    const bonus = personality === -2 && reverseBoth ? -100 : 0;
    both.push({ word: ca.word, rank: ca.rank + cb.rank + bonus, viaReverse: reverseBoth });
  }
  const fromBoth = choose(both, personality, rng);
  if (fromBoth) return fromBoth;

  // 2. A strong association of either prompt word.
  const either = [...linksA.values(), ...linksB.values()].filter((c) => allowed(c.word));
  const strong = either.filter((c) => c.rank < (personality === -1 ? 2 : 3));
  const fromStrong = choose(strong, personality, rng);
  if (fromStrong) return fromStrong;

  // 3. Any association of either prompt word.
  return either.length > 0 ? rng.pick(either).word : null;
}

/** The bot policy for the answer stage. */
export const answerBot: BotPolicy<SyncThinkPlayerView, SyncThinkSettings> = (view, rng, ctx) => {
  if (view.stage !== 'answer' || !view.me.canAnswer || view.me.word !== null) return null;
  const personality = personalityOf(ctx.playerId);
  const lex = lexicon(ctx.settings.language);
  let word: string | null;
  if (view.prompt === null) {
    word = starterWord(lex, personality, rng);
  } else {
    const avoid = view.me.previousWords.filter((w): w is string => w !== null);
    word = connectingWord(lex, view.prompt, personality, rng, avoid, ctx.settings.language);
    // Prompt words from another language: try the English list before giving up.
    if (word === null && lex.language !== 'en') {
      word = connectingWord(lexicon('en'), view.prompt, personality, rng, avoid, 'en');
    }
  }
  if (word === null) return null;
  return { move: 'submitWord', payload: { word }, delayMs: botDelay(rng) };
};

export const bots = { answer: answerBot };
