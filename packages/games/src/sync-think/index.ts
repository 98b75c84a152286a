/**
 * SYNC_THINK: think alike, in levels (after the improv game "Mind Meld"). See `rules.ts` for the
 * rules, `views.ts` for what each screen sees and `bots.ts` for the AI players.
 *
 * Stages: answer (30 s, unmatched players) -> reveal (14 s; the level's points are awarded as it
 * ends) -> answer (next level) ... -> roundScores (6 s) -> answer (next round, level 0) or game over.
 */

import { GAME_OVER, defineGame } from '@snackparty/engine';
import type { StageDef } from '@snackparty/engine';
import { bots } from './bots';
import {
  ANSWER_MS,
  GAME_TYPE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  REVEAL_MS,
  ROUND_SCORES_MS,
  STAGE_ANSWER,
  STAGE_REVEAL,
  STAGE_ROUND_SCORES,
  afterReveal,
  afterRoundScores,
  answersComplete,
  levelAwards,
  removePlayer,
  resolveLevel,
  setup,
  submitWord,
} from './rules';
import type { SyncThinkSettings, SyncThinkState } from './rules';
import { hostView, playerView } from './views';
import type { SyncThinkHostView, SyncThinkPlayerView } from './views';

const answer: StageDef<SyncThinkState, SyncThinkSettings> = {
  actors: (state) => [...state.unmatched],
  moves: { submitWord: (state, input) => submitWord(state, input) },
  durationMs: () => ANSWER_MS,
  isComplete: (state) => answersComplete(state),
  onExit: (state, ctx) => ({ state: resolveLevel(state, ctx) }),
  next: () => STAGE_REVEAL,
};

const reveal: StageDef<SyncThinkState, SyncThinkSettings> = {
  actors: () => [],
  moves: {},
  durationMs: () => REVEAL_MS,
  isComplete: () => false,
  onExit: (state, ctx) => ({ state: afterReveal(state, ctx), points: levelAwards(state) }),
  next: (state) => (state.roundEnd ? STAGE_ROUND_SCORES : STAGE_ANSWER),
};

const roundScores: StageDef<SyncThinkState, SyncThinkSettings> = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SCORES_MS,
  isComplete: () => false,
  onExit: (state) => ({ state: afterRoundScores(state) }),
  next: (state) => (state.gameOver ? GAME_OVER : STAGE_ANSWER),
};

export const syncThink = defineGame<SyncThinkState, SyncThinkSettings, SyncThinkHostView, SyncThinkPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: STAGE_ANSWER,
  stages: { [STAGE_ANSWER]: answer, [STAGE_REVEAL]: reveal, [STAGE_ROUND_SCORES]: roundScores },
  round: (state) => state.round,
  removePlayer: (state, playerId) => removePlayer(state, playerId),
  views: {
    host: (match, settings) => hostView(match, settings),
    player: (match, playerId, settings) => playerView(match, playerId, settings),
  },
  bots,
});

export {
  ANSWER_MS,
  REVEAL_ANSWERS_AFTER_MS,
  REVEAL_MS,
  REVEAL_VERDICT_AFTER_MS,
  ROUND_SCORES_MS,
  INVALID_WORD,
  NOT_IN_PLAY,
  PROMPT_WORD,
  levelPoints,
} from './rules';
export { WORD_MAX_LENGTH, WORD_PATTERN } from './matching';
export type { RoundEndReason, SyncThinkSettings, SyncThinkState } from './rules';
export type {
  LevelRecord,
  RevealAnswer,
  RoundPlayerResult,
  SyncThinkHostView,
  SyncThinkMe,
  SyncThinkPlayerStatus,
  SyncThinkPlayerView,
  SyncThinkReveal,
  SyncThinkRoundSummary,
  SyncThinkStage,
} from './views';
