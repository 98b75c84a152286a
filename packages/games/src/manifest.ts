/**
 * What a game is, apart from its rules: the data shared code (server, web lobby, protocol checks)
 * reads to treat every game alike. Pure and browser-safe: a manifest imports types only (zod's, the
 * protocol's) and never rules or content, so the web app's first load can hold every manifest.
 */
import type { z } from 'zod';
import type { GameType, SharedGameSettings } from '@snackparty/protocol';

export interface PlayerLimits {
  min: number;
  max: number;
}

/** The shared settings a lobby can offer (language and word packs have their own pickers). */
export type SharedLobbySetting = keyof Pick<
  SharedGameSettings,
  | 'numberOfRounds'
  | 'numberOfTurns'
  | 'maxScore'
  | 'musicEnabled'
  | 'includeTutorial'
  | 'standInAfterSeconds'
  | 'audienceAllowed'
  | 'textFilter'
  | 'familyMode'
  | 'approveJoins'
  | 'streamerMode'
  | 'extraTimeCapSeconds'
>;

/**
 * How the lobby edits a setting: a count (1 to 7), a max score, an on/off switch, a wait in seconds
 * (0: never), or one of some named choices.
 */
export type SettingKind = 'count' | 'score' | 'toggle' | 'seconds' | 'choice';

/** One setting shown in the lobby, in the order the manifest lists them. */
export interface LobbyField {
  /** The setting's name: a shared setting, or a field of the game's own settings object. */
  key: string;
  /** For a field of the game's own settings: the key of that object in the settings. */
  group?: string;
  kind: SettingKind;
  /** A `choice` setting's values, in order; each is labelled by the key `{labelKey}_{value}`. */
  choices?: readonly string[];
  /** Translation keys (the web app's locales) of the label and an optional hint. */
  labelKey: string;
  hintKey?: string;
}

/** zod, handed to a manifest's settings fields when the settings schema is composed. */
export type Zod = typeof z;

/**
 * A game's own settings: one object under `key` in the room's settings (the spec names
 * `syncThinkSettings`). `fields` builds the zod schemas that validate a value; it receives zod
 * rather than importing it, so the manifests stay off zod until the settings are validated (the
 * web app's first load only reads the data). `defaults` fill what a room has not set.
 */
export interface ExtraSettings<Key extends string = string, Shape extends z.ZodRawShape = z.ZodRawShape> {
  key: Key;
  fields: (zod: Zod) => Shape;
  defaults: { [K in keyof Shape]: z.output<Shape[K]> };
}

/**
 * The packs a host can pick content from: word packs (drawing words), category packs, or none.
 * Games with word packs read the shared `wordPackIds` setting.
 */
export type PackKind = 'word' | 'category' | 'none';

/** Who may SEND on a stream. */
export type StreamSender = 'seatOwner';

/**
 * Who hears a stream. `host`: the host screen only, by sender. `room`: the host screen, and in a room
 * without a shared screen (the phones are where the game is seen) every seat too, all by slot, the
 * sender's place among those streaming now, never by sender: the stream does not tell who sends.
 */
export type StreamAudience = 'host' | 'room';

/**
 * Destinations of the game's own, under `/{slug}/…`. Declared as data: the realtime policy can
 * derive who may use them instead of naming games.
 */
export interface GameTopics {
  /** Server-published only, heard by the host screen: `/{slug}/host/{code}/{topic}`. */
  hostNotices: readonly string[];
  /**
   * A player's live stream, sent to `/{slug}/player/{code}/{name}/{playerId}` and heard there by the
   * host screen when its audience is `host`; when it is the whole room, heard by slot only, at
   * `/{slug}/player/{code}/{name}/slot/{slot}`.
   */
  streams: readonly { name: string; sender: StreamSender; audience: StreamAudience }[];
}

export interface GameManifest {
  type: GameType;
  /** The game's path segment in URLs and destinations: lower case, no underscores. */
  slug: string;
  /** Players in a room, AI players included (spec). */
  players: PlayerLimits;
  /** Whether a host may also play from their phone (HOST_AND_PLAY; spec section 6). */
  playCapable: boolean;
  /** Hosted by admins only. */
  adminOnly: boolean;
  /** Whether this build has the game's rules: a game without them is listed but cannot start. */
  playable: boolean;
  settings: {
    /** The settings the lobby shows, in order. */
    lobby: readonly LobbyField[];
    /** The game's own settings object, when it has one. */
    extra?: ExtraSettings;
  };
  packKind: PackKind;
  topics: GameTopics;
  /**
   * The moves whose payload carries text the player typed that others will see, and the field that
   * holds it: the room's profanity filter masks or refuses it before the rules see the move.
   */
  typedTexts?: readonly { move: string; field: string }[];
}

/** Checks a manifest against the type while keeping its literal types (the settings key, …). */
export function defineManifest<const M extends GameManifest>(manifest: M): M {
  return manifest;
}

/** Declares a game's own settings with the types of its fields. */
export function defineExtraSettings<const Key extends string, Shape extends z.ZodRawShape>(extra: ExtraSettings<Key, Shape>): ExtraSettings<Key, Shape> {
  return extra;
}

export const NO_TOPICS: GameTopics = { hostNotices: [], streams: [] };

/** The lobby fields of the shared settings, for manifests to list. */
export const LOBBY_FIELDS = {
  rounds: { key: 'numberOfRounds', kind: 'count', labelKey: 'settings.rounds' },
  turns: { key: 'numberOfTurns', kind: 'count', labelKey: 'settings.turns', hintKey: 'settings.turnsHint' },
  maxScore: { key: 'maxScore', kind: 'score', labelKey: 'settings.maxScore', hintKey: 'settings.maxScoreHint' },
  music: { key: 'musicEnabled', kind: 'toggle', labelKey: 'settings.music' },
  tutorial: { key: 'includeTutorial', kind: 'toggle', labelKey: 'settings.tutorial' },
  /** Every room has it, whatever its game: how long a phone may be away before the AI plays its seat. */
  standIn: { key: 'standInAfterSeconds', kind: 'seconds', labelKey: 'settings.standIn', hintKey: 'settings.standInHint' },
  /** Every room has it too: whether people beyond the seats may join as the audience (absent: yes). */
  audience: { key: 'audienceAllowed', kind: 'toggle', labelKey: 'settings.audience', hintKey: 'settings.audienceHint' },
  // The room-wide ones for who gets in and what they see.
  textFilter: { key: 'textFilter', kind: 'choice', choices: ['off', 'moderate', 'strict'], labelKey: 'settings.textFilter', hintKey: 'settings.textFilterHint' },
  familyMode: { key: 'familyMode', kind: 'toggle', labelKey: 'settings.familyMode', hintKey: 'settings.familyModeHint' },
  approveJoins: { key: 'approveJoins', kind: 'toggle', labelKey: 'settings.approveJoins', hintKey: 'settings.approveJoinsHint' },
  streamerMode: { key: 'streamerMode', kind: 'toggle', labelKey: 'settings.streamerMode', hintKey: 'settings.streamerModeHint' },
  extraTime: { key: 'extraTimeCapSeconds', kind: 'seconds', labelKey: 'settings.extraTimeCap', hintKey: 'settings.extraTimeCapHint' },
} as const satisfies Record<string, LobbyField & { key: SharedLobbySetting }>;

/** What a game whose rules are still to come offers in the lobby. */
export const DEFAULT_LOBBY: readonly LobbyField[] = [LOBBY_FIELDS.rounds, LOBBY_FIELDS.maxScore, LOBBY_FIELDS.music, LOBBY_FIELDS.tutorial];
