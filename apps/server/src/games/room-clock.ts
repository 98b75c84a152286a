/** The timer functions a clock uses; tests pass a fake. */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Due {
  at: number;
  key: string;
  run: () => void;
}

/**
 * A room's own clock: everything due in the room (the stage deadline, the time-running-out warning,
 * AI moves) waits in one queue behind a single timer, and dies with the room.
 */
export class RoomClock {
  private queue: Due[] = [];
  private handle: unknown;
  private armedFor: number | undefined;

  constructor(private readonly timers: Timers) {}

  /** Schedules `run` at `at`; a later call with the same key replaces the earlier one. */
  schedule(key: string, at: number, run: () => void): void {
    this.queue = this.queue.filter((d) => d.key !== key);
    this.queue.push({ at, key, run });
    this.queue.sort((a, b) => a.at - b.at);
    this.arm();
  }

  has(key: string): boolean {
    return this.queue.some((d) => d.key === key);
  }

  cancel(predicate: (key: string) => boolean): void {
    this.queue = this.queue.filter((d) => !predicate(d.key));
    this.arm();
  }

  clear(): void {
    this.queue = [];
    this.arm();
  }

  get pending(): number {
    return this.queue.length;
  }

  private arm(): void {
    const first = this.queue[0];
    if (this.armedFor !== undefined && first?.at === this.armedFor) return;
    if (this.handle !== undefined) this.timers.clearTimeout(this.handle);
    this.handle = undefined;
    this.armedFor = undefined;
    if (!first) return;
    this.armedFor = first.at;
    this.handle = this.timers.setTimeout(() => this.fire(), Math.max(0, first.at - this.timers.now()));
  }

  private fire(): void {
    this.handle = undefined;
    this.armedFor = undefined;
    const now = this.timers.now();
    const due = this.queue.filter((d) => d.at <= now);
    this.queue = this.queue.filter((d) => d.at > now);
    for (const d of due) d.run();
    this.arm();
  }
}
