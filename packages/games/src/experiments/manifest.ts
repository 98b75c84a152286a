import { LOBBY_FIELDS, defineExtraSettings, defineManifest } from '../manifest';

/**
 * The experiments this build has, in the order an admin would pick them; the first is the default.
 * Browser-safe data, so the lobby and the rules share it.
 */
export const EXPERIMENT_NAMES = ['tag'] as const;
export type ExperimentName = (typeof EXPERIMENT_NAMES)[number];

/** EXPERIMENTS' own settings: which experiment the room plays (one today, more to come). */
export const experimentsSettings = defineExtraSettings({
  key: 'experimentsSettings',
  fields: (z) => ({
    experiment: z.enum(EXPERIMENT_NAMES),
  }),
  defaults: { experiment: 'tag' },
});

/**
 * EXPERIMENTS: the admins' sandbox for new mechanics, played like any game. Its first experiment is
 * tag on the HIDE_AND_PEEK scene: every phone steers its avatar with a virtual joystick and streams
 * its position (`playerPosition`, at most 10 a second); the server relays the positions to the host
 * screen (`/experiments/host/{code}/positions`) and to the seats (`/experiments/player/{code}/positions`,
 * a destination of the game's server module), and decides the tags itself.
 */
export const experimentsManifest = defineManifest({
  type: 'EXPERIMENTS',
  slug: 'experiments',
  players: { min: 2, max: 10 },
  // Admins may host and play from a phone in any game: nobody else hosts this one.
  playCapable: false,
  adminOnly: true,
  playable: true,
  settings: {
    lobby: [LOBBY_FIELDS.rounds, LOBBY_FIELDS.maxScore, LOBBY_FIELDS.music],
    extra: experimentsSettings,
  },
  packKind: 'none',
  topics: {
    hostNotices: ['positions'],
    streams: [{ name: 'playerPosition', sender: 'seatOwner', audience: 'host' }],
  },
});
