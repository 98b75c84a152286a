/**
 * The party album: everything a night in one room produced, across all its games, once each game has
 * ended. No zod here: phones load this.
 */
import type { SaveData } from './drawing';

/** An answer or caption as the album keeps it, with the votes it got. */
export interface AlbumAnswer {
  text: string;
  /** Its author; null for the game's own AI answer. */
  playerId: number | null;
  votes: number;
  /** It had the most votes of its prompt or picture. */
  best: boolean;
}

/** A prompt (or a picture) and the answers written for it. */
export interface AlbumAnswersEntry {
  kind: 'answers';
  /** Unique within its game: the album keeps one entry per key. */
  key: string;
  round: number;
  /** The prompt's text; empty for a picture without words. */
  prompt: string;
  /** The picture the captions were written for. */
  imageUrl?: string;
  /** Best first. */
  answers: AlbumAnswer[];
}

/** How the room split on an A-or-B question. */
export interface AlbumSplitEntry {
  kind: 'split';
  key: string;
  round: number;
  question: string;
  a: string;
  b: string;
  countA: number;
  countB: number;
  /** Each player's pick. */
  picks: Array<{ playerId: number; side: 'A' | 'B' }>;
}

/** A drawing as the album keeps it: its strokes in the order they were painted (the replay). */
export interface AlbumDrawing {
  drawingId: number;
  painterPlayerId: number;
  saveData: SaveData;
}

/** A turn of a drawing game: its word, its painters, who guessed it, and the drawings. */
export interface AlbumDrawingsEntry {
  kind: 'drawings';
  key: string;
  round: number;
  /** The turn the drawings were painted in; the server adds the drawings of this turn. */
  turn: number;
  word: string;
  painters: Array<{ playerId: number; credits: number }>;
  /** Right guessers, first first. */
  rightGuessers: number[];
  drawings: AlbumDrawing[];
}

export type AlbumEntry = AlbumAnswersEntry | AlbumSplitEntry | AlbumDrawingsEntry;

/** A seat of the night as the album names it. */
export interface AlbumPlayer {
  playerId: number;
  alias: string;
  avatarSrc: string;
  robot: boolean;
}

/** A place on a game's podium. */
export interface AlbumPodiumPlace {
  playerId: number;
  score: number;
  /** 1-based; ties share a place. */
  place: number;
}

/** One game of the night, once it has ended. */
export interface AlbumGame {
  gameId: number;
  gameType: string;
  playedAt: string;
  /** The final table, best first (players removed from the room left out). */
  podium: AlbumPodiumPlace[];
  /** In the order the game revealed them. */
  entries: AlbumEntry[];
}

/** `GET /albums/{roomId}` and `GET /albums/shared/{token}`. */
export interface AlbumDto {
  roomId: number;
  gameCode: string;
  language: string;
  createdAt: string;
  /** The viewer hosts the room: they may share the album and revoke the link. */
  viewerIsHost: boolean;
  players: AlbumPlayer[];
  /** The ended games, in the order they were played. */
  games: AlbumGame[];
}

/** `GET|POST /albums/{roomId}/share`: the private link's token, or null when there is none. */
export interface AlbumShareDto {
  token: string | null;
}

/** `GET /albums/room/{code}`: the album of the open room with this code. */
export interface AlbumOfRoomDto {
  roomId: number;
}

/** `GET /albums`: the albums of the rooms the viewer hosted or played in, newest first. */
export interface AlbumListDto {
  albums: Array<{ roomId: number; gameCode: string; createdAt: string; hosted: boolean; gameTypes: string[] }>;
}

/** Album paths, relative to the API base `/api/v1`. */
export const ALBUM_REST = {
  mine: '/albums',
  ofRoom: (roomId: number) => `/albums/${roomId}`,
  ofCode: (code: string) => `/albums/room/${encodeURIComponent(code)}`,
  share: (roomId: number) => `/albums/${roomId}/share`,
  download: (roomId: number) => `/albums/${roomId}/download`,
  shared: (token: string) => `/albums/shared/${encodeURIComponent(token)}`,
  sharedDownload: (token: string) => `/albums/shared/${encodeURIComponent(token)}/download`,
} as const;
