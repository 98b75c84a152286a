import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, guest } from '../helpers/app';

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('guest identity', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('issues a token with the spec claims for a guest id', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'abcdefgh1234', language: 'nl' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.locale).toBe('nl');
    const claims = claimsOf(body.accessToken);
    expect(claims).toMatchObject({ roles: [], isAlphaTester: false, isGuest: true, name: 'Guest', favoriteAvatarSrc: null });
    expect(claims.userId).toBeTypeOf('number');
    expect(claims.sub).toBe('guest:abcdefgh1234');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(claims).toHaveProperty('subscriptionEpoch');
    expect(claims).toHaveProperty('subscriptionEndDate');
  });

  it('gives the same user back for the same guest id', async () => {
    const a = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'same-guest-1', language: 'en' } });
    const b = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'same-guest-1', language: 'de' } });
    expect(claimsOf(a.json().accessToken).userId).toBe(claimsOf(b.json().accessToken).userId);
    expect(b.json().locale).toBe('de');
  });

  it.each([
    [{ guestId: 'short', language: 'en' }],
    [{ guestId: 'has spaces in it', language: 'en' }],
    [{ guestId: 'validguestid', language: 'xx' }],
    [{}],
  ])('refuses a malformed guest login %j with 422', async (payload) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe('error.invalid_request');
  });

  it('refreshes a valid token and refuses a missing or forged one', async () => {
    const user = await guest(app);
    const ok = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: user.auth });
    expect(ok.statusCode).toBe(200);
    expect(claimsOf(ok.json().accessToken).userId).toBe(user.userId);
    const none = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken' });
    expect(none.statusCode).toBe(401);
    const [h, p] = user.token.split('.');
    const forged = `${h}.${p}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const bad = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: { authorization: `Bearer ${forged}` } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().messageKey).toBe('error.unauthorized');
  });

  it('checkSession answers 403 without a session and a fresh token with one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession' })).statusCode).toBe(403);
    const user = await guest(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toBeTypeOf('string');
  });
});
