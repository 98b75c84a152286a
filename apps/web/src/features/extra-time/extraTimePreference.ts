/**
 * Whether this player wants extra time: chosen on their own phone and kept in this browser's
 * localStorage. The phone tells the room on connecting and when it changes (`useExtraTimeSync`).
 */
import { useSyncExternalStore } from 'react';

/** The localStorage item that holds the choice (`"true"` or `"false"`). */
export const EXTRA_TIME_STORAGE_KEY = 'extraTime';

/** The storage the choice lives in; localStorage in the browser, a map in tests. */
export type ExtraTimeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Only a stored `true` turns it on: a damaged or missing entry leaves it off. */
export function loadExtraTime(storage: ExtraTimeStorage | null): boolean {
  try {
    return storage?.getItem(EXTRA_TIME_STORAGE_KEY) === 'true';
  } catch {
    // Blocked storage (private mode, a sandboxed frame): off for this visit.
    return false;
  }
}

export function saveExtraTime(storage: ExtraTimeStorage | null, on: boolean): void {
  try {
    storage?.setItem(EXTRA_TIME_STORAGE_KEY, on ? 'true' : 'false');
  } catch {
    // Full or blocked storage: the choice still holds until the page is closed.
  }
}

function browserStorage(): ExtraTimeStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

let current: boolean | null = null;
const listeners = new Set<() => void>();

export function extraTimeWanted(): boolean {
  current ??= loadExtraTime(browserStorage());
  return current;
}

export function setExtraTimeWanted(on: boolean): void {
  if (extraTimeWanted() === on) return;
  current = on;
  saveExtraTime(browserStorage(), on);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This player's choice, re-rendering when it changes. */
export function useExtraTimeWanted(): boolean {
  return useSyncExternalStore(subscribe, extraTimeWanted, extraTimeWanted);
}
