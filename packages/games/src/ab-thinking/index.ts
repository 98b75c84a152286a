/**
 * AB_THINKING: this or that, and read the room. Every player picks A or B in secret and predicts the
 * share of the room that picks A; the final asks what one named player picks instead. See `rules.ts`
 * for the rules, `stages.ts` for the flow, `views.ts` for what each screen sees and `bots.ts` for the
 * AI players; `README.md` records the rules as built.
 *
 * Stages per question: question (25 s; 20 s in the final; ends early when everyone has answered) ->
 * split (6 s) -> predictions (10 s; the question's points are awarded as it ends) -> the next
 * question, or after the round's last roundScores (8 s) -> next round, or game over.
 */

import { defineGame } from '@snackparty/engine';
import { abThinkingAudience } from './audience';
import { bots } from './bots';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';
import { removePlayer, setup, stages } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type { AbThinkingHostView, AbThinkingPlayerView, AbThinkingSettings, AbThinkingState } from './types';
import { hostView, playerView } from './views';

export const abThinking = defineGame<AbThinkingState, AbThinkingSettings, AbThinkingHostView, AbThinkingPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: STAGES.question,
  stages,
  round: (state) => state.round,
  removePlayer: (state, playerId) => removePlayer(state, playerId),
  views: {
    host: (match, settings) => hostView(match, settings),
    player: (match, playerId, settings) => playerView(match, playerId, settings),
  },
  bots,
  audience: abThinkingAudience,
});

export * from './types';
export {
  ERRORS,
  FINAL_QUESTION_MS,
  POINTS,
  PREDICTIONS_MS,
  QUESTION_LIMIT,
  QUESTION_MS,
  QUESTIONS_PER_ROUND,
  ROUND_SCORES_MS,
  SPLIT_MS,
  TEST_ACCOUNT_QUESTION_LIMIT,
} from './rules';
