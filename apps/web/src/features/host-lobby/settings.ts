/**
 * The lobby's game settings: which ones a game type uses, the option lists (spec: values 1 to 7,
 * and 5 to 35 in steps of 5, here thousands of points for the max score), and the change sent to
 * the server. Pure.
 */
import { LOBBY_FIELDS, MANIFESTS, lobbyFields } from '@snackparty/games/manifests';
import { completeSettings } from '../../games/settings';
import type { LobbyField } from '@snackparty/games/manifests';
import { DEFAULT_EXTRA_TIME_CAP_SECONDS, DEFAULT_STAND_IN_AFTER_SECONDS, DEFAULT_TEXT_FILTER } from '@snackparty/protocol';
import type { GameSettings } from '@snackparty/protocol';

export const COUNT_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
/** Spec list 5 to 35 in steps of 5, in thousands of points. */
export const MAX_SCORE_OPTIONS: readonly number[] = [5, 10, 15, 20, 25, 30, 35].map((n) => n * 1000);

/** A setting the lobby shows: a shared setting's name, or a field of a game's own settings. */
export type SettingKey = string;
export type SettingField = LobbyField;

/** The waits the lobby offers before the AI plays the seat of a phone that is away (0: never). */
export const STAND_IN_OPTIONS: readonly number[] = [0, 10, 20, 30, 60];
/** The caps on a player's extra time the lobby offers (0: none). */
export const EXTRA_TIME_OPTIONS: readonly number[] = [0, 10, 20, 30, 60];

/** A setting's value as the lobby edits it. */
export type SettingValue = number | boolean | string;

/** The settings of the room rather than its game: who gets in, what they see, and how long they have. */
export const ROOM_FIELDS: readonly SettingField[] = [
  LOBBY_FIELDS.standIn,
  LOBBY_FIELDS.audience,
  LOBBY_FIELDS.textFilter,
  LOBBY_FIELDS.familyMode,
  LOBBY_FIELDS.approveJoins,
  LOBBY_FIELDS.streamerMode,
  LOBBY_FIELDS.extraTime,
];

/**
 * The settings a game type uses, in the order the panel shows them (from its manifest), then the
 * room-wide ones every game has.
 */
export function settingFields(gameType: string | null | undefined): SettingField[] {
  return [...lobbyFields(gameType), ...ROOM_FIELDS];
}

/** What a room that never set a room-wide setting has. */
const ROOM_DEFAULTS: Readonly<Record<string, SettingValue>> = {
  [LOBBY_FIELDS.standIn.key]: DEFAULT_STAND_IN_AFTER_SECONDS,
  [LOBBY_FIELDS.audience.key]: true,
  [LOBBY_FIELDS.textFilter.key]: DEFAULT_TEXT_FILTER,
  [LOBBY_FIELDS.familyMode.key]: false,
  [LOBBY_FIELDS.approveJoins.key]: false,
  [LOBBY_FIELDS.streamerMode.key]: false,
  [LOBBY_FIELDS.extraTime.key]: DEFAULT_EXTRA_TIME_CAP_SECONDS,
};

/** Room-wide settings the lobby's summary names only when they differ from what a room has unless told. */
const SUMMARISED_WHEN_CHANGED: ReadonlySet<string> = new Set([LOBBY_FIELDS.textFilter, LOBBY_FIELDS.familyMode, LOBBY_FIELDS.approveJoins, LOBBY_FIELDS.streamerMode, LOBBY_FIELDS.extraTime].map((f) => f.key));

/** Whether a field is one of those, and the room has it as a room that never set it would. */
export function isRoomDefault(settings: GameSettings, field: SettingField): boolean {
  return !field.group && SUMMARISED_WHEN_CHANGED.has(field.key) && settingValue(settings, field) === ROOM_DEFAULTS[field.key];
}

/**
 * A game's own family switch while the room is in family mode: on, and not the host's to turn off
 * (family mode keeps every game's content family-safe).
 */
export function heldByFamilyMode(settings: GameSettings, field: SettingField): boolean {
  return settings.familyMode === true && field.group !== undefined && field.key === 'familyOnly';
}

/** Every field a lobby can show, by name: the shared settings and each game's own fields. */
const FIELDS: ReadonlyMap<string, SettingField> = new Map([
  ...Object.values(LOBBY_FIELDS).map((f): [string, SettingField] => [f.key, f]),
  ...Object.values(MANIFESTS).flatMap((m) => m.settings.lobby.filter((f) => f.group !== undefined).map((f): [string, SettingField] => [f.key, f])),
]);

function fieldOf(key: SettingKey | SettingField): Pick<SettingField, 'key' | 'group'> & Partial<SettingField> {
  if (typeof key !== 'string') return key;
  return FIELDS.get(key) ?? { key };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export { completeSettings };

export function settingValue(settings: GameSettings, key: SettingKey | SettingField): SettingValue {
  const field = fieldOf(key);
  const holder = field.group ? settings[field.group] : settings;
  const value = (isPlainObject(holder) ? holder[field.key] : undefined) as SettingValue | undefined;
  if (heldByFamilyMode(settings, field as SettingField)) return true;
  // A room made before a room-wide setting existed has none: the server does what its default says.
  if (value === undefined && !field.group && field.key in ROOM_DEFAULTS) return ROOM_DEFAULTS[field.key]!;
  return value as SettingValue;
}

/**
 * The change to send for one field. A game's own settings go as a whole object, so the patch means
 * the same to a server that replaces that object as to one that merges it.
 */
export function settingPatch(settings: GameSettings, key: SettingKey | SettingField, value: SettingValue): Partial<GameSettings> {
  const field = fieldOf(key);
  const next = field.kind === 'toggle' ? Boolean(value) : field.kind === 'choice' ? String(value) : Number(value);
  if (!field.group) return { [field.key]: next };
  const group = settings[field.group];
  return { [field.group]: { ...(isPlainObject(group) ? group : {}), [field.key]: next } };
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
