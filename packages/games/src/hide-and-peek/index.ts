/**
 * HIDE_AND_PEEK: one player (two from six players on) walks on the scene while everyone watches, hides
 * in one of eight spots while the others close their eyes, and the others peek. See `rules.ts` for the
 * rules, `scene.ts` for the scene, `stages.ts` for the flow, `views.ts` for what each screen sees, `notices.ts` for the host topics,
 * `turn.ts` for the position stream's window and the AI hider's walk, and `bots.ts` for the AI players.
 *
 * Stages per turn: move (15 s) -> hide (10 s) -> peek (20 s; skipped when nobody hid) -> reveal (8 s;
 * the turn's points are awarded as it ends) -> next turn, or roundSummary (8 s) after a round's last
 * turn -> next round, or game over.
 */

import { defineGame } from '@snackparty/engine';
import { hideAndPeekAudience } from './audience';
import { bots } from './bots';
import { notices } from './notices';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';
import { removePlayer, setup, stages } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type { HideAndPeekHostView, HideAndPeekPlayerView, HideAndPeekSettings, HideAndPeekState } from './types';
import { hostView, playerView } from './views';

export const hideAndPeek = defineGame<HideAndPeekState, HideAndPeekSettings, HideAndPeekHostView, HideAndPeekPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: STAGES.move,
  stages,
  round: (state) => state.round,
  removePlayer: (state, playerId) => removePlayer(state, playerId),
  views: { host: hostView, player: playerView },
  bots,
  notices,
  audience: hideAndPeekAudience,
});

export * from './types';
export * from './scene';
export { aiHiderPlanFor, hideAndPeekTurn } from './turn';
export type { PositionWindow } from './turn';
export { ERRORS, HIDE_MS, MAX_PEEKS, MOVE_MS, PEEK_MS, POINTS, REVEAL_MS, ROUND_SUMMARY_MS, TWO_HIDERS_FROM, planAiHider, turnPoints } from './rules';
