import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { analyticsEvents } from '../../src/db/schema';
import { createRoom, guest, type TestUser } from '../helpers/app';
import { buildAccountsApp, Clock, verifiedAccount } from '../accounts/accounts-app';
import { FakePosthog } from './fake-posthog';

const ADMIN = 'boss@example.com';
const ANONYMOUS_ID = 'browser_0123456789abcdef';

async function storedEvents(app: FastifyInstance) {
  await app.analytics.idle();
  return app.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
}

function sendEvent(app: FastifyInstance, body: unknown, auth?: { authorization: string }) {
  return app.inject({ method: 'POST', url: '/api/v1/posthogEvent', headers: auth, payload: body as object });
}

/** A room of the host's with three AI players, a game started and ended by the host. */
async function playOneGame(app: FastifyInstance, host: { auth: { authorization: string } }): Promise<string> {
  const code = await createRoom(app, host as TestUser, 'RPS_SHOOT');
  for (let i = 0; i < 3; i++) {
    const added = await app.inject({ method: 'POST', url: `/api/v1/game/${code}/addAISessionPlayer`, headers: host.auth });
    expect(added.statusCode, added.body).toBe(200);
  }
  await app.rooms.startGame(await app.tokens.verify(host.auth.authorization.slice('Bearer '.length)), code);
  await app.games.idle();
  await app.games.end(code);
  await app.games.idle();
  await app.analytics.idle();
  return code;
}

