/** Business constants from the product specification (section 9). */

export const GAME_TYPES = [
  'SNAPTION',
  'RPS_SHOOT',
  'CANVAS_CLASH',
  'AB_THINKING',
  'REQUIP',
  'SYNC_THINK',
  'HIDE_AND_PEEK',
  'EXPERIMENTS',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const HOST_TYPES = ['HOST', 'HOST_AND_PLAY', 'DISCORD', 'SMART_TV', 'CHROMECAST'] as const;
export type HostType = (typeof HOST_TYPES)[number];
export const SELF_HOSTED_TYPES: readonly HostType[] = ['HOST_AND_PLAY', 'DISCORD'];
export const SHARED_SCREEN_TYPES: readonly HostType[] = ['SMART_TV', 'CHROMECAST'];

/**
 * Whether a screen the whole room watches shows the game. A self-hosted room (the host plays on a
 * phone, or the room meets on a call) has none: the phones are where the game is seen.
 */
export function hasSharedScreen(hostType: HostType): boolean {
  return !SELF_HOSTED_TYPES.includes(hostType);
}

/** Game-type comparison ignores case (spec section 5). */
export function normalizeGameType(value: string): GameType | undefined {
  const upper = value.trim().toUpperCase();
  return (GAME_TYPES as readonly string[]).includes(upper) ? (upper as GameType) : undefined;
}
export function sameGameType(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

export const LANGUAGES = ['en', 'dk', 'nl', 'de', 'es', 'fr', 'pl', 'sk', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const CURRENCIES = ['USD', 'EUR', 'DKK', 'PLN', 'RON'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_BY_LANGUAGE: Record<Language, Currency> = {
  en: 'USD', de: 'EUR', es: 'EUR', fr: 'EUR', nl: 'EUR', sk: 'EUR', dk: 'DKK', pl: 'PLN', ro: 'RON',
};

export const ROOM_CODE_LENGTH = 5;
/** Room codes avoid look-alike characters (0/O, 1/I/L, 2/Z, 5/S, 8/B) so they read well across a room. */
export const ROOM_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const ALIAS_MAX_LENGTH = 30;
export const ALIAS_DISPLAY_LENGTH = 15;
export const USER_AGENT_MAX_LENGTH = 500;
/** A user-agent string is stored at most this long (spec: trimmed to 500 characters). */
export function trimUserAgent(userAgent: string | null | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}
/** The range of every date picker where dates are entered (spec: 1900 to 2099), as `YYYY-MM-DD`. */
export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';

export const TIMING = {
  tokenRefreshThresholdSeconds: 600,
  buttonLockMs: 1500,
  guestLoginAttempts: 3,
  guestLoginRetryMs: 500,
  guestErrorDisplayMs: 3500,
  loginErrorDisplayMs: 5000,
  createGameDelayMs: 1500,
  hostRedirectMs: 2000,
  joinTransitionMs: 2000,
  joinTransitionTestAccountMs: 200,
  storedSessionCheckDelayMs: 1000,
  heartbeatIntervalMs: 5000,
  stompHeartbeatMs: 4000,
  stompReconnectMs: 2000,
  /** A player with no heartbeat for this long is shown as disconnected. */
  presenceTimeoutMs: 12000,
  audioIdleSuspendMs: 30000,
} as const;

export const DEFAULT_VOLUME = 100;

export const THEME = {
  primary: '#FFCB2E',
  secondary: '#FFCB2E',
  background: '#f2eded',
  font: 'Righteous',
  mobileBreakpointPx: 500,
} as const;

/** 17 player colours (spec: palette list including white). */
export const PLAYER_COLOURS = [
  '#FFCB2E', '#FF6B6B', '#4ECDC4', '#45B7D1', '#96CEB4', '#FF9F1C', '#A06CD5', '#F72585',
  '#3A86FF', '#8AC926', '#FB5607', '#06D6A0', '#EF476F', '#118AB2', '#C9ADA7', '#FFD6A5', '#FFFFFF',
] as const;

/**
 * Defaults of the settings every game shares. A game's own settings (and their defaults) are in its
 * manifest (`@snackparty/games/manifests`), which composes the whole settings object.
 */
export const DEFAULT_SHARED_GAME_SETTINGS = {
  language: 'en' as Language,
  musicEnabled: true,
  numberOfRounds: 3,
  includeTutorial: true,
  maxScore: 10000,
  numberOfTurns: 2,
  wordPackIds: [] as number[],
};

/** A phone away this long (seconds) mid-game, and the AI plays the player's seat for now. */
export const DEFAULT_STAND_IN_AFTER_SECONDS = 20;
/** The longest wait the room setting allows: ten minutes. */
export const MAX_STAND_IN_AFTER_SECONDS = 600;

/**
 * How a room treats rude words in what players type that others see: let them be, mask them, or
 * refuse the text. A room that has not chosen masks them.
 */
export const TEXT_FILTER_LEVELS = ['off', 'moderate', 'strict'] as const;
export type TextFilterLevel = (typeof TEXT_FILTER_LEVELS)[number];
export const DEFAULT_TEXT_FILTER: TextFilterLevel = 'moderate';

/**
 * The most extra time (seconds) a room gives a player who asks for it, unless its host says otherwise
 * (the engine, which depends on nothing, keeps the same numbers in `extra-time.ts`).
 */
export const DEFAULT_EXTRA_TIME_CAP_SECONDS = 20;
/** The longest cap the room setting allows. */
export const MAX_EXTRA_TIME_CAP_SECONDS = 120;
