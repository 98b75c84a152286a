import type { ScenePoint } from './types';

/**
 * Under ten positions a second leave a phone. The server relays at most ten a second, on its own
 * 100 ms beat: a phone a little slower than that beat never has two positions meet in one beat, so
 * none waits a whole beat for the next (docs/performance.md, HIDE_AND_PEEK).
 */
export const POSITION_INTERVAL_MS = 110;

interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Sends a dragged position at most once per interval: the first at once, and while positions come
 * faster, the latest one as soon as the interval has passed, so where the finger stops is always
 * where the avatar ends. Positions are rounded to whole scene pixels.
 */
export class PositionThrottle {
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private pending: ScenePoint | null = null;
  private timer: unknown = null;

  constructor(
    private readonly send: (position: ScenePoint) => void,
    private readonly intervalMs = POSITION_INTERVAL_MS,
    private readonly clock: Clock = realClock,
  ) {}

  offer(position: ScenePoint): void {
    this.pending = { x: Math.round(position.x), y: Math.round(position.y) };
    const wait = this.lastSentAt + this.intervalMs - this.clock.now();
    if (wait <= 0) this.flush();
    else if (this.timer === null) this.timer = this.clock.setTimeout(() => this.flush(), wait);
  }

  /** Drops a position still waiting (the walk is over). */
  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private flush(): void {
    this.timer = null;
    const position = this.pending;
    if (!position) return;
    this.pending = null;
    this.lastSentAt = this.clock.now();
    this.send(position);
  }
}
