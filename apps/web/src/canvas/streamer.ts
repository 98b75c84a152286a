import { DRAW_BATCH_INTERVAL_MS } from '@snackparty/protocol';
import type { DrawBatch, DrawOp } from '@snackparty/protocol';

export interface StrokeStreamerOptions {
  turn: number;
  /** The document size of the painter's canvas (what the points are measured in). */
  width: number;
  height: number;
  send: (batch: DrawBatch) => void;
  intervalMs?: number;
  /** The seq of the first batch: after a snapshot with seq n, a painter who comes back starts at n + 1. */
  firstSeq?: number;
  now?: () => number;
  /** Runs `run` after `ms`; returns a function that cancels it. */
  setTimer?: (run: () => void, ms: number) => () => void;
}

function browserTimer(run: () => void, ms: number): () => void {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
}

/**
 * Batches a painter's ops into DrawBatch messages, at most one every 40 ms. The first ops after a quiet
 * spell go out at once, so the host screen shows a new stroke without waiting; later ones wait for the
 * interval. Consecutive ops on the same line are joined into one.
 */
export class StrokeStreamer {
  private readonly options: StrokeStreamerOptions;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => () => void;
  private pending: DrawOp[] = [];
  private seq: number;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private cancelTimer: (() => void) | null = null;
  private disposed = false;

  constructor(options: StrokeStreamerOptions) {
    this.options = options;
    this.intervalMs = options.intervalMs ?? DRAW_BATCH_INTERVAL_MS;
    this.now = options.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? browserTimer;
    this.seq = options.firstSeq ?? 0;
  }

  push(ops: DrawOp[]): void {
    if (this.disposed || ops.length === 0) return;
    this.pending.push(...ops);
    if (this.cancelTimer) return;
    const wait = this.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.cancelTimer = this.setTimer(() => {
      this.cancelTimer = null;
      this.flush();
    }, wait);
  }

  /** Sends what is pending now (a turn ends, the page hides). */
  flush(): void {
    if (this.cancelTimer) {
      this.cancelTimer();
      this.cancelTimer = null;
    }
    if (this.pending.length === 0) return;
    const ops = joinOps(this.pending);
    this.pending = [];
    this.lastSentAt = this.now();
    const { turn, width, height } = this.options;
    this.options.send({ turn, seq: this.seq++, width, height, ops });
  }

  /** Sends what is pending and stops: later pushes are ignored. */
  dispose(): void {
    if (this.disposed) return;
    this.flush();
    this.disposed = true;
  }
}

/** Joins consecutive `line` ops on the same line: one op with all the points, ended if any part ended it. */
export function joinOps(ops: readonly DrawOp[]): DrawOp[] {
  const joined: DrawOp[] = [];
  for (const op of ops) {
    const previous = joined[joined.length - 1];
    if (op.op === 'line' && previous?.op === 'line' && previous.id === op.id && !previous.end) {
      joined[joined.length - 1] = { ...previous, points: [...previous.points, ...op.points], ...(op.end ? { end: true } : {}) };
    } else {
      joined.push(op.op === 'line' ? { ...op, points: op.points.slice() } : op);
    }
  }
  return joined;
}
