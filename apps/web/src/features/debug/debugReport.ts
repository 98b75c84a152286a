/**
 * What the debug page shows and copies for a bug report: the build, the server, the realtime
 * connection, what this browser has stored (secrets masked) and the device. Pure: the browser's
 * objects are passed in.
 */

/** Keys whose values are credentials: never shown, never copied. */
const SECRET_KEY = /token|secret|password|passcode|api.?key|credential/i;
/** A JSON Web Token, wherever it is stored. */
const JWT = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;
/** Longer values are cut in the listing (a stored player list can be long). */
export const STORED_VALUE_MAX_LENGTH = 160;

export type StorageArea = 'localStorage' | 'sessionStorage';

export interface StoredEntry {
  area: StorageArea;
  key: string;
  /** The value as shown: cut to STORED_VALUE_MAX_LENGTH, or empty when masked. */
  value: string;
  /** The value's full length in characters. */
  length: number;
  masked: boolean;
}

export function isSecretItem(key: string, value: string): boolean {
  return SECRET_KEY.test(key) || JWT.test(value.trim());
}

type ReadableStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

/** Every item of a storage area, by key; secrets masked, long values cut. A blocked area reads as empty. */
export function storedEntries(area: StorageArea, storage: ReadableStorage | null | undefined): StoredEntry[] {
  if (!storage) return [];
  const entries: StoredEntry[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null) continue;
      const raw = storage.getItem(key) ?? '';
      const masked = isSecretItem(key, raw);
      const shown = masked ? '' : raw.length > STORED_VALUE_MAX_LENGTH ? `${raw.slice(0, STORED_VALUE_MAX_LENGTH)}…` : raw;
      entries.push({ area, key, value: shown, length: raw.length, masked });
    }
  } catch {
    return entries;
  }
  return entries.sort((a, b) => a.key.localeCompare(b.key));
}

export interface DeviceInfo {
  userAgent: string;
  platform: string;
  languages: string[];
  screen: string;
  viewport: string;
  pixelRatio: number;
  orientation: string;
  touchPoints: number;
  online: boolean;
  cookies: boolean;
  timeZone: string;
  darkMode: boolean;
  reducedMotion: boolean;
}

export interface DeviceSources {
  navigator: Pick<Navigator, 'userAgent' | 'languages' | 'language' | 'maxTouchPoints' | 'onLine' | 'cookieEnabled'> & { platform?: string; userAgentData?: { platform?: string } };
  screen: Pick<Screen, 'width' | 'height'> & { orientation?: { type?: string } };
  window: Pick<Window, 'innerWidth' | 'innerHeight' | 'devicePixelRatio'> & { matchMedia?: (query: string) => { matches: boolean } };
}

export function describeDevice({ navigator: nav, screen, window: win }: DeviceSources): DeviceInfo {
  const media = (query: string) => {
    try {
      return win.matchMedia?.(query).matches ?? false;
    } catch {
      return false;
    }
  };
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = '';
  }
  return {
    userAgent: nav.userAgent,
    platform: nav.userAgentData?.platform || nav.platform || '',
    languages: nav.languages?.length ? [...nav.languages] : [nav.language],
    screen: `${screen.width}×${screen.height}`,
    viewport: `${win.innerWidth}×${win.innerHeight}`,
    pixelRatio: win.devicePixelRatio,
    orientation: screen.orientation?.type ?? '',
    touchPoints: nav.maxTouchPoints ?? 0,
    online: nav.onLine,
    cookies: nav.cookieEnabled,
    timeZone,
    darkMode: media('(prefers-color-scheme: dark)'),
    reducedMotion: media('(prefers-reduced-motion: reduce)'),
  };
}

/**
 * The build this page runs: the app's version and the name of its entry file, whose hash changes
 * with every build (`index-3fA9c1.js`); `development` when served by the dev server.
 */
export function buildIdOf(scriptSources: readonly string[]): string {
  for (const src of scriptSources) {
    const match = /\/assets\/([\w.-]+)\.js(?:\?|$)/.exec(src);
    if (match) return match[1]!;
  }
  return 'development';
}

export interface ServerInfo {
  origin: string;
  api: string;
  realtime: string;
  /** `ok` and the database's kind, or why the server could not say. */
  health: string;
  /** One request's round trip, ms. */
  responseMs: number | null;
}

export interface RealtimeInfo {
  room: string | null;
  state: string;
  latencyMs: number | null;
  lastHeartbeatRequest: string | null;
}

export interface DebugInfo {
  version: string;
  build: string;
  page: string;
  takenAt: string;
  server: ServerInfo;
  realtime: RealtimeInfo;
  stored: StoredEntry[];
  device: DeviceInfo;
}

/** The plain-text report the copy button puts on the clipboard: the same facts, no secrets. */
export function bugReport(info: DebugInfo): string {
  const lines = [
    'Snackparty debug report',
    `taken at: ${info.takenAt}`,
    `page: ${info.page}`,
    `version: ${info.version} (build ${info.build})`,
    '',
    '[server]',
    `origin: ${info.server.origin}`,
    `api: ${info.server.api}`,
    `realtime: ${info.server.realtime}`,
    `health: ${info.server.health}${info.server.responseMs === null ? '' : ` (${info.server.responseMs} ms)`}`,
    '',
    '[realtime]',
    `room: ${info.realtime.room ?? '-'}`,
    `state: ${info.realtime.state}`,
    `latency: ${info.realtime.latencyMs === null ? '-' : `${info.realtime.latencyMs} ms`}`,
    `last heartbeat request: ${info.realtime.lastHeartbeatRequest ?? '-'}`,
    '',
    '[stored items]',
    ...(info.stored.length === 0
      ? ['(none)']
      : info.stored.map((e) => `${e.area}.${e.key} = ${e.masked ? `[hidden, ${e.length} characters]` : e.value}`)),
    '',
    '[device]',
    ...Object.entries(info.device).map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`),
  ];
  return lines.join('\n');
}
