import { aiDrawingFor, canvasClashTurn } from '@snackparty/games';
import type { SaveData } from '@snackparty/protocol';

/** The drawing turn a game is in: who paints which word, and whether their canvases take strokes. */
export interface DrawTurn {
  turn: number;
  painters: number[];
  word: string;
  drawingOpen: boolean;
}

/** What the server needs to know about a drawing game, read from its state (pure). */
export interface DrawingRules {
  turnOf(state: unknown): DrawTurn | null;
  /** A robot painter's drawing for the current turn, on the canvas size it names. */
  aiDrawingFor(state: unknown, playerId: number): SaveData | null;
}

/** The CANVAS_CLASH game type: the only one whose players paint. */
export const CANVAS_CLASH = 'CANVAS_CLASH';

const canvasClashRules: DrawingRules = { turnOf: canvasClashTurn, aiDrawingFor };

/** The drawing rules of a game type, when its players paint. */
export function drawingRulesOf(gameType: string): DrawingRules | undefined {
  return gameType === CANVAS_CLASH ? canvasClashRules : undefined;
}
