import { useEffect } from 'react';

/** The part of the Screen Wake Lock API used here (`navigator.wakeLock`). */
export interface ScreenWakeLockApi {
  request(type: 'screen'): Promise<{ readonly released: boolean; release(): Promise<void> }>;
}

function browserWakeLock(): ScreenWakeLockApi | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as Navigator & { wakeLock?: ScreenWakeLockApi }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/**
 * Keeps this device's screen on while `active`: a phone in a game must not dim and lock between two
 * moves, nor the shared screen in the middle of a round. The browser drops the lock whenever the tab
 * is hidden, so it is asked for again each time the page is visible again; it is released when the
 * screen goes away. Where the API is missing or the request is refused (battery saver, a frame not
 * allowed to) nothing is said: the screen simply sleeps as it always did.
 */
export function useScreenWakeLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    const wakeLock = browserWakeLock();
    if (!wakeLock) return;
    let held: Awaited<ReturnType<ScreenWakeLockApi['request']>> | null = null;
    let asking = false;
    let stopped = false;

    const release = (lock: NonNullable<typeof held>) => {
      try {
        void Promise.resolve(lock.release()).catch(() => undefined);
      } catch {
        // already released by the browser
      }
    };
    const ask = async () => {
      if (stopped || asking || document.visibilityState !== 'visible' || (held && !held.released)) return;
      asking = true;
      try {
        const lock = await wakeLock.request('screen');
        if (stopped) release(lock);
        else held = lock;
      } catch {
        // Refused: the screen may sleep.
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void ask();
    };

    document.addEventListener('visibilitychange', onVisibility);
    void ask();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (held && !held.released) release(held);
      held = null;
    };
  }, [active]);
}
