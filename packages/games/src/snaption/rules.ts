/**
 * The pure rules of SNAPTION: what a caption may be, when two captions are the same, which picture a
 * round gets, how the captions are put to the vote (all on one screen, or head to head), and what
 * the votes and predictions are worth.
 */

import { audienceMajority, invalid } from '@snackparty/engine';
import type { Invalid, PlayerId, Rng } from '@snackparty/engine';
import { playerTextKey, tidyPlayerText } from '../player-text';
import { SNAPTION_CARDS, cardImageUrl } from './content';
import { snaptionManifest } from './manifest';
import type { AudienceVote, Ballot, CaptionEntry, CardAttribution, CustomCard, Matchup, MatchupOutcome, MatchupResult, RoundCard, SnaptionSettings, SnaptionState, VoteMode } from './types';

export const MIN_PLAYERS = snaptionManifest.players.min;
export const MAX_PLAYERS = snaptionManifest.players.max;

export const CAPTION_MS = 60_000;
/** Writing for a picture nobody has seen goes quicker. */
export const BLIND_CAPTION_MS = 45_000;
export const UNVEIL_MS = 6_000;
/** Reading up to eight captions, voting and predicting. */
export const VOTE_MS = 30_000;
export const PAIR_VOTE_MS = 15_000;
export const REVEAL_MS = 12_000;
export const PAIR_REVEAL_MS = 7_000;
export const ROUND_WINNER_MS = 8_000;
export const ROUND_SCORES_MS = 8_000;

export const CAPTION_MAX_LENGTH = 80;
/** Longer raw input is refused before it is looked at. */
const RAW_CAPTION_MAX_LENGTH = 400;
/** More captions than this go head to head, a pair at a time: a TV across the room shows eight at most. */
export const MAX_ON_SCREEN = 8;

/** Base points (before the round multiplier). */
export const POINTS = {
  /** Each vote for a player's caption. */
  vote: 100,
  /** The round's top caption (every tied one). */
  top: 200,
  /** A voter who predicted the winner of the vote. */
  prediction: 100,
} as const;

export const ERRORS = {
  /** Not a text, or holds control characters. */
  invalidCaption: 'snaption.invalid_caption',
  /** Empty, or only spaces. */
  emptyCaption: 'snaption.empty_caption',
  captionTooLong: 'snaption.caption_too_long',
  /** No vote is open. */
  notVoting: 'snaption.not_voting',
  /** The sender has a caption in this head-to-head pair. */
  cannotVote: 'snaption.cannot_vote',
  /** The ballot names no caption, or one not on the screen. */
  badVote: 'snaption.bad_vote',
  /** A player's own caption cannot get their vote or their prediction. */
  ownCaption: 'snaption.own_caption',
} as const;

// ---------------------------------------------------------------------------------------------
// Captions

/** A typed caption, tidied and checked (`tidyPlayerText`): 1 to {@link CAPTION_MAX_LENGTH} characters, no control characters. */
export function cleanCaption(raw: unknown): string | Invalid {
  return tidyPlayerText(raw, { rawMaxLength: RAW_CAPTION_MAX_LENGTH, maxLength: CAPTION_MAX_LENGTH, keys: { invalid: ERRORS.invalidCaption, empty: ERRORS.emptyCaption, tooLong: ERRORS.captionTooLong } });
}

/** What two captions must share to be the same caption (a jinx): see `playerTextKey`. */
export const captionKey = playerTextKey;

