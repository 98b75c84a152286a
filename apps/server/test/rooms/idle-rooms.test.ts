import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../src/app';
import { games, gameSessions } from '../../src/db/schema';
import { guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';

const MINUTE = 60_000;

describe('abandoned rooms', () => {
  let clock: number;
  const apps: FastifyInstance[] = [];
  const clients: TestStompClient[] = [];

  /** The app on a clock the test moves; rooms end after 30 minutes with nobody connected. */
  async function start(): Promise<FastifyInstance> {
    const app = await build({ config: testConfig({ roomIdleTimeoutMinutes: 30 }), database: await testDatabase(), logger: false, now: () => clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return app;
  }

  beforeEach(async () => {
    clock = Date.now();
    await resetDatabase(await testDatabase());
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    for (const app of apps.splice(0)) await app.close();
  });

  async function room(app: FastifyInstance, host: TestUser, isPublic = true): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: host.auth,
      payload: { isPublic, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().gameCode as string;
    expect((await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'SYNC_THINK', gameCode: code } })).statusCode).toBe(200);
    return code;
  }

  /** A room whose game is played by AI players only, with nobody connected. */
  async function robotRoom(app: FastifyInstance, host: TestUser): Promise<string> {
    const code = await room(app, host);
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'POST', url: `/api/v1/game/${code}/addAISessionPlayer`, headers: host.auth })).statusCode).toBe(200);
    await app.rooms.startGame(await app.tokens.verify(host.token), code);
    expect(app.games.isRunning(code)).toBe(true);
    return code;
  }

  async function connectPhone(app: FastifyInstance, code: string) {
    const user = await guest(app);
    const seat = (await join(app, user, code, 'Ann', 'bagel')).json() as SessionPlayerDto;
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const phone = await TestStompClient.connect(url, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${user.token}` });
    expect(phone.connected).toBe(true);
    clients.push(phone);
    return phone;
  }

  const publicCodes = async (app: FastifyInstance) =>
    ((await app.inject({ method: 'GET', url: '/api/v1/gameSession/publicGames' })).json() as Array<{ gameCode: string }>).map((g) => g.gameCode);

  it('ends a room nobody is connected to after the timeout: its game stops, it leaves the public list, its history stays', async () => {
    const app = await start();
    const host = await guest(app);
    const robots = await robotRoom(app, host);
    const empty = await room(app, host);
    const busy = await room(app, await guest(app));
    const phone = await connectPhone(app, busy);
    expect(await publicCodes(app)).toEqual(expect.arrayContaining([robots, empty, busy]));

    clock += 29 * MINUTE;
    expect(await app.roomReaper.sweep()).toEqual([]);
    expect(app.games.isRunning(robots)).toBe(true);

    clock += 2 * MINUTE;
    expect((await app.roomReaper.sweep()).sort()).toEqual([robots, empty].sort());

    // Ended: archived, its game finished and stopped, gone from the public list at once.
    expect((await app.inject({ method: 'GET', url: `/api/v1/gameSession/${robots}` })).json()).toMatchObject({ active: false });
    expect(app.games.isRunning(robots)).toBe(false);
    expect(app.games.matchOf(robots)).toBeUndefined();
    expect(await publicCodes(app)).toEqual([busy]);
    const db = (await testDatabase()).db;
    const [session] = await db.select().from(gameSessions).where(eq(gameSessions.gameCode, robots));
    const [game] = await db.select().from(games).where(eq(games.gameSessionId, session!.id));
    expect(game).toMatchObject({ over: true, started: true });
    // Nothing plays on: the stored match does not move any more.
    await new Promise((r) => setTimeout(r, 1500));
    const [later] = await db.select().from(games).where(eq(games.id, game!.id));
    expect(later!.match).toEqual(game!.match);
    // The players' history still lists the game.
    const history = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${host.userId}/games`, headers: host.auth });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().games.map((g: { gameCode: string }) => g.gameCode)).toContain(robots);

    // The room with a phone connected stays, however long.
    clock += 120 * MINUTE;
    expect(await app.roomReaper.sweep()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/v1/gameSession/${busy}` })).json()).toMatchObject({ active: true });
    expect(phone.connected).toBe(true);

    // Once the phone has gone, the room ends a timeout later.
    await phone.close();
    await new Promise((r) => setTimeout(r, 100));
    clock += 29 * MINUTE;
    expect(await app.roomReaper.sweep()).toEqual([]);
    clock += 2 * MINUTE;
    expect(await app.roomReaper.sweep()).toEqual([busy]);
  });

  it('keeps a room whose host screen is connected', async () => {
    const app = await start();
    const host = await guest(app);
    const code = await robotRoom(app, host);
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    clients.push(await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` }));
    clock += 60 * MINUTE;
    expect(await app.roomReaper.sweep()).toEqual([]);
    expect(app.games.isRunning(code)).toBe(true);
  });

  it('gives every room a grace period after a restart, as nobody has had the chance to reconnect', async () => {
    const first = await start();
    const host = await guest(first);
    const code = await robotRoom(first, host);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // The server comes back three hours later.
    clock += 180 * MINUTE;
    const second = await start();
    expect(second.games.isRunning(code)).toBe(true);
    expect(await second.roomReaper.sweep()).toEqual([]);
    clock += 29 * MINUTE;
    expect(await second.roomReaper.sweep()).toEqual([]);
    clock += 2 * MINUTE;
    expect(await second.roomReaper.sweep()).toEqual([code]);
    expect(second.games.isRunning(code)).toBe(false);
  });
});
