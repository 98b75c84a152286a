import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLE_ADMIN, type AnalyticsEventName } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { analyticsEvents, users, type AnalyticsEventRow } from '../db/schema';
import { scrubProperties } from './scrub';
import { safeDbError } from '../db/errors';

/** Who an event is about: an account, or a browser nobody is signed in on. */
export type AnalyticsActor = { userId: number; isAdmin?: boolean } | { anonymousId: string };

export interface AnalyticsRecord {
  event: AnalyticsEventName;
  actor: AnalyticsActor;
  properties?: Record<string, unknown>;
  /** Records the event once however often its cause is seen (a notification delivered twice). */
  onceKey?: string;
}

/** Where stored events go next (PostHog). */
export interface AnalyticsForwarder {
  send(event: AnalyticsEventRow): void;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface AnalyticsLog {
  warn(details: object, message: string): void;
}

export type RecordOutcome = 'recorded' | 'opted_out' | 'repeated';

export function distinctIdOf(actor: AnalyticsActor): string {
  return 'userId' in actor ? `user:${actor.userId}` : `anon:${actor.anonymousId}`;
}

/**
 * The product's analytics: every event is stored (the admin page reads them) and, with PostHog
 * configured, forwarded there. Admins are opted out: nothing is recorded about them. Properties are
 * scrubbed of emails and tokens first. Recording never holds up or fails what it records: `record`
 * runs in the background and a failure is only logged.
 */
export class Analytics {
  private readonly pending = new Set<Promise<void>>();
  /** The event recorded last: the next one is stored after it. */
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly forwarder: AnalyticsForwarder | undefined,
    private readonly log: AnalyticsLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Events also go to PostHog. */
  get forwarding(): boolean {
    return this.forwarder !== undefined;
  }

  /** Records in the background; `source` may work out the event first (a look-up), or decide there is none. */
  record(source: AnalyticsRecord | (() => Promise<AnalyticsRecord | undefined>)): void {
    // One after the other, so events are stored in the order they happened (a game's start before its end).
    const work: Promise<void> = this.last
      .then(async () => {
        const record = typeof source === 'function' ? await source() : source;
        if (record) await this.recordNow(record);
      })
      .catch((error: unknown) => this.log.warn({ err: safeDbError(error) }, 'an analytics event was not recorded'))
      .finally(() => this.pending.delete(work));
    this.last = work;
    this.pending.add(work);
  }

  async recordNow(record: AnalyticsRecord): Promise<RecordOutcome> {
    if (await this.isAdmin(record.actor)) return 'opted_out';
    const [row] = await this.db
      .insert(analyticsEvents)
      .values({
        uuid: randomUUID(),
        event: record.event,
        distinctId: distinctIdOf(record.actor),
        userId: 'userId' in record.actor ? record.actor.userId : null,
        properties: scrubProperties(record.properties ?? {}),
        onceKey: record.onceKey ?? null,
        createdAt: new Date(this.now()),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return 'repeated';
    this.forwarder?.send(row);
    return 'recorded';
  }

  /** Resolves once every event recorded so far is stored and, with PostHog, sent. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    await this.forwarder?.flush().catch((error: unknown) => this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'PostHog did not take analytics events'));
  }

  async close(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    await this.forwarder?.shutdown().catch(() => undefined);
  }

  /** The token says whether its user is an admin; for an account named by id alone, the stored roles do. */
  private async isAdmin(actor: AnalyticsActor): Promise<boolean> {
    if (!('userId' in actor)) return false;
    if (actor.isAdmin !== undefined) return actor.isAdmin;
    const [user] = await this.db.select({ roles: users.roles }).from(users).where(eq(users.id, actor.userId));
    return user?.roles.includes(ROLE_ADMIN) ?? false;
  }
}
