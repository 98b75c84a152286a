import type { AlbumPiece } from '../album';
import type { CanvasClashState } from './types';

/**
 * CANVAS_CLASH in the album: every turn once revealed, its word, its two painters with the credits
 * their canvases got, and who guessed right. The server adds the turn's drawings it keeps.
 */
export const canvasClashAlbum: AlbumPiece<CanvasClashState> = (match) =>
  match.state.history.map((turn) => ({
    kind: 'drawings' as const,
    key: `turn-${turn.turn}`,
    round: turn.round,
    turn: turn.turn,
    word: turn.word,
    painters: turn.painters.map((playerId, canvas) => ({ playerId, credits: turn.credits[canvas] ?? 0 })),
    rightGuessers: [...turn.rightOrder],
    drawings: [],
  }));
