/**
 * SYNC_THINK rules: think alike, in levels.
 *
 * A round is one sequence of levels. At level 0 every player says any word; players whose words
 * match each other are matched. At each following level two words from the previous level are shown
 * (with exactly two players left: both of their last words), and every player still unmatched says
 * the one word that connects them. Matched players leave the level play. The round ends when
 * everyone is matched, one player is left, or the last level (`maximumLevels`) has been played.
 *
 * Points for a match: level 0 gives the base plus 500, level 1 the base, and every higher level half
 * the level before. The engine multiplies them by the round multiplier, keeps the totals and ends the
 * game at the room's max score; the rules read those through the ctx.
 *
 * A word that matches one of the two prompt words is refused: the answer has to connect them, not
 * repeat one of them.
 */

import { invalid } from '@snackparty/engine';
import type { BaseSettings, Ctx, Invalid, MoveInput, PlayerId, Points, Rng, ScoringCtx } from '@snackparty/engine';
import { lexicon } from './content/associations';
import { syncThinkManifest, syncThinkSettings } from './manifest';
import { cleanWord, groupAnswers, isValidWord, looseKey, wordsMatch } from './matching';
import type { MatchOptions } from './matching';

export const GAME_TYPE = 'SYNC_THINK';
export const MIN_PLAYERS = syncThinkManifest.players.min;
export const MAX_PLAYERS = syncThinkManifest.players.max;

/** Base points (spec). */
export const BASE_POINTS = 1000;
/** Level 0 gives the base plus this (spec). */
export const LEVEL_ZERO_BONUS = 500;
export const DEFAULT_MAXIMUM_LEVELS = syncThinkSettings.defaults.maximumLevels;

export const STAGE_ANSWER = 'answer';
export const STAGE_REVEAL = 'reveal';
export const STAGE_ROUND_SCORES = 'roundScores';

/** Time to submit a word, at every level. */
export const ANSWER_MS = 30_000;
/** The reveal: a short build-up, the answers at 5 s, the verdict (strike-through) at 10 s. */
export const REVEAL_MS = 14_000;
export const REVEAL_ANSWERS_AFTER_MS = 5_000;
export const REVEAL_VERDICT_AFTER_MS = 10_000;
export const ROUND_SCORES_MS = 6_000;

export const INVALID_WORD = 'syncThink.invalidWord';
export const NOT_IN_PLAY = 'syncThink.notInPlay';
export const PROMPT_WORD = 'syncThink.promptWord';

/** The settings SYNC_THINK reads; the room's `GameSettings` fits. */
export interface SyncThinkSettings extends BaseSettings {
  syncThinkSettings?: { closeMatchEnabled?: boolean; maximumLevels?: number };
}

export type RoundEndReason = 'allMatched' | 'oneLeft' | 'maxLevels' | 'maxScore' | 'notEnoughPlayers';

export interface LevelAnswer {
  playerId: PlayerId;
  /** null: no answer in time. */
  word: string | null;
  /** Index into the level's `groups`, or null when unmatched. */
  group: number | null;
}

export interface MatchGroup {
  /** The word as the group's first member wrote it. */
  word: string;
  playerIds: PlayerId[];
}

/** A resolved level: who played it, what they said, who matched. */
export interface LevelResult {
  level: number;
  prompt: [string, string] | null;
  /** Base points each matched player earned at this level. */
  points: number;
  /** Every player who was in the level play, in seat order. */
  answers: LevelAnswer[];
  groups: MatchGroup[];
}

export interface SyncThinkState {
  language: string;
  closeMatch: boolean;
  /** The last level of a round (levels run 0..maxLevel). */
  maxLevel: number;
  rounds: number;
  /** 1-based. */
  round: number;
  level: number;
  /** Players taking part, in seat order; removed players leave this list. */
  players: PlayerId[];
  /** Players still in the level play of this round. */
  unmatched: PlayerId[];
  /** The level each matched player matched at, this round. */
  matchedAt: Record<PlayerId, number>;
  /** The two words to connect (level 1 and up). */
  prompt: [string, string] | null;
  /** This level's answers so far: secret until the reveal. */
  answers: Record<PlayerId, string>;
  /** The resolved levels of this round, oldest first. */
  levels: LevelResult[];
  /** Base points earned this round, the last level's included as soon as it is resolved (before the engine adds them). */
  roundPoints: Record<PlayerId, number>;
  /** Set once the round's last level is resolved. */
  roundEnd: RoundEndReason | null;
  gameOver: boolean;
}

