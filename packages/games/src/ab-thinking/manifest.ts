import { DEFAULT_LOBBY, NO_TOPICS, defineManifest } from '../manifest';

/** AB_THINKING: this or that, and read the room. Its rules are still to come: listed, not playable. */
export const abThinkingManifest = defineManifest({
  type: 'AB_THINKING',
  slug: 'abthinking',
  players: { min: 4, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: false,
  settings: { lobby: DEFAULT_LOBBY },
  packKind: 'none',
  topics: NO_TOPICS,
});
