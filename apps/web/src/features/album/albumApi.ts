/** Typed calls for the party album: the album, its share link, the downloadable file, the history. */
import { ALBUM_REST } from '@snackparty/protocol';
import type { AlbumDto, AlbumListDto, AlbumOfRoomDto, AlbumShareDto } from '@snackparty/protocol';
import { http } from '../../api/http';

/** Where the album opens: a room of the viewer, or a share link anyone may hold. */
export type AlbumSource = { roomId: number } | { token: string };

export function getAlbum(source: AlbumSource, signal?: AbortSignal): Promise<AlbumDto> {
  return 'token' in source ? http.get<AlbumDto>(ALBUM_REST.shared(source.token), { signal, token: null }) : http.get<AlbumDto>(ALBUM_REST.ofRoom(source.roomId), { signal });
}

/** The whole album as one HTML file's text. */
export function getAlbumFile(source: AlbumSource): Promise<string> {
  return 'token' in source ? http.get<string>(ALBUM_REST.sharedDownload(source.token), { token: null }) : http.get<string>(ALBUM_REST.download(source.roomId));
}

export function getShareLink(roomId: number, signal?: AbortSignal): Promise<AlbumShareDto> {
  return http.get<AlbumShareDto>(ALBUM_REST.share(roomId), { signal });
}

export function createShareLink(roomId: number): Promise<AlbumShareDto> {
  return http.post<AlbumShareDto>(ALBUM_REST.share(roomId));
}

export function revokeShareLink(roomId: number): Promise<void> {
  return http.delete<void>(ALBUM_REST.share(roomId));
}

export function getAlbumOfRoom(code: string, signal?: AbortSignal): Promise<AlbumOfRoomDto> {
  return http.get<AlbumOfRoomDto>(ALBUM_REST.ofCode(code), { signal });
}

export function getMyAlbums(signal?: AbortSignal): Promise<AlbumListDto> {
  return http.get<AlbumListDto>(ALBUM_REST.mine, { signal });
}

/** Hands the browser a file to save. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
