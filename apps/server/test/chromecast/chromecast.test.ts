import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guest, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';
import { Clock, DAY, buildAccountsApp, claimsOf, refreshCookie, verifiedAccount } from '../accounts/accounts-app';

const CAST = { appId: 'A1B2C3D4' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('casting a room to a Chromecast', () => {
  let app: FastifyInstance;
  let clock: Clock;
  beforeEach(async () => {
    clock = new Clock();
    app = await buildAccountsApp(clock, { cast: CAST });
  });
  afterEach(() => app.close());

  const createCast = (auth: { authorization: string } | Record<string, never>, payload: unknown = { initialGameType: 'RPS_SHOOT', language: 'de' }) =>
    app.inject({ method: 'POST', url: '/api/v1/chromecast/createSession', headers: auth, payload: payload as object });
  const resumeCast = (code: string, auth: { authorization: string }) =>
    app.inject({ method: 'POST', url: `/api/v1/chromecast/${code}/resumeSession`, headers: auth });

  async function listening(): Promise<number> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }
  const connectHost = (port: number, code: string, token: string) =>
    TestStompClient.connect(`ws://127.0.0.1:${port}/gametje`, { gameCode: code, purpose: 'host', Authorization: `Bearer ${token}` });

  it('tells the web app the receiver application id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/chromecast/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ appId: 'A1B2C3D4' });
  });

  it('answers a guest with the room and a token of a new session of the same user, and no cookie', async () => {
    const phone = await guest(app);
    const res = await createCast(phone.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; gameCode: string };
    expect(Object.keys(body).sort()).toEqual(['gameCode', 'token']);
    expect(body.gameCode).toMatch(/^[A-Z0-9]{5}$/);
    const receiver = claimsOf(body.token);
    const own = claimsOf(phone.token);
    expect(receiver.userId).toBe(phone.userId);
    expect(receiver.isGuest).toBe(true);
    expect(receiver.sid).toBeTruthy();
    expect(receiver.sid).not.toBe(own.sid);
    expect(refreshCookie(res)).toBeUndefined();

    const room = await app.inject({ method: 'GET', url: `/api/v1/gameSession/${body.gameCode}` });
    expect(room.json()).toMatchObject({ gameCode: body.gameCode, hostType: 'CHROMECAST', initialGameType: 'RPS_SHOOT', language: 'de', active: true });
  });

  it('answers an account whose trial runs, and refuses one whose trial has ended with 403', async () => {
    const ada = await verifiedAccount(app, 'ada-cast@example.com');
    const made = await createCast(ada.auth);
    expect(made.statusCode).toBe(200);
    expect(claimsOf(made.json().token)).toMatchObject({ userId: ada.userId, isGuest: false });

    clock.advance(15 * DAY);
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', cookies: { snackparty_refresh: ada.refresh } });
    expect(renewed.statusCode).toBe(200);
    const expired = await createCast(bearer(renewed.json().accessToken));
    expect([expired.statusCode, expired.json().messageKey]).toEqual([403, 'error.subscription_expired']);
  });

  it('refuses a caller without a token, and a request that names no game or a bad language', async () => {
    const nobody = await createCast({});
    expect([nobody.statusCode, nobody.json().messageKey]).toEqual([401, 'error.unauthorized']);
    const phone = await guest(app);
    for (const payload of [{}, { initialGameType: 'NOPE' }, { initialGameType: 'RPS_SHOOT', language: 'xx' }, [1]]) {
      const res = await createCast(phone.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().messageKey).toBe('error.invalid_request');
    }
  });

  it('lets the token open the host channel of that room, and only of that room', async () => {
    const phone = await guest(app);
    const { token, gameCode } = (await createCast(phone.auth)).json() as { token: string; gameCode: string };
    const stranger = await guest(app);
    const other = (await createCast(stranger.auth)).json() as { gameCode: string };
    const port = await listening();

    const screen = await connectHost(port, gameCode, token);
    try {
      expect(screen.connected).toBe(true);
      // Host-only traffic: the player list pushes and the host's own requests.
      await screen.subscribe(`/common/${gameCode}/playersUpdated`);
      await screen.subscribe(`/host/${gameCode}/view`);
      screen.send(`/host/${gameCode}/requestAddAiPlayer`, {});
      await screen.until(() => screen.messages(`/common/${gameCode}/playersUpdated`).length > 0, 'the AI player the cast screen added');
      expect(screen.errors).toEqual([]);
    } finally {
      await screen.close();
    }

    const elsewhere = await connectHost(port, other.gameCode, token);
    try {
      expect(elsewhere.connected).toBe(false);
      expect(elsewhere.errors[0]?.headers.message).toMatch(/Only the host/);
    } finally {
      await elsewhere.close();
    }
  });

  it("keeps the cast going when the phone logs out, and refuses the token once the receiver's session has ended", async () => {
    const phone = await guest(app);
    const { token, gameCode } = (await createCast(phone.auth)).json() as { token: string; gameCode: string };
    const port = await listening();

    // The phone signs out: its own token goes, the receiver's stays.
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: phone.auth })).statusCode).toBe(204);
    expect((await createCast(phone.auth)).statusCode).toBe(401);
    const still = await connectHost(port, gameCode, token);
    expect(still.connected).toBe(true);

    // The receiver ends its own sign-in: its open connection closes and the token opens nothing more.
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(token) })).statusCode).toBe(204);
    await still.until(() => still.closed, 'the receiver connection to close');
    await still.close();
    const after = await connectHost(port, gameCode, token);
    try {
      expect(after.connected).toBe(false);
      expect(after.errors[0]?.headers.message).toMatch(/token is not valid/);
    } finally {
      await after.close();
    }
    expect((await app.inject({ method: 'POST', url: '/api/v1/chromecast/createSession', headers: bearer(token), payload: { initialGameType: 'RPS_SHOOT' } })).statusCode).toBe(401);
  });

  it("never lets the phone's next guest sign-in join the receiver's session", async () => {
    const guestId = `cast-phone-${Date.now()}`;
    const signIn = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId, language: 'en' } });
      expect(res.statusCode).toBe(200);
      return res.json().accessToken as string;
    };
    const first = await signIn();
    // The receiver's session is the newest of the user's.
    clock.advance(1000);
    const { token } = (await createCast(bearer(first))).json() as { token: string };
    // Another tab of the phone signs in as the same guest: it shares the phone's session, not the TV's.
    const second = await signIn();
    expect(claimsOf(second).sid).toBe(claimsOf(first).sid);
    expect(claimsOf(second).sid).not.toBe(claimsOf(token).sid);
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(second) })).statusCode).toBe(204);
    const port = await listening();
    const code = (await createCast(bearer(token))).json().gameCode as string;
    const screen = await connectHost(port, code, token);
    try {
      expect(screen.connected).toBe(true);
    } finally {
      await screen.close();
    }
  });

  it("gives an account's receiver nothing to renew its sign-in with", async () => {
    const ada = await verifiedAccount(app, 'ada-renew@example.com');
    const { token } = (await createCast(ada.auth)).json() as { token: string };
    const renew = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: bearer(token) });
    expect(renew.statusCode).toBe(401);
  });

  describe('casting a room again', () => {
    let phone: TestUser;
    let gameCode: string;
    beforeEach(async () => {
      phone = await guest(app);
      gameCode = (await createCast(phone.auth)).json().gameCode as string;
    });

    it('gives the host a fresh token for the same room, each in its own session', async () => {
      const first = await resumeCast(gameCode, phone.auth);
      const second = await resumeCast(gameCode.toLowerCase(), phone.auth);
      expect(first.statusCode).toBe(200);
      expect(first.json().gameCode).toBe(gameCode);
      expect(second.json().gameCode).toBe(gameCode);
      expect(claimsOf(first.json().token).userId).toBe(phone.userId);
      expect(claimsOf(first.json().token).sid).not.toBe(claimsOf(second.json().token).sid);
    });

    it('refuses anyone but the host, rooms that are not cast, and rooms that do not exist or have ended', async () => {
      const stranger = await guest(app);
      const notHost = await resumeCast(gameCode, stranger.auth);
      expect([notHost.statusCode, notHost.json().messageKey]).toEqual([403, 'error.not_host']);

      const plain = await app.inject({
        method: 'POST',
        url: '/api/v1/gameSession/create',
        headers: phone.auth,
        payload: { language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' },
      });
      const notCast = await resumeCast(plain.json().gameCode, phone.auth);
      expect([notCast.statusCode, notCast.json().messageKey]).toEqual([409, 'cast.error.not_cast_room']);

      const missing = await resumeCast('ZZZZZ', phone.auth);
      expect([missing.statusCode, missing.json().messageKey]).toEqual([404, 'general.game_not_found']);

      expect((await app.inject({ method: 'POST', url: `/api/v1/gameSession/${gameCode}/destroy`, headers: phone.auth })).statusCode).toBe(204);
      const ended = await resumeCast(gameCode, phone.auth);
      expect([ended.statusCode, ended.json().messageKey]).toEqual([410, 'general.game_is_over']);
    });
  });
});

describe('a server without a receiver application id', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildAccountsApp(new Clock());
  });
  afterEach(() => app.close());

  it('says it does not cast, refuses cast rooms with 404 and keeps the strict script policy', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/chromecast/config' })).json()).toEqual({ appId: null });
    const phone = await guest(app);
    const res = await app.inject({ method: 'POST', url: '/api/v1/chromecast/createSession', headers: phone.auth, payload: { initialGameType: 'RPS_SHOOT' } });
    expect([res.statusCode, res.json().messageKey]).toEqual([404, 'cast.error.not_configured']);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });
});

describe('the pages of a server that casts', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildAccountsApp(new Clock(), { cast: CAST });
  });
  afterEach(() => app.close());

  it("let the pages load Google's cast sender framework, and nothing else from elsewhere", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.gstatic\.com;/);
    expect(policy).toMatch(/connect-src 'self'[^;]*;/);
    expect(policy).not.toMatch(/connect-src[^;]*gstatic/);
  });
});
