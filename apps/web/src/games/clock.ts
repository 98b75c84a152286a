/**
 * The server's clock as seen from this device, so every screen counts down to the same deadline.
 *
 * Every message carries a server time that was not later than the moment it left the server (the
 * timer's `serverNow`, a stage's `stageStartedAt`). For such a time T received at local time L,
 * `T - L = offset - travel time <= offset`. The largest of the recent samples is therefore the best
 * estimate of the offset: the one that travelled fastest. Pure, no React.
 */

export interface ClockSample {
  /** Server time minus local receive time (ms). */
  value: number;
  /** Local time the sample was taken (ms). */
  at: number;
}

export class ServerClock {
  private samples: ClockSample[] = [];

  constructor(
    private readonly localNow: () => number = () => Date.now(),
    /** Samples kept; older ones are dropped so a changed local clock is followed. */
    private readonly windowSize = 12,
    /** Samples older than this (ms) are dropped too. */
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  /** Records a server time that had passed when its message was sent. */
  sample(serverTime: number, receivedAt: number = this.localNow()): void {
    if (!Number.isFinite(serverTime) || !Number.isFinite(receivedAt)) return;
    this.samples.push({ value: serverTime - receivedAt, at: receivedAt });
    const oldest = receivedAt - this.maxAgeMs;
    this.samples = this.samples.filter((s) => s.at >= oldest).slice(-this.windowSize);
  }

  /** Server time minus local time (ms); 0 before any sample. */
  get offsetMs(): number {
    if (this.samples.length === 0) return 0;
    return Math.max(...this.samples.map((s) => s.value));
  }

  get sampleCount(): number {
    return this.samples.length;
  }

  /** The server's time now (ms). */
  now(): number {
    return this.localNow() + this.offsetMs;
  }

  reset(): void {
    this.samples = [];
  }
}

/** Seconds under which a countdown is urgent (the server warns 5 s before the end). */
export const URGENT_MS = 5_000;

export interface CountdownState {
  /** ms left, never below 0; null when the stage has no deadline. */
  remainingMs: number | null;
  /** Whole seconds shown (rounded up, so "1" shows until the very end). */
  seconds: number | null;
  /** Share of the stage still left, 1 at the start, 0 at the end. */
  fraction: number;
  urgent: boolean;
  over: boolean;
}

/** Where a countdown to `endsAt` stands at server time `now`, for a stage that started at `startedAt`. */
export function countdownState(endsAt: number | null | undefined, startedAt: number | null | undefined, now: number): CountdownState {
  if (endsAt === null || endsAt === undefined || !Number.isFinite(endsAt)) {
    return { remainingMs: null, seconds: null, fraction: 1, urgent: false, over: false };
  }
  const remainingMs = Math.max(0, endsAt - now);
  const total = startedAt !== null && startedAt !== undefined && endsAt > startedAt ? endsAt - startedAt : null;
  const fraction = total === null ? (remainingMs > 0 ? 1 : 0) : Math.min(1, Math.max(0, remainingMs / total));
  return {
    remainingMs,
    seconds: Math.ceil(remainingMs / 1000),
    fraction,
    urgent: remainingMs > 0 && remainingMs <= URGENT_MS,
    over: remainingMs === 0,
  };
}

/** ms until the shown whole second changes (for timers that re-render only when needed). */
export function msToNextSecond(remainingMs: number): number {
  if (remainingMs <= 0) return 1000;
  const part = remainingMs % 1000;
  return part === 0 ? 1000 : part;
}
