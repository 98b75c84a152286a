import { eq } from 'drizzle-orm';
import { trimUserAgent, type ErrorReportSource } from '@snackparty/protocol';
import { scrubText, scrubUrl } from '../analytics/scrub';
import type { Db } from '../db/client';
import { errorReports, type ErrorReportRow } from '../db/schema';

export interface ErrorReportInput {
  source: ErrorReportSource;
  url: string;
  message: string;
  errorType?: string;
  stack?: string;
  componentStack?: string;
}

export interface ErrorReportContext {
  userId?: number;
  userAgent?: string;
}

/** Where stored reports go next (Sentry or GlitchTip); answers the id it took the report under. */
export interface ErrorReportForwarder {
  send(report: ErrorReportRow): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface ErrorReportLog {
  warn(details: object, message: string): void;
}

/**
 * Errors the web app met, each with its page address: stored for the admin page and, with a DSN
 * configured, sent to Sentry (its event id is kept beside the report). Emails and tokens are scrubbed
 * from every field before anything is stored or sent. Sending runs in the background.
 */
export class ErrorReports {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly forwarder: ErrorReportForwarder | undefined,
    private readonly log: ErrorReportLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reports also go to Sentry. */
  get forwarding(): boolean {
    return this.forwarder !== undefined;
  }

  async report(input: ErrorReportInput, context: ErrorReportContext): Promise<ErrorReportRow> {
    const [row] = await this.db
      .insert(errorReports)
      .values({
        source: input.source,
        message: scrubText(input.message),
        errorType: input.errorType ? scrubText(input.errorType) : null,
        stack: input.stack ? scrubText(input.stack) : null,
        componentStack: input.componentStack ? scrubText(input.componentStack) : null,
        url: scrubUrl(input.url),
        // The spec's limit for every stored user agent: 500 characters.
        userAgent: trimUserAgent(context.userAgent),
        userId: context.userId ?? null,
        createdAt: new Date(this.now()),
      })
      .returning();
    if (this.forwarder) this.forward(this.forwarder, row!);
    return row!;
  }

  /** Resolves once every report taken so far has had its answer from Sentry. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.forwarder?.close().catch(() => undefined);
  }

  private forward(forwarder: ErrorReportForwarder, row: ErrorReportRow): void {
    const work: Promise<void> = (async () => {
      const eventId = await forwarder.send(row);
      if (eventId) await this.db.update(errorReports).set({ sentryEventId: eventId }).where(eq(errorReports.id, row.id));
    })()
      .catch((error: unknown) => this.log.warn({ reportId: row.id, err: error instanceof Error ? error.message : String(error) }, 'an error report was not sent'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }
}
