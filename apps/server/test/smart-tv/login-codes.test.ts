import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_CODE_ALPHABET, normalizeLoginCode } from '@snackparty/protocol';
import { TestStompClient } from '../helpers/stomp-client';
import { guest } from '../helpers/app';
import { Clock, MINUTE, buildAccountsApp, claimsOf, refreshCookie, verifiedAccount } from '../accounts/accounts-app';

const SECOND = 1000;

describe('signing a TV in with a code a phone confirms (RFC 8628 shape)', () => {
  let app: FastifyInstance;
  let clock: Clock;
  beforeEach(async () => {
    clock = new Clock();
    app = await buildAccountsApp(clock);
  });
  afterEach(() => app.close());

  async function generate(query = '') {
    const res = await app.inject({ method: 'GET', url: `/api/v1/smarttv/generateLoginCode${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { loginCode: string; pollToken: string; verificationPath: string; expiresInSeconds: number; intervalSeconds: number };
  }
  const poll = (code: string, pollToken?: string) =>
    app.inject({ method: 'GET', url: `/api/v1/smarttv/existingLoginCode/${code}`, headers: pollToken ? { 'x-poll-token': pollToken } : {} });
  const confirm = (code: string, auth?: { authorization: string }) =>
    app.inject({ method: 'POST', url: `/api/v1/smarttv/confirmLoginCode/${code}`, headers: auth ?? {} });

  it('gives a short readable code, a poll token and where a phone confirms it', async () => {
    const grant = await generate();
    expect(grant.loginCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    for (const letter of grant.loginCode.replace('-', '')) expect(LOGIN_CODE_ALPHABET).toContain(letter);
    expect(grant.verificationPath).toBe(`/loginCode/${grant.loginCode}`);
    expect(grant.pollToken.length).toBeGreaterThanOrEqual(40);
    expect(grant).toMatchObject({ expiresInSeconds: 600, intervalSeconds: 5 });
    // Typed on a phone in lower case, without the dash or with spaces, it is the same code.
    expect(normalizeLoginCode(grant.loginCode.toLowerCase().replace('-', ' '))).toBe(grant.loginCode.replace('-', ''));
  });

  it('signs the TV into the account that confirmed, once: pending, confirmed with a session, then used', async () => {
    const account = await verifiedAccount(app, 'tv-owner@example.com');
    const grant = await generate();
    const pending = await poll(grant.loginCode, grant.pollToken);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ status: 'pending', intervalSeconds: 5 });

    // The phone may type the code in its own way.
    const confirmed = await confirm(grant.loginCode.toLowerCase(), account.auth);
    expect(confirmed.statusCode).toBe(200);

    clock.advance(5 * SECOND);
    const signedIn = await poll(grant.loginCode, grant.pollToken);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body.status).toBe('confirmed');
    expect(claimsOf(body.accessToken)).toMatchObject({ userId: account.userId, isGuest: false });
    // The TV gets a session of its own, renewable with its cookie.
    const cookie = refreshCookie(signedIn);
    expect(cookie).toBeTruthy();
    expect(claimsOf(body.accessToken).sid).not.toBe(claimsOf(account.accessToken).sid);

    clock.advance(5 * SECOND);
    const again = await poll(grant.loginCode, grant.pollToken);
    expect(again.statusCode).toBe(410);
    expect(again.json().messageKey).toBe('loginCode.used');
    const confirmAgain = await confirm(grant.loginCode, account.auth);
    expect(confirmAgain.statusCode).toBe(410);
    expect(confirmAgain.json().messageKey).toBe('loginCode.used');
  });

  it("ends the TV's session on its own logout without touching the phone's", async () => {
    const account = await verifiedAccount(app, 'tv-logout@example.com');
    const grant = await generate();
    await confirm(grant.loginCode, account.auth);
    const signedIn = await poll(grant.loginCode, grant.pollToken);
    const tvAuth = { authorization: `Bearer ${signedIn.json().accessToken}` };
    const logout = await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: tvAuth, cookies: { snackparty_refresh: refreshCookie(signedIn)! } });
    expect(logout.statusCode).toBe(204);
    const tvAfter = await app.inject({ method: 'POST', url: '/api/v1/smarttv/createSession', headers: tvAuth, payload: { initialGameType: 'RPS_SHOOT' } });
    expect(tvAfter.statusCode).toBe(401);
    const phoneAfter = await app.inject({ method: 'POST', url: '/api/v1/smarttv/createSession', headers: account.auth, payload: { initialGameType: 'RPS_SHOOT' } });
    expect(phoneAfter.statusCode).toBe(200);
  });

  it('tells a TV that polls too fast to slow down, and lengthens its interval each time', async () => {
    const grant = await generate();
    expect((await poll(grant.loginCode, grant.pollToken)).statusCode).toBe(200);
    clock.advance(2 * SECOND);
    const fast = await poll(grant.loginCode, grant.pollToken);
    expect(fast.statusCode).toBe(429);
    expect(fast.json()).toMatchObject({ messageKey: 'loginCode.slow_down', details: { intervalSeconds: 10 } });
    clock.advance(6 * SECOND);
    const stillFast = await poll(grant.loginCode, grant.pollToken);
    expect(stillFast.statusCode).toBe(429);
    expect(stillFast.json().details).toEqual({ intervalSeconds: 15 });
    clock.advance(15 * SECOND);
    expect((await poll(grant.loginCode, grant.pollToken)).json()).toEqual({ status: 'pending', intervalSeconds: 15 });
  });

  it('expires a code after ten minutes, for the TV and for the phone', async () => {
    const account = await verifiedAccount(app, 'late@example.com');
    const grant = await generate();
    clock.advance(10 * MINUTE);
    const late = await confirm(grant.loginCode, account.auth);
    expect(late.statusCode).toBe(410);
    expect(late.json().messageKey).toBe('loginCode.expired');
    const polled = await poll(grant.loginCode, grant.pollToken);
    expect(polled.statusCode).toBe(410);
    expect(polled.json().messageKey).toBe('loginCode.expired');
  });

  it('gives nothing to someone who read the code off the screen: polling needs the TV\'s own token', async () => {
    const account = await verifiedAccount(app, 'owner2@example.com');
    const grant = await generate();
    await confirm(grant.loginCode, account.auth);
    for (const token of [undefined, 'not-the-token', grant.pollToken.slice(1)]) {
      const res = await poll(grant.loginCode, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('loginCode.not_found');
    }
    expect((await poll(grant.loginCode, grant.pollToken)).json().status).toBe('confirmed');
  });

  it('lets only a signed-in account confirm, once, and refuses unknown and malformed codes', async () => {
    const grant = await generate();
    const anonymous = await confirm(grant.loginCode);
    expect(anonymous.statusCode).toBe(401);
    const visitor = await guest(app);
    const byGuest = await confirm(grant.loginCode, visitor.auth);
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().messageKey).toBe('loginCode.sign_in_first');

    const first = await verifiedAccount(app, 'first@example.com');
    const second = await verifiedAccount(app, 'second@example.com');
    expect((await confirm(grant.loginCode, first.auth)).statusCode).toBe(200);
    const twice = await confirm(grant.loginCode, second.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageKey).toBe('loginCode.already_confirmed');
    // The first confirmation holds.
    const signedIn = await poll(grant.loginCode, grant.pollToken);
    expect(claimsOf(signedIn.json().accessToken).userId).toBe(first.userId);

    for (const code of ['BCDF-GHJK', 'AAAA-AAAA', 'short', '%20', 'BCDFGHJKLMNPQRST']) {
      const res = await confirm(encodeURIComponent(code), first.auth);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().messageKey, code).toBe('loginCode.not_found');
    }
  });

  it('limits how fast one address may try codes', async () => {
    const account = await verifiedAccount(app, 'guesser@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await confirm('BCDF-GHJK', account.auth)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('tells a room the TV has open, on its loginCode topic, that its code was confirmed', async () => {
    const tv = await guest(app);
    const room = await app.inject({ method: 'POST', url: '/api/v1/smarttv/createSession', headers: tv.auth, payload: { initialGameType: 'RPS_SHOOT', language: 'de' } });
    expect(room.statusCode).toBe(200);
    expect(room.json()).toMatchObject({ hostType: 'SMART_TV', language: 'de' });
    const code = room.json().gameCode as string;
    const read = await app.inject({ method: 'GET', url: `/api/v1/smarttv/${code}` });
    expect(read.json()).toMatchObject({ gameCode: code, hostType: 'SMART_TV' });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const client = await TestStompClient.connect(`ws://127.0.0.1:${address.port}/gametje`, { gameCode: code, purpose: 'host', Authorization: `Bearer ${tv.token}` });
    try {
      expect(client.connected).toBe(true);
      await client.subscribe(`/common/${code}/loginCode`);
      const grant = await generate(`?gameCode=${code}`);
      const account = await verifiedAccount(app, 'room-tv@example.com');
      await confirm(grant.loginCode, account.auth);
      await client.until(() => client.messages(`/common/${code}/loginCode`).length > 0, 'the loginCode message');
      const [message] = client.messages(`/common/${code}/loginCode`);
      expect(message).toEqual({ loginCode: grant.loginCode, status: 'confirmed' });
      // The topic carries no secret: the session still needs the TV's poll token.
      expect(JSON.stringify(message)).not.toContain(grant.pollToken);
    } finally {
      await client.close();
    }
  });
});
