import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/auth/tokens';
import { authSessions, users } from '../../src/db/schema';
import { Clock, HOUR, PASSWORD, buildAccountsApp, claimsOf, lastMail, refreshCookie, tokenIn, verifiedAccount } from '../accounts/accounts-app';
import { createRoom, guest, testConfig, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

const withCookie = (value: string) => ({ cookie: `snackparty_refresh=${value}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-in sessions end with their access tokens', () => {
  let app: FastifyInstance;
  let clock: Clock;
  let url: string;
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    clock = new Clock();
    app = await buildAccountsApp(clock, { stompTcpPort: -1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  /** An authenticated REST call: the user's game history, which needs a valid bearer. */
  const history = (userId: number, token: string) => app.inject({ method: 'GET', url: `/api/v1/userProfile/${userId}/games`, headers: bearer(token) });

  const login = (email: string, password = PASSWORD, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password }, remoteAddress });

  /** CONNECT to a room's host channel with this token; resolves connected or refused. */
  async function stomp(token: string, code: string): Promise<TestStompClient> {
    const client = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${token}` });
    clients.push(client);
    return client;
  }

  function expectRefused(client: TestStompClient) {
    expect(client.connected).toBe(false);
    expect(client.errors[0]?.headers['message-key']).toBe('error.unauthorized');
  }

  async function room(user: { accessToken: string; userId: number }): Promise<string> {
    return createRoom(app, { token: user.accessToken, userId: user.userId, auth: bearer(user.accessToken) } satisfies TestUser);
  }

  it('logout ends the session: its access token is refused over REST and at STOMP CONNECT, at once', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const code = await room(ada);
    expect((await history(ada.userId, ada.accessToken)).statusCode).toBe(200);
    const before = await stomp(ada.accessToken, code);
    expect(before.connected).toBe(true);

    // Another device of the same account is a session of its own and stays signed in.
    const phone = await login('ada@example.com');
    const phoneToken = phone.json().accessToken as string;

    const out = await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { ...withCookie(ada.refresh), ...ada.auth } });
    expect(out.statusCode).toBe(204);

    const refused = await history(ada.userId, ada.accessToken);
    expect([refused.statusCode, refused.json().messageKey]).toEqual([401, 'error.unauthorized']);
    expectRefused(await stomp(ada.accessToken, code));
    // The connection it had open is closed too.
    await before.until(() => before.closed, 'the signed-out connection closed');
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);

    expect((await history(ada.userId, phoneToken)).statusCode).toBe(200);
    expect((await stomp(phoneToken, code)).connected).toBe(true);
  });

  it('logout with only the bearer ends that session too, refresh cookie included', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: ada.auth })).statusCode).toBe(204);
    expect((await history(ada.userId, ada.accessToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);
  });

  it('every access token of a session ends with it, also those renewed by the cookie', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json().accessToken as string;
    expect(claimsOf(second).sid).toBe(claimsOf(ada.accessToken).sid);
    await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: withCookie(refreshCookie(renewed)!) });
    expect((await history(ada.userId, ada.accessToken)).statusCode).toBe(401);
    expect((await history(ada.userId, second)).statusCode).toBe(401);
  });

  it('a new password ends every session of the account on every device, over REST and STOMP', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const code = await room(ada);
    const laptop = await login('ada@example.com', PASSWORD, '10.0.0.2');
    const phone = await login('ada@example.com', PASSWORD, '10.0.0.3');
    const tokens = [ada.accessToken, laptop.json().accessToken as string, phone.json().accessToken as string];
    const cookies = [ada.refresh, refreshCookie(laptop)!, refreshCookie(phone)!];
    for (const token of tokens) expect((await history(ada.userId, token)).statusCode).toBe(200);
    const open = await Promise.all(tokens.map((token) => stomp(token, code)));
    expect(open.every((c) => c.connected)).toBe(true);

    await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'ada@example.com' } });
    const ftoken = tokenIn((await lastMail(app, 'reset', 'ada@example.com'))!.text, 'ftoken');
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken, password: 'a brand new secret' } })).statusCode).toBe(204);

    for (const token of tokens) {
      expect((await history(ada.userId, token)).statusCode).toBe(401);
      expectRefused(await stomp(token, code));
    }
    for (const client of open) await client.until(() => client.closed, 'connections of every device closed');
    for (const cookie of cookies) {
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(cookie) })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: withCookie(cookie) })).statusCode).toBe(403);
    }
    const fresh = await login('ada@example.com', 'a brand new secret');
    expect(fresh.statusCode).toBe(200);
    expect((await history(ada.userId, fresh.json().accessToken)).statusCode).toBe(200);
  });

  it('deleting the account ends every session, over REST and STOMP', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const code = await room(ada);
    const phone = (await login('ada@example.com')).json().accessToken as string;
    await app.inject({ method: 'POST', url: '/api/v1/user/initDeleteAccount', headers: ada.auth });
    const dtoken = tokenIn((await lastMail(app, 'delete', 'ada@example.com'))!.text, 'dtoken');
    // The account's own tokens were good a moment ago (and so are remembered as live).
    expect((await history(ada.userId, phone)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/userProfile/${ada.userId}/deleteAccount?dtoken=${dtoken}`, headers: ada.auth })).statusCode).toBe(204);
    for (const token of [ada.accessToken, phone]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: bearer(token) })).statusCode).toBe(403);
      expect((await history(ada.userId, token)).statusCode).toBe(401);
      expectRefused(await stomp(token, code));
    }
  });

  it('an account renews only with its refresh cookie: a bearer alone gets 401 from refreshToken and 403 from checkSession', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const refresh = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: ada.auth });
    expect([refresh.statusCode, refresh.json().messageKey]).toEqual([401, 'error.unauthorized']);
    const check = await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: ada.auth });
    expect([check.statusCode, check.json().messageKey]).toEqual([403, 'error.forbidden']);
    expect(check.json()).not.toHaveProperty('accessToken');
    // The bearer itself still works until it expires; the cookie renews it.
    expect((await history(ada.userId, ada.accessToken)).statusCode).toBe(200);
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: { ...ada.auth, ...withCookie(ada.refresh) } });
    expect(renewed.statusCode).toBe(200);
    // Once expired, the token is refused and nothing but the cookie brings a new one.
    clock.advance(24 * HOUR + 1000);
    expect((await history(ada.userId, ada.accessToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: ada.auth })).statusCode).toBe(403);
  });

  it('guests keep renewing by bearer while their session is live; a guest logout ends it', async () => {
    const visitor = await guest(app);
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: visitor.auth });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().accessToken as string;
    expect(claimsOf(next)).toMatchObject({ userId: visitor.userId, isGuest: true, sid: claimsOf(visitor.token).sid });
    const checked = await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: bearer(next) });
    expect(checked.statusCode).toBe(200);
    const code = await createRoom(app, { ...visitor, token: next, auth: bearer(next) });
    expect((await stomp(next, code)).connected).toBe(true);

    expect((await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(next) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: bearer(next) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: visitor.auth })).statusCode).toBe(403);
    expectRefused(await stomp(next, code));
  });

  it('a guest signing in again (another tab, an expired token) keeps its one session; ended ones are swept a day later', async () => {
    const guestLogin = async (guestId: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId, language: 'en' } });
      expect(res.statusCode).toBe(200);
      return res.json().accessToken as string;
    };
    const first = await guestLogin('device-1');
    const second = await guestLogin('device-1');
    expect(claimsOf(second).sid).toBe(claimsOf(first).sid);
    const rows = async () => (await app.database.db.select().from(authSessions)).length;
    expect(await rows()).toBe(1);
    // A logout ends it; the next sign-in gets a new one, and the ended one is gone a day later.
    await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(second) });
    const third = await guestLogin('device-1');
    expect(claimsOf(third).sid).not.toBe(claimsOf(first).sid);
    expect(await rows()).toBe(2);
    clock.advance(25 * HOUR);
    await guestLogin('device-2');
    const left = await app.database.db.select().from(authSessions);
    expect(left.map((r) => r.id).sort()).toEqual([claimsOf(third).sid, claimsOf(await guestLogin('device-2')).sid].sort());
  });

  it('a stolen refresh token that comes back ends the session and its access tokens', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const first = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) });
    const token = first.json().accessToken as string;
    clock.advance(60_000);
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);
    expect((await history(ada.userId, token)).statusCode).toBe(401);
    expect((await history(ada.userId, ada.accessToken)).statusCode).toBe(401);
  });

  it('the token handed back with a profile change stays in the caller’s session', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const updated = await app.inject({ method: 'PUT', url: `/api/v1/userProfile/${ada.userId}/updateProfile`, headers: ada.auth, payload: { name: 'Ada L' } });
    expect(updated.statusCode).toBe(200);
    const fresh = updated.json().accessToken as string;
    expect(claimsOf(fresh)).toMatchObject({ name: 'Ada L', sid: claimsOf(ada.accessToken).sid });
    await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: withCookie(ada.refresh) });
    expect((await history(ada.userId, fresh)).statusCode).toBe(401);
  });

  it('refuses a correctly signed token that names no session', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const [row] = await app.database.db.select().from(users);
    const bare = await createTokenService(new TextEncoder().encode(testConfig().jwtSecret), 3600, clock.now).issue(row!);
    expect(claimsOf(bare).sid).toBeUndefined();
    expect((await history(ada.userId, bare)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: bearer(bare) })).statusCode).toBe(403);
  });
});
