/** The word-pack calls (spec section 7, Packs): list, read, add, update and delete. */
import { REST } from '@snackparty/protocol';
import type { Language, WordPackAddRequest, WordPackDto, WordPackUpdateRequest } from '@snackparty/protocol';
import { http } from '../../api/http';

/** Packs in a language (own and shared ones), or another user's packs; all own packs without filters. */
export function listWordPacks(filter: { language?: Language; otherUserId?: number } = {}, signal?: AbortSignal): Promise<WordPackDto[]> {
  const query = new URLSearchParams();
  if (filter.language) query.set('language', filter.language);
  if (filter.otherUserId !== undefined) query.set('otherUserId', String(filter.otherUserId));
  const search = query.toString();
  const path = search ? `${REST.wordPack.getAll}?${search}` : REST.wordPack.getAll;
  return http.get<WordPackDto[] | null>(path, { signal }).then((packs) => (Array.isArray(packs) ? packs : []));
}

export function getWordPack(id: number, signal?: AbortSignal): Promise<WordPackDto> {
  return http.get<WordPackDto>(REST.wordPack.get(id), { signal });
}

export function addWordPack(pack: WordPackAddRequest): Promise<WordPackDto> {
  return http.post<WordPackDto>(REST.wordPack.add, pack);
}

export function updateWordPack(pack: WordPackUpdateRequest): Promise<WordPackDto> {
  return http.put<WordPackDto>(REST.wordPack.update, pack);
}

export function deleteWordPack(id: number): Promise<unknown> {
  return http.delete<unknown>(REST.wordPack.delete(id));
}
