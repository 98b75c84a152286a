/**
 * What the shared screen and each phone see. Answers stay secret until the reveal: during the answer
 * stage the host learns only who has answered, and a phone only its own word.
 */

import { roundMultiplier } from '@snackparty/engine';
import type { Match, PlayerId } from '@snackparty/engine';
import {
  GAME_TYPE,
  REVEAL_ANSWERS_AFTER_MS,
  REVEAL_VERDICT_AFTER_MS,
  STAGE_REVEAL,
  STAGE_ROUND_SCORES,
  gameShouldEnd,
  levelPoints,
  waitingFor,
} from './rules';
import type { LevelResult, MatchGroup, RoundEndReason, SyncThinkSettings, SyncThinkState } from './rules';

export type SyncThinkStage = 'answer' | 'reveal' | 'roundScores' | 'gameOver';

/** One answer as shown at the reveal. */
export interface RevealAnswer {
  playerId: PlayerId;
  /** null: the player gave no answer in time. */
  word: string | null;
  /** Index into `groups`; null: not matched (struck through at `verdictAt`). */
  group: number | null;
}

/** A resolved level, as everyone may see it once it is revealed. */
export interface LevelRecord {
  level: number;
  /** The two words that were to be connected; null at level 0. */
  prompt: [string, string] | null;
  /** Base points each matched player earned (before the round multiplier). */
  points: number;
  answers: RevealAnswer[];
  groups: MatchGroup[];
}

/** The reveal stage: everything about the level just played. */
export interface SyncThinkReveal extends LevelRecord {
  /** Server time (ms) at which the answers appear (stage start + 5 s). */
  answersAt: number;
  /** Server time (ms) at which matches light up and the other answers are struck through (+10 s). */
  verdictAt: number;
  /** Players still unmatched after this level. */
  stillInPlay: PlayerId[];
  /** Set when this was the round's last level. */
  roundEnd: RoundEndReason | null;
}

export interface RoundPlayerResult {
  playerId: PlayerId;
  /** The level the player matched at this round, or null. */
  matchedAtLevel: number | null;
  /** Points earned this round, multiplier included. */
  points: number;
}

/** The roundScores stage (and the end of the game): how the round went. */
export interface SyncThinkRoundSummary {
  round: number;
  reason: RoundEndReason | null;
  /** Whether the game ends after this round. */
  lastRound: boolean;
  /** In seat order. */
  players: RoundPlayerResult[];
  /** Every level of the round, oldest first: the path of words. */
  levels: LevelRecord[];
}

export interface SyncThinkPlayerStatus {
  playerId: PlayerId;
  alias: string;
  robot: boolean;
  /** Still in the level play this round. */
  inPlay: boolean;
  matchedAtLevel: number | null;
  /** Answered this level (answer stage only; false otherwise). */
  answered: boolean;
  score: number;
  /** Points added this round so far, multiplier included (engine's round deltas). */
  roundDelta: number;
}

interface CommonView {
  gameType: typeof GAME_TYPE;
  stage: SyncThinkStage;
  stageNumber: number;
  /** Server time (ms) when the stage ends, or null. */
  endsAt: number | null;
  round: number;
  rounds: number;
  multiplier: number;
  level: number;
  maxLevel: number;
  /** Base points a match earns at the current level. */
  levelPoints: number;
  /** The two words to connect (level 1 and up); null at level 0. */
  prompt: [string, string] | null;
  closeMatch: boolean;
}

export interface SyncThinkHostView extends CommonView {
  /** Everyone taking part, in seat order. */
  players: SyncThinkPlayerStatus[];
  /** Answer stage: who has answered (never what). Empty in other stages. */
  answeredPlayerIds: PlayerId[];
  /** Answer stage: who is still thinking. Empty in other stages. */
  waitingForPlayerIds: PlayerId[];
  /** Reveal stage only. */
  reveal: SyncThinkReveal | null;
  /** roundScores stage and game over only. */
  roundSummary: SyncThinkRoundSummary | null;
}

export interface SyncThinkMe {
  playerId: PlayerId;
  /** Still in the level play this round (not matched, not removed). */
  inPlay: boolean;
  /** May submit (or change) a word now. */
  canAnswer: boolean;
  /** This level's own answer, or null. */
  word: string | null;
  matched: boolean;
  matchedAtLevel: number | null;
  /** Who this player matched with this round. */
  matchedWith: PlayerId[];
  /** This player's words at the resolved levels of this round, oldest first (null: no answer). */
  previousWords: (string | null)[];
  /** Points earned this round, multiplier included. */
  roundPoints: number;
  score: number;
}

export interface SyncThinkPlayerView extends CommonView {
  me: SyncThinkMe;
  /** Reveal stage only. */
  reveal: SyncThinkReveal | null;
  /** roundScores stage and game over only. */
  roundSummary: SyncThinkRoundSummary | null;
}

function stageOf(match: Match<SyncThinkState>): SyncThinkStage {
  if (match.over) return 'gameOver';
  if (match.stage === STAGE_REVEAL || match.stage === STAGE_ROUND_SCORES) return match.stage;
  return 'answer';
}

