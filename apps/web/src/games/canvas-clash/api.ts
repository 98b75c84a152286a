/** CANVAS_CLASH's REST calls: a painter's or a canvas's drawing so far, and the game's gallery. */
import type { DrawingSnapshot, SaveData } from '@snackparty/protocol';
import { http } from '../../api/http';
import { canvasPath, drawingPath, galleryPath } from './wire';

export interface GalleryDrawing {
  drawingId: number;
  turn: number;
  /** Null while the turn's word is still secret. */
  word: string | null;
  painterPlayerId: number;
  painterAlias: string;
  painterAvatarSrc: string;
  saveData: SaveData;
}

export interface Gallery {
  gameId: number;
  drawings: GalleryDrawing[];
}

/** A painter's own drawing so far, for their phone after a reload (refused for anyone else). */
export function getDrawing(code: string, playerId: number, signal?: AbortSignal): Promise<DrawingSnapshot> {
  return http.get<DrawingSnapshot>(drawingPath(encodeURIComponent(code), playerId), { signal });
}

/** A canvas's drawing so far, without its painter: for the host screen, and the phones of a room without one. */
export function getCanvas(code: string, canvas: number, signal?: AbortSignal): Promise<DrawingSnapshot> {
  return http.get<DrawingSnapshot>(canvasPath(encodeURIComponent(code), canvas), { signal });
}

export function getGallery(code: string, signal?: AbortSignal): Promise<Gallery> {
  return http.get<Gallery>(galleryPath(encodeURIComponent(code)), { signal });
}
