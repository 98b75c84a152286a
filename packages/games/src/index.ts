import type { GameDef } from '@snackparty/engine';
import type { GameSettings, GameType } from '@snackparty/protocol';
import { abThinking } from './ab-thinking';
import { canvasClash } from './canvas-clash';
import { experiments } from './experiments';
import { hideAndPeek } from './hide-and-peek';
import { requip } from './requip';
import { rpsShoot } from './rps-shoot';
import { snaption } from './snaption';
import { syncThink } from './sync-think';

// The registry stores games of different state types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDef = GameDef<any, GameSettings, unknown, unknown>;

const GAMES: Partial<Record<GameType, AnyGameDef>> = {
  RPS_SHOOT: rpsShoot as unknown as AnyGameDef,
  SYNC_THINK: syncThink as unknown as AnyGameDef,
  CANVAS_CLASH: canvasClash as unknown as AnyGameDef,
  REQUIP: requip as unknown as AnyGameDef,
  AB_THINKING: abThinking as unknown as AnyGameDef,
  SNAPTION: snaption as unknown as AnyGameDef,
  EXPERIMENTS: experiments as unknown as AnyGameDef,
  HIDE_AND_PEEK: hideAndPeek as unknown as AnyGameDef,
};

/** The rules of a game type, when the game can be played. */
export function gameDefinition(gameType: string): AnyGameDef | undefined {
  return GAMES[gameType as GameType];
}

export { canvasClash, requip, rpsShoot, syncThink };
export { aiDrawingFor, canvasClashTurn, drawingIdOf, PRESET_CANVAS_SIZE, PRESET_CONCEPTS } from './canvas-clash';
export type { CanvasClashSettings, CanvasClashHostView, CanvasClashPlayerView } from './canvas-clash';
export { aiAnswerMove as requipAiAnswerMove, modelRequestsOf as requipModelRequestsOf } from './requip';
export type { ModelPrompt as RequipModelPrompt, ModelRequests as RequipModelRequests, RequipHostView, RequipPlayerView, RequipSettings } from './requip';
export { discordMediaUrl, snaption } from './snaption';
export * as experimentsGame from './experiments';
export type { SnaptionHostView, SnaptionPlayerView } from './snaption';
export { abThinking, QUESTION_LIMIT as AB_THINKING_QUESTION_LIMIT, TEST_ACCOUNT_QUESTION_LIMIT as AB_THINKING_TEST_ACCOUNT_QUESTION_LIMIT } from './ab-thinking';
export type { AbThinkingHostView, AbThinkingPlayerView, AbThinkingSettings } from './ab-thinking';
export { hideAndPeek, aiHiderPlanFor, hideAndPeekTurn, SCENE_HEIGHT, SCENE_SPOTS, SCENE_WIDTH, isSpotName } from './hide-and-peek';
export type { AiHiderPlan, HideAndPeekHostView, HideAndPeekPlayerView, HideAndPeekState, PositionWindow, SceneSpot, SpotName } from './hide-and-peek';
export { albumPieceOf } from './albums';
export { rankAnswers, type AlbumPiece } from './album';
