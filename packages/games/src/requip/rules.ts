/**
 * The pure rules of REQUIP: what an answer may be, when two answers are the same, who answers which
 * prompt, which prompts a round gets, how the AI answers, and what a prompt's votes are worth.
 */
import { audienceMajority } from '@snackparty/engine';
import type { Invalid, PlayerId, Points, Rng } from '@snackparty/engine';
import { PROMPT_MAX_LENGTH, PROMPT_PATTERN } from '@snackparty/protocol';
import { playerTextKey, tidyPlayerText } from '../player-text';
import { genericAnswersFor, promptById, promptsFor } from './content';
import { requipManifest } from './manifest';
import type { AnswerEntry, AudienceVote, Ballot, PromptOutcome, PromptResult, RequipSettings, RequipState, RoundPrompt } from './types';

export const MIN_PLAYERS = requipManifest.players.min;
export const MAX_PLAYERS = requipManifest.players.max;

/** Two prompts to answer in a normal round. */
export const ANSWER_MS = 90_000;
/** One prompt in the final. */
export const FINAL_ANSWER_MS = 60_000;
export const VOTE_MS = 25_000;
/** Three votes to spread over every answer takes longer. */
export const FINAL_VOTE_MS = 40_000;
export const REVEAL_MS = 10_000;
export const FINAL_REVEAL_MS = 15_000;
export const ROUND_SCORES_MS = 8_000;

export const ANSWER_MAX_LENGTH = 80;
/** Longer raw input is refused before it is looked at. */
const RAW_ANSWER_MAX_LENGTH = 400;
/** Votes each player spreads in the final. */
export const FINAL_VOTES = 3;
/** Shuffles tried when pairing, keeping the one that repeats the fewest pairs. */
const PAIRING_TRIES = 12;

/** Base points (before the round multiplier). */
export const POINTS = {
  /** Each vote for a player's answer. */
  vote: 100,
  /** The answer with the most votes. */
  top: 100,
  /** Every vote cast went to the answer: instead of `top`. */
  sweep: 250,
  /** A voter who accused the AI's answer. */
  spotAi: 200,
  /** Each accusation of a player's answer, to its author: a good bluff. */
  bluff: 100,
  /** Shared out in the final by vote share. */
  finalPool: 3000,
} as const;

