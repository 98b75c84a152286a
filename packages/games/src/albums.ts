import type { GameType } from '@snackparty/protocol';
import type { AlbumPiece } from './album';
import { abThinkingAlbum } from './ab-thinking/album';
import { canvasClashAlbum } from './canvas-clash/album';
import { requipAlbum } from './requip/album';
import { snaptionAlbum } from './snaption/album';

/** Each game's piece of the party album, one line per game that puts something in it. */
const ALBUM_PIECES: Partial<Record<GameType, AlbumPiece>> = {
  CANVAS_CLASH: canvasClashAlbum as AlbumPiece,
  REQUIP: requipAlbum as AlbumPiece,
  SNAPTION: snaptionAlbum as AlbumPiece,
  AB_THINKING: abThinkingAlbum as AlbumPiece,
};

/** The album piece of a game type; undefined for a game that puts only its podium in the album. */
export function albumPieceOf(gameType: string): AlbumPiece | undefined {
  return ALBUM_PIECES[gameType as GameType];
}
