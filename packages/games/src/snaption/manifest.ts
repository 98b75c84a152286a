import { DEFAULT_LOBBY, NO_TOPICS, defineManifest } from '../manifest';

/** SNAPTION: caption the picture. Its rules are still to come: listed, not playable. */
export const snaptionManifest = defineManifest({
  type: 'SNAPTION',
  slug: 'snaption',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: false,
  settings: { lobby: DEFAULT_LOBBY },
  packKind: 'none',
  topics: NO_TOPICS,
});