export function matchOptions(state: Pick<SyncThinkState, 'closeMatch' | 'language'>): MatchOptions {
  return { closeMatch: state.closeMatch, language: state.language };
}

/** Base points for a match at a level: 1500 at level 0, then 1000, 500, 250, 125, 63, 31, 16. */
export function levelPoints(level: number): number {
  if (level <= 0) return BASE_POINTS + LEVEL_ZERO_BONUS;
  return Math.round(BASE_POINTS / 2 ** (level - 1));
}

export function maximumLevels(settings: SyncThinkSettings): number {
  const value = settings.syncThinkSettings?.maximumLevels;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAXIMUM_LEVELS;
}

export function closeMatchEnabled(settings: SyncThinkSettings): boolean {
  return settings.syncThinkSettings?.closeMatchEnabled ?? syncThinkSettings.defaults.closeMatchEnabled;
}

export function setup(ctx: Ctx<SyncThinkSettings>): SyncThinkState {
  const s = ctx.settings;
  const state: SyncThinkState = {
    language: s.language,
    closeMatch: closeMatchEnabled(s),
    maxLevel: maximumLevels(s),
    rounds: Math.max(1, s.numberOfRounds || 1),
    round: 1,
    level: 0,
    players: ctx.seats.map((seat) => seat.playerId),
    unmatched: [],
    matchedAt: {},
    prompt: null,
    answers: {},
    levels: [],
    roundPoints: {},
    roundEnd: null,
    gameOver: false,
  };
  return startRound(state, 1);
}

/** A fresh level 0 for round `round`. */
export function startRound(state: SyncThinkState, round: number): SyncThinkState {
  return {
    ...state,
    round,
    level: 0,
    unmatched: [...state.players],
    matchedAt: {},
    prompt: null,
    answers: {},
    levels: [],
    roundPoints: {},
    roundEnd: null,
  };
}

// ---------------------------------------------------------------------------------------------------
// The answer stage

export function submitWord(state: SyncThinkState, input: MoveInput): SyncThinkState | Invalid {
  const { playerId, payload } = input;
  if (!state.unmatched.includes(playerId)) return invalid(NOT_IN_PLAY);
  const raw = typeof payload === 'object' && payload !== null ? (payload as { word?: unknown }).word : undefined;
  if (typeof raw !== 'string' || raw.length > 200) return invalid(INVALID_WORD);
  const word = cleanWord(raw);
  if (!isValidWord(word)) return invalid(INVALID_WORD);
  const options = matchOptions(state);
  if (state.prompt && state.prompt.some((p) => wordsMatch(p, word, options))) return invalid(PROMPT_WORD);
  return { ...state, answers: { ...state.answers, [playerId]: word } };
}

/** Players who still have to answer: unmatched, not answered yet. */
export function waitingFor(state: SyncThinkState): PlayerId[] {
  return state.unmatched.filter((p) => state.answers[p] === undefined);
}

/** The answer stage may end early: everyone in play has answered, or fewer than two are left. */
export function answersComplete(state: SyncThinkState): boolean {
  return state.unmatched.length < 2 || waitingFor(state).length === 0;
}

/**
 * Why the round ends after the level just resolved, or null when it goes on. Called between the
 * level's resolution and the end of its reveal, while its points are still to be added: the round
 * ends at the max score when those points will reach it (the engine then ends the game as the reveal
 * ends, so the reveal can say so).
 */
export function roundEndReason(state: SyncThinkState, scoring: Pick<ScoringCtx, 'reachesMaxScore'>): RoundEndReason | null {
  if (state.players.length < MIN_PLAYERS) return 'notEnoughPlayers';
  if (state.unmatched.length === 0) return 'allMatched';
  if (state.unmatched.length === 1) return 'oneLeft';
  if (state.level >= state.maxLevel) return 'maxLevels';
  if (scoring.reachesMaxScore(levelAwards(state))) return 'maxScore';
  return null;
}

/**
 * Resolves the level when its answer stage ends: groups the answers, matches players, notes their
 * points, decides whether the round ends. The points are handed out when the reveal ends (see
 * `levelAwards`), so the reveal is always seen, even when the game then ends at maxScore.
 */
