/**
 * The live preferences of this browser: loaded once, changed from the settings panel, saved at
 * once and mirrored on <html> (with the operating system's reduced-motion setting folded in).
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, applyDocumentFlags, documentFlags, loadPreferences, savePreferences } from './preferences';
import type { AccessibilityPreferences, PreferenceName, PreferenceStorage } from './preferences';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type Listener = () => void;

let current: AccessibilityPreferences = { ...DEFAULT_PREFERENCES };
let loaded = false;
const listeners = new Set<Listener>();

function browserStorage(): PreferenceStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function systemReducesMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function reflect(): void {
  if (typeof document === 'undefined') return;
  applyDocumentFlags(document.documentElement, documentFlags(current, systemReducesMotion()));
}

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  current = loadPreferences(browserStorage());
}

export function currentPreferences(): AccessibilityPreferences {
  ensureLoaded();
  return current;
}

export function setPreference(name: PreferenceName, on: boolean): void {
  ensureLoaded();
  if (current[name] === on) return;
  current = { ...current, [name]: on };
  savePreferences(browserStorage(), current);
  reflect();
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This player's preferences, re-rendering when they change. */
export function usePreferences(): AccessibilityPreferences {
  return useSyncExternalStore(subscribe, currentPreferences, currentPreferences);
}

/**
 * Puts the stored preferences on <html> before the first paint and follows the operating system's
 * motion setting as it changes. Returns the way to stop following it.
 */
export function installPreferences(): () => void {
  ensureLoaded();
  reflect();
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  const onChange = () => reflect();
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Forgets what was loaded, so the next read loads from storage again (a new page, in tests). */
export function reloadPreferences(): void {
  loaded = false;
  ensureLoaded();
  reflect();
  for (const listener of listeners) listener();
}
