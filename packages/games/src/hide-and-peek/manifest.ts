import { DEFAULT_LOBBY, NO_TOPICS, defineManifest } from '../manifest';

/** HIDE_AND_PEEK: hide on the scene, others peek. Its rules exist; without its server module and screens it is listed, not playable. */
export const hideAndPeekManifest = defineManifest({
  type: 'HIDE_AND_PEEK',
  slug: 'hideandpeek',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: false,
  settings: { lobby: DEFAULT_LOBBY },
  packKind: 'none',
  topics: NO_TOPICS,
});
