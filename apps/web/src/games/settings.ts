import { DEFAULT_GAME_SETTINGS } from '@snackparty/games/manifests';
import type { GameSettings } from '@snackparty/protocol';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Settings with every field present: a partial or older object gets the defaults, a game's own
 * settings object field by field, as the server completes them. Not a validation (that needs zod,
 * which the screens that only show settings do without).
 */
export function completeSettings(settings: Partial<GameSettings> | null | undefined): GameSettings {
  const given: Record<string, unknown> = { ...(settings ?? {}) };
  const complete: Record<string, unknown> = { ...DEFAULT_GAME_SETTINGS, ...given };
  for (const [key, defaults] of Object.entries(DEFAULT_GAME_SETTINGS)) {
    const own = given[key];
    if (isPlainObject(defaults)) complete[key] = { ...defaults, ...(isPlainObject(own) ? own : {}) };
  }
  return complete as GameSettings;
}
