/**
 * A player's own accessibility preferences: chosen on their phone, kept in this browser's
 * localStorage, and shown app-wide as data attributes on <html> that the stylesheets follow.
 * Pure apart from the storage and the document handed in, so each step can be tested alone.
 */

export interface AccessibilityPreferences {
  /** All text one step larger (a root font scale the type tokens follow). */
  largerText: boolean;
  /** Animations and transitions off; on as well while the operating system asks for less motion. */
  reducedMotion: boolean;
  /** Drawing tools and player colours from a palette that colour-blind players tell apart. */
  colourBlindPalette: boolean;
  /** Prompts and questions read aloud in the room's language. */
  readAloud: boolean;
}

export type PreferenceName = keyof AccessibilityPreferences;

export const DEFAULT_PREFERENCES: Readonly<AccessibilityPreferences> = Object.freeze({
  largerText: false,
  reducedMotion: false,
  colourBlindPalette: false,
  readAloud: false,
});

/** The localStorage item that holds the preferences (JSON). */
export const PREFERENCES_STORAGE_KEY = 'accessibilityPreferences';

/** The root font scale of larger text: every rem-based token grows with it. */
export const LARGER_TEXT_SCALE = 1.25;

/**
 * Preferences from what was stored: anything that is not a stored `true` is the default, so a
 * damaged or older entry never switches something on, and a key added later starts off.
 */
export function parsePreferences(stored: string | null | undefined): AccessibilityPreferences {
  const preferences = { ...DEFAULT_PREFERENCES };
  if (!stored) return preferences;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return preferences;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return preferences;
  for (const name of Object.keys(DEFAULT_PREFERENCES) as PreferenceName[]) {
    preferences[name] = (parsed as Record<string, unknown>)[name] === true;
  }
  return preferences;
}

export function serializePreferences(preferences: AccessibilityPreferences): string {
  return JSON.stringify(preferences);
}

/** The storage the preferences live in; localStorage in the browser, a map in tests. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadPreferences(storage: PreferenceStorage | null): AccessibilityPreferences {
  try {
    return parsePreferences(storage?.getItem(PREFERENCES_STORAGE_KEY));
  } catch {
    // Blocked storage (private mode, a sandboxed frame): the defaults for this visit.
    return { ...DEFAULT_PREFERENCES };
  }
}

export function savePreferences(storage: PreferenceStorage | null, preferences: AccessibilityPreferences): void {
  try {
    storage?.setItem(PREFERENCES_STORAGE_KEY, serializePreferences(preferences));
  } catch {
    // Full or blocked storage: the choice still holds until the page is closed.
  }
}

/** What <html> carries for a set of preferences and the operating system's motion setting. */
export interface DocumentFlags {
  'data-text-size': 'large' | 'normal';
  'data-motion': 'reduced' | 'full';
  'data-palette': 'safe' | 'standard';
  'data-read-aloud': 'on' | 'off';
}

export function documentFlags(preferences: AccessibilityPreferences, systemReducesMotion: boolean): DocumentFlags {
  return {
    'data-text-size': preferences.largerText ? 'large' : 'normal',
    'data-motion': preferences.reducedMotion || systemReducesMotion ? 'reduced' : 'full',
    'data-palette': preferences.colourBlindPalette ? 'safe' : 'standard',
    'data-read-aloud': preferences.readAloud ? 'on' : 'off',
  };
}

export function applyDocumentFlags(root: Element, flags: DocumentFlags): void {
  for (const [name, value] of Object.entries(flags)) root.setAttribute(name, value);
}
