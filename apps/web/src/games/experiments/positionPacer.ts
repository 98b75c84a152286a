import type { ScenePoint } from './types';

interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Sends a moving position at most once per interval: at once after a pause, else the latest as soon
 * as the interval has passed, so where the avatar stops is always the last position sent. A position
 * equal to the last one sent is not sent again. Whole scene pixels.
 */
export class PositionPacer {
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private lastSent: ScenePoint | null = null;
  private pending: ScenePoint | null = null;
  private timer: unknown = null;

  constructor(
    private readonly send: (position: ScenePoint) => void,
    private readonly intervalMs: number,
    private readonly clock: Clock = browserClock,
  ) {}

  offer(position: ScenePoint): void {
    const rounded = { x: Math.round(position.x), y: Math.round(position.y) };
    if (this.timer === null && this.lastSent && this.lastSent.x === rounded.x && this.lastSent.y === rounded.y) return;
    this.pending = rounded;
    const wait = this.lastSentAt + this.intervalMs - this.clock.now();
    if (wait <= 0) this.flush();
    else if (this.timer === null) this.timer = this.clock.setTimeout(() => this.flush(), wait);
  }

  /** Forgets what was sent and drops what waits (a new round starts from its spawn). */
  reset(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    this.lastSent = null;
  }

  private flush(): void {
    this.timer = null;
    const position = this.pending;
    if (!position) return;
    this.pending = null;
    if (this.lastSent && this.lastSent.x === position.x && this.lastSent.y === position.y) return;
    this.lastSentAt = this.clock.now();
    this.lastSent = position;
    this.send(position);
  }
}
