import type { SaveData } from '@snackparty/protocol';
import { aiBaseId } from '@snackparty/protocol';
import { presetConcept, presetDrawing, presetForWord } from './content/presets';
import type { CanvasClashState } from './types';

function isCanvasClashState(state: unknown): state is CanvasClashState {
  return typeof state === 'object' && state !== null && 'current' in state && 'queue' in state && 'paintCount' in state;
}

/**
 * The painting turn in progress, or null when no one is painting (for the stroke relay and gallery).
 * `revealed` turns true as the reveal starts: only then may its word and painters leave the server.
 */
export function canvasClashTurn(state: unknown): { turn: number; painters: number[]; word: string; drawingOpen: boolean; revealed: boolean } | null {
  if (!isCanvasClashState(state) || !state.current) return null;
  const current = state.current;
  return { turn: current.turn, painters: [...current.painters], word: current.word, drawingOpen: !current.drawingClosed, revealed: current.showPainters };
}

/** Which of the two preset families an AI player draws in: -1 and its helper -6 style 1, the others style 2. */
export function presetStyleOf(playerId: number): 1 | 2 {
  return aiBaseId(playerId) === -2 ? 2 : 1;
}

/**
 * The preset an AI painter replays for this turn's word: SaveData with width = height = 263.48. A
 * robot's, or a person's while the AI plays their seat (`standIn`, which the match's seats tell).
 */
export function aiDrawingFor(state: unknown, playerId: number, standIn = false): SaveData | null {
  if (!isCanvasClashState(state) || !state.current || (playerId >= 0 && !standIn)) return null;
  if (!state.current.painters.includes(playerId)) return null;
  const concept = state.current.presetKey !== null ? presetConcept(state.current.presetKey) : presetForWord(state.current.word);
  return concept ? presetDrawing(concept, presetStyleOf(playerId)) : null;
}
