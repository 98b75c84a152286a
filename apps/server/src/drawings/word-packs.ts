import {
  WORD_PACK_MESSAGE_KEYS,
  type GameSettings,
  type Language,
  type MessageKey,
  type WordPackDto,
  type WordPackMessageKey,
} from '@snackparty/protocol';
import { AppError } from '../errors';
import { CANVAS_CLASH } from './drawing-rules';
import type { WordPackRepository, WordPackWithOwner } from './word-pack-repository';

export function toWordPackDto(row: WordPackWithOwner): WordPackDto {
  return {
    id: row.id,
    name: row.name,
    language: row.language as Language,
    words: row.words,
    isPublic: row.isPublic,
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function wordPackError(statusCode: number, messageKey: WordPackMessageKey, message: string, details?: unknown): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message, details);
}

/** Refuses word pack ids the user may not play with (neither theirs nor public). */
export async function assertUsableWordPacks(repo: WordPackRepository, ids: readonly number[], userId: number): Promise<void> {
  const unique = [...new Set(ids)];
  const usable = new Set((await repo.usable(unique, userId)).map((p) => p.id));
  const refused = unique.filter((id) => !usable.has(id));
  if (refused.length > 0) throw wordPackError(422, WORD_PACK_MESSAGE_KEYS.packNotUsable, 'These word packs cannot be used', { wordPackIds: refused });
}

/**
 * CANVAS_CLASH plays with the words of the packs its settings name: the host's own and public ones,
 * in any language (unknown or foreign private ids are skipped). The words go to the game as
 * `customWords`; the stored settings keep only the ids.
 */
export function wordPackStartSettings(repo: WordPackRepository) {
  return async (gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings> => {
    if (gameType !== CANVAS_CLASH || settings.wordPackIds.length === 0) return settings;
    const packs = await repo.usable(settings.wordPackIds, room.ownerUserId);
    const words = [...new Map(packs.flatMap((p) => p.words).map((w) => [w.toLocaleLowerCase(), w])).values()];
    return words.length === 0 ? settings : ({ ...settings, customWords: words } as GameSettings);
  };
}
