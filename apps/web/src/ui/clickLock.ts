/**
 * The button click lock (spec: 1.5 s by default): after a click further clicks are ignored until
 * the lock time has passed and the action the click started has settled.
 */
import { TIMING } from '@snackparty/protocol';

export interface ClickLock {
  /** True when the click may go ahead (and the lock is now taken). */
  tryAcquire(): boolean;
  /** Keeps the lock until `work` settles (and at least the lock time). */
  holdUntil(work: Promise<unknown>): void;
  isLocked(): boolean;
  reset(): void;
}

export function createClickLock(ms: number = TIMING.buttonLockMs, now: () => number = () => Date.now()): ClickLock {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  let pending = 0;
  return {
    tryAcquire() {
      if (pending > 0 || now() < lockedUntil) return false;
      lockedUntil = now() + ms;
      return true;
    },
    holdUntil(work) {
      pending += 1;
      const done = () => {
        pending -= 1;
      };
      work.then(done, done);
    },
    isLocked() {
      return pending > 0 || now() < lockedUntil;
    },
    reset() {
      lockedUntil = Number.NEGATIVE_INFINITY;
      pending = 0;
    },
  };
}
