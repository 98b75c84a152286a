import type { SentryConfig } from './error-report-config';
import type { ErrorReportForwarder, ErrorReportLog } from './error-reports';

/** How long a report may take to reach Sentry before it counts as not sent. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends error reports to Sentry or GlitchTip with the official Node SDK (`@sentry/node`), from the
 * server: the browser loads no third-party script and needs no other origin in its Content-Security-
 * Policy, reports are scrubbed in one place before they leave, and the DSN is set when the server
 * starts rather than built into the web app. A client of its own is used, not `Sentry.init()`, so
 * nothing in the process is instrumented: it only sends what it is given. Loaded only when SENTRY_DSN is set.
 */
export async function createSentryForwarder(config: SentryConfig, log: ErrorReportLog): Promise<ErrorReportForwarder> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: config.dsn,
    environment: config.environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [],
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
  });
  // Each sent report's answer from Sentry, by event id.
  const waiting = new Map<string, (accepted: boolean) => void>();
  client.on('afterSendEvent', (event, response) => {
    const settle = event.event_id ? waiting.get(event.event_id) : undefined;
    settle?.(typeof response.statusCode === 'number' && response.statusCode >= 200 && response.statusCode < 300);
  });

  return {
    async send(report) {
      const frames = report.stack ? Sentry.defaultStackParser(report.stack) : [];
      const eventId = client.captureEvent({
        level: 'error',
        platform: 'javascript',
        timestamp: report.createdAt.getTime() / 1000,
        exception: {
          values: [{ type: report.errorType ?? 'Error', value: report.message || 'Error without a message', ...(frames.length > 0 ? { stacktrace: { frames } } : {}) }],
        },
        request: { url: report.url, ...(report.userAgent ? { headers: { 'User-Agent': report.userAgent } } : {}) },
        tags: { source: report.source },
        ...(report.userId !== null ? { user: { id: String(report.userId) } } : {}),
        ...(report.componentStack ? { contexts: { react: { componentStack: report.componentStack } } } : {}),
        extra: { reportId: report.id },
      });
      const accepted = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), SEND_TIMEOUT_MS);
        waiting.set(eventId, (ok) => {
          clearTimeout(timer);
          resolve(ok);
        });
      }).finally(() => waiting.delete(eventId));
      if (!accepted) log.warn({ reportId: report.id }, 'Sentry did not take an error report');
      return accepted ? eventId : undefined;
    },
    async close() {
      await client.close(5_000);
    },
  };
}
