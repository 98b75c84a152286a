import { setImmediate as realSetImmediate } from 'node:timers';
import type { Timers } from '../../src/games/room-clock';

/** A clock the test moves by hand; callbacks run in time order and their async work is awaited. */
export class FakeTimers implements Timers {
  private current: number;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; fn: () => void }>();

  /** Awaited after every callback, so the work a callback started is done before time moves on. */
  settle: () => Promise<void> = () => settle();

  constructor(start = 1_700_000_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { at: this.current + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get size(): number {
    return this.pending.size;
  }

  /** Moves time forward, running every callback that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      await this.settle();
      let first: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.pending) if (entry[1].at <= target && (!first || entry[1].at < first[1].at)) first = entry;
      if (!first) break;
      this.pending.delete(first[0]);
      this.current = Math.max(this.current, first[1].at);
      first[1].fn();
    }
    this.current = target;
    await this.settle();
  }
}

export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => realSetImmediate(resolve));
}
