import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';

/** What a server child reports about itself when the bench asks. */
export interface ServerStats {
  /** The child's own `performance.now()` when the sample was taken, in ms. */
  at: number;
  /** `process.cpuUsage()` totals, in microseconds. */
  userUs: number;
  systemUs: number;
  /** `process.memoryUsage().rss`, in bytes. */
  rss: number;
  /** Peak RSS since the process started (`process.resourceUsage().maxRSS`), in bytes. */
  maxRss: number;
  /** `process.memoryUsage().heapUsed`, in bytes: after a collection when the request asked for one. */
  heapUsed: number;
  /** `performance.eventLoopUtilization()` totals, in ms. */
  eluIdle: number;
  eluActive: number;
  /** Open client connections. */
  connections: number;
  /** How late the event loop ran at worst since the previous sample, in ms. */
  loopDelayMaxMs: number;
}

/** Bench -> server child. */
export interface StatsRequest {
  type: 'stats';
  id: number;
  /** Collect garbage before sampling (a child started with --expose-gc; ignored otherwise). */
  gc?: boolean;
}

/** Server child -> bench. */
export interface StatsReply {
  type: 'stats';
  id: number;
  stats: ServerStats;
}

/** The STOMP server's endpoint path: the product's (STOMP_PATH in @snackparty/protocol). */
export const STOMP_BENCH_PATH = '/gametje';

/** The line a server child prints on stdout once it listens. */
export const PORT_LINE = /^PORT (\d+)$/m;

/**
 * Makes this process a well-behaved bench child: prints its port, answers stats requests on the IPC
 * channel, and exits when the bench goes away (IPC closed) or asks it to stop (SIGTERM/SIGINT).
 */
export function runAsBenchChild(port: number, connections: () => number, stop: () => Promise<void>): void {
  process.stdout.write(`PORT ${port}\n`);
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  process.on('message', (message: unknown) => {
    if (!isStatsRequest(message) || !process.send) return;
    if (message.gc === true) (globalThis as { gc?: () => void }).gc?.();
    const reply: StatsReply = { type: 'stats', id: message.id, stats: sample(connections(), loopDelay) };
    loopDelay.reset();
    process.send(reply);
  });
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    // Whatever happens while closing, the process is gone within a second.
    setTimeout(() => process.exit(0), 1000).unref();
    stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('disconnect', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

function sample(connections: number, loopDelay: IntervalHistogram): ServerStats {
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  return {
    at: performance.now(),
    userUs: cpu.user,
    systemUs: cpu.system,
    rss: process.memoryUsage.rss(),
    maxRss: process.resourceUsage().maxRSS * 1024,
    heapUsed: process.memoryUsage().heapUsed,
    eluIdle: elu.idle,
    eluActive: elu.active,
    connections,
    loopDelayMaxMs: loopDelay.count > 0 ? loopDelay.max / 1e6 : 0,
  };
}

function isStatsRequest(message: unknown): message is StatsRequest {
  return typeof message === 'object' && message !== null && (message as StatsRequest).type === 'stats'
    && typeof (message as StatsRequest).id === 'number';
}