/** Everything an event shows, as text: no email address and no token may be in it. */
function expectNothingPersonal(text: string, secrets: string[]) {
  expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const LINK_TOKEN = 'Zk2pQ8vN3xR7tY1wL5mB9cD4fG6hJ0kA2sE8uI3oP7q';

/** A page view as the web app sends it, with what a careless caller might add. */
const pageView = {
  event: '$pageview',
  properties: {
    $current_url: `http://party.test/account/verifyEmail?vtoken=${LINK_TOKEN}&lng=de#access_token=abc`,
    $pathname: '/account/verifyEmail',
    email: 'ada@example.com',
    note: 'mail me at ada@example.com',
    screenWidth: 390,
  },
};

describe.each([
  ['without PostHog', false],
  ['with PostHog', true],
])('analytics %s', (_name, withPosthog) => {
  const posthog = new FakePosthog();
  const clock = new Clock();
  let app: FastifyInstance;

  beforeAll(() => posthog.start());
  afterAll(() => posthog.stop());
  afterEach(async () => {
    await app?.close();
    posthog.clear();
  });

  const start = (overrides: Partial<Config> = {}) =>
    buildAccountsApp(clock, { adminEmails: [ADMIN], ...(withPosthog ? { posthog: { key: 'phc_test_key', host: posthog.url } } : {}), ...overrides });

  it('keeps a page view of a guest without emails or tokens, and forwards it when PostHog is set', async () => {
    app = await start();
    expect(app.analytics.forwarding).toBe(withPosthog);
    const ann = await guest(app);
    const res = await sendEvent(app, pageView, ann.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'recorded' });

    const [stored] = await storedEvents(app);
    expect(stored).toMatchObject({ event: '$pageview', distinctId: `user:${ann.userId}`, userId: ann.userId });
    expect(stored!.properties).toEqual({
      $current_url: 'http://party.test/account/verifyEmail?vtoken=[redacted]&lng=de#[redacted]',
      $pathname: '/account/verifyEmail',
      note: 'mail me at [email]',
      screenWidth: 390,
      isGuest: true,
    });
    expectNothingPersonal(JSON.stringify(stored), [LINK_TOKEN, ann.token]);

    if (withPosthog) {
      expect(posthog.apiKeys.every((key) => key === 'phc_test_key')).toBe(true);
      expect(posthog.events).toHaveLength(1);
      const [sent] = posthog.events;
      expect(sent).toMatchObject({ event: '$pageview', distinct_id: `user:${ann.userId}`, uuid: stored!.uuid });
      expect(sent!.properties).toMatchObject(stored!.properties);
      // No address of the visitor: GeoIP is off.
      expect(sent!.properties.$geoip_disable).toBe(true);
      expectNothingPersonal(posthog.rawBodies.join('\n'), [LINK_TOKEN, ann.token]);
    } else {
      expect(posthog.rawBodies).toEqual([]);
    }
  });

  it('takes an anonymous browser by its own id, and refuses an event with neither token nor id', async () => {
    app = await start();
    const res = await sendEvent(app, { event: 'join_failed', anonymousId: ANONYMOUS_ID, properties: { status: 500, messageKey: 'error.server_unavailable' } });
    expect(res.json()).toEqual({ outcome: 'recorded' });
    const nobody = await sendEvent(app, { event: '$pageview', properties: {} });
    expect([nobody.statusCode, nobody.json().messageKey]).toEqual([422, 'error.invalid_request']);
    const stored = await storedEvents(app);
    expect(stored.map((e) => [e.event, e.distinctId, e.userId, e.properties])).toEqual([
      ['join_failed', `anon:${ANONYMOUS_ID}`, null, { status: 500, messageKey: 'error.server_unavailable' }],
    ]);
    if (withPosthog) expect(posthog.events.map((e) => [e.event, e.distinct_id])).toEqual([['join_failed', `anon:${ANONYMOUS_ID}`]]);
  });

  it('refuses with 4xx what the web app may not send: server events, unknown fields, nested or too many properties', async () => {
    app = await start();
    const ann = await guest(app);
    const bad: unknown[] = [
      { event: 'game_finished', properties: {} },
      { event: 'payment_completed' },
      { event: 'whatever' },
      { event: '$pageview', properties: { nested: { a: 1 } } },
      { event: '$pageview', properties: { list: [1, 2] } },
      { event: '$pageview', properties: { 'bad name': 1 } },
      { event: '$pageview', properties: { long: 'x'.repeat(501) } },
      { event: '$pageview', properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])) },
      { event: '$pageview', extra: true },
      { event: '$pageview', anonymousId: 'short' },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await sendEvent(app, body, ann.auth);
      expect([res.statusCode, res.json().messageKey], JSON.stringify(body)).toEqual([422, 'error.invalid_request']);
    }
    for (const [contentType, payload] of [['application/json', '{"event":'], ['text/plain', 'page view']]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/posthogEvent', headers: { ...ann.auth, 'content-type': contentType! }, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect(await storedEvents(app)).toEqual([]);
  });

  it('is rate-limited per address', async () => {
    app = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await sendEvent(app, { event: '$pageview', anonymousId: ANONYMOUS_ID })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('records rooms created and games started and finished where they happen, once each', async () => {
    app = await start();
    const host = await guest(app);
    await playOneGame(app, host);
    const stored = await storedEvents(app);
    expect(stored.map((e) => [e.event, e.distinctId])).toEqual([
      ['room_created', `user:${host.userId}`],
      ['game_started', `user:${host.userId}`],
      ['game_finished', `user:${host.userId}`],
    ]);
    expect(stored[0]!.properties).toMatchObject({ gameType: 'RPS_SHOOT', hostType: 'HOST', language: 'en', isPublic: false, isGuest: true });
    expect(stored[1]!.properties).toMatchObject({ gameType: 'RPS_SHOOT', players: 0, aiPlayers: 3, hostType: 'HOST' });
    expect(stored[2]!.properties).toMatchObject({ gameType: 'RPS_SHOOT', players: 0, aiPlayers: 3, rounds: 1 });
    expect(stored[2]!.properties.gameId).toBe(stored[1]!.properties.gameId);
    expect(typeof stored[2]!.properties.durationSeconds).toBe('number');
    if (withPosthog) expect(posthog.events.map((e) => e.event)).toEqual(['room_created', 'game_started', 'game_finished']);
  });

  it('records nothing about an admin: neither what the web app sends nor rooms and games', async () => {
    app = await start();
    const boss = await verifiedAccount(app, ADMIN);
    const res = await sendEvent(app, pageView, boss.auth);
    expect(res.json()).toEqual({ outcome: 'opted_out' });
    await playOneGame(app, boss);
    expect(await storedEvents(app)).toEqual([]);
    expect(posthog.events).toEqual([]);
    expect(posthog.rawBodies.join('')).not.toContain(ADMIN);
  });
});
