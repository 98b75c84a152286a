import { LOBBY_FIELDS, defineManifest, type GameTopics } from '../manifest';

/**
 * The rules' notices (`notices.ts`) and the hiders' live positions as the server relays them; a hider's
 * phone sends its position on the stream, and the host screen hears the server's paced relay of it on
 * the `playerLocationSet` notice, never a phone's own stream.
 */
const topics: GameTopics = {
  hostNotices: ['currentHiderId', 'guessSubmitted', 'allSubmitted', 'revealHidingSpot', 'playerLocationSet'],
  streams: [{ name: 'playerLocationSet', sender: 'seatOwner', audience: 'host' }],
};

/** HIDE_AND_PEEK: hide on the scene, others peek. */
export const hideAndPeekManifest = defineManifest({
  type: 'HIDE_AND_PEEK',
  slug: 'hideandpeek',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [
      // A round is everyone hiding once, so the turns setting is how often each player hides.
      { key: 'numberOfTurns', kind: 'count', labelKey: 'hideAndPeek.settings.turns', hintKey: 'hideAndPeek.settings.turnsHint' },
      LOBBY_FIELDS.maxScore,
      LOBBY_FIELDS.music,
      LOBBY_FIELDS.tutorial,
    ],
  },
  packKind: 'none',
  topics,
});
