import { useMemo, useSyncExternalStore } from 'react';
import { getItem, onStorageChange } from './storage';
import type { StorageKey, StoredItems } from './storage';

/** The current value of a stored item, re-rendering when this tab changes it. */
export function useStoredItem<K extends StorageKey>(key: K): StoredItems[K] | null {
  const raw = useSyncExternalStore(
    (notify) =>
      onStorageChange((changed) => {
        if (changed === key) notify();
      }),
    () => snapshot(key),
    () => null,
  );
  return useMemo(() => (raw === null ? null : (JSON.parse(raw) as StoredItems[K])), [raw]);
}

/** A string snapshot so that React compares by value and the parsed value stays stable. */
function snapshot(key: StorageKey): string | null {
  const value = getItem(key);
  return value === null ? null : JSON.stringify(value);
}
