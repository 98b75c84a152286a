import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_AVATARS, type DiscordRoomResponse, type DiscordTokenResponse } from '@snackparty/protocol';
import { discordActivityRooms, gameSessions, oauthIdentities, users } from '../../src/db/schema';
import { avatarPreference, seatAlias } from '../../src/discord/activity-rooms';
import { buildTestApp, createRoom, guest, join } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';
import { FakeDiscord, type FakeDiscordUser } from './fake-discord';

const dave: FakeDiscordUser = { id: '80351110224678912', username: 'dave_99', global_name: 'Dave 🎮', avatar: 'a1b2c3' };
const erin: FakeDiscordUser = { id: '80351110224678913', username: 'erin', global_name: 'Érin', avatar: null };
const fay: FakeDiscordUser = { id: '80351110224678914', username: 'fay', global_name: null, avatar: null };

function claimsOf(token: string): { userId: number; isGuest: boolean; name: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('the Discord activity', () => {
  const discord = new FakeDiscord('activity-client', 'activity-secret');
  let app: FastifyInstance;

  beforeAll(() => discord.start());
  afterAll(() => discord.stop());
  afterEach(async () => {
    discord.failWith = null;
    await app?.close();
  });

  const configured = () => buildTestApp({ discord: { clientId: discord.clientId, clientSecret: discord.clientSecret, apiUrl: discord.url } });

  async function signIn(user: FakeDiscordUser): Promise<DiscordTokenResponse & { auth: { authorization: string } }> {
    const res = await app.inject({ method: 'POST', url: '/api/v1/discord/token', payload: { code: discord.codeFor(user) } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DiscordTokenResponse;
    return { ...body, auth: { authorization: `Bearer ${body.accessToken}` } };
  }

  const roomFor = (auth: { authorization: string }, instanceId: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url: `/api/v1/gameSession/getOrCreateSessionForDiscord/${instanceId}?language=de`, headers: auth });

  it('without DISCORD_CLIENT_ID every activity route answers 404 with a message key, and the rest runs as before', async () => {
    app = await buildTestApp();
    for (const [method, url] of [
      ['GET', '/api/v1/discord/config'],
      ['POST', '/api/v1/discord/token'],
      ['GET', '/api/v1/gameSession/getOrCreateSessionForDiscord/i-1'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { code: 'x' } : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messageKey).toBe('discord.error.notConfigured');
    }
    const host = await guest(app);
    expect(await createRoom(app, host)).toMatch(/^[A-Z0-9]{5}$/);
  });

  it('gives the SDK its client id, and signs a Discord user in with the code from authorize', async () => {
    app = await configured();
    const config = await app.inject({ method: 'GET', url: '/api/v1/discord/config' });
    expect(config.json()).toEqual({ clientId: 'activity-client' });

    const before = discord.tokenRequests.length;
    const signedIn = await signIn(dave);
    // Discord's token endpoint got a form-encoded authorization-code grant with the server's secret.
    expect(discord.tokenRequests[before]).toMatchObject({ grant_type: 'authorization_code', client_id: 'activity-client', client_secret: 'activity-secret' });
    expect(signedIn.discordAccessToken).toMatch(/^token-80351110224678912-/);
    expect(signedIn.name).toBe('Dave 🎮');
    const claims = claimsOf(signedIn.accessToken);
    expect(claims).toMatchObject({ isGuest: true, name: 'Dave 🎮' });
    // The same Discord user comes back as the same account.
    const again = await signIn(dave);
    expect(claimsOf(again.accessToken).userId).toBe(claims.userId);
    const identities = await app.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.subject, dave.id));
    expect(identities).toEqual([expect.objectContaining({ provider: 'discord', userId: claims.userId })]);
    // A token that works like any other sign-in.
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: signedIn.auth });
    expect(renewed.statusCode).toBe(200);
  });

  it('a code Discord refuses is a clear 400, a missing one a 422', async () => {
    app = await configured();
    const spent = discord.codeFor(erin);
    expect((await app.inject({ method: 'POST', url: '/api/v1/discord/token', payload: { code: spent } })).statusCode).toBe(200);
    for (const code of [spent, 'never-issued']) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/discord/token', payload: { code } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ messageKey: 'discord.error.codeRefused' });
    }
    for (const payload of [{}, { code: '' }, { code: 7 }, { code: 'x'.repeat(600) }]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/discord/token', payload });
      expect(res.statusCode).toBe(422);
    }
    expect(await app.database.db.select().from(users)).toHaveLength(1);
  });

  it('Discord failing or unreachable is a 502 with a key, and the server goes on', async () => {
    app = await configured();
    discord.failWith = 503;
    const failing = await app.inject({ method: 'POST', url: '/api/v1/discord/token', payload: { code: discord.codeFor(fay) } });
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toMatchObject({ messageKey: 'discord.error.unavailable' });
    discord.failWith = null;

    // Nothing listens where Discord should be.
    const gone = new FakeDiscord('activity-client', 'activity-secret');
    await gone.start();
    const deadUrl = gone.url;
    await gone.stop();
    await app.close();
    app = await buildTestApp({ discord: { clientId: 'activity-client', clientSecret: 'activity-secret', apiUrl: deadUrl } });
    const down = await app.inject({ method: 'POST', url: '/api/v1/discord/token', payload: { code: 'any' } });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ messageKey: 'discord.error.unavailable' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('two launches of one instance at the same moment make one room, with both seated under their Discord names', async () => {
    app = await configured();
    const [first, second] = await Promise.all([signIn(dave), signIn(erin)]);
    const [a, b] = await Promise.all([roomFor(first.auth, 'i-1234-gc-5678'), roomFor(second.auth, 'i-1234-gc-5678', 'POST')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const roomA = a.json() as DiscordRoomResponse;
    const roomB = b.json() as DiscordRoomResponse;
    expect(roomB.gameSession.gameCode).toBe(roomA.gameSession.gameCode);
    expect(roomA.gameSession).toMatchObject({ hostType: 'DISCORD', active: true, language: 'de' });
    const rooms = await app.database.db.select().from(gameSessions);
    expect(rooms).toHaveLength(1);

    // Letters and spaces of the Discord name; a food avatar each, never Discord's picture.
    expect(new Set([roomA.sessionPlayer.alias, roomB.sessionPlayer.alias])).toEqual(new Set(['Dave', 'Érin']));
    for (const seat of [roomA.sessionPlayer, roomB.sessionPlayer]) expect(FOOD_AVATARS.map((f) => f.src)).toContain(seat.avatarSrc);
    expect(roomA.sessionPlayer.avatarSrc).not.toBe(roomB.sessionPlayer.avatarSrc);
    // The one who made the room owns it.
    const owner = rooms[0]!.ownerUserId;
    const ownerSeat = claimsOf(first.accessToken).userId === owner ? roomA.sessionPlayer : roomB.sessionPlayer;
    const otherSeat = ownerSeat === roomA.sessionPlayer ? roomB.sessionPlayer : roomA.sessionPlayer;
    expect(ownerSeat.gameOwner).toBe(true);
    expect(otherSeat.gameOwner).toBe(false);

    const list = await app.inject({ method: 'GET', url: `/api/v1/game/${roomA.gameSession.gameCode}/playerList` });
    expect((list.json() as Array<{ alias: string }>).map((p) => p.alias).sort()).toEqual(['Dave', 'Érin']);
  });

  it('one user launching twice at once keeps one seat, and a reload finds it again', async () => {
    app = await configured();
    const me = await signIn(fay);
    const launches = await Promise.all([roomFor(me.auth, 'i-twice'), roomFor(me.auth, 'i-twice'), roomFor(me.auth, 'i-twice')]);
    const seats = launches.map((r) => (r.json() as DiscordRoomResponse).sessionPlayer.sessionPlayerId);
    expect(new Set(seats).size).toBe(1);
    expect((launches[0]!.json() as DiscordRoomResponse).sessionPlayer.alias).toBe('fay');
  });

  it('a room that has ended is replaced on the next launch; other instances get rooms of their own', async () => {
    app = await configured();
    const me = await signIn(dave);
    const first = (await roomFor(me.auth, 'i-ends')).json() as DiscordRoomResponse;
    const other = (await roomFor(me.auth, 'i-other')).json() as DiscordRoomResponse;
    expect(other.gameSession.gameCode).not.toBe(first.gameSession.gameCode);
    const ended = await app.inject({ method: 'POST', url: `/api/v1/gameSession/${first.gameSession.gameCode}/destroy`, headers: me.auth, payload: {} });
    expect(ended.statusCode).toBe(204);
    const next = (await roomFor(me.auth, 'i-ends')).json() as DiscordRoomResponse;
    expect(next.gameSession.gameCode).not.toBe(first.gameSession.gameCode);
    expect(next.gameSession.active).toBe(true);
    expect(await app.database.db.select().from(discordActivityRooms)).toHaveLength(2);
  });

  it('refuses bad instance ids, callers without a token, and people who did not come through Discord', async () => {
    app = await configured();
    const me = await signIn(dave);
    for (const bad of ['a%20b', 'bad*id', '%C3%A9t%C3%A9', '%3Cscript%3E']) {
      const res = await roomFor(me.auth, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().messageKey).toBe('discord.error.invalidInstance');
    }
    // Longer than any path parameter the router takes.
    expect((await roomFor(me.auth, 'x'.repeat(101))).statusCode).toBe(414);
    expect((await app.inject({ method: 'GET', url: '/api/v1/gameSession/getOrCreateSessionForDiscord/i-1' })).statusCode).toBe(401);
    const stranger = await guest(app);
    const refused = await roomFor(stranger.auth, 'i-1');
    expect(refused.statusCode).toBe(403);
    const badLanguage = await app.inject({ method: 'GET', url: '/api/v1/gameSession/getOrCreateSessionForDiscord/i-1?language=xx', headers: me.auth });
    expect(badLanguage.statusCode).toBe(422);
    expect(await app.database.db.select().from(gameSessions)).toHaveLength(0);
  });

  it('a Discord room hears discordListenNewRound when a round starts; another room does not', async () => {
    app = await configured();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const clients: TestStompClient[] = [];
    try {
      const owner = await signIn(dave);
      const friend = await signIn(erin);
      const ownerRoom = (await roomFor(owner.auth, 'i-rounds')).json() as DiscordRoomResponse;
      const friendRoom = (await roomFor(friend.auth, 'i-rounds')).json() as DiscordRoomResponse;
      const code = ownerRoom.gameSession.gameCode;
      const ownerPhone = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${owner.accessToken}`, playerSessionId: String(ownerRoom.sessionPlayer.sessionPlayerId) });
      const friendPhone = await TestStompClient.connect(url, { gameCode: code, purpose: 'player', Authorization: `Bearer ${friend.accessToken}`, playerSessionId: String(friendRoom.sessionPlayer.sessionPlayerId) });
      clients.push(ownerPhone, friendPhone);
      await friendPhone.subscribe(`/common/${code}/discordListenNewRound`);
      await friendPhone.subscribe(`/common/${code}/listenNewRound`);

      // A room hosted on a screen, started the same way, for comparison.
      const host = await guest(app);
      const plainCode = await createRoom(app, host, 'RPS_SHOOT');
      for (const [name, avatar] of [['Gus', 'bagel'], ['Hal', 'donut']] as const) expect((await join(app, await guest(app), plainCode, name, avatar)).statusCode).toBe(200);
      const tv = await TestStompClient.connect(url, { gameCode: plainCode, purpose: 'host', Authorization: `Bearer ${host.token}` });
      clients.push(tv);
      await tv.subscribe(`/common/${plainCode}/discordListenNewRound`);
      await tv.subscribe(`/common/${plainCode}/listenNewRound`);

      ownerPhone.send(`/host/${code}/startGame`, {});
      tv.send(`/host/${plainCode}/startGame`, {});
      await friendPhone.until(() => friendPhone.messages(`/common/${code}/discordListenNewRound`).length > 0, 'discordListenNewRound');
      expect(friendPhone.messages(`/common/${code}/discordListenNewRound`)).toEqual(friendPhone.messages(`/common/${code}/listenNewRound`));
      expect(friendPhone.messages(`/common/${code}/discordListenNewRound`)[0]).toEqual({ round: 1 });
      await tv.until(() => tv.messages(`/common/${plainCode}/listenNewRound`).length > 0, 'listenNewRound on the screen');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tv.messages(`/common/${plainCode}/discordListenNewRound`)).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});

describe('a Discord seat', () => {
  it('keeps the letters of the Discord name, or takes its avatar\'s name', () => {
    const pizza = { name: 'SUSHI DUDE' };
    expect(seatAlias('Dave 🎮', pizza)).toBe('Dave');
    expect(seatAlias('x_Ærøskøbing_x', pizza)).toBe('x Ærøskøbing x');
    expect(seatAlias('12345 ✨', pizza)).toBe('Sushi Dude');
    expect(seatAlias('a'.repeat(40), pizza)).toHaveLength(30);
  });

  it('starts each user at an avatar of their own and tries every food avatar once', () => {
    const order = avatarPreference(5);
    expect(new Set(order.map((a) => a.src)).size).toBe(FOOD_AVATARS.length);
    expect(avatarPreference(5)[0]).toEqual(order[0]);
    expect(avatarPreference(6)[0]).not.toEqual(order[0]);
  });
});
