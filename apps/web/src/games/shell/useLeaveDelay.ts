import { useEffect, useState } from 'react';

/**
 * `value`, except that a change to false waits `delayMs` (and is dropped when the value is true
 * again by then). "New game, same players" ends the old game and starts the next one within a few
 * milliseconds; the screens stay in the game instead of flashing the lobby. `initial` true: a
 * screen opened as "in game" waits too before it leaves.
 */
export function useLeaveDelay(value: boolean, delayMs = 1500, initial: boolean = value): boolean {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (value) {
      setShown(true);
      return undefined;
    }
    const timer = setTimeout(() => setShown(false), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value || shown;
}
