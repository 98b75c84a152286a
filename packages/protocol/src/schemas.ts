import { z } from 'zod';
import { DEFAULT_SHARED_GAME_SETTINGS, DEFAULT_STAND_IN_AFTER_SECONDS, DEFAULT_TEXT_FILTER, GAME_TYPES, HOST_TYPES, LANGUAGES, MAX_EXTRA_TIME_CAP_SECONDS, MAX_STAND_IN_AFTER_SECONDS, TEXT_FILTER_LEVELS, USER_AGENT_MAX_LENGTH } from './constants';
import type { TextFilterLevel } from './constants';
import { isValidAlias, normalizeAlias } from './validation';

export const roomCodeSchema = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5}$/));

const gameTypeSchema = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.enum(GAME_TYPES));
const languageSchema = z.enum(LANGUAGES);

export const userInfoSchema = z
  .object({
    language: z.string().max(10).optional(),
    screenWidth: z.number().int().nonnegative().max(100000).optional(),
    screenHeight: z.number().int().nonnegative().max(100000).optional(),
    host: z.boolean().optional(),
    userAgent: z.string().transform((s) => s.slice(0, USER_AGENT_MAX_LENGTH)).optional(),
  })
  .partial();

export const guestLoginSchema = z.object({
  guestId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  language: languageSchema.default('en'),
});
export type GuestLoginRequest = z.input<typeof guestLoginSchema>;

export const sessionCreateSchema = z.object({
  isPublic: z.boolean().default(false),
  language: languageSchema.default('en'),
  hostType: z.enum(HOST_TYPES),
  initialGameType: gameTypeSchema,
  userInfo: userInfoSchema.optional(),
});
export type SessionCreateRequest = z.input<typeof sessionCreateSchema>;

export const sessionJoinSchema = z.object({
  gameCode: roomCodeSchema,
  alias: z.string().refine(isValidAlias, { message: 'error.invalid_alias' }).transform(normalizeAlias),
  avatarSrc: z.string().max(200),
  userInfo: userInfoSchema.optional(),
});
export type SessionJoinRequest = z.input<typeof sessionJoinSchema>;

export const rejoinSchema = z.object({
  gameCode: roomCodeSchema,
  sessionPlayerId: z.number().int().positive(),
});
export type RejoinRequest = z.input<typeof rejoinSchema>;

/** How long a phone may be away before the AI plays the seat, in ms; null: never on its own. */
export function standInDelayMs(settings: { standInAfterSeconds?: number }): number | null {
  const seconds = settings.standInAfterSeconds ?? DEFAULT_STAND_IN_AFTER_SECONDS;
  return seconds > 0 ? seconds * 1000 : null;
}

/**
 * How the room treats rude words now: its filter, and at least masking in family mode (a family room
 * never shows them as typed).
 */
export function textFilterOf(settings: { textFilter?: TextFilterLevel; familyMode?: boolean } | undefined): TextFilterLevel {
  const level = settings?.textFilter ?? DEFAULT_TEXT_FILTER;
  return settings?.familyMode === true && level === 'off' ? 'moderate' : level;
}

/** The settings every game shares (spec: game settings), without defaults. */
export const sharedGameSettingsFields = {
  language: languageSchema,
  musicEnabled: z.boolean(),
  numberOfRounds: z.number().int().min(1).max(7),
  includeTutorial: z.boolean(),
  maxScore: z.number().int().min(1).max(1_000_000),
  numberOfTurns: z.number().int().min(1).max(7),
  wordPackIds: z.array(z.number().int()).max(50),
  /**
   * How long a player's phone may be away mid-game before the AI plays their seat for them, in
   * seconds; 0: never (the host can still hand a seat over). Absent: `DEFAULT_STAND_IN_AFTER_SECONDS`.
   */
  standInAfterSeconds: z.number().int().min(0).max(MAX_STAND_IN_AFTER_SECONDS),
  /** Whether people beyond the seats may watch and take part as the audience. Absent: yes. */
  audienceAllowed: z.boolean(),
  /** Rude words in what players type that others see: as typed, masked, or refused. Absent: `DEFAULT_TEXT_FILTER`. */
  textFilter: z.enum(TEXT_FILTER_LEVELS),
  /** Family-safe content only (prompts, words, pictures), and rude words never as typed. Absent: no. */
  familyMode: z.boolean(),
  /** New phones wait until the host lets them in. Absent: no. */
  approveJoins: z.boolean(),
  /** The shared screen hides the room code; the host's phone shows it. Absent: no. */
  streamerMode: z.boolean(),
  /** The most extra time a player who asks for it gets on a timed stage, in seconds; 0: none. Absent: `DEFAULT_EXTRA_TIME_CAP_SECONDS`. */
  extraTimeCapSeconds: z.number().int().min(0).max(MAX_EXTRA_TIME_CAP_SECONDS),
};

