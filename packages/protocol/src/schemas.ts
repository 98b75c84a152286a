import { z } from 'zod';
import { GAME_TYPES, HOST_TYPES, LANGUAGES, USER_AGENT_MAX_LENGTH } from './constants';
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

const syncThinkSettingsFields = {
  closeMatchEnabled: z.boolean(),
  maximumLevels: z.number().int().min(1).max(7),
};
const gameSettingsFields = {
  language: languageSchema,
  musicEnabled: z.boolean(),
  numberOfRounds: z.number().int().min(1).max(7),
  includeTutorial: z.boolean(),
  maxScore: z.number().int().min(1).max(1_000_000),
  numberOfTurns: z.number().int().min(1).max(7),
  wordPackIds: z.array(z.number().int()).max(50),
};

export const gameSettingsSchema = z.object({
  language: gameSettingsFields.language.default('en'),
  musicEnabled: gameSettingsFields.musicEnabled.default(true),
  numberOfRounds: gameSettingsFields.numberOfRounds.default(3),
  includeTutorial: gameSettingsFields.includeTutorial.default(true),
  maxScore: gameSettingsFields.maxScore.default(10000),
  numberOfTurns: gameSettingsFields.numberOfTurns.default(2),
  wordPackIds: gameSettingsFields.wordPackIds.default([]),
  syncThinkSettings: z
    .object({
      closeMatchEnabled: syncThinkSettingsFields.closeMatchEnabled.default(true),
      maximumLevels: syncThinkSettingsFields.maximumLevels.default(7),
    })
    .default({ closeMatchEnabled: true, maximumLevels: 7 }),
});

/** A change to some settings: only what is named changes (no defaults fill the rest). */
export const gameSettingsPatchSchema = z
  .object({ ...gameSettingsFields, syncThinkSettings: z.object(syncThinkSettingsFields).partial() })
  .partial();
export type GameSettingsPatch = z.output<typeof gameSettingsPatchSchema>;

/** Applies a patch to settings, nested syncThinkSettings included. */
export function mergeGameSettings(base: unknown, patch: GameSettingsPatch | undefined): unknown {
  const current = (base ?? {}) as { syncThinkSettings?: object };
  if (!patch) return current;
  return {
    ...current,
    ...patch,
    syncThinkSettings: { ...current.syncThinkSettings, ...patch.syncThinkSettings },
  };
}
export type GameSettings = z.output<typeof gameSettingsSchema>;

export const gameCreateSchema = z.object({
  gameType: gameTypeSchema,
  gameCode: roomCodeSchema,
  settings: gameSettingsPatchSchema.optional(),
});
export type GameCreateRequest = z.input<typeof gameCreateSchema>;

export const updateSessionPlayerSchema = z.object({
  alias: z.string().refine(isValidAlias, { message: 'error.invalid_alias' }).transform(normalizeAlias).optional(),
  avatarSrc: z.string().max(200).optional(),
});

/** Realtime request bodies. */
export const kickRequestSchema = z.object({ playerId: z.number().int() });
export const addAiRequestSchema = z.object({}).passthrough();

export const moveMessageSchema = z.object({
  move: z.string().min(1).max(40),
  payload: z.unknown(),
  stageNumber: z.number().int().nonnegative().optional(),
});

export const updateGameSettingsSchema = z.object({
  gameCode: roomCodeSchema,
  settings: gameSettingsPatchSchema,
});
export type UpdateGameSettingsRequest = z.input<typeof updateGameSettingsSchema>;