function record(level: LevelResult): LevelRecord {
  return {
    level: level.level,
    prompt: level.prompt ? [level.prompt[0], level.prompt[1]] : null,
    points: level.points,
    answers: level.answers.map((a) => ({ playerId: a.playerId, word: a.word, group: a.group })),
    groups: level.groups.map((g) => ({ word: g.word, playerIds: [...g.playerIds] })),
  };
}

function common(match: Match<SyncThinkState>): CommonView {
  const s = match.state;
  const stage = stageOf(match);
  // At the reveal, the level shown is the one just resolved; its prompt is the level's own.
  const shownLevel = stage === 'answer' ? null : s.levels.at(-1);
  const level = shownLevel?.level ?? s.level;
  return {
    gameType: GAME_TYPE,
    stage,
    stageNumber: match.stageNumber,
    endsAt: match.over ? null : match.stageEndsAt,
    round: s.round,
    rounds: s.rounds,
    multiplier: roundMultiplier(match.round),
    level,
    maxLevel: s.maxLevel,
    levelPoints: levelPoints(level),
    prompt: shownLevel ? shownLevel.prompt : s.prompt,
    closeMatch: s.closeMatch,
  };
}

function revealOf(match: Match<SyncThinkState>): SyncThinkReveal | null {
  const s = match.state;
  const last = s.levels.at(-1);
  if (stageOf(match) !== 'reveal' || !last) return null;
  return {
    ...record(last),
    answersAt: match.stageStartedAt + REVEAL_ANSWERS_AFTER_MS,
    verdictAt: match.stageStartedAt + REVEAL_VERDICT_AFTER_MS,
    stillInPlay: [...s.unmatched],
    roundEnd: s.roundEnd,
  };
}

function summaryOf(match: Match<SyncThinkState>): SyncThinkRoundSummary | null {
  const s = match.state;
  const stage = stageOf(match);
  if (stage !== 'roundScores' && stage !== 'gameOver') return null;
  const multiplier = roundMultiplier(match.round);
  return {
    round: s.round,
    reason: s.roundEnd,
    lastRound: match.over || s.gameOver || gameShouldEnd(s),
    players: s.players.map((playerId) => ({
      playerId,
      matchedAtLevel: s.matchedAt[playerId] ?? null,
      points: (s.roundPoints[playerId] ?? 0) * multiplier,
    })),
    levels: s.levels.map(record),
  };
}

function matchedWith(state: SyncThinkState, playerId: PlayerId): PlayerId[] {
  for (const level of state.levels) {
    const group = level.groups.find((g) => g.playerIds.includes(playerId));
    if (group) return group.playerIds.filter((p) => p !== playerId);
  }
  return [];
}

export function hostView(match: Match<SyncThinkState>, _settings?: SyncThinkSettings): SyncThinkHostView {
  const s = match.state;
  const base = common(match);
  const answering = base.stage === 'answer';
  const seatOf = new Map(match.seats.map((seat) => [seat.playerId, seat]));
  const answered = answering ? s.unmatched.filter((p) => s.answers[p] !== undefined) : [];
  return {
    ...base,
    players: s.players.map((playerId) => ({
      playerId,
      alias: seatOf.get(playerId)?.alias ?? '',
      robot: seatOf.get(playerId)?.robot ?? playerId < 0,
      inPlay: s.unmatched.includes(playerId),
      matchedAtLevel: s.matchedAt[playerId] ?? null,
      answered: answered.includes(playerId),
      score: match.scores[playerId] ?? 0,
      roundDelta: match.roundDeltas[playerId] ?? 0,
    })),
    answeredPlayerIds: answered,
    waitingForPlayerIds: answering ? waitingFor(s) : [],
    reveal: revealOf(match),
    roundSummary: summaryOf(match),
  };
}

export function playerView(
  match: Match<SyncThinkState>,
  playerId: PlayerId,
  _settings?: SyncThinkSettings,
): SyncThinkPlayerView {
  const s = match.state;
  const base = common(match);
  const inPlay = s.unmatched.includes(playerId) && !match.removed.includes(playerId);
  const matchedAtLevel = s.matchedAt[playerId] ?? null;
  return {
    ...base,
    me: {
      playerId,
      inPlay,
      canAnswer: base.stage === 'answer' && inPlay,
      word: base.stage === 'answer' ? (s.answers[playerId] ?? null) : null,
      matched: matchedAtLevel !== null,
      matchedAtLevel,
      matchedWith: matchedWith(s, playerId),
      previousWords: s.levels.flatMap((level) => {
        const mine = level.answers.find((a) => a.playerId === playerId);
        return mine ? [mine.word] : [];
      }),
      roundPoints: (s.roundPoints[playerId] ?? 0) * roundMultiplier(match.round),
      score: match.scores[playerId] ?? 0,
    },
    reveal: revealOf(match),
    roundSummary: summaryOf(match),
  };
}
