import { DEFAULT_LOBBY, NO_TOPICS, defineManifest } from '../manifest';

/** EXPERIMENTS: games in the making, for admins. Its rules are still to come: listed, not playable. */
export const experimentsManifest = defineManifest({
  type: 'EXPERIMENTS',
  slug: 'experiments',
  players: { min: 2, max: 10 },
  playCapable: false,
  adminOnly: true,
  playable: false,
  settings: { lobby: DEFAULT_LOBBY },
  packKind: 'none',
  topics: NO_TOPICS,
});
