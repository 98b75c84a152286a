import type { GameDef } from '@snackparty/engine';
import type { GameSettings, GameType } from '@snackparty/protocol';
import { canvasClash } from './canvas-clash';
import { rpsShoot } from './rps-shoot';
import { syncThink } from './sync-think';

// The registry stores games of different state types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDef = GameDef<any, GameSettings, unknown, unknown>;

const GAMES: Partial<Record<GameType, AnyGameDef>> = {
  RPS_SHOOT: rpsShoot as unknown as AnyGameDef,
  SYNC_THINK: syncThink as unknown as AnyGameDef,
  CANVAS_CLASH: canvasClash as unknown as AnyGameDef,
};

/** The rules of a game type, when the game can be played. */
export function gameDefinition(gameType: string): AnyGameDef | undefined {
  return GAMES[gameType as GameType];
}

export { canvasClash, rpsShoot, syncThink };
export { aiDrawingFor, canvasClashTurn, PRESET_CANVAS_SIZE } from './canvas-clash';
export type { CanvasClashSettings, CanvasClashHostView, CanvasClashPlayerView } from './canvas-clash';