export function sameCaption(a: string, b: string): boolean {
  return captionKey(a) === captionKey(b);
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Rounds in the game: the room's numberOfRounds, at least one. */
export function roundsOf(settings: Pick<SnaptionSettings, 'numberOfRounds'>): number {
  const rounds = Math.floor(settings.numberOfRounds);
  return Number.isFinite(rounds) && rounds >= 1 ? rounds : 1;
}

/** With two rounds or more, the last one is the blind final; a one-round game is one normal round. */
export function isBlindRound(round: number, rounds: number): boolean {
  return rounds >= 2 && round === rounds;
}

export function familyOnlyOf(settings: Pick<SnaptionSettings, 'snaptionSettings' | 'familyMode'>): boolean {
  const own = settings.snaptionSettings;
  return settings.familyMode === true || !(typeof own === 'object' && own !== null && own.familyOnly === false);
}

const CARD_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
/** An https address, or a path on this server (the chat-app wrapper's `/.proxy/...`); nothing that could break out of an attribute. */
const IMAGE_URL = /^(?:https:\/\/|\/(?!\/))[^\s"'<>\\`]{1,2048}$/u;
const PAGE_URL = /^https:\/\/[^\s"'<>\\`]{1,2048}$/u;
const PROVIDER = /^[A-Za-z][A-Za-z0-9 ._-]{0,29}$/u;
/** A creator's name as the provider gives it: short, printable. */
const USER = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]{1,60}$/u;
/** More than any night needs; keeps a stored match small. */
const MAX_CUSTOM_CARDS = 200;
const MAX_USED_CARD_IDS = 2000;

const BUNDLED_IDS = new Set(SNAPTION_CARDS.map((c) => c.cardId));

/** A GIF's credit, checked: the provider's name, and its creator and page when they are plain and safe. */
function attributionOf(raw: unknown): CardAttribution | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { provider, pageUrl, user } = raw as { provider?: unknown; pageUrl?: unknown; user?: unknown };
  if (typeof provider !== 'string' || !PROVIDER.test(provider)) return undefined;
  return {
    provider,
    ...(typeof pageUrl === 'string' && PAGE_URL.test(pageUrl) ? { pageUrl } : {}),
    ...(typeof user === 'string' && USER.test(user.trim()) ? { user: user.trim() } : {}),
  };
}

/** The server's GIFs, checked: a plain id that is not a bundled card's, a safe address, no repeats; their credit kept. */
export function customCardList(settings: Pick<SnaptionSettings, 'customCards'>): CustomCard[] {
  const seen = new Set<string>();
  const out: CustomCard[] = [];
  for (const raw of Array.isArray(settings.customCards) ? settings.customCards : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { cardId, imageUrl, attribution: rawAttribution } = raw as { cardId?: unknown; imageUrl?: unknown; attribution?: unknown };
    if (typeof cardId !== 'string' || typeof imageUrl !== 'string') continue;
    if (!CARD_ID.test(cardId) || !IMAGE_URL.test(imageUrl) || BUNDLED_IDS.has(cardId) || seen.has(cardId)) continue;
    seen.add(cardId);
    const attribution = attributionOf(rawAttribution);
    out.push({ cardId, imageUrl, ...(attribution ? { attribution } : {}) });
    if (out.length >= MAX_CUSTOM_CARDS) break;
  }
  return out;
}

/** The cards the room's earlier games showed, as the server lists them (oldest first). */
export function usedCardIdList(settings: Pick<SnaptionSettings, 'usedCardIds'>): string[] {
  const ids = Array.isArray(settings.usedCardIds) ? settings.usedCardIds : [];
  return ids.filter((id): id is string => typeof id === 'string' && CARD_ID.test(id)).slice(-MAX_USED_CARD_IDS);
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** The bundled cards a room may be dealt: the family ones unless it says otherwise. */
export function deckFor(familyOnly: boolean): RoundCard[] {
  const family = SNAPTION_CARDS.filter((c) => !familyOnly || c.family);
  return (family.length > 0 ? family : SNAPTION_CARDS).map((c) => ({ cardId: c.cardId, imageUrl: cardImageUrl(c.cardId), custom: false }));
}

/** A round that shows one of the server's GIFs while unused ones are left: every other round, so the deck (with its caption banks) carries the rest. */
export function isGifRound(round: number): boolean {
  return round % 2 === 0;
}

/**
 * The round's picture: never one the room has seen tonight while others are left. Every other round
 * takes an unused GIF of the server's when there is one; the others an unused card of the deck. When
 * the night has used every card, the one shown longest ago comes back.
 */
export function pickCard(state: Pick<SnaptionState, 'round' | 'familyOnly' | 'usedCardIds' | 'customCards'>, rng: Rng): RoundCard {
  const used = new Set(state.usedCardIds);
  const deck = deckFor(state.familyOnly);
  const gifs: RoundCard[] = state.customCards.map((c) => ({ ...c, custom: true }));
  const freshGifs = gifs.filter((c) => !used.has(c.cardId));
  const freshDeck = deck.filter((c) => !used.has(c.cardId));
  if (isGifRound(state.round) && freshGifs.length > 0) return rng.pick(freshGifs);
  if (freshDeck.length > 0) return rng.pick(freshDeck);
  if (freshGifs.length > 0) return rng.pick(freshGifs);
  const all = [...deck, ...gifs];
  const lastShown = (card: RoundCard): number => state.usedCardIds.lastIndexOf(card.cardId);
  return all.reduce((oldest, card) => (lastShown(card) < lastShown(oldest) ? card : oldest));
}

// ---------------------------------------------------------------------------------------------
// Putting the captions to the vote

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function entryId(round: number, position: number): string {
  const letter = LETTERS[position % LETTERS.length]!;
  return `${round}-${letter}${position >= LETTERS.length ? Math.floor(position / LETTERS.length) : ''}`;
}

/** The captions of players still in the game, by author, in seat order. */
export function writtenCaptions(state: Pick<SnaptionState, 'captions' | 'roster'>): Array<{ author: PlayerId; text: string }> {
  return state.roster.flatMap((author) => {
    const text = state.captions[author];
    return text === undefined ? [] : [{ author, text }];
  });
}

/** The round's captions in a seeded screen order, ids from their position only; captions written by two players or more are jinxes. */
export function captionEntries(state: Pick<SnaptionState, 'captions' | 'roster' | 'round'>, rng: Rng): CaptionEntry[] {
  const written = writtenCaptions(state);
  const count = new Map<string, number>();
  for (const { text } of written) count.set(captionKey(text), (count.get(captionKey(text)) ?? 0) + 1);
  const entries = written.map(({ author, text }) => ({ author, text, jinx: (count.get(captionKey(text)) ?? 0) > 1 }));
  return rng.shuffle(entries).map((e, i) => ({ id: entryId(state.round, i), ...e }));
}

export function votableIds(entries: readonly CaptionEntry[]): string[] {
  return entries.filter((e) => !e.jinx).map((e) => e.id);
}

/** Every caption on one screen up to eight; head to head beyond. */
export function voteModeFor(votable: number): VoteMode {
  return votable > MAX_ON_SCREEN ? 'pairs' : 'all';
}

/** The next head-to-head group from the waiting captions: two, or three when exactly three are left (nobody is left over alone). */
export function nextGroupSize(waiting: number): number {
  return waiting === 3 ? 3 : Math.min(2, waiting);
}

/** How many head-to-head votes the waiting captions make. */
export function groupsLeft(waiting: number): number {
  return waiting <= 1 ? waiting : Math.floor(waiting / 2);
}

export function newMatchup(round: number, n: number, entryIds: string[]): Matchup {
  return { id: `${round}-m${n}`, entryIds, ballots: {}, result: null };
}

/** The entries a matchup puts to the vote, in screen order. */
export function matchupEntries(matchup: Pick<Matchup, 'entryIds'>, entries: readonly CaptionEntry[]): CaptionEntry[] {
  return matchup.entryIds.flatMap((id) => entries.filter((e) => e.id === id));
}

/** A matchup is voted on when it holds two captions or more. */
export function isVotable(matchup: Pick<Matchup, 'entryIds'>): boolean {
  return matchup.entryIds.length >= 2;
}

/** Who votes: with every caption on one screen, everyone; head to head, everyone but the pair's authors. */
export function votersOf(matchup: Pick<Matchup, 'entryIds'>, entries: readonly CaptionEntry[], roster: readonly PlayerId[], mode: VoteMode): PlayerId[] {
  if (mode === 'all') return [...roster];
  const authors = new Set(matchupEntries(matchup, entries).map((e) => e.author));
  return roster.filter((id) => !authors.has(id));
}

/** Checks a ballot against the matchup on the screen: a caption of it, never the voter's own; a prediction likewise, or none. */
export function checkBallot(payload: unknown, matchup: Matchup, entries: readonly CaptionEntry[], voter: PlayerId): Ballot | Invalid {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as { captionId?: unknown; prediction?: unknown };
  const { captionId, prediction = null } = body;
  const on = matchupEntries(matchup, entries);
  for (const id of [captionId, ...(prediction === null ? [] : [prediction])]) {
    const entry = on.find((e) => e.id === id);
    if (typeof id !== 'string' || !entry) return invalid(ERRORS.badVote);
    if (entry.author === voter) return invalid(ERRORS.ownCaption);
  }
  return { choice: captionId as string, prediction: prediction as string | null };
}

/**
 * The audience's vote on a matchup from its counts as the vote ends: only the captions on the screen
 * count; the caption most chose is one extra vote, a split audience casts none. Undefined when
 * nobody in the audience chose.
 */
export function audienceVoteOf(matchup: Pick<Matchup, 'entryIds'>, counts: Readonly<Record<string, number>>): AudienceVote | undefined {
  const kept: Record<string, number> = {};
  for (const id of matchup.entryIds) {
    const count = counts[id];
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) kept[id] = count;
  }
  if (Object.keys(kept).length === 0) return undefined;
  return { choice: audienceMajority(kept), counts: kept };
}

// ---------------------------------------------------------------------------------------------
// Points

function add(points: Record<PlayerId, number>, playerId: PlayerId, amount: number): void {
  if (amount !== 0) points[playerId] = (points[playerId] ?? 0) + amount;
}

function outcomeOf(matchup: Matchup, entries: readonly CaptionEntry[]): MatchupOutcome {
  if (matchup.entryIds.length >= 2) return 'voted';
  if (matchup.entryIds.length === 1) return 'alone';
  return entries.length > 0 ? 'jinx' : 'noCaptions';
}

/** The captions with the most votes, when at least one vote was cast. */
export function topOf(ids: readonly string[], votes: Readonly<Record<string, number>>): string[] {
  const top = Math.max(0, ...ids.map((id) => votes[id] ?? 0));
  return top > 0 ? ids.filter((id) => votes[id] === top) : [];
}

/**
 * A vote's result from its ballots: each vote 100 to the caption's author, each right prediction
 * (of a caption with the most votes) 100 to the voter, and with every caption on one screen the
 * top caption's +200 (every tied one). A caption alone, and jinxes, score nothing. The audience's
 * choice counts as one more vote.
 */
export function scoreMatchup(matchup: Matchup, entries: readonly CaptionEntry[], mode: VoteMode): Omit<MatchupResult, 'endsGame'> {
  const outcome = outcomeOf(matchup, entries);
  const on = matchupEntries(matchup, entries);
  const votes: Record<string, number> = Object.fromEntries(on.map((e) => [e.id, 0]));
  const points: Record<PlayerId, number> = {};
  const result = { outcome, votes, points, topIds: [] as string[], rightPredictors: [] as PlayerId[] };
  if (outcome !== 'voted') return result;

  const ballots = Object.entries(matchup.ballots).map(([id, b]) => ({ voter: Number(id), ...b }));
  for (const b of ballots) if (Object.hasOwn(votes, b.choice)) votes[b.choice]! += 1;
  const audienceChoice = matchup.audience?.choice;
  if (audienceChoice && Object.hasOwn(votes, audienceChoice)) votes[audienceChoice]! += 1;
  for (const e of on) add(points, e.author, POINTS.vote * votes[e.id]!);
  result.topIds = topOf(matchup.entryIds, votes);
  if (mode === 'all') for (const e of on) if (result.topIds.includes(e.id)) add(points, e.author, POINTS.top);
  for (const b of ballots) {
    if (b.prediction === null || !result.topIds.includes(b.prediction)) continue;
    result.rightPredictors.push(b.voter);
    add(points, b.voter, POINTS.prediction);
  }
  return result;
}

/** Head to head, after the last pair: the captions with the most votes of the round, and their authors' bonus. */
export function roundTopOf(matchups: readonly Matchup[], entries: readonly CaptionEntry[]): { entryIds: string[]; points: Record<PlayerId, number> } {
  const votes: Record<string, number> = {};
  for (const m of matchups) if (m.result?.outcome === 'voted') Object.assign(votes, m.result.votes);
  const entryIds = topOf(Object.keys(votes), votes);
  const points: Record<PlayerId, number> = {};
  for (const e of entries) if (entryIds.includes(e.id)) add(points, e.author, POINTS.top);
  return { entryIds: entries.filter((e) => entryIds.includes(e.id)).map((e) => e.id), points };
}

// ---------------------------------------------------------------------------------------------
// Rounds

/** The game ends after its last round, or when too few players remain for a round. */
export function gameShouldEnd(state: Pick<SnaptionState, 'round' | 'rounds' | 'roster'>): boolean {
  return state.round >= state.rounds || state.roster.length < MIN_PLAYERS;
}