export const ERRORS = {
  /** Not a text, or holds control characters. */
  invalidAnswer: 'requip.invalid_answer',
  /** Empty, or only spaces. */
  emptyAnswer: 'requip.empty_answer',
  answerTooLong: 'requip.answer_too_long',
  /** Not one of the player's prompts this round. */
  notYourPrompt: 'requip.not_your_prompt',
  /** No prompt is being voted on. */
  notVoting: 'requip.not_voting',
  /** The sender wrote this prompt (normal round) or is not in the game's vote. */
  cannotVote: 'requip.cannot_vote',
  /** The ballot names no answer, too many, or one not on the screen. */
  badVote: 'requip.bad_vote',
  /** A player's own answer cannot get their vote or their accusation. */
  ownAnswer: 'requip.own_answer',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers

/** A typed answer, tidied and checked (`tidyPlayerText`): 1 to {@link ANSWER_MAX_LENGTH} characters, no control characters. */
export function cleanAnswer(raw: unknown): string | Invalid {
  return tidyPlayerText(raw, { rawMaxLength: RAW_ANSWER_MAX_LENGTH, maxLength: ANSWER_MAX_LENGTH, keys: { invalid: ERRORS.invalidAnswer, empty: ERRORS.emptyAnswer, tooLong: ERRORS.answerTooLong } });
}

/** What two answers must share to be the same answer (a jinx): see `playerTextKey`. */
export const answerKey = playerTextKey;

export function sameAnswer(a: string, b: string): boolean {
  return answerKey(a) === answerKey(b);
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Rounds in the game: the room's numberOfRounds, at least one. */
export function roundsOf(settings: Pick<RequipSettings, 'numberOfRounds'>): number {
  const rounds = Math.floor(settings.numberOfRounds);
  return Number.isFinite(rounds) && rounds >= 1 ? rounds : 1;
}

/** With two rounds or more, the last one is the final; a one-round game is one normal round. */
export function isFinalRound(round: number, rounds: number): boolean {
  return rounds >= 2 && round === rounds;
}

/** The host's prompts, tidied as a category pack's are: no blanks, nothing too long or odd, no repeats. */
export function customPromptList(settings: Pick<RequipSettings, 'customPrompts'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of Array.isArray(settings.customPrompts) ? settings.customPrompts : []) {
    if (typeof raw !== 'string') continue;
    const text = raw.replace(/\s+/gu, ' ').trim();
    if (text.length === 0 || text.length > PROMPT_MAX_LENGTH || !PROMPT_PATTERN.test(text)) continue;
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Who answers what

export function pairKey(a: PlayerId, b: PlayerId): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/**
 * A normal round's authors: the players in a seeded circle, each prompt to two neighbours, so every
 * player answers two prompts with two different partners (three players or more). Of a few circles
 * the one repeating the fewest pairs of earlier rounds is kept.
 */
export function pairAuthors(roster: readonly PlayerId[], metPairs: readonly string[], rng: Rng): PlayerId[][] {
  const players = [...new Set(roster)];
  if (players.length < 2) return players.map((p) => [p]);
  if (players.length === 2) return [[players[0]!, players[1]!], [players[1]!, players[0]!]];
  const met = new Set(metPairs);
  let best: PlayerId[][] = [];
  let bestRepeats = Infinity;
  for (let t = 0; t < PAIRING_TRIES && bestRepeats > 0; t++) {
    const circle = rng.shuffle(players);
    const pairs = circle.map((p, i) => [p, circle[(i + 1) % circle.length]!]);
    const repeats = pairs.filter(([a, b]) => met.has(pairKey(a!, b!))).length;
    if (repeats < bestRepeats) {
      best = pairs;
      bestRepeats = repeats;
    }
  }
  return best;
}

interface PromptPick {
  contentId: string;
  text: string;
  custom: boolean;
}

/**
 * `count` prompts for a round: the host's own first (they chose their packs to play them), then the
 * bundled ones of the language (family ones only unless the room says otherwise), none dealt before
 * while others are left, none twice in a round.
 */
export function pickPrompts(
  count: number,
  state: Pick<RequipState, 'language' | 'familyOnly' | 'usedPromptIds' | 'customPrompts'>,
  rng: Rng,
): PromptPick[] {
  const used = new Set(state.usedPromptIds);
  const custom: PromptPick[] = state.customPrompts.map((text, i) => ({ contentId: `custom-${i}`, text, custom: true }));
  const bundledAll = promptsFor(state.language).filter((p) => !state.familyOnly || p.family);
  const bundled: PromptPick[] = (bundledAll.length > 0 ? bundledAll : promptsFor(state.language)).map((p) => ({
    contentId: p.id,
    text: p.text,
    custom: false,
  }));
  const picked: PromptPick[] = [];
  const taken = new Set<string>();
  const takeFrom = (list: PromptPick[]): void => {
    for (const p of rng.shuffle(list)) {
      if (picked.length >= count) return;
      const key = p.text.toLocaleLowerCase();
      if (taken.has(key)) continue;
      taken.add(key);
      picked.push(p);
    }
  };
  takeFrom(custom.filter((p) => !used.has(p.contentId)));
  takeFrom(bundled.filter((p) => !used.has(p.contentId)));
  // Every prompt has been dealt: the game starts over on the whole list.
  takeFrom([...custom, ...bundled]);
  return picked;
}

export function newPrompt(round: number, n: number, pick: PromptPick, authors: PlayerId[]): RoundPrompt {
  return {
    id: `${round}-${n}`,
    contentId: pick.contentId,
    text: pick.text,
    custom: pick.custom,
    authors,
    answers: {},
    ai: null,
    entries: null,
    ballots: {},
    result: null,
  };
}

// ---------------------------------------------------------------------------------------------
// The AI's answer

/** What the AI may answer to a prompt: its bank, or for the host's prompts the language's all-purpose answers. */
export function answerBank(prompt: Pick<RoundPrompt, 'contentId' | 'custom'>, language: string): readonly string[] {
  const bank = prompt.custom ? undefined : promptById(language, prompt.contentId)?.answers;
  return bank && bank.length > 0 ? bank : genericAnswersFor(language);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const hasLetter = (text: string): boolean => /\p{L}/u.test(text);
const isLower = (text: string): boolean => hasLetter(text) && text === text.toLowerCase() && text !== text.toUpperCase();
const isShouting = (text: string): boolean => (text.match(/\p{L}/gu) ?? []).length >= 2 && text === text.toUpperCase() && text !== text.toLowerCase();
const endsWithStop = (text: string): boolean => /[.!?…]$/u.test(text);

/**
 * Writes an answer the way this round's players write: in lower case (or shouting) when most of them
 * do, without the final full stop when most of them leave it out. Without players' answers it is
 * left as it is.
 */
export function styleLike(text: string, humans: readonly string[]): string {
  const lettered = humans.filter(hasLetter);
  let out = text;
  if (lettered.length > 0) {
    const share = (test: (t: string) => boolean): number => lettered.filter(test).length / lettered.length;
    if (share(isLower) > 0.5) out = out.toLowerCase();
    else if (share(isShouting) > 0.5) out = out.toUpperCase();
  }
  if (humans.length > 0 && humans.filter(endsWithStop).length / humans.length < 0.5 && /[^.]\.$/u.test(out)) {
    out = out.slice(0, -1);
  }
  return out;
}

/**
 * The AI's answer to a prompt: from the prompt's bank, never an answer a player gave it, of about the
 * length the round's players write (one of the two closest), in their style.
 */
export function aiAnswer(
  prompt: Pick<RoundPrompt, 'contentId' | 'custom' | 'answers'>,
  roundAnswers: readonly string[],
  language: string,
  rng: Rng,
): string {
  const taken = new Set(Object.values(prompt.answers).map(answerKey));
  const fresh = (list: readonly string[]): string[] => list.filter((a) => !taken.has(answerKey(a)));
  let candidates = fresh(answerBank(prompt, language));
  if (candidates.length === 0) candidates = fresh(genericAnswersFor(language));
  if (candidates.length === 0) candidates = [...answerBank(prompt, language)];
  const target = median(roundAnswers.map((a) => Array.from(a).length));
  let pool = candidates;
  if (target !== null) {
    const byCloseness = [...candidates].sort((a, b) => Math.abs(Array.from(a).length - target) - Math.abs(Array.from(b).length - target));
    pool = byCloseness.slice(0, 2);
  }
  return styleLike(rng.pick(pool), roundAnswers);
}

/**
 * What a language model wrote for a prompt, when it may stand as the AI's answer: tidied like a
 * player's, not the same as a player's answer to it, in the round's style. Null: the bank answers.
 */
export function writtenAnswer(prompt: Pick<RoundPrompt, 'aiWritten' | 'answers'>, roundAnswers: readonly string[]): string | null {
  if (typeof prompt.aiWritten !== 'string') return null;
  const text = cleanAnswer(prompt.aiWritten);
  if (typeof text !== 'string') return null;
  if (Object.values(prompt.answers).some((a) => sameAnswer(a, text))) return null;
  const styled = cleanAnswer(styleLike(text, roundAnswers));
  return typeof styled === 'string' ? styled : text;
}

/** The hidden AI's answer to a prompt: the language model's when it wrote a usable one, else one from the bank. */
export function hiddenAiAnswer(
  prompt: Pick<RoundPrompt, 'contentId' | 'custom' | 'answers' | 'aiWritten'>,
  roundAnswers: readonly string[],
  language: string,
  rng: Rng,
): string {
  return writtenAnswer(prompt, roundAnswers) ?? aiAnswer(prompt, roundAnswers, language, rng);
}

// ---------------------------------------------------------------------------------------------
// A prompt comes up

/** The answers the players gave a prompt, by author, in author order (a player who left has none). */
export function playerAnswers(prompt: RoundPrompt): Array<{ author: PlayerId; text: string }> {
  return prompt.authors.flatMap((author) => {
    const text = prompt.answers[author];
    return text === undefined ? [] : [{ author, text }];
  });
}

/** Authors whose answer is the same as another author's. */
export function jinxedAuthors(prompt: RoundPrompt): Set<PlayerId> {
  const byKey = new Map<string, PlayerId[]>();
  for (const { author, text } of playerAnswers(prompt)) {
    const key = answerKey(text);
    byKey.set(key, [...(byKey.get(key) ?? []), author]);
  }
  return new Set([...byKey.values()].filter((ids) => ids.length > 1).flat());
}

/** Whether the prompt is put to the vote: some player's answer is neither missing nor jinxed. */
export function isVotable(prompt: RoundPrompt): boolean {
  const jinxed = jinxedAuthors(prompt);
  return playerAnswers(prompt).some((a) => !jinxed.has(a.author));
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function entryId(promptId: string, position: number): string {
  const letter = LETTERS[position % LETTERS.length]!;
  return `${promptId}-${letter}${position >= LETTERS.length ? Math.floor(position / LETTERS.length) : ''}`;
}

/** Puts a prompt's answers on the screen: the players' and the AI's, in a seeded order. Done once. */
export function openPrompt(prompt: RoundPrompt, rng: Rng): RoundPrompt {
  if (prompt.entries) return prompt;
  const jinxed = jinxedAuthors(prompt);
  const answers: Array<Omit<AnswerEntry, 'id'>> = playerAnswers(prompt).map(({ author, text }) => ({ author, text, jinx: jinxed.has(author) }));
  if (prompt.ai !== null) answers.push({ author: null, text: prompt.ai, jinx: false });
  const entries = rng.shuffle(answers).map((a, i) => ({ id: entryId(prompt.id, i), ...a }));
  return { ...prompt, entries };
}

/** The entries a voter may pick or accuse. */
export function votableEntries(prompt: RoundPrompt): AnswerEntry[] {
  return (prompt.entries ?? []).filter((e) => !e.jinx);
}

/** Who votes on a prompt: everyone still in the game in the final; the others, not its authors, in a normal round. */
export function votersOf(prompt: RoundPrompt, roster: readonly PlayerId[], final: boolean): PlayerId[] {
  return final ? [...roster] : roster.filter((id) => !prompt.authors.includes(id));
}

/**
 * The audience's vote on a prompt from its counts as the vote ends: only the answers on the ballot
 * count; the answer most chose is one extra vote, a split audience casts none. Undefined when nobody
 * in the audience chose.
 */
export function audienceVoteOf(prompt: RoundPrompt, counts: Readonly<Record<string, number>>): AudienceVote | undefined {
  const kept: Record<string, number> = {};
  for (const entry of votableEntries(prompt)) {
    const count = counts[entry.id];
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) kept[entry.id] = count;
  }
  if (Object.keys(kept).length === 0) return undefined;
  return { choice: audienceMajority(kept), counts: kept };
}

// ---------------------------------------------------------------------------------------------
// Points

function add(points: Record<PlayerId, number>, playerId: PlayerId, amount: number): void {
  if (amount !== 0) points[playerId] = (points[playerId] ?? 0) + amount;
}

/**
 * A prompt's result from its ballots. Normal round: each vote 100, the most-voted player answer +100
 * (+250 instead when it took every vote), a player answer alone against the AI (the other side gave
 * none) takes every vote. Final: 3000 shared by vote share. Both: spotting the AI +200, each
 * accusation of a player's answer +100 to its author. Votes for the AI score for nobody; jinxed
 * answers and prompts nobody answered score nothing. The audience's choice counts as one more vote.
 */
export function scorePrompt(prompt: RoundPrompt, final: boolean): Omit<PromptResult, 'endsGame'> {
  const entries = prompt.entries ?? [];
  const human = entries.filter((e) => e.author !== null);
  const outcome: PromptOutcome = human.length === 0 ? 'noAnswers' : isVotable(prompt) ? 'voted' : 'jinx';
  const votes: Record<string, number> = Object.fromEntries(entries.map((e) => [e.id, 0]));
  const points: Record<PlayerId, number> = {};
  const result = { outcome, votes, points, topAuthors: [] as PlayerId[], sweep: null as PlayerId | null, everyVote: null as PlayerId | null, spotters: [] as PlayerId[] };
  if (outcome !== 'voted') return result;

  const ballots = Object.entries(prompt.ballots).map(([id, b]) => ({ voter: Number(id), ...b }) as Ballot & { voter: PlayerId });
  for (const b of ballots) for (const choice of b.choices) if (Object.hasOwn(votes, choice)) votes[choice]! += 1;
  const audienceChoice = prompt.audience?.choice;
  if (audienceChoice && votableEntries(prompt).some((e) => e.id === audienceChoice)) votes[audienceChoice]! += 1;
  const cast = Object.values(votes).reduce((a, b) => a + b, 0);
  const votable = human.filter((e) => !e.jinx);

  if (final) {
    for (const e of votable) if (cast > 0) add(points, e.author!, Math.round((POINTS.finalPool * votes[e.id]!) / cast));
    const top = Math.max(0, ...votable.map((e) => votes[e.id]!));
    if (top > 0) result.topAuthors = votable.filter((e) => votes[e.id] === top).map((e) => e.author!);
  } else if (votable.length === 1 && human.length === 1) {
    // The other side gave no answer: this one takes every vote cast, which is a sweep.
    const e = votable[0]!;
    result.everyVote = e.author;
    add(points, e.author!, POINTS.vote * cast);
    if (cast > 0) {
      result.sweep = e.author;
      result.topAuthors = [e.author!];
      add(points, e.author!, POINTS.sweep);
    }
  } else {
    for (const e of votable) add(points, e.author!, POINTS.vote * votes[e.id]!);
    const top = Math.max(0, ...entries.map((e) => votes[e.id]!));
    if (top > 0) {
      for (const e of votable.filter((v) => votes[v.id] === top)) {
        result.topAuthors.push(e.author!);
        if (votes[e.id] === cast) {
          result.sweep = e.author;
          add(points, e.author!, POINTS.sweep);
        } else {
          add(points, e.author!, POINTS.top);
        }
      }
    }
  }

  const aiEntry = entries.find((e) => e.author === null);
  for (const b of ballots) {
    if (b.spotAi === null) continue;
    if (aiEntry && b.spotAi === aiEntry.id) {
      result.spotters.push(b.voter);
      add(points, b.voter, POINTS.spotAi);
      continue;
    }
    const accused = human.find((e) => e.id === b.spotAi);
    if (accused && !accused.jinx) add(points, accused.author!, POINTS.bluff);
  }
  return result;
}

/** The base points a prompt's reveal awards. */
export function promptPoints(prompt: RoundPrompt): Points {
  return { ...(prompt.result?.points ?? {}) };
}

// ---------------------------------------------------------------------------------------------
// Rounds

/** The game ends after its last round, or when too few players remain for a round. */
export function gameShouldEnd(state: Pick<RequipState, 'round' | 'rounds' | 'roster'>): boolean {
  return state.round >= state.rounds || state.roster.length < MIN_PLAYERS;
}

/** Whether a player still has a prompt to answer this round. */
export function stillWriting(state: RequipState, playerId: PlayerId): boolean {
  return state.prompts.some((p) => p.authors.includes(playerId) && p.answers[playerId] === undefined);
}
