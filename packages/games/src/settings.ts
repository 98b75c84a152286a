/**
 * The settings schemas, composed from the shared settings (protocol) and each manifest's own
 * settings. Kept apart from the manifests' data so a bundle that only reads manifests leaves zod out.
 */
import { z } from 'zod';
import { gameCreateSchemaFor, sharedGameSettingsFields, sharedGameSettingsSchema, updateGameSettingsSchemaFor } from '@snackparty/protocol';
import type { ExtraSettings } from './manifest';
import { EXTRA_SETTINGS, manifestOf } from './manifest-list';
import type { GameSettings, GameSettingsPatch } from './manifest-list';

/** A game's own settings with defaults: missing fields, or the whole object, take the manifest's. */
function extraWithDefaults(extra: ExtraSettings): z.ZodType {
  const defaults = extra.defaults as Record<string, unknown>;
  const fields = Object.entries(extra.fields(z)).map(([key, schema]) => [key, (schema as z.ZodType).default(defaults[key])]);
  return z.object(Object.fromEntries(fields)).default(() => ({ ...defaults }) as never);
}

/** Parses stored or merged settings: everything present and valid, unknown keys dropped. */
export const gameSettingsSchema = sharedGameSettingsSchema.extend(
  Object.fromEntries(EXTRA_SETTINGS.map((extra) => [extra.key, extraWithDefaults(extra)])),
) as unknown as z.ZodType<GameSettings, unknown>;

/** A change to some settings: only what is named changes (no defaults fill the rest). */
export const gameSettingsPatchSchema = z
  .object({
    ...sharedGameSettingsFields,
    ...Object.fromEntries(EXTRA_SETTINGS.map((extra) => [extra.key, z.object(extra.fields(z)).partial()])),
  })
  .partial() as unknown as z.ZodType<GameSettingsPatch, unknown>;

export const gameCreateSchema = gameCreateSchemaFor(gameSettingsPatchSchema);
export const updateGameSettingsSchema = updateGameSettingsSchemaFor(gameSettingsPatchSchema);

/** The schema of one game's own settings object, when it has one. */
export function extraSettingsSchemaFor(gameType: string): z.ZodType | undefined {
  const extra = manifestOf(gameType)?.settings.extra;
  return extra ? z.object(extra.fields(z)) : undefined;
}
