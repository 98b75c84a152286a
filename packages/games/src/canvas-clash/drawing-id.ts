import type { PlayerId } from '@snackparty/engine';
import type { CanvasClashState } from './types';

/** A drawing's id in the game: its turn and its painter (shown only once the painter is). */
export function drawingIdOf(turn: number, painterPlayerId: PlayerId): string {
  return `d${turn}p${painterPlayerId}`;
}

/** The drawings the host may hide: those whose painters have been revealed (the current turn's from its reveal on). */
export function hideableDrawings(state: CanvasClashState): string[] {
  const done = state.history.flatMap((t) => t.painters.map((p) => drawingIdOf(t.turn, p)));
  const current = state.current?.showPainters ? state.current.painters.map((p) => drawingIdOf(state.current!.turn, p)) : [];
  return [...new Set([...done, ...current])];
}