export function resolveLevel(state: SyncThinkState, scoring: Pick<ScoringCtx, 'reachesMaxScore'>): SyncThinkState {
  const inPlay = state.unmatched;
  const submitted = inPlay.flatMap((playerId) => {
    const word = state.answers[playerId];
    return word === undefined ? [] : [{ playerId, word }];
  });
  const groupIds = groupAnswers(submitted, matchOptions(state));
  const groups: MatchGroup[] = groupIds.map((ids) => ({ word: state.answers[ids[0]!]!, playerIds: ids }));
  const groupOf = new Map<PlayerId, number>();
  groups.forEach((g, i) => g.playerIds.forEach((p) => groupOf.set(p, i)));
  const pointsEach = levelPoints(state.level);
  const matchedAt = { ...state.matchedAt };
  const roundPoints = { ...state.roundPoints };
  for (const playerId of groupOf.keys()) {
    matchedAt[playerId] = state.level;
    roundPoints[playerId] = (roundPoints[playerId] ?? 0) + pointsEach;
  }
  const result: LevelResult = {
    level: state.level,
    prompt: state.prompt,
    points: pointsEach,
    answers: inPlay.map((playerId) => ({
      playerId,
      word: state.answers[playerId] ?? null,
      group: groupOf.get(playerId) ?? null,
    })),
    groups,
  };
  const next: SyncThinkState = {
    ...state,
    unmatched: inPlay.filter((p) => !groupOf.has(p)),
    matchedAt,
    roundPoints,
    levels: [...state.levels, result],
  };
  return { ...next, roundEnd: roundEndReason(next, scoring) };
}

/** The base points of the level just revealed: each matched player earns the level's points. */
export function levelAwards(state: SyncThinkState): Points {
  const last = state.levels.at(-1);
  const points: Points = {};
  if (!last) return points;
  for (const group of last.groups) for (const playerId of group.playerIds) points[playerId] = last.points;
  return points;
}

// ---------------------------------------------------------------------------------------------------
// Between levels

/**
 * The two words for the next level. From the last level's answers of the players still unmatched:
 * with exactly two of them, both their words; with more, two at random. When fewer than two such
 * words exist (players who did not answer), the rest comes from the last prompt, the other answers of
 * this round, and finally the language's starter words. The two always differ.
 */
export function pickPrompt(state: SyncThinkState, rng: Rng): [string, string] {
  const last = state.levels.at(-1);
  const stillInPlay = new Set(state.unmatched);
  const own = (last?.answers ?? [])
    .filter((a) => stillInPlay.has(a.playerId) && a.word !== null)
    .map((a) => a.word!);
  const candidates: string[] = own.length === 2 ? own : rng.shuffle(own);
  if (last?.prompt) candidates.push(...rng.shuffle(last.prompt));
  for (const level of [...state.levels].reverse()) {
    candidates.push(...rng.shuffle(level.answers.flatMap((a) => (a.word === null ? [] : [a.word]))));
  }
  candidates.push(...rng.shuffle(lexicon(state.language).starters));
  const options = matchOptions(state);
  const chosen: string[] = [];
  for (const word of candidates) {
    if (chosen.length === 2) break;
    if (!looseKey(word)) continue;
    if (chosen.some((c) => wordsMatch(c, word, options))) continue;
    chosen.push(word);
  }
  return [chosen[0]!, chosen[1]!];
}

/**
 * After the reveal (before the engine adds its points): the next level of the round, or the round's
 * end when nothing is left to play.
 */
export function afterReveal(state: SyncThinkState, ctx: Pick<Ctx, 'rng' | 'reachesMaxScore'>): SyncThinkState {
  if (state.roundEnd) return state;
  const reason = roundEndReason(state, ctx);
  if (reason) return { ...state, roundEnd: reason };
  const next: SyncThinkState = { ...state, level: state.level + 1, answers: {} };
  return { ...next, prompt: pickPrompt(next, ctx.rng) };
}

/**
 * Whether the game ends once the round's scores have been shown. The max score is not asked here:
 * the engine ends the game as soon as a reveal's points reach it, before any round's scores.
 */
export function gameShouldEnd(state: SyncThinkState): boolean {
  return state.round >= state.rounds || state.players.length < MIN_PLAYERS;
}

/** After the round's scores: the next round, or the end of the game. */
export function afterRoundScores(state: SyncThinkState): SyncThinkState {
  if (gameShouldEnd(state)) return { ...state, gameOver: true };
  return startRound(state, state.round + 1);
}

/** A player leaves: nobody waits for them any more. Past levels keep their answers. */
export function removePlayer(state: SyncThinkState, playerId: PlayerId): SyncThinkState {
  if (!state.players.includes(playerId)) return state;
  const answers = { ...state.answers };
  delete answers[playerId];
  return {
    ...state,
    players: state.players.filter((p) => p !== playerId),
    unmatched: state.unmatched.filter((p) => p !== playerId),
    answers,
  };
}
