import type { GameSettings } from '@snackparty/protocol';
import { playableEntries } from '../../moderation/typed-text';
import type { PackRepository } from '../../packs/pack-repository';

/** The category packs a REQUIP game's settings name (its own settings object, `requipSettings`). */
function categoryPackIds(settings: GameSettings): number[] {
  const ids = (settings as { requipSettings?: { categoryPackIds?: unknown } }).requipSettings?.categoryPackIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/**
 * REQUIP deals the prompts of the category packs its settings name, of the room's language, that the
 * host may still play with (their own and public ones; the others are skipped), as the room's filter
 * lets them through. They go to the game
 * as `customPrompts`; the stored settings keep only the ids.
 */
export function categoryPackStartSettings(categoryPacks: PackRepository) {
  return async (_gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings> => {
    const ids = categoryPackIds(settings);
    if (ids.length === 0) return settings;
    const packs = (await categoryPacks.usable(ids, room.ownerUserId)).filter((p) => p.language === settings.language);
    // A prompt with a rude word is left out unless the room's filter is off.
    const entries = playableEntries(packs.flatMap((p) => p.entries), settings);
    const prompts = [...new Map(entries.map((text) => [text.toLocaleLowerCase(), text])).values()];
    return prompts.length === 0 ? settings : ({ ...settings, customPrompts: prompts } as GameSettings);
  };
}
