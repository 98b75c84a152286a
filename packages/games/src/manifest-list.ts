/**
 * The manifests of every game type, and the lookups the other modules share (the manifests entry
 * and the settings schemas both build on this one, so neither imports the other).
 */
import { normalizeGameType } from '@snackparty/protocol';
import type { GameType, SharedGameSettings } from '@snackparty/protocol';
import type { z } from 'zod';
import type { ExtraSettings, GameManifest } from './manifest';
import { abThinkingManifest } from './ab-thinking/manifest';
import { canvasClashManifest } from './canvas-clash/manifest';
import { experimentsManifest } from './experiments/manifest';
import { hideAndPeekManifest } from './hide-and-peek/manifest';
import { requipManifest } from './requip/manifest';
import { rpsShootManifest } from './rps-shoot/manifest';
import { snaptionManifest } from './snaption/manifest';
import { syncThinkManifest } from './sync-think/manifest';

/**
 * In the order game pickers list them: the playable games first, in the order they arrived, then
 * those still to come.
 */
export const MANIFEST_LIST = [
  rpsShootManifest,
  syncThinkManifest,
  canvasClashManifest,
  requipManifest,
  snaptionManifest,
  abThinkingManifest,
  hideAndPeekManifest,
  experimentsManifest,
] as const;

export const MANIFESTS: Readonly<Record<GameType, GameManifest>> = Object.fromEntries(MANIFEST_LIST.map((m): [GameType, GameManifest] => [m.type, m])) as Record<GameType, GameManifest>;

/** The manifest of a game type (any case), or undefined for an unknown one. */
export function manifestOf(gameType: string | null | undefined): GameManifest | undefined {
  const type = gameType ? normalizeGameType(gameType) : undefined;
  return type ? MANIFESTS[type] : undefined;
}

// ---- the games' own settings ----

type Manifests = (typeof MANIFEST_LIST)[number];
type ExtraOf<M> = M extends { settings: { extra: ExtraSettings<infer Key, infer Shape> } } ? { [K in Key]: { [F in keyof Shape]: z.output<Shape[F]> } } : never;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** Every game's own settings object, by its key. */
export type GameExtraSettings = UnionToIntersection<ExtraOf<Manifests>>;

/** The whole settings of a room: the shared ones and every game's own settings object. */
export type GameSettings = SharedGameSettings & GameExtraSettings;
/** A change to some settings: named fields only, a game's own object in part. */
export type GameSettingsPatch = Partial<SharedGameSettings> & { [K in keyof GameExtraSettings]?: Partial<GameExtraSettings[K]> };

/** Every game's own settings, as their manifests declare them. */
export const EXTRA_SETTINGS: readonly ExtraSettings[] = MANIFEST_LIST.flatMap((m): ExtraSettings[] => {
  const settings: GameManifest['settings'] = m.settings;
  return settings.extra ? [settings.extra] : [];
});
