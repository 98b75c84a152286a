import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { dest, type HostScreenLinkResponse } from '@snackparty/protocol';
import { build } from '../../src/app';
import { gameSessions, roomHostScreens } from '../../src/db/schema';
import { HostScreenLinks } from '../../src/host-recovery/host-screen-links';
import { HostScreenRecords } from '../../src/host-recovery/host-screen-records';
import { buildTestApp, createRoom, guest, testConfig, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

const SECRET = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256');

describe('TV links and host screens outlive a restart', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let url: string;
  const clients: TestStompClient[] = [];

  async function listen() {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
  }
  async function start() {
    app = await buildTestApp({ stompTcpPort: -1 });
    await listen();
  }
  /** The server stops and starts again on the same database, as after a deploy. */
  async function restart() {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    const database = app.database;
    await app.close();
    app = await build({ config: testConfig({ stompTcpPort: -1 }), database, logger: false });
    await listen();
  }
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  async function connect(token: string, code: string, extra: Record<string, string> = {}) {
    const client = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${token}`, ...extra });
    clients.push(client);
    return client;
  }
  const api = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${path}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const mint = async (user: TestUser, code: string) => {
    const res = await api('POST', `/hostScreen/${code}/link`, user.token);
    expect(res.statusCode).toBe(200);
    return res.json() as HostScreenLinkResponse;
  };
  const redeem = (code: string, token: string) => api('POST', '/hostScreen/redeem', undefined, { gameCode: code, token });
  const storedRow = async (code: string) => (await app.database.db.select().from(roomHostScreens).where(eq(roomHostScreens.gameCode, code)))[0];

  it('redeems a link shown before the restart, refuses one spent before it, and keeps the screen user hosting its room only', async () => {
    await start();
    const owner = await guest(app);
    const shownRoom = await createRoom(app, owner, 'RPS_SHOOT');
    const screenRoom = await createRoom(app, owner, 'RPS_SHOOT');
    const shown = await mint(owner, shownRoom);
    const spent = await mint(owner, screenRoom);
    const redeemed = await redeem(screenRoom, spent.token);
    expect(redeemed.statusCode).toBe(200);
    const screenToken = (redeemed.json() as { accessToken: string }).accessToken;

    await restart();

    // The link spent before the restart stays spent.
    const again = await redeem(screenRoom, spent.token);
    expect(again.statusCode).toBe(403);
    expect(again.json().messageKey).toBe('hostRecovery.error.link_invalid');

    // The TV signed in before the restart hosts its room: STOMP as the host screen, a host command, REST.
    const tv = await connect(screenToken, screenRoom, { hostScreen: 'true' });
    expect(tv.connected).toBe(true);
    await tv.subscribe(dest.hostView(screenRoom));
    expect((await api('POST', '/host/addAIPlayer', screenToken, { gameCode: screenRoom })).statusCode).toBe(200);
    // And no other room.
    const elsewhere = await connect(screenToken, shownRoom, { hostScreen: 'true' });
    expect(elsewhere.connected).toBe(false);
    expect(elsewhere.errors[0]?.headers['message-key']).toBe('error.not_host');
    expect((await api('POST', '/host/addAIPlayer', screenToken, { gameCode: shownRoom })).statusCode).toBe(403);

    // The link shown before the restart is redeemed after it, once, and its screen hosts that room.
    const late = await redeem(shownRoom, shown.token);
    expect(late.statusCode).toBe(200);
    expect((await redeem(shownRoom, shown.token)).statusCode).toBe(403);
    const lateToken = (late.json() as { accessToken: string }).accessToken;
    expect((await connect(lateToken, shownRoom, { hostScreen: 'true' })).connected).toBe(true);
    expect((await api('POST', '/host/addAIPlayer', lateToken, { gameCode: screenRoom })).statusCode).toBe(403);
  });

  it('refuses after a restart a link replaced or withdrawn before it', async () => {
    await start();
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    const older = await mint(owner, code);
    const newer = await mint(owner, code);
    await restart();
    expect((await redeem(code, older.token)).statusCode).toBe(403);
    expect((await api('POST', `/hostScreen/${code}/link`, owner.token)).statusCode).toBe(200);
    expect((await redeem(code, newer.token)).statusCode).toBe(403);
    const withdrawn = await mint(owner, code);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/hostScreen/${code}/link`, headers: owner.auth })).statusCode).toBe(204);
    await restart();
    expect((await redeem(code, withdrawn.token)).statusCode).toBe(403);
  });

  it('lets exactly one of concurrent redeems of a link win, on one server or two', async () => {
    await start();
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    const link = await mint(owner, code);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(code, link.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);

    // Two servers on one database, each with its own memory: the stored link decides.
    const db = app.database.db;
    const first = new HostScreenLinks(SECRET, db);
    const second = new HostScreenLinks(SECRET, db);
    const { token } = await first.mint(code);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second).redeem(code, token)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 403 });

    // The spend itself, its checks all asked at once: one wins.
    const records = new HostScreenRecords(db);
    await records.saveLink(code, { id: 'link-1', expiresAt: new Date(Date.now() + 60_000) });
    const spends = await Promise.all(Array.from({ length: 6 }, () => records.spendLink(code, 'link-1', new Date())));
    expect(spends.filter(Boolean)).toHaveLength(1);
  });

  it('forgets an ended room\'s link and screen user, before and across a restart', async () => {
    await start();
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    const screenToken = ((await redeem(code, (await mint(owner, code)).token)).json() as { accessToken: string }).accessToken;
    await mint(owner, code);
    expect(await storedRow(code)).toMatchObject({ screenUserId: expect.any(Number), linkId: expect.any(String) });

    const host = await connect(owner.token, code);
    host.send(`/host/${code}/exitGame`);
    await expect.poll(() => storedRow(code)).toBeUndefined();

    // A row the end did not remove (the server stopped at that moment), and a new room given the freed code.
    const [ended] = await app.database.db.select().from(gameSessions).where(eq(gameSessions.gameCode, code));
    const screenUserId = (JSON.parse(Buffer.from(screenToken.split('.')[1]!, 'base64url').toString()) as { userId: number }).userId;
    await app.database.db.insert(roomHostScreens).values({ gameCode: code, gameSessionId: ended!.id, screenUserId });
    const reused = await createRoom(app, owner, 'RPS_SHOOT');
    await app.database.db.update(gameSessions).set({ gameCode: code }).where(and(eq(gameSessions.gameCode, reused), eq(gameSessions.active, true)));
    await restart();
    expect(await storedRow(code)).toBeUndefined();
    expect((await api('POST', '/host/addAIPlayer', screenToken, { gameCode: code })).statusCode).toBe(403);
    expect((await connect(screenToken, code, { hostScreen: 'true' })).connected).toBe(false);
    expect((await api('POST', '/host/addAIPlayer', owner.token, { gameCode: code })).statusCode).toBe(200);
  });
});
