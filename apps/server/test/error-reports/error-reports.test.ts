import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { errorReports } from '../../src/db/schema';
import { buildTestApp, guest } from '../helpers/app';
import { FakeSentry } from './fake-sentry';

const STACK = [
  'TypeError: Cannot read properties of undefined (reading \'alias\')',
  '    at PlayerCard (http://party.test/assets/PlayerCard-Bq3x.js:12:34)',
  '    at renderWithHooks (http://party.test/assets/index-Cd9z.js:40:1200)',
].join('\n');

const boundaryReport = {
  source: 'boundary',
  url: 'http://party.test/account/resetPassword?ftoken=Zk2pQ8vN3xR7tY1wL5mB9cD4fG6hJ0kA2sE8uI3oP7q',
  message: "Cannot read properties of undefined (reading 'alias') for ann@example.com",
  errorType: 'TypeError',
  stack: STACK,
  componentStack: '\n    at PlayerCard\n    at Lobby',
};

function report(app: FastifyInstance, body: unknown, auth?: { authorization: string }) {
  return app.inject({ method: 'POST', url: '/api/v1/errorReport', headers: { 'user-agent': 'Mozilla/5.0 (Test)', ...auth }, payload: body as object });
}

async function storedReports(app: FastifyInstance) {
  await app.errorReports.idle();
  return app.database.db.select().from(errorReports).orderBy(asc(errorReports.id));
}

describe('error reports without a DSN', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('are stored with the page address, scrubbed of emails and tokens, with the reporter when signed in', async () => {
    app = await buildTestApp();
    expect(app.errorReports.forwarding).toBe(false);
    const ann = await guest(app);
    const res = await report(app, boundaryReport, ann.auth);
    expect(res.statusCode, res.body).toBe(200);
    const anonymous = await report(app, { source: 'fallback', url: 'http://party.test/fallback' });
    expect(anonymous.statusCode).toBe(200);

    const [first, second] = await storedReports(app);
    expect(res.json()).toEqual({ id: first!.id });
    expect(first).toMatchObject({
      source: 'boundary',
      url: 'http://party.test/account/resetPassword?ftoken=[redacted]',
      message: "Cannot read properties of undefined (reading 'alias') for [email]",
      errorType: 'TypeError',
      stack: STACK,
      componentStack: '\n    at PlayerCard\n    at Lobby',
      userAgent: 'Mozilla/5.0 (Test)',
      userId: ann.userId,
      sentryEventId: null,
    });
    expect(second).toMatchObject({ source: 'fallback', url: 'http://party.test/fallback', message: '', userId: null });
  });

  it('refuse bad input with 422 and a message key', async () => {
    app = await buildTestApp();
    const bad: unknown[] = [
      {},
      { source: 'fallback' },
      { source: 'somewhere', url: '/x' },
      { source: 'fallback', url: '' },
      { source: 'fallback', url: `/${'x'.repeat(2000)}` },
      { source: 'fallback', url: '/x', stack: 's'.repeat(16_001) },
      { source: 'fallback', url: '/x', extra: 1 },
      { source: 'fallback', url: '/x', message: 42 },
    ];
    for (const body of bad) {
      const res = await report(app, body);
      expect([res.statusCode, res.json().messageKey], JSON.stringify(body).slice(0, 80)).toEqual([422, 'error.invalid_request']);
    }
    expect(await storedReports(app)).toEqual([]);
  });
});

describe('error reports with a DSN (Sentry or GlitchTip)', () => {
  const sentry = new FakeSentry();
  let app: FastifyInstance;
  beforeAll(() => sentry.start());
  afterAll(() => sentry.stop());
  afterEach(async () => {
    await app?.close();
    sentry.envelopes.length = 0;
    sentry.refuse = false;
  });

  it('are sent to the envelope endpoint with the official SDK, and the event id is kept beside the stored report', async () => {
    app = await buildTestApp({ sentry: { dsn: sentry.dsn('42', 'publickey123'), environment: 'staging' } });
    expect(app.errorReports.forwarding).toBe(true);
    const ann = await guest(app);
    expect((await report(app, boundaryReport, ann.auth)).statusCode).toBe(200);
    const [stored] = await storedReports(app);

    expect(sentry.envelopes).toHaveLength(1);
    const [envelope] = sentry.envelopes;
    expect([envelope!.projectId, envelope!.publicKey]).toEqual(['42', 'publickey123']);
    const [event] = sentry.events;
    expect(stored!.sentryEventId).toBe(event!.event_id);
    expect(event).toMatchObject({
      level: 'error',
      environment: 'staging',
      platform: 'javascript',
      request: { url: 'http://party.test/account/resetPassword?ftoken=[redacted]', headers: { 'User-Agent': 'Mozilla/5.0 (Test)' } },
      tags: { source: 'boundary' },
      user: { id: String(ann.userId) },
      contexts: { react: { componentStack: '\n    at PlayerCard\n    at Lobby' } },
      extra: { reportId: stored!.id },
    });
    const exception = (event!.exception as { values: Array<{ type: string; value: string; stacktrace: { frames: Array<{ function: string; lineno: number }> } }> }).values[0]!;
    expect([exception.type, exception.value]).toEqual(['TypeError', "Cannot read properties of undefined (reading 'alias') for [email]"]);
    expect(exception.stacktrace.frames.map((f) => [f.function, f.lineno])).toEqual([
      ['renderWithHooks', 40],
      ['PlayerCard', 12],
    ]);
    const everything = JSON.stringify(sentry.envelopes);
    expect(everything).not.toContain('ann@example.com');
    expect(everything).not.toContain('Zk2pQ8vN3xR7tY1wL5mB9cD4fG6hJ0kA2sE8uI3oP7q');
  });

  it('are still stored when Sentry refuses them, without an event id', async () => {
    app = await buildTestApp({ sentry: { dsn: sentry.dsn(), environment: 'production' } });
    sentry.refuse = true;
    expect((await report(app, { source: 'fallback', url: 'http://party.test/fallback' })).statusCode).toBe(200);
    const [stored] = await storedReports(app);
    expect(stored).toMatchObject({ source: 'fallback', sentryEventId: null });
  });
});

describe('error report and analytics configuration', () => {
  it('reads SENTRY_DSN, POSTHOG_KEY and POSTHOG_HOST, and refuses a broken one at start', () => {
    expect([loadConfig({}).sentry, loadConfig({}).posthog]).toEqual([undefined, undefined]);
    expect(loadConfig({ SENTRY_DSN: 'https://abc@glitchtip.example.org/3' }).sentry).toEqual({ dsn: 'https://abc@glitchtip.example.org/3', environment: 'production' });
    expect(loadConfig({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/12', SENTRY_ENVIRONMENT: 'staging' }).sentry?.environment).toBe('staging');
    expect(() => loadConfig({ SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ SENTRY_DSN: 'https://o1.ingest.sentry.io/12' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/project' })).toThrow(/SENTRY_DSN/);
    expect(loadConfig({ POSTHOG_KEY: 'phc_1' }).posthog).toEqual({ key: 'phc_1', host: 'https://us.i.posthog.com' });
    expect(loadConfig({ POSTHOG_KEY: 'phc_1', POSTHOG_HOST: 'https://posthog.example.org/' }).posthog).toEqual({ key: 'phc_1', host: 'https://posthog.example.org' });
    expect(() => loadConfig({ POSTHOG_KEY: 'phc_1', POSTHOG_HOST: 'ftp://x' })).toThrow(/POSTHOG_HOST/);
  });
});
