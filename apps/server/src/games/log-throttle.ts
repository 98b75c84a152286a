import type { Timers } from './room-clock';

/**
 * At most one log line per key (a room, a painter) per window: the first occurrence is written at
 * once; later ones in the window are counted, and when the window ends one line with the last
 * occurrence's details says how many were left out (and starts the next window). A key that stays
 * quiet for a whole window is forgotten. A flood thus costs one line per window instead of one per
 * occurrence, and no occurrence goes uncounted.
 */
export class LogThrottle<Details> {
  private readonly open = new Map<string, { last: Details; suppressed: number; timer: unknown }>();

  constructor(
    private readonly windowMs: number,
    private readonly timers: Timers,
    /** Writes one line: `suppressed` is 0 for a first occurrence, else how many were left out. */
    private readonly write: (details: Details, suppressed: number) => void,
  ) {}

  log(key: string, details: Details): void {
    const entry = this.open.get(key);
    if (entry) {
      entry.suppressed += 1;
      entry.last = details;
      return;
    }
    this.write(details, 0);
    this.open.set(key, { last: details, suppressed: 0, timer: this.timers.setTimeout(() => this.close(key), this.windowMs) });
  }

  /** Keys with a window open (tests). */
  get size(): number {
    return this.open.size;
  }

  /** Writes what is still counted and stops every window (shutdown). */
  flush(): void {
    for (const [key, entry] of this.open) {
      this.timers.clearTimeout(entry.timer);
      if (entry.suppressed > 0) this.write(entry.last, entry.suppressed);
      this.open.delete(key);
    }
  }

  private close(key: string): void {
    const entry = this.open.get(key);
    if (!entry) return;
    if (entry.suppressed === 0) {
      this.open.delete(key);
      return;
    }
    this.write(entry.last, entry.suppressed);
    entry.suppressed = 0;
    entry.timer = this.timers.setTimeout(() => this.close(key), this.windowMs);
  }
}
