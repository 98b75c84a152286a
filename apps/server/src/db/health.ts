import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type DatabaseState = 'ok' | 'down';

export interface HealthProbeOptions {
  /** A database that has not answered `SELECT 1` within this is reported down. */
  timeoutMs: number;
  /** A result is reused this long: a load balancer polling often costs at most one query a second. */
  cacheMs: number;
}

export const HEALTH_PROBE: HealthProbeOptions = { timeoutMs: 1_000, cacheMs: 1_000 };

/**
 * Whether the database answers, for the health check: a `SELECT 1` through the app's own pool, given
 * `timeoutMs` to answer. At most one probe query is out at a time, so a hung database never collects
 * a queue of them; while one is still out past the timeout, the answer is "down" at once.
 */
export class DatabaseHealth {
  private last: { state: DatabaseState; at: number } | undefined;
  private probe: { result: Promise<DatabaseState>; since: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: HealthProbeOptions = HEALTH_PROBE,
    private readonly now: () => number = Date.now,
  ) {}

  async check(): Promise<DatabaseState> {
    const now = this.now();
    if (this.last && now - this.last.at < this.options.cacheMs) return this.last.state;
    if (this.probe && now - this.probe.since >= this.options.timeoutMs) return this.record('down');
    const probe = (this.probe ??= this.start(now));
    const left = this.options.timeoutMs - (now - probe.since);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<DatabaseState>((resolve) => {
      timer = setTimeout(() => resolve('down'), left);
      timer.unref?.();
    });
    try {
      return this.record(await Promise.race([probe.result, late]));
    } finally {
      clearTimeout(timer);
    }
  }

  private start(now: number): { result: Promise<DatabaseState>; since: number } {
    const result = this.db.execute(sql`select 1`).then(
      (): DatabaseState => 'ok',
      (): DatabaseState => 'down',
    );
    const probe = { result, since: now };
    void result.finally(() => {
      if (this.probe === probe) this.probe = undefined;
    });
    return probe;
  }

  private record(state: DatabaseState): DatabaseState {
    this.last = { state, at: this.now() };
    return state;
  }
}
