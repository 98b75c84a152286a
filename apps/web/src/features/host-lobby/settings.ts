/**
 * The lobby's game settings: which ones a game type uses, the option lists (spec: values 1 to 7,
 * and 5 to 35 in steps of 5, here thousands of points for the max score), and the change sent to
 * the server. Pure.
 */
import { DEFAULT_GAME_SETTINGS, normalizeGameType } from '@snackparty/protocol';
import type { GameSettings } from '@snackparty/protocol';

export const COUNT_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
/** Spec list 5 to 35 in steps of 5, in thousands of points. */
export const MAX_SCORE_OPTIONS: readonly number[] = [5, 10, 15, 20, 25, 30, 35].map((n) => n * 1000);

export type SettingKey = 'numberOfRounds' | 'numberOfTurns' | 'maxScore' | 'musicEnabled' | 'includeTutorial' | 'closeMatchEnabled' | 'maximumLevels';

export interface SettingField {
  key: SettingKey;
  kind: 'count' | 'score' | 'toggle';
  labelKey: string;
  hintKey?: string;
}

const ROUNDS: SettingField = { key: 'numberOfRounds', kind: 'count', labelKey: 'settings.rounds' };
const TURNS: SettingField = { key: 'numberOfTurns', kind: 'count', labelKey: 'settings.turns', hintKey: 'settings.turnsHint' };
const MAX_SCORE: SettingField = { key: 'maxScore', kind: 'score', labelKey: 'settings.maxScore', hintKey: 'settings.maxScoreHint' };
const MUSIC: SettingField = { key: 'musicEnabled', kind: 'toggle', labelKey: 'settings.music' };
const TUTORIAL: SettingField = { key: 'includeTutorial', kind: 'toggle', labelKey: 'settings.tutorial' };
const CLOSE_MATCH: SettingField = { key: 'closeMatchEnabled', kind: 'toggle', labelKey: 'settings.closeMatch', hintKey: 'settings.closeMatchHint' };
/** CANVAS_CLASH: a round is everyone painting once, so the turns setting is how often each player paints. */
const PAINT_TURNS: SettingField = { key: 'numberOfTurns', kind: 'count', labelKey: 'canvasClash.settings.turns', hintKey: 'canvasClash.settings.turnsHint' };
const LEVELS: SettingField = { key: 'maximumLevels', kind: 'count', labelKey: 'settings.maximumLevels', hintKey: 'settings.maximumLevelsHint' };

/** The settings a game type uses, in the order the panel shows them. */
export function settingFields(gameType: string | null | undefined): SettingField[] {
  const type = gameType ? normalizeGameType(gameType) : undefined;
  switch (type) {
    case 'RPS_SHOOT':
      return [ROUNDS, TURNS, MAX_SCORE, MUSIC, TUTORIAL];
    case 'SYNC_THINK':
      return [ROUNDS, LEVELS, CLOSE_MATCH, MAX_SCORE, MUSIC, TUTORIAL];
    case 'CANVAS_CLASH':
      return [PAINT_TURNS, MAX_SCORE, MUSIC, TUTORIAL];
    default:
      return [ROUNDS, MAX_SCORE, MUSIC, TUTORIAL];
  }
}

/** Settings with every field present (a partial or older object gets the defaults). */
export function completeSettings(settings: Partial<GameSettings> | null | undefined): GameSettings {
  return {
    ...DEFAULT_GAME_SETTINGS,
    ...(settings ?? {}),
    syncThinkSettings: { ...DEFAULT_GAME_SETTINGS.syncThinkSettings, ...(settings?.syncThinkSettings ?? {}) },
  } as GameSettings;
}

export function settingValue(settings: GameSettings, key: SettingKey): number | boolean {
  switch (key) {
    case 'closeMatchEnabled':
      return settings.syncThinkSettings.closeMatchEnabled;
    case 'maximumLevels':
      return settings.syncThinkSettings.maximumLevels;
    default:
      return settings[key];
  }
}

/**
 * The change to send for one field. The server merges settings one level deep, so the SYNC_THINK
 * settings always go as a whole object.
 */
export function settingPatch(settings: GameSettings, key: SettingKey, value: number | boolean): Partial<GameSettings> {
  switch (key) {
    case 'closeMatchEnabled':
      return { syncThinkSettings: { ...settings.syncThinkSettings, closeMatchEnabled: Boolean(value) } };
    case 'maximumLevels':
      return { syncThinkSettings: { ...settings.syncThinkSettings, maximumLevels: Number(value) } };
    case 'musicEnabled':
    case 'includeTutorial':
      return { [key]: Boolean(value) };
    default:
      return { [key]: Number(value) };
  }
}

export function applyPatch(settings: GameSettings, patch: Partial<GameSettings>): GameSettings {
  return completeSettings({ ...settings, ...patch });
}

/** The max-score options, with the current value when it is not one of them (set elsewhere). */
export function maxScoreOptions(current: number | null | undefined): number[] {
  const list = [...MAX_SCORE_OPTIONS];
  if (typeof current === 'number' && Number.isFinite(current) && current > 0 && !list.includes(current)) list.push(current);
  return list.sort((a, b) => a - b);
}

/** A settings push: the settings themselves, or a GameDto holding them. */
export function parseSettings(body: unknown): GameSettings | null {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as { settings?: unknown }).settings;
  const candidate = (inner && typeof inner === 'object' ? inner : body) as Partial<GameSettings>;
  if (typeof candidate.numberOfRounds !== 'number') return null;
  return completeSettings(candidate);
}