/** The shared settings with their defaults; a game's own settings are added by its manifest. */
export const sharedGameSettingsSchema = z.object({
  language: sharedGameSettingsFields.language.default(DEFAULT_SHARED_GAME_SETTINGS.language),
  musicEnabled: sharedGameSettingsFields.musicEnabled.default(DEFAULT_SHARED_GAME_SETTINGS.musicEnabled),
  numberOfRounds: sharedGameSettingsFields.numberOfRounds.default(DEFAULT_SHARED_GAME_SETTINGS.numberOfRounds),
  includeTutorial: sharedGameSettingsFields.includeTutorial.default(DEFAULT_SHARED_GAME_SETTINGS.includeTutorial),
  maxScore: sharedGameSettingsFields.maxScore.default(DEFAULT_SHARED_GAME_SETTINGS.maxScore),
  numberOfTurns: sharedGameSettingsFields.numberOfTurns.default(DEFAULT_SHARED_GAME_SETTINGS.numberOfTurns),
  wordPackIds: sharedGameSettingsFields.wordPackIds.default(() => [...DEFAULT_SHARED_GAME_SETTINGS.wordPackIds]),
  // Optional rather than defaulted: settings stored before it existed read the same as before.
  standInAfterSeconds: sharedGameSettingsFields.standInAfterSeconds.optional(),
  audienceAllowed: sharedGameSettingsFields.audienceAllowed.optional(),
  textFilter: sharedGameSettingsFields.textFilter.optional(),
  familyMode: sharedGameSettingsFields.familyMode.optional(),
  approveJoins: sharedGameSettingsFields.approveJoins.optional(),
  streamerMode: sharedGameSettingsFields.streamerMode.optional(),
  extraTimeCapSeconds: sharedGameSettingsFields.extraTimeCapSeconds.optional(),
});
export type SharedGameSettings = z.output<typeof sharedGameSettingsSchema>;

/**
 * A game's settings on the wire: the shared ones, and each game's own settings object under its
 * own key (as the manifests declare them; `@snackparty/games/manifests` has the exact schema).
 */
export type GameSettings = SharedGameSettings & { [gameSettings: string]: unknown };
/** A change to some settings: only what is named changes. */
export type GameSettingsPatch = Partial<SharedGameSettings> & { [gameSettings: string]: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies a patch to settings. A game's own settings are an object: a patch naming some of its
 * fields keeps the others, so objects merge one level down; everything else is replaced.
 */
export function mergeGameSettings(base: unknown, patch: object | undefined): unknown {
  const current: Record<string, unknown> = isPlainObject(base) ? base : {};
  if (!patch) return current;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    merged[key] = isPlainObject(value) && isPlainObject(current[key]) ? { ...current[key], ...value } : value;
  }
  return merged;
}

/**
 * The request bodies that carry a settings patch, for the patch schema composed from the games'
 * manifests (the protocol does not know the games).
 */
export function gameCreateSchemaFor<P extends z.ZodType>(settingsPatch: P) {
  return z.object({
    gameType: gameTypeSchema,
    gameCode: roomCodeSchema,
    settings: settingsPatch.optional(),
  });
}
export interface GameCreateRequest {
  gameType: string;
  gameCode: string;
  settings?: GameSettingsPatch;
}

export function updateGameSettingsSchemaFor<P extends z.ZodType>(settingsPatch: P) {
  return z.object({ gameCode: roomCodeSchema, settings: settingsPatch });
}
export interface UpdateGameSettingsRequest {
  gameCode: string;
  settings: GameSettingsPatch;
}

export const updateSessionPlayerSchema = z.object({
  alias: z.string().refine(isValidAlias, { message: 'error.invalid_alias' }).transform(normalizeAlias).optional(),
  avatarSrc: z.string().max(200).optional(),
});

/** Realtime request bodies. */
export const kickRequestSchema = z.object({ playerId: z.number().int() });
/** The host hands a person's seat to the AI for now (`requestStandIn`): AI players have no phone to miss. */
export const standInRequestSchema = z.object({ playerId: z.number().int().positive().max(2_147_483_647) });
export const addAiRequestSchema = z.object({}).passthrough();

export const moveMessageSchema = z.object({
  move: z.string().min(1).max(40),
  payload: z.unknown(),
  stageNumber: z.number().int().nonnegative().optional(),
  /**
   * The phone's id for this move, unique among its moves in the game: a move resent after a reconnect
   * keeps its id, and the server answers it as already applied instead of counting it twice.
   */
  moveId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
});
