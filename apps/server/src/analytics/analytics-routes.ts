import type { FastifyInstance } from 'fastify';
import { ANALYTICS_EVENT_PATH, analyticsEventSchema } from '@snackparty/protocol';
import { errors } from '../errors';
import { params } from '../routes/params';
import type { Analytics, RecordOutcome } from './analytics';

export interface AnalyticsRoutesOptions {
  analytics: Analytics;
}

export interface AnalyticsEventResponse {
  outcome: RecordOutcome;
}

/**
 * `POST /posthogEvent`: the web app's own events (page views, join failures). Only those names are
 * taken; the server's events (rooms, games, payments) cannot be sent from outside. With a token the
 * event is the account's (nothing is kept of an admin); without one it needs the browser's anonymous id.
 */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: AnalyticsRoutesOptions) {
  app.post(ANALYTICS_EVENT_PATH, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request): Promise<AnalyticsEventResponse> => {
    const body = params(analyticsEventSchema, request.body ?? {});
    const principal = await request.principal();
    if (!principal && !body.anonymousId) throw errors.invalid([{ path: 'anonymousId', message: 'Required without a token' }]);
    const actor = principal ? { userId: principal.userId, isAdmin: principal.isAdmin } : { anonymousId: body.anonymousId! };
    const properties = principal ? { ...body.properties, isGuest: principal.isGuest } : body.properties;
    return { outcome: await analytics.recordNow({ event: body.event, actor, properties }) };
  });
}
