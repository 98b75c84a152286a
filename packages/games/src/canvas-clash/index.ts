/**
 * CANVAS_CLASH: two painters get the same secret word and draw it at the same time; everyone else
 * guesses. Right guessers credit the canvas that helped them, then the painters are revealed. See
 * `rules.ts` for the rules, `stages.ts` for the flow, `views.ts` for what each screen sees, `notices.ts`
 * for the host topics and `bots.ts` for the AI guessers (AI painters replay `content/presets.ts`).
 *
 * Stages per turn: draw (80 s, 40 s for an AI-only table; letters revealed over time) -> credit (15 s;
 * skipped when nobody guessed right) -> reveal (8 s; the turn's points are awarded as it ends) -> next
 * turn, or roundSummary (8 s) after a round's last turn -> next round, or game over.
 */

import { defineGame } from '@snackparty/engine';
import { canvasClashAudience } from './audience';
import { bots } from './bots';
import { notices } from './notices';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';
import { removePlayer, setup, stages } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type { CanvasClashHostView, CanvasClashPlayerView, CanvasClashSettings, CanvasClashState } from './types';
import { hostView, playerView } from './views';
import { hideableDrawings } from './drawing-id';

export const canvasClash = defineGame<CanvasClashState, CanvasClashSettings, CanvasClashHostView, CanvasClashPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: STAGES.draw,
  stages,
  round: (state) => state.round,
  removePlayer: (state, playerId) => removePlayer(state, playerId),
  views: { host: hostView, player: playerView },
  bots,
  notices,
  audience: canvasClashAudience,
  hideable: hideableDrawings,
});

export * from './types';
export { drawingIdOf } from './drawing-id';
export { aiDrawingFor, canvasClashTurn, presetStyleOf } from './turn';
export { PRESET_CANVAS_SIZE, PRESET_CONCEPTS, presetDrawing, presetForWord, presetWords } from './content/presets';
export {
  CREDIT_MS,
  DRAW_BOTS_ONLY_MS,
  DRAW_MS,
  ERRORS,
  GUESS_MAX_LENGTH,
  POINTS,
  REVEAL_MS,
  ROUND_SUMMARY_MS,
  guessPoints,
  judgeGuess,
} from './rules';
