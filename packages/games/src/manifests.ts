/**
 * Every game's manifest, and what shared code derives from them: player limits, host modes, the
 * playable list, the settings and their schema. Browser-safe: this module imports manifests only
 * (no rules, no content), so the web app can use it from its first load; the zod schemas are in
 * `settings.ts`, which a bundle leaves out unless it validates settings. `manifests.test.ts` checks
 * both.
 */
import { DEFAULT_SHARED_GAME_SETTINGS } from '@snackparty/protocol';
import type { GameType, HostType } from '@snackparty/protocol';
import { EXTRA_SETTINGS, MANIFEST_LIST, manifestOf } from './manifest-list';
import type { GameExtraSettings, GameSettings } from './manifest-list';
import { DEFAULT_LOBBY } from './manifest';
import type { GameManifest, LobbyField, PlayerLimits } from './manifest';

export type { ExtraSettings, GameManifest, GameTopics, LobbyField, PackKind, PlayerLimits, SettingKind, SharedLobbySetting, StreamAudience, Zod } from './manifest';
export { DEFAULT_LOBBY, LOBBY_FIELDS } from './manifest';
export { mergeGameSettings } from '@snackparty/protocol';
export { EXTRA_SETTINGS, MANIFESTS, manifestOf } from './manifest-list';
export type { GameExtraSettings, GameSettings, GameSettingsPatch } from './manifest-list';
export { extraSettingsSchemaFor, gameCreateSchema, gameSettingsPatchSchema, gameSettingsSchema, updateGameSettingsSchema } from './settings';

/** Players in a room when the game type is unknown (an old or foreign row). */
export const DEFAULT_PLAYER_LIMITS: PlayerLimits = { min: 3, max: 10 };

/** The manifest whose URL slug this is. */
export function manifestOfSlug(slug: string): GameManifest | undefined {
  return MANIFEST_LIST.find((m) => m.slug === slug);
}

export function playerLimits(gameType: string): PlayerLimits {
  const players = manifestOf(gameType)?.players ?? DEFAULT_PLAYER_LIMITS;
  return { min: players.min, max: players.max };
}

export function isPlayCapable(gameType: string): boolean {
  return manifestOf(gameType)?.playCapable ?? false;
}

/** Spec section 4: HOST_AND_PLAY when the game is play-capable or the user is admin; otherwise HOST. */
export function defaultHostType(gameType: string, isAdmin: boolean): HostType {
  return isPlayCapable(gameType) || isAdmin ? 'HOST_AND_PLAY' : 'HOST';
}

/** The game types this build has the rules of, in picker order. */
export function playableGameTypes(): GameType[] {
  return MANIFEST_LIST.filter((m) => m.playable).map((m) => m.type);
}

export function isPlayableGameType(gameType: string | null | undefined): boolean {
  return manifestOf(gameType)?.playable ?? false;
}

/**
 * The game types offered to a user to host, in picker order: the playable ones (a game still to
 * come is not offered anywhere until its rules land), without the admin-only ones unless the user
 * is an admin.
 */
export function hostableGameTypes(admin: boolean): GameType[] {
  return MANIFEST_LIST.filter((m) => m.playable && (admin || !m.adminOnly)).map((m) => m.type);
}

/** The settings the lobby shows for a game type, in order. */
export function lobbyFields(gameType: string | null | undefined): readonly LobbyField[] {
  return manifestOf(gameType)?.settings.lobby ?? DEFAULT_LOBBY;
}

/** The settings of a new room before the host changes any. */
export const DEFAULT_GAME_SETTINGS: GameSettings = {
  ...DEFAULT_SHARED_GAME_SETTINGS,
  ...(Object.fromEntries(EXTRA_SETTINGS.map((extra) => [extra.key, { ...extra.defaults }])) as GameExtraSettings),
};
