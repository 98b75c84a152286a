/**
 * REQUIP: players answer prompts, vote for the best answer, and try to spot the AI's (Quiplash meets
 * "human or not"). See `rules.ts` for the rules, `stages.ts` for the flow, `views.ts` for what each
 * screen sees and `bots.ts` for the AI players; `README.md` records how the open points were settled.
 *
 * Stages per round: answer (90 s; 60 s in the final; ends early when every answer is in) -> for each
 * prompt in turn: vote (25 s; 40 s in the final; skipped for a jinx or a prompt nobody answered) ->
 * reveal (10 s; 15 s in the final; the prompt's points are awarded as it ends) -> roundScores (8 s)
 * -> next round, or game over.
 */

import { defineGame } from '@snackparty/engine';
import { requipAudience } from './audience';
import { bots } from './bots';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';
import { removePlayer, setup, stages } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type { RequipHostView, RequipPlayerView, RequipSettings, RequipState } from './types';
import { hostView, playerView } from './views';

export const requip = defineGame<RequipState, RequipSettings, RequipHostView, RequipPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: STAGES.answer,
  stages,
  round: (state) => state.round,
  removePlayer: (state, playerId) => removePlayer(state, playerId),
  views: {
    host: (match, settings) => hostView(match, settings),
    player: (match, playerId, settings) => playerView(match, playerId, settings),
  },
  bots,
  audience: requipAudience,
  // Every answer the screens have shown or are about to: the host may hide any of them.
  hideable: (state) => state.prompts.flatMap((p) => (p.entries ?? []).map((e) => e.id)),
});

export * from './types';
export {
  ANSWER_MAX_LENGTH,
  ANSWER_MS,
  ERRORS,
  FINAL_ANSWER_MS,
  FINAL_REVEAL_MS,
  FINAL_VOTES,
  FINAL_VOTE_MS,
  POINTS,
  REVEAL_MS,
  ROUND_SCORES_MS,
  VOTE_MS,
  answerKey,
  cleanAnswer,
} from './rules';
export { aiAnswerMove, modelRequestsOf } from './model-answers';
export type { ModelPrompt, ModelRequests } from './model-answers';
