/**
 * Which game types can be played, and where their screens live. Each game's screens are a lazy
 * chunk, loaded when a game of that type starts, so the lobby and a phone's first load stay small.
 *
 * A game's own strings live next to its screens (`<game>/locales/<lng>.json`) and are bundled as
 * one small hashed chunk per language, fetched together with the game's chunk and merged into the
 * default namespace. Hashed chunks are cached for good by the browser, always match the screens of
 * the same build, and only the language in use is fetched; the main translation file keeps what
 * the home, lobby and catalogue show.
 */
import { isPlayableGameType, playableGameTypes } from '@snackparty/games/manifests';
import { normalizeGameType } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import { appLanguage, addLanguageLoader, i18n } from '../i18n/i18n';
import type { GameDemo } from './demo/types';
import type { GameScreens } from './screen-types';

/** The game types the server can run (their manifests say so; others answer `error.game_not_available`). */
export const PLAYABLE_GAME_TYPES: readonly GameType[] = playableGameTypes();

export type ScreensLoader = () => Promise<GameScreens>;

type Strings = Record<string, unknown>;
const LOCALE_FILES = import.meta.glob<Strings>('./*/locales/*.json', { import: 'default' });

interface GameModule {
  /** The game's folder under src/games. */
  folder: string;
  screens: ScreensLoader;
}

const GAMES: Partial<Record<GameType, GameModule>> = {
  RPS_SHOOT: { folder: 'rps-shoot', screens: () => import('./rps-shoot').then((m) => m.rpsShootScreens as unknown as GameScreens) },
  SYNC_THINK: { folder: 'sync-think', screens: () => import('./sync-think').then((m) => m.syncThinkScreens as unknown as GameScreens) },
  CANVAS_CLASH: { folder: 'canvas-clash', screens: () => import('./canvas-clash').then((m) => m.canvasClashScreens as unknown as GameScreens) },
  REQUIP: { folder: 'requip', screens: () => import('./requip').then((m) => m.requipScreens as unknown as GameScreens) },
  SNAPTION: { folder: 'snaption', screens: () => import('./snaption').then((m) => m.snaptionScreens as unknown as GameScreens) },
  AB_THINKING: { folder: 'ab-thinking', screens: () => import('./ab-thinking').then((m) => m.abThinkingScreens as unknown as GameScreens) },
  EXPERIMENTS: { folder: 'experiments', screens: () => import('./experiments').then((m) => m.experimentsScreens as unknown as GameScreens) },
  HIDE_AND_PEEK: { folder: 'hide-and-peek', screens: () => import('./hide-and-peek').then((m) => m.hideAndPeekScreens as unknown as GameScreens) },
};

/** The site's live example of each game (its rules with AI players and a view), a lazy chunk of its own. */
const DEMOS: Partial<Record<GameType, () => Promise<GameDemo>>> = {
  RPS_SHOOT: () => import('./rps-shoot/Demo').then((m) => m.rpsShootDemo as unknown as GameDemo),
  SYNC_THINK: () => import('./sync-think/Demo').then((m) => m.syncThinkDemo as unknown as GameDemo),
  CANVAS_CLASH: () => import('./canvas-clash/Demo').then((m) => m.canvasClashDemo as unknown as GameDemo),
  REQUIP: () => import('./requip/Demo').then((m) => m.requipDemo as unknown as GameDemo),
  SNAPTION: () => import('./snaption/Demo').then((m) => m.snaptionDemo as unknown as GameDemo),
  AB_THINKING: () => import('./ab-thinking/Demo').then((m) => m.abThinkingDemo as unknown as GameDemo),
  HIDE_AND_PEEK: () => import('./hide-and-peek/Demo').then((m) => m.hideAndPeekDemo as unknown as GameDemo),
};

export function isPlayable(gameType: string | null | undefined): boolean {
  return isPlayableGameType(gameType);
}

/** Whether this build has screens for the game type. */
export function hasScreens(gameType: string | null | undefined): boolean {
  const type = gameType ? normalizeGameType(gameType) : undefined;
  return type !== undefined && GAMES[type] !== undefined;
}

const stringsLoaded = new Set<string>();
/** Folders whose strings are in use, so a change of language fetches theirs too. */
const foldersInUse = new Set<string>();

/** Merges a game's strings for one language into the default namespace (once). */
export async function loadGameStrings(folder: string, language: string): Promise<void> {
  const id = `${folder}/${language}`;
  if (stringsLoaded.has(id)) return;
  const load = LOCALE_FILES[`./${folder}/locales/${language}.json`];
  if (!load) return;
  const strings = await load();
  i18n.addResourceBundle(language, 'translation', strings, true, true);
  stringsLoaded.add(id);
}

addLanguageLoader((language) => Promise.all([...foldersInUse].map((folder) => loadGameStrings(folder, language))).then(() => undefined));

const loading = new Map<GameType, Promise<GameScreens>>();
const loaded = new Map<GameType, GameScreens>();

/** The screens of a game type with its strings, loaded once. Rejects for a game type without screens. */
export function loadGameScreens(gameType: string): Promise<GameScreens> {
  const type = normalizeGameType(gameType);
  const game = type ? GAMES[type] : undefined;
  if (!type || !game) return Promise.reject(new Error(`No screens for ${gameType}`));
  let promise = loading.get(type);
  if (!promise) {
    foldersInUse.add(game.folder);
    promise = Promise.all([game.screens(), loadGameStrings(game.folder, appLanguage())]).then(([screens]) => {
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

/** Whether this build has a live example of the game type. */
export function hasDemo(gameType: string | null | undefined): boolean {
  const type = gameType ? normalizeGameType(gameType) : undefined;
  return type !== undefined && DEMOS[type] !== undefined;
}

const demosLoading = new Map<GameType, Promise<GameDemo>>();

/** The live example of a game type with the game's strings, loaded once. Rejects for a game type without one. */
export function loadGameDemo(gameType: string): Promise<GameDemo> {
  const type = normalizeGameType(gameType);
  const load = type ? DEMOS[type] : undefined;
  const folder = type ? GAMES[type]?.folder : undefined;
  if (!type || !load || !folder) return Promise.reject(new Error(`No demo for ${gameType}`));
  let promise = demosLoading.get(type);
  if (!promise) {
    foldersInUse.add(folder);
    promise = Promise.all([load(), loadGameStrings(folder, appLanguage())]).then(([demo]) => demo);
    promise.catch(() => demosLoading.delete(type));
    demosLoading.set(type, promise);
  }
  return promise;
}
