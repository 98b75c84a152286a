import type { Timers } from '../games/room-clock';
import { realTimers } from '../games/room-clock';

/** A budget of `burst` actions that refills at `perSecond`: short bursts pass, a steady flood does not. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    readonly burst: number,
    readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Takes one action from the budget; false when it is spent. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True when nothing has been spent (the bucket can be forgotten). */
  get full(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill(): void {
    const now = this.now();
    if (now > this.at) this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }
}

/**
 * One token bucket per key (a member of a room, a room). Buckets that have refilled are dropped now
 * and then, so the map only holds the keys that spent something lately; past `maxKeys` the oldest go.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private takes = 0;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  take(key: string): boolean {
    if (++this.takes % 1000 === 0) this.prune();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune();
      if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
      bucket = new TokenBucket(this.burst, this.perSecond, this.now);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }

  forget(predicate: (key: string) => boolean): void {
    for (const key of this.buckets.keys()) if (predicate(key)) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }

  private prune(): void {
    for (const [key, bucket] of this.buckets) if (bucket.full) this.buckets.delete(key);
  }
}

/**
 * Runs a keyed job at most once per interval. A request runs at once when the key has not run for an
 * interval; requests that come sooner fold into one run when the interval is over, which sees the state
 * as it is then. However many clients ask, a room's answer goes out at most 1000/intervalMs times a second.
 */
export class Coalescer {
  private readonly entries = new Map<string, { last: number; timer?: unknown; pending?: () => unknown }>();
  private requests = 0;

  constructor(
    readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly timers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = realTimers,
  ) {}

  request(key: string, run: () => unknown): void {
    if (++this.requests % 1000 === 0) this.prune();
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { last: -Infinity }));
    if (entry.timer !== undefined) {
      entry.pending = run;
      return;
    }
    const wait = entry.last + this.intervalMs - this.now();
    if (wait <= 0) {
      entry.last = this.now();
      this.invoke(run);
      return;
    }
    entry.pending = run;
    const scheduled = entry;
    entry.timer = this.timers.setTimeout(() => {
      const pending = scheduled.pending;
      scheduled.timer = scheduled.pending = undefined;
      scheduled.last = this.now();
      if (pending) this.invoke(pending);
    }, wait);
  }

  /** Drops the keys that match, pending runs included (a room that ended). */
  cancel(predicate: (key: string) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (!predicate(key)) continue;
      if (entry.timer !== undefined) this.timers.clearTimeout(entry.timer);
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.cancel(() => true);
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(): void {
    const cutoff = this.now() - this.intervalMs;
    for (const [key, entry] of this.entries) if (entry.timer === undefined && entry.last <= cutoff) this.entries.delete(key);
  }

  private invoke(run: () => unknown): void {
    try {
      const result = run();
      if (result instanceof Promise) result.catch(this.onError);
    } catch (err) {
      this.onError(err);
    }
  }
}
