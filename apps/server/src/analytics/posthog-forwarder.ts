import type { PosthogConfig } from './analytics-config';
import type { AnalyticsForwarder, AnalyticsLog } from './analytics';

/**
 * Forwards stored events to PostHog with its Node SDK (`posthog-node`), in batches. Loaded only when
 * POSTHOG_KEY is set. Nothing about the visitor's address is sent (GeoIP is off), and each event keeps
 * the uuid it has in the database, so PostHog counts an event sent twice once.
 */
export async function createPosthogForwarder(config: PosthogConfig, log: AnalyticsLog): Promise<AnalyticsForwarder> {
  const { PostHog } = await import('posthog-node');
  const client = new PostHog(config.key, {
    host: config.host,
    flushAt: 20,
    flushInterval: 5_000,
    disableGeoip: true,
    fetchRetryCount: 2,
    requestTimeout: 5_000,
  });
  client.on('error', (error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'PostHog did not take analytics events'));
  return {
    send(event) {
      client.capture({ distinctId: event.distinctId, event: event.event, properties: event.properties, timestamp: event.createdAt, uuid: event.uuid });
    },
    async flush() {
      await client.flush();
    },
    async shutdown() {
      await client.shutdown(5_000);
    },
  };
}
