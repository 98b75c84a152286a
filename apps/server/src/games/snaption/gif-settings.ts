import type { GameSettings } from '@snackparty/protocol';
import type { GifProvider } from './gif-provider';

/** More pictures than the longest game has rounds, so the rules can pass over those the room has seen. */
export const GIF_CARDS_PER_GAME = 12;

/**
 * The lobby's "family only" toggle (`snaptionSettings.familyOnly`): on unless the host turned it off,
 * as a shared screen is watched by everyone in the room, children included.
 */
function familyOnly(settings: GameSettings): boolean {
  const own = settings.snaptionSettings;
  // The room's family mode keeps the pictures family-rated whatever the game's own switch says.
  return settings.familyMode === true || !(typeof own === 'object' && own !== null && (own as { familyOnly?: unknown }).familyOnly === false);
}

/**
 * SNAPTION plays with GIFs from the configured provider beside its bundled deck: they go to the game
 * as `customCards` (Card `cardId`, `imageUrl`, with the attribution the screens show), family-rated
 * unless the lobby says otherwise. None when no provider is configured or it fails: the stored
 * settings stay as they are and the deck plays alone.
 */
export function gifStartSettings(gifs: GifProvider) {
  return async (_gameType: string, settings: GameSettings): Promise<GameSettings> => {
    const cards = await gifs.cards({ language: settings.language, familyOnly: familyOnly(settings), count: GIF_CARDS_PER_GAME });
    return cards.length === 0 ? settings : ({ ...settings, customCards: cards } as GameSettings);
  };
}
