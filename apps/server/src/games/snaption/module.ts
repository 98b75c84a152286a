import type { GameServerModule } from '../server-module';
import { createGifProvider, type GifProvider } from './gif-provider';
import { gifStartSettings } from './gif-settings';
import { usedCardsStartSettings } from './used-cards';

export const SNAPTION = 'SNAPTION';

/**
 * SNAPTION's server side: a new game is told the cards the room has shown tonight, so none comes
 * back while others are left; and when a GIF provider is configured (`GIPHY_API_KEY` or
 * `KLIPY_API_KEY`), its GIFs join the bundled deck as a game starts. `gifs` stands in for the
 * configured provider (tests).
 */
export function snaptionModule(gifs?: GifProvider): GameServerModule {
  return {
    gameType: SNAPTION,
    create({ config, db, log }) {
      const withGifs = gifStartSettings(gifs ?? createGifProvider(config?.gif, log));
      const withUsedCards = usedCardsStartSettings(db);
      return {
        hooks: {
          startSettings: async (gameType, settings, room, gameId) => withGifs(gameType, await withUsedCards(gameType, settings, room, gameId)),
        },
      };
    },
  };
}
