import { DEFAULT_LOBBY, NO_TOPICS, defineManifest } from '../manifest';

/** REQUIP: answer prompts, vote, and spot the AI. Its rules are in; listed, not playable until its screens are. */
export const requipManifest = defineManifest({
  type: 'REQUIP',
  slug: 'requip',
  players: { min: 3, max: 16 },
  playCapable: true,
  adminOnly: false,
  playable: false,
  settings: { lobby: DEFAULT_LOBBY },
  // Custom category packs add prompts.
  packKind: 'category',
  topics: NO_TOPICS,
});
