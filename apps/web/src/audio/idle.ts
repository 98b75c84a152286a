/**
 * Calls `onIdle` once nothing has asked for sound for `idleMs` (spec: audio suspends after 30 s
 * idle). Each sound touches the timer, with how long it lasts, so a long sound is not cut.
 */
export interface TimerApi {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class IdleTimer {
  private handle: unknown = null;

  constructor(
    private readonly idleMs: number,
    private readonly onIdle: () => void,
    private readonly timers: TimerApi = realTimers,
  ) {}

  /** Sound is playing (for `busyMs` more): idle only `idleMs` after it ends. */
  touch(busyMs = 0): void {
    this.cancel();
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.onIdle();
    }, Math.max(0, busyMs) + this.idleMs);
  }

  get pending(): boolean {
    return this.handle !== null;
  }

  cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}

/** The stored volume (0–100, default 100) as a gain between 0 and 1. */
export function volumeToGain(volume: number | null | undefined, fallback = 100): number {
  const value = typeof volume === 'number' && Number.isFinite(volume) ? volume : fallback;
  const clamped = Math.min(100, Math.max(0, value));
  // Ears hear loudness roughly logarithmically: a square curve makes the slider feel even.
  return (clamped / 100) ** 2;
}
