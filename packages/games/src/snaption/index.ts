/**
 * SNAPTION: everyone captions the same picture, votes for the best caption (never their own) and
 * predicts the winner. See `rules.ts` for the rules, `stages.ts` for the flow, `views.ts` for what
 * each screen sees and `bots.ts` for the AI players; `README.md` records how the open points were
 * settled.
 *
 * Stages per round: caption (60 s; 45 s in the blind final; ends early when every caption is in) ->
 * unveil (blind final only, 6 s) -> vote (30 s; 15 s per head-to-head pair) -> reveal (12 s; 7 s
 * per pair; the vote's points are awarded as it ends) -> for more than eight captions, the next pair
 * or the round's winner (8 s) -> roundScores (8 s) -> next round, or game over.
 */

import { defineGame } from '@snackparty/engine';
import { snaptionAudience } from './audience';
import { bots } from './bots';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';
import { removePlayer, setup, stages } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type { SnaptionHostView, SnaptionPlayerView, SnaptionSettings, SnaptionState } from './types';
import { hostView, playerView } from './views';

export const snaption = defineGame<SnaptionState, SnaptionSettings, SnaptionHostView, SnaptionPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: STAGES.caption,
  stages,
  round: (state) => state.round,
  removePlayer: (state, playerId) => removePlayer(state, playerId),
  views: {
    host: (match, settings) => hostView(match, settings),
    player: (match, playerId, settings) => playerView(match, playerId, settings),
  },
  bots,
  audience: snaptionAudience,
  // Every caption of the round the screens have shown or are about to: the host may hide any of them.
  hideable: (state) => (state.entries ?? []).map((e) => e.id),
});

export * from './types';
export {
  BLIND_CAPTION_MS,
  CAPTION_MAX_LENGTH,
  CAPTION_MS,
  ERRORS,
  MAX_ON_SCREEN,
  PAIR_REVEAL_MS,
  PAIR_VOTE_MS,
  POINTS,
  REVEAL_MS,
  ROUND_SCORES_MS,
  ROUND_WINNER_MS,
  UNVEIL_MS,
  VOTE_MS,
  captionKey,
  cleanCaption,
} from './rules';
export { discordMediaUrl } from './media-url';
