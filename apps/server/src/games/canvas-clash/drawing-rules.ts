import { aiDrawingFor, canvasClashTurn, drawingIdOf } from '@snackparty/games';
import type { SaveData } from '@snackparty/protocol';

/** The drawing turn a game is in: who paints which word, and whether their canvases take strokes. */
export interface DrawTurn {
  turn: number;
  painters: number[];
  word: string;
  drawingOpen: boolean;
  /** The turn's reveal has begun: its word and painters may be shown to everyone. */
  revealed: boolean;
}

/** What the server needs to know about a drawing game, read from its state (pure). */
export interface DrawingRules {
  turnOf(state: unknown): DrawTurn | null;
  /** A robot painter's drawing for the current turn (or a painter's the AI plays for now), on the canvas size it names. */
  aiDrawingFor(state: unknown, playerId: number, standIn?: boolean): SaveData | null;
  /** The id the game gives a painter's drawing of a turn: what the host hides it by. */
  drawingIdOf(turn: number, painterPlayerId: number): string;
}

/** The CANVAS_CLASH game type: the only one whose players paint. */
export const CANVAS_CLASH = 'CANVAS_CLASH';

export const canvasClashRules: DrawingRules = { turnOf: canvasClashTurn, aiDrawingFor, drawingIdOf };

/** The drawing rules of a game type, when its players paint. */
export function drawingRulesOf(gameType: string): DrawingRules | undefined {
  return gameType === CANVAS_CLASH ? canvasClashRules : undefined;
}

/** What a stored or live game says about its drawings: whether it is over, and its match state. */
export interface GameProgress {
  over: boolean;
  match: { over?: boolean; state?: unknown; hidden?: string[] } | null | undefined;
}

/**
 * Which turns of a game anyone may see (word and painters): every turn once the game is over, else
 * the turns before the current one and the current one once its reveal has begun.
 */
export function revealedTurns(game: GameProgress, rules: DrawingRules = canvasClashRules): (turn: number) => boolean {
  if (game.over || game.match?.over) return () => true;
  if (!game.match) return () => false;
  const current = rules.turnOf(game.match.state);
  if (!current) return () => false;
  return (turn) => turn < current.turn || (turn === current.turn && current.revealed);
}

/**
 * Which stored drawings of a game anyone of the room may see (the gallery, the history, the album):
 * those of revealed turns (`revealedTurns`) the host did not hide.
 */
export function shownDrawings(game: GameProgress, rules: DrawingRules = canvasClashRules): (drawing: { turn: number; painterPlayerId: number }) => boolean {
  const revealed = revealedTurns(game, rules);
  const hidden = new Set(game.match?.hidden ?? []);
  return (d) => revealed(d.turn) && !hidden.has(rules.drawingIdOf(d.turn, d.painterPlayerId));
}
