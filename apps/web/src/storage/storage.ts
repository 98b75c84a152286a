/**
 * Stored client items (spec section 3) and their clearing rules (spec section 4).
 *
 * Everything lives in localStorage under the exact item names of the spec. Strings are stored as
 * they are; every other value is stored as JSON. When localStorage is not usable (private mode,
 * blocked storage) an in-memory map takes its place so the app keeps working for the visit.
 */
import { DEFAULT_VOLUME } from '@snackparty/protocol';
import type {
  GameSessionDto,
  GameSettings,
  GameType,
  PlayerDto,
  SessionPlayerDto,
} from '@snackparty/protocol';

export interface StoredItems {
  accessToken: string;
  roomCode: string;
  gameSessionDto: GameSessionDto;
  playerList: SessionPlayerDto[];
  gameOwnerPlayerId: number;
  playerDto: PlayerDto;
  gameSessionPlayerDto: SessionPlayerDto;
  isGameOwner: boolean;
  gameType: GameType;
  gameSettings: GameSettings;
  volume: number;
  markedAsHost: boolean;
  hostSpectate: boolean;
  guestId: string;
  attemptingJoin: boolean;
  /** The Discord activity instance this page was launched in (spec: the chat-platform instance id). */
  discordInstanceId: string;
  /** Discord's access token of the activity's sign-in (spec: the chat-platform access token). */
  discordAccessToken: string;
  /** The page runs inside the native app shell (spec: the running-in-wrapper flag), from `?wrapper=1`. */
  runningInWrapper: boolean;
  /** The cast device showing the room this phone hosts as a remote. */
  chromecastDeviceName: string;
  /** The cast session that shows it, and which room it was given. */
  chromecastSession: { sessionId: string; gameCode: string };
}
export type StorageKey = keyof StoredItems;

export const STORAGE_KEYS: readonly StorageKey[] = [
  'accessToken',
  'roomCode',
  'gameSessionDto',
  'playerList',
  'gameOwnerPlayerId',
  'playerDto',
  'gameSessionPlayerDto',
  'isGameOwner',
  'gameType',
  'gameSettings',
  'volume',
  'markedAsHost',
  'hostSpectate',
  'guestId',
  'attemptingJoin',
  'discordInstanceId',
  'discordAccessToken',
  'runningInWrapper',
  'chromecastDeviceName',
  'chromecastSession',
];

/** Items stored as plain strings rather than JSON. */
const STRING_KEYS: ReadonlySet<StorageKey> = new Set<StorageKey>(['accessToken', 'roomCode', 'gameType', 'guestId', 'chromecastDeviceName', 'discordInstanceId', 'discordAccessToken']);

/** Clear game storage keeps these (spec section 4). */
export const KEPT_BY_CLEAR_GAME_STORAGE: readonly StorageKey[] = ['roomCode', 'gameSessionDto', 'accessToken'];
/** Clear game session: like clear game storage, and the room code and game session go too. */
export const KEPT_BY_CLEAR_GAME_SESSION: readonly StorageKey[] = ['accessToken'];
/** Clear player data keeps the host marker and the session player (spec section 4). */
export const KEPT_BY_CLEAR_PLAYER_DATA: readonly StorageKey[] = ['markedAsHost', 'gameSessionPlayerDto'];

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function detectBackend(): Backend {
  try {
    const probe = '__snackparty_probe__';
    globalThis.localStorage.setItem(probe, '1');
    globalThis.localStorage.removeItem(probe);
    return globalThis.localStorage;
  } catch {
    return new MemoryStorage();
  }
}

let backend: Backend | null = null;
function store(): Backend {
  backend ??= detectBackend();
  return backend;
}

/** Replaces the storage backend (tests). */
export function setStorageBackend(next: Backend | null): void {
  backend = next;
}

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with the key of every item this tab changes. */
export function onStorageChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify(key: StorageKey): void {
  for (const listener of listeners) listener(key);
}

export function getItem<K extends StorageKey>(key: K): StoredItems[K] | null {
  let raw: string | null;
  try {
    raw = store().getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  if (STRING_KEYS.has(key)) return raw as StoredItems[K];
  try {
    return JSON.parse(raw) as StoredItems[K];
  } catch {
    return null;
  }
}

export function setItem<K extends StorageKey>(key: K, value: StoredItems[K]): void {
  let raw: string;
  if (key === 'roomCode') raw = String(value).toUpperCase();
  else if (STRING_KEYS.has(key)) raw = String(value);
  else raw = JSON.stringify(value);
  try {
    store().setItem(key, raw);
  } catch {
    // Storage full or blocked: the value lives only as long as the page.
  }
  notify(key);
}

export function removeItem(key: StorageKey): void {
  try {
    store().removeItem(key);
  } catch {
    // nothing to remove
  }
  notify(key);
}

/** The stored volume, 0..100, with the spec's default of 100. */
export function getVolume(): number {
  const v = getItem('volume');
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : DEFAULT_VOLUME;
}

/**
 * How this device runs the app (inside the native shell, inside a Discord activity): no clear of a
 * game or of player data takes these; logout and an expired token do.
 */
export const EMBEDDING_KEYS: readonly StorageKey[] = ['runningInWrapper', 'discordInstanceId', 'discordAccessToken'];

function clearAllExcept(keep: readonly StorageKey[]): void {
  for (const key of STORAGE_KEYS) {
    if (!keep.includes(key)) removeItem(key);
  }
}

function clearGameItemsExcept(keep: readonly StorageKey[]): void {
  clearAllExcept([...keep, ...EMBEDDING_KEYS]);
}

/** Clear game storage: everything but the room code, the game session and the access token. */
export function clearGameStorage(): void {
  clearGameItemsExcept(KEPT_BY_CLEAR_GAME_STORAGE);
}

/** Clear game session: clear game storage, and the room code and game session too. */
export function clearGameSession(): void {
  clearGameItemsExcept(KEPT_BY_CLEAR_GAME_SESSION);
}

/** Clear player data: everything but the host marker and the session player. */
export function clearPlayerData(): void {
  clearGameItemsExcept(KEPT_BY_CLEAR_PLAYER_DATA);
}

/** Logout and expired tokens: every stored item goes. */
export function clearAll(): void {
  clearAllExcept([]);
}

/** The seat a player holds, when the stored room code and session player are both there. */
export function storedSeat(): { roomCode: string; sessionPlayer: SessionPlayerDto } | null {
  const roomCode = getItem('roomCode');
  const sessionPlayer = getItem('gameSessionPlayerDto');
  if (!roomCode || !sessionPlayer || typeof sessionPlayer.sessionPlayerId !== 'number') return null;
  return { roomCode, sessionPlayer };
}
