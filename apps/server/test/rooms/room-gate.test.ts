import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JoinRequestsMessage, SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../src/app';
import { createRoom, guest, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';

const PHONE_A = 'phone-a-0123456789abcdef';
const PHONE_B = 'phone-b-0123456789abcdef';

describe('who gets into a room', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    app = await build({ config: testConfig({ stompTcpPort: -1 }), database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  const join = (user: TestUser, alias: string, avatar: string, deviceId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/join',
      headers: { ...user.auth, ...(deviceId ? { 'x-device-id': deviceId } : {}) },
      payload: { gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } },
    });
  const setApproveJoins = async (on: boolean) => {
    const res = await app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings: { approveJoins: on } } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const decide = (requestId: string, decision: string, user: TestUser = host) =>
    app.inject({ method: 'POST', url: `/api/v1/gameSession/${code}/joinRequests/${requestId}`, headers: user.auth, payload: { decision } });
  const waitingList = (user: TestUser = host) => app.inject({ method: 'GET', url: `/api/v1/gameSession/${code}/joinRequests`, headers: user.auth });
  async function hostScreen(): Promise<TestStompClient> {
    const client = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` });
    clients.push(client);
    await client.subscribe(`/host/${code}/joinRequests`);
    return client;
  }
  const lastList = (tv: TestStompClient) => (tv.messages(`/host/${code}/joinRequests`).at(-1) as JoinRequestsMessage | undefined)?.requests;

  it('holds a new phone until the host lets it in, telling the host screen', async () => {
    await setApproveJoins(true);
    const tv = await hostScreen();
    const ana = await guest(app);
    const first = await join(ana, 'Ana', 'bagel', PHONE_A);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ messageKey: 'error.join_waiting' });
    const requestId = first.json().requestId as string;
    await tv.until(() => lastList(tv)?.length === 1, 'the request on the host screen');
    expect(lastList(tv)![0]).toMatchObject({ requestId, alias: 'Ana', avatarSrc: '/avatars/bagel.svg' });
    // Nothing about the phone but what it shows of itself: no user id, no device id.
    expect(Object.keys(lastList(tv)![0]!).sort()).toEqual(['alias', 'avatarSrc', 'requestId', 'requestedAt']);
    expect((await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList` })).json()).toHaveLength(0);

    // Asking again keeps the same request; only the host may answer or read the list.
    expect((await join(ana, 'Ana', 'bagel', PHONE_A)).json().requestId).toBe(requestId);
    expect((await decide(requestId, 'admit', ana)).statusCode).toBe(403);
    expect((await waitingList(ana)).statusCode).toBe(403);
    expect((await waitingList()).json()).toHaveLength(1);

    expect((await decide(requestId, 'admit')).statusCode).toBe(204);
    await tv.until(() => lastList(tv)?.length === 0, 'the list emptied');
    const seated = await join(ana, 'Ana', 'bagel', PHONE_A);
    expect(seated.statusCode, seated.body).toBe(200);
    expect((seated.json() as SessionPlayerDto).alias).toBe('Ana');
    // An answered request is gone: a second answer names nothing.
    expect((await decide(requestId, 'refuse')).statusCode).toBe(404);
  });

  it('turns a phone away for good when the host says so, by account and by device', async () => {
    await setApproveJoins(true);
    const bob = await guest(app);
    const waiting = await join(bob, 'Bob', 'donut', PHONE_B);
    expect(waiting.statusCode).toBe(202);
    expect((await decide(waiting.json().requestId, 'refuse')).statusCode).toBe(204);
    const refused = await join(bob, 'Bob', 'donut', PHONE_B);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'error.join_refused' });
    // The same phone under a new account is still turned away.
    const again = await join(await guest(app), 'Bobby', 'donut', PHONE_B);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ messageKey: 'error.join_refused' });
  });

  it('ends a request whose phone stops asking', async () => {
    await setApproveJoins(true);
    const tv = await hostScreen();
    const cleo = await guest(app);
    const waiting = await join(cleo, 'Cleo', 'taco', PHONE_A);
    expect(waiting.statusCode).toBe(202);
    await tv.until(() => lastList(tv)?.length === 1, 'the request shown');
    // The phone went quiet: the expiry clock runs (the sweep runs on its own past the expiry).
    await tv.until(() => lastList(tv)?.length === 0, 'the request expired', 20_000);
    expect((await waitingList()).json()).toEqual([]);
    expect((await decide(waiting.json().requestId, 'admit')).statusCode).toBe(404);
    // Asking again opens a new request.
    const anew = await join(cleo, 'Cleo', 'taco', PHONE_A);
    expect(anew.statusCode).toBe(202);
    expect(anew.json().requestId).not.toBe(waiting.json().requestId);
  }, 30_000);

  it('never holds the owner, a rejoin of one\'s own seat, or a seat already held', async () => {
    const dan = await guest(app);
    const seat = (await join(dan, 'Dan', 'pretzel', PHONE_A)).json() as SessionPlayerDto;
    await setApproveJoins(true);
    // Back to one's own seat, by rejoin or by joining again with a new alias.
    const rejoin = await app.inject({ method: 'POST', url: '/api/v1/gameSession/rejoin', headers: dan.auth, payload: { gameCode: code, sessionPlayerId: seat.sessionPlayerId } });
    expect(rejoin.statusCode, rejoin.body).toBe(200);
    const again = await join(dan, 'Danny', 'pretzel', PHONE_A);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().sessionPlayerId).toBe(seat.sessionPlayerId);
    // The room's owner takes a seat at once.
    const own = await join(host, 'Host', 'bagel');
    expect(own.statusCode, own.body).toBe(200);
    // With the setting off again, a new phone comes straight in.
    await setApproveJoins(false);
    expect((await join(await guest(app), 'Eve', 'taco')).statusCode).toBe(200);
  });

  it('keeps a kicked phone out under a new account, also from the audience', async () => {
    const fay = await guest(app);
    const seat = (await join(fay, 'Fay', 'bagel', PHONE_A)).json() as SessionPlayerDto;
    const tv = await hostScreen();
    tv.send(`/host/${code}/requestPlayerKick`, { playerId: seat.playerId });
    const list = async () => (await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList` })).json() as SessionPlayerDto[];
    for (let i = 0; i < 20 && (await list()).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await list()).toHaveLength(0);

    // Cookies cleared: a new guest account on the same phone.
    const fresh = await guest(app);
    const refused = await join(fresh, 'Faye', 'donut', PHONE_A);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'error.player_kicked' });
    // Another phone is welcome.
    expect((await join(await guest(app), 'Gus', 'donut', PHONE_B)).statusCode).toBe(200);

    const audience = await TestStompClient.connect(url, { gameCode: code, purpose: 'audience', audienceName: 'Faye', deviceId: PHONE_A, Authorization: `Bearer ${fresh.token}` });
    clients.push(audience);
    expect(audience.connected).toBe(false);
    expect(audience.errors.at(-1)?.headers['message-key']).toBe('error.player_kicked');
    const other = await TestStompClient.connect(url, { gameCode: code, purpose: 'audience', audienceName: 'Hal', deviceId: PHONE_B, Authorization: `Bearer ${(await guest(app)).token}` });
    clients.push(other);
    expect(other.connected).toBe(true);
  });

  it('refuses a malformed device id with a clear 422', async () => {
    const res = await join(await guest(app), 'Ivy', 'bagel', 'not a device id!');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ messageKey: 'error.invalid_request' });
  });
});
