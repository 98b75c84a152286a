/**
 * The nginx site file shipped in `deploy/nginx.conf`, run by Debian's nginx in front of the real server:
 * plain HTTP is sent to HTTPS, the API and the realtime socket (a WebSocket upgrade on /gametje) pass
 * through TLS, a room's messages reach a phone through the proxy, and the address the server rate-limits
 * by is the one nginx saw, not one a client wrote in X-Forwarded-For.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { requestVia, startNginx, type RunningNginx } from '../helpers/nginx';
import { TestStompClient } from '../helpers/stomp-client';

const RATE_LIMIT = 40;

describe('deploy/nginx.conf in front of the server', () => {
  let app: FastifyInstance;
  let nginx: RunningNginx;

  const viaProxy = (method: string, path: string, options: Parameters<typeof requestVia>[3] = {}) => requestVia(nginx, method, path, options);

  beforeAll(async () => {
    app = await buildTestApp({ trustProxy: true, rateLimitPerMinute: RATE_LIMIT });
    await app.listen({ host: '127.0.0.1', port: 0 });
    nginx = await startNginx((app.server.address() as { port: number }).port);
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
  });

  it('sends plain HTTP to HTTPS', async () => {
    const res = await fetch(`http://127.0.0.1:${nginx.httpPort}/join/ABCDE`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`https://127.0.0.1/join/ABCDE`);
  });

  it('serves the API and carries a room over the realtime socket through TLS', async () => {
    const health = await viaProxy('GET', '/api/v1/health');
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({ ok: true });

    const signIn = async (guestId: string) => {
      const res = await viaProxy('POST', '/api/v1/user/guest', { body: { guestId, language: 'en' } });
      expect(res.status).toBe(200);
      return { authorization: `Bearer ${res.json().accessToken as string}` };
    };
    const host = await signIn('nginx-host');
    const made = await viaProxy('POST', '/api/v1/gameSession/create', {
      headers: host,
      body: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' },
    });
    expect(made.status).toBe(200);
    const code = made.json().gameCode as string;

    // The host screen's socket: a WebSocket upgrade through nginx, STOMP inside it.
    const screen = await TestStompClient.connect(
      `wss://127.0.0.1:${nginx.httpsPort}/gametje`,
      { gameCode: code, purpose: 'host', Authorization: host.authorization },
      { ca: nginx.ca },
    );
    expect(screen.client.connected).toBe(true);
    const players = `/common/${code}/playersUpdated`;
    await screen.subscribe(players);

    const phone = await signIn('nginx-phone');
    const joined = await viaProxy('POST', '/api/v1/gameSession/join', {
      headers: phone,
      body: { gameCode: code, alias: 'Ana', avatarSrc: '/avatars/panda.svg', userInfo: { host: false } },
    });
    expect(joined.status).toBe(200);
    await screen.until(() => screen.messages(players).some((list) => (list as Array<{ alias: string }>).some((p) => p.alias === 'Ana')), 'Ana in the list');
    await screen.close();
  });

  it('rate-limits by the address nginx saw, whatever X-Forwarded-For a client sends', async () => {
    // Straight to the server (which trusts its proxy), a forged header would be a fresh address each time.
    const direct = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    for (let i = 0; i < RATE_LIMIT + 5; i++) {
      const res = await fetch(`${direct}/api/v1/health`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(res.status).toBe(200);
    }
    // Through nginx the forged addresses are dropped: one client, one budget.
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 5; i++) {
      statuses.push((await viaProxy('GET', '/api/v1/health', { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, RATE_LIMIT - 10).every((s) => s === 200)).toBe(true);
  });
});
