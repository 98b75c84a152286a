import type { GameSettings } from '@snackparty/protocol';
import { playableEntries } from '../../moderation/typed-text';
import type { PackRepository } from '../../packs/pack-repository';

/**
 * CANVAS_CLASH plays with the words of the word packs its settings name: the host's own and public
 * ones, in any language (unknown or foreign private ids are skipped). The words go to the game as
 * `customWords`; the stored settings keep only the ids.
 */
export function wordPackStartSettings(wordPacks: PackRepository) {
  return async (_gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings> => {
    if (settings.wordPackIds.length === 0) return settings;
    const packs = await wordPacks.usable(settings.wordPackIds, room.ownerUserId);
    // A rude word is left out unless the room's filter is off.
    const entries = playableEntries(packs.flatMap((p) => p.entries), settings);
    const words = [...new Map(entries.map((w) => [w.toLocaleLowerCase(), w])).values()];
    return words.length === 0 ? settings : ({ ...settings, customWords: words } as GameSettings);
  };
}
