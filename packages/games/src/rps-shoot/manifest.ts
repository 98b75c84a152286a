import { LOBBY_FIELDS, NO_TOPICS, defineManifest } from '../manifest';

/** RPS_SHOOT: battles of three throws while everyone else bets. */
export const rpsShootManifest = defineManifest({
  type: 'RPS_SHOOT',
  slug: 'rpsshoot',
  players: { min: 2, max: 10 },
  playCapable: true,
  adminOnly: false,
  playable: true,
  settings: {
    lobby: [LOBBY_FIELDS.rounds, LOBBY_FIELDS.turns, LOBBY_FIELDS.maxScore, LOBBY_FIELDS.music, LOBBY_FIELDS.tutorial],
  },
  packKind: 'none',
  topics: NO_TOPICS,
});
