/**
 * Which game types can be played, and where their screens live. Each game's screens are a lazy
 * chunk, loaded when a game of that type starts, so the lobby and a phone's first load stay small.
 */
import { isPlayableGameType, playableGameTypes } from '@snackparty/games/manifests';
import { normalizeGameType } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import type { GameScreens } from './screen-types';

/** The game types the server can run (their manifests say so; others answer `error.game_not_available`). */
export const PLAYABLE_GAME_TYPES: readonly GameType[] = playableGameTypes();

export type ScreensLoader = () => Promise<GameScreens>;

// SYNC_THINK's screens live in their own folder; a glob keeps the build working while it is absent.
const syncThinkModules = import.meta.glob<{ syncThinkScreens?: GameScreens }>('./sync-think/index.ts');

function fromGlob(modules: Record<string, () => Promise<Record<string, GameScreens | undefined>>>, path: string, name: string): ScreensLoader | undefined {
  const load = modules[path];
  if (!load) return undefined;
  return () =>
    load().then((module) => {
      const screens = module[name];
      if (!screens) throw new Error(`${path} does not export ${name}`);
      return screens;
    });
}

const LOADERS: Partial<Record<GameType, ScreensLoader>> = {
  RPS_SHOOT: () => import('./rps-shoot').then((m) => m.rpsShootScreens as unknown as GameScreens),
  SYNC_THINK: fromGlob(syncThinkModules, './sync-think/index.ts', 'syncThinkScreens'),
  CANVAS_CLASH: () => import('./canvas-clash').then((m) => m.canvasClashScreens as unknown as GameScreens),
};

export function isPlayable(gameType: string | null | undefined): boolean {
  return isPlayableGameType(gameType);
}

/** Whether this build has screens for the game type. */
export function hasScreens(gameType: string | null | undefined): boolean {
  const type = gameType ? normalizeGameType(gameType) : undefined;
  return type !== undefined && LOADERS[type] !== undefined;
}

const loading = new Map<GameType, Promise<GameScreens>>();
const loaded = new Map<GameType, GameScreens>();

/** The screens of a game type, loaded once. Rejects for a game type without screens. */
export function loadGameScreens(gameType: string): Promise<GameScreens> {
  const type = normalizeGameType(gameType);
  const loader = type ? LOADERS[type] : undefined;
  if (!type || !loader) return Promise.reject(new Error(`No screens for ${gameType}`));
  let promise = loading.get(type);
  if (!promise) {
    promise = loader().then((screens) => {
      loaded.set(type, screens);
      return screens;
    });
    promise.catch(() => loading.delete(type));
    loading.set(type, promise);
  }
  return promise;
}

/** The screens of a game type when they have already loaded (no flash of a loader). */
export function loadedGameScreens(gameType: string): GameScreens | undefined {
  const type = normalizeGameType(gameType);
  return type ? loaded.get(type) : undefined;
}
