import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, guest } from '../helpers/app';

describe('HTTP behaviour', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('answers unknown API routes with a JSON 404', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, messageKey: 'error.not_found' });
  });

  it('refuses bodies over the limit with 413 and malformed JSON with 422', async () => {
    app = await buildTestApp({ bodyLimitBytes: 1024 });
    const big = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().messageKey).toBe('error.payload_too_large');
    const broken = await app.inject({ method: 'POST', url: '/api/v1/user/guest', headers: { 'content-type': 'application/json' }, payload: '{"guestId":' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().messageKey).toBe('error.invalid_request');
  });

  it('sends security headers', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it.each([
    ['https://party.example', 'wss://party.example'],
    ['http://localhost:8080', 'ws://localhost:8080'],
  ])('lets pages open sockets only to the product itself (%s)', async (publicUrl, socket) => {
    app = await buildTestApp({ publicUrl });
    const csp = (await app.inject({ method: 'GET', url: '/api/v1/health' })).headers['content-security-policy'] as string;
    const connectSrc = csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src')!
      .slice(1);
    expect(connectSrc).toEqual(["'self'", socket]);
    // No scheme-only sources (ws: wss: https: ...) and no wildcards: they would reach any host.
    for (const source of connectSrc) {
      expect(source).not.toMatch(/^[a-z][a-z0-9+.-]*:$/i);
      expect(source).not.toContain('*');
    }
  });

  it('lets only a Discord activity be framed, by Discord, and only the cast receiver load the cast framework', async () => {
    app = await buildTestApp({ publicUrl: 'https://party.example' });
    const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)!.slice(1);
    const tab = await app.inject({ method: 'GET', url: '/api/v1/health?frame_id=1' });
    expect(tab.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directive(tab.headers['content-security-policy'] as string, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(tab.headers['content-security-policy'] as string, 'script-src')).toEqual(["'self'"]);

    const activity = await app.inject({ method: 'GET', url: '/api/v1/health?frame_id=abc&instance_id=i-1&platform=desktop' });
    expect(activity.headers['x-frame-options']).toBeUndefined();
    expect(directive(activity.headers['content-security-policy'] as string, 'frame-ancestors')).toEqual(expect.arrayContaining(["'self'", 'https://discord.com']));
    expect(directive(activity.headers['content-security-policy'] as string, 'script-src')).toEqual(["'self'"]);

    const receiver = await app.inject({ method: 'GET', url: '/cast' });
    expect(receiver.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directive(receiver.headers['content-security-policy'] as string, 'script-src')).toEqual(["'self'", 'https://www.gstatic.com']);
    expect(directive(receiver.headers['content-security-policy'] as string, 'connect-src')).toEqual(["'self'", 'wss://party.example', 'https://www.gstatic.com']);
  });

  it('limits the request rate per address with 429', async () => {
    app = await buildTestApp({ rateLimitPerMinute: 5 });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await app.inject({ method: 'GET', url: '/api/v1/gameSession/publicGames' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[6]).toBe(429);
    const res = await app.inject({ method: 'GET', url: '/api/v1/gameSession/publicGames' });
    expect(res.json().messageKey).toBe('error.too_many_requests');
  });

  it('keeps guest logins to 30 a minute per address', async () => {
    app = await buildTestApp();
    for (let i = 0; i < 30; i++) await guest(app);
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'one-more-guest', language: 'en' } });
    expect(res.statusCode).toBe(429);
  });

  it('serves the web app with its index page for any page route, and files as they are', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
    writeFileSync(join(dist, 'locales', 'en', 'translation.json'), '{"hello":"Hello"}');
    app = await buildTestApp({ webDistDir: dist });
    for (const url of ['/', '/join/ABCDE', '/host/session', '/anything/else']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>app</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const locale = await app.inject({ method: 'GET', url: '/locales/en/translation.json' });
    expect(locale.json()).toEqual({ hello: 'Hello' });
    expect((await app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
  });
});
