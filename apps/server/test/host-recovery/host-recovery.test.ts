import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { dest, type GameSessionDto, type HostScreenLinkResponse, type SessionPlayerDto } from '@snackparty/protocol';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

interface View {
  stage: string;
  stageNumber: number;
  stageEndsAt: number | null;
}

describe('the room outlives its host screen', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let url: string;
  const clients: TestStompClient[] = [];

  async function start(overrides: Parameters<typeof buildTestApp>[0] = {}) {
    app = await buildTestApp({ stompTcpPort: -1, ...overrides });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
  }
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  async function connect(token: string, code: string, purpose: string, extra: Record<string, string> = {}) {
    const client = await TestStompClient.connect(url, { gameCode: code, purpose, Authorization: `Bearer ${token}`, ...extra });
    clients.push(client);
    return client;
  }
  const api = (method: 'GET' | 'POST' | 'DELETE', path: string, token?: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${path}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const mint = async (user: TestUser, code: string) => {
    const res = await api('POST', `/hostScreen/${code}/link`, user.token);
    expect(res.statusCode).toBe(200);
    return res.json() as HostScreenLinkResponse;
  };
  const redeem = (code: string, token: string) => api('POST', '/hostScreen/redeem', undefined, { gameCode: code, token });
  async function seat(code: string, alias: string, avatar: string) {
    const user = await guest(app);
    const res = await join(app, user, code, alias, avatar);
    expect(res.statusCode).toBe(200);
    return { user, seat: res.json() as SessionPlayerDto };
  }

  it('goes on without its screen, and a browser given the owner\'s link shows the current stage and timer', async () => {
    await start();
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    await seat(code, 'Ann', 'bagel');
    await seat(code, 'Bob', 'donut');

    const tv = await connect(owner.token, code, 'host', { hostScreen: 'true' });
    await tv.subscribe(dest.hostView(code));
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => tv.messages(dest.hostView(code)).length > 0, 'the first stage');
    const before = tv.messages(dest.hostView(code)).at(-1) as View;
    expect(before.stageEndsAt).toEqual(expect.any(Number));

    // The TV closes mid-stage: the server's clock keeps the stage and its deadline.
    await tv.close();
    expect(app.games.isRunning(code)).toBe(true);

    const link = await mint(owner, code);
    expect(link.path).toBe(`/tv/${code}#${link.token}`);
    const redeemed = await redeem(code, link.token);
    expect(redeemed.statusCode).toBe(200);
    const screenToken = (redeemed.json() as { accessToken: string }).accessToken;

    const newTv = await connect(screenToken, code, 'host', { hostScreen: 'true' });
    expect(newTv.connected).toBe(true);
    await newTv.subscribe(dest.hostView(code));
    await newTv.until(() => newTv.messages(dest.hostView(code)).length > 0, 'the stage as it is now');
    const now = newTv.messages(dest.hostView(code)).at(-1) as View;
    expect({ stage: now.stage, stageNumber: now.stageNumber, stageEndsAt: now.stageEndsAt }).toEqual({
      stage: before.stage,
      stageNumber: before.stageNumber,
      stageEndsAt: before.stageEndsAt,
    });

    // It hosts: the host view by REST, and a host command.
    expect((await api('GET', `/host/${code}`, screenToken)).statusCode).toBe(200);
    newTv.send(`/host/${code}/requestSkipTimer`, { stageNumber: now.stageNumber });
    await newTv.until(() => (newTv.messages(dest.hostView(code)).at(-1) as View).stageNumber > now.stageNumber, 'the next stage');
  });

  it('gives a link once, for its room, and never the owner\'s account', async () => {
    await start();
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    const other = await createRoom(app, owner, 'RPS_SHOOT');
    const stranger = await guest(app);

    // Only the owner shows a link.
    expect((await api('POST', `/hostScreen/${code}/link`, stranger.token)).statusCode).toBe(403);
    expect((await api('POST', `/hostScreen/${code}/link`)).statusCode).toBe(401);

    // Another room's code: refused, and the link still works for its own room (once).
    const link = await mint(owner, code);
    const elsewhere = await redeem(other, link.token);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().messageKey).toBe('hostRecovery.error.link_invalid');
    const first = await redeem(code, link.token);
    expect(first.statusCode).toBe(200);
    expect((await redeem(code, link.token)).statusCode).toBe(403);

    // A new show revokes the one before.
    const older = await mint(owner, code);
    const newer = await mint(owner, code);
    expect((await redeem(code, older.token)).statusCode).toBe(403);
    // Withdrawn: refused.
    expect((await api('DELETE', `/hostScreen/${code}/link`, owner.token)).statusCode).toBe(204);
    expect((await redeem(code, newer.token)).statusCode).toBe(403);
    // Forged: refused, never a 5xx.
    expect((await redeem(code, 'not-a-token')).statusCode).toBe(403);
    expect((await redeem(code, owner.token)).statusCode).toBe(403);
    expect((await api('POST', '/hostScreen/redeem', undefined, { gameCode: 'nope' })).statusCode).toBe(422);

    // The screen's token: a user of its own, host of this room only.
    const screenToken = (first.json() as { accessToken: string }).accessToken;
    // The owner's account (its game history, its profile) stays the owner's.
    expect((await api('GET', `/userProfile/${owner.userId}/games`, owner.token)).statusCode).toBe(200);
    expect((await api('GET', `/userProfile/${owner.userId}/games`, screenToken)).statusCode).toBe(403);
    const rename = await app.inject({ method: 'PUT', url: `/api/v1/userProfile/${owner.userId}/updateProfile`, headers: { authorization: `Bearer ${screenToken}` }, payload: { name: 'Mallory' } });
    expect(rename.statusCode).toBe(403);
    const claims = JSON.parse(Buffer.from(screenToken.split('.')[1]!, 'base64url').toString());
    expect(claims.userId).not.toBe(owner.userId);
    expect((await api('GET', `/host/${code}`, screenToken)).statusCode).not.toBe(403);
    expect((await api('POST', `/hostScreen/${other}/link`, screenToken)).statusCode).toBe(403);
    expect((await api('POST', '/host/endGame', screenToken, { gameCode: other })).statusCode).toBe(403);
    const refused = await connect(screenToken, other, 'host');
    expect(refused.connected).toBe(false);
    expect(refused.errors[0]?.headers['message-key']).toBe('error.not_host');
    // And the link itself is no access token.
    const link2 = await mint(owner, code);
    expect((await api('GET', `/userProfile/${owner.userId}/games`, link2.token)).statusCode).toBe(401);
    const asAccess = await connect(link2.token, code, 'host');
    expect(asAccess.errors[0]?.headers['message-key']).toBe('error.unauthorized');
  });

  it('expires a link after ten minutes', async () => {
    let now = Date.now();
    await start();
    const code = await createRoom(app, await guest(app), 'RPS_SHOOT');
    const { HostScreenLinks } = await import('../../src/host-recovery/host-screen-links');
    const links = new HostScreenLinks(new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256'), app.database.db, () => now);
    const { token } = await links.mint(code);
    now += 10 * 60_000 + 1000;
    await expect(links.redeem(code, token)).rejects.toMatchObject({ statusCode: 403 });
    const fresh = await links.mint(code);
    now += 9 * 60_000;
    await expect(links.redeem(code, fresh.token)).resolves.toBeUndefined();
  });

  it('tells the old screen when a new one takes over', async () => {
    await start();
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    const old = await connect(owner.token, code, 'host', { hostScreen: 'true' });
    await old.subscribe('/user/queue/errors');
    const link = await mint(owner, code);
    const screenToken = ((await redeem(code, link.token)).json() as { accessToken: string }).accessToken;
    // A host connection that is no screen (a phone as the remote) takes nothing over.
    await connect(owner.token, code, 'host');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(old.messages('/user/queue/errors')).toEqual([]);
    await connect(screenToken, code, 'host', { hostScreen: 'true' });
    await old.until(() => old.messages('/user/queue/errors').length > 0, 'the notice');
    expect(old.messages('/user/queue/errors')[0]).toMatchObject({ messageKey: 'hostRecovery.error.screen_replaced' });
  });

  it('passes the host rights in HOST_AND_PLAY after the timeout, and back only by hand-over', async () => {
    await start({ hostHandoverMs: 400 });
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT', { hostType: 'HOST_AND_PLAY' });
    const own = (await join(app, owner, code, 'Olga', 'bagel')).json() as SessionPlayerDto;
    const ann = await seat(code, 'Ann', 'donut');
    const bob = await seat(code, 'Bob', 'tomato');
    const ownerPhone = await connect(owner.token, code, 'host', { playerSessionId: String(own.sessionPlayerId) });
    const annPhone = await connect(ann.user.token, code, 'player', { playerSessionId: String(ann.seat.sessionPlayerId) });
    await connect(bob.user.token, code, 'player', { playerSessionId: String(bob.seat.sessionPlayerId) });
    await annPhone.subscribe(dest.common(code, 'gameSessionUpdated'));
    await annPhone.subscribe('/user/queue/errors');
    expect(((await api('GET', `/gameSession/${code}`)).json() as GameSessionDto).ownerUserId).toBe(owner.userId);

    // Away for less than the timeout: nothing passes.
    await ownerPhone.close();
    const back = await connect(owner.token, code, 'host', { playerSessionId: String(own.sessionPlayerId) });
    await back.subscribe('/user/queue/errors');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(annPhone.messages(dest.common(code, 'gameSessionUpdated'))).toEqual([]);

    // Gone past it: the next human in seat order (Ann) hosts, and every phone hears it.
    await back.close();
    await annPhone.until(() => annPhone.messages(dest.common(code, 'gameSessionUpdated')).length > 0, 'the new owner', 5000);
    expect((annPhone.messages(dest.common(code, 'gameSessionUpdated')).at(-1) as GameSessionDto).ownerUserId).toBe(ann.user.userId);

    // The old owner is back, and refused as host meanwhile: REST 403, STOMP refused.
    const oldPhone = await connect(owner.token, code, 'player', { playerSessionId: String(own.sessionPlayerId) });
    await oldPhone.subscribe('/user/queue/errors');
    expect((await api('POST', '/host/addAIPlayer', owner.token, { gameCode: code })).statusCode).toBe(403);
    expect((await api('POST', `/hostScreen/${code}/link`, owner.token)).statusCode).toBe(403);
    expect((await api('POST', `/hostScreen/${code}/handBack`, owner.token)).statusCode).toBe(403);
    const stale = await connect(owner.token, code, 'host', { playerSessionId: String(own.sessionPlayerId) });
    expect(stale.connected).toBe(false);
    // Ann hosts: she adds an AI player over STOMP (she reconnects as host, as her phone does).
    const annHost = await connect(ann.user.token, code, 'host', { playerSessionId: String(ann.seat.sessionPlayerId) });
    expect(annHost.connected).toBe(true);
    expect((await api('POST', '/host/addAIPlayer', ann.user.token, { gameCode: code })).statusCode).toBe(200);

    // Olga's phone back online does not take the rights back; Ann hands them over.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(((await api('GET', `/gameSession/${code}`)).json() as GameSessionDto).ownerUserId).toBe(ann.user.userId);
    const handed = await api('POST', `/hostScreen/${code}/handBack`, ann.user.token);
    expect(handed.statusCode).toBe(200);
    expect((handed.json() as GameSessionDto).ownerUserId).toBe(owner.userId);
    expect((await api('POST', `/hostScreen/${code}/handBack`, owner.token)).statusCode).toBe(409);
    // Ann's host connection is closed (she connects again as the player she now is), and as host she is refused.
    await annHost.until(() => annHost.closed, 'the old host connection closed');
    expect((await api('POST', '/host/addAIPlayer', ann.user.token, { gameCode: code })).statusCode).toBe(403);
    expect((await connect(ann.user.token, code, 'host', { playerSessionId: String(ann.seat.sessionPlayerId) })).connected).toBe(false);
    expect((await connect(ann.user.token, code, 'player', { playerSessionId: String(ann.seat.sessionPlayerId) })).connected).toBe(true);
  });

  it('refuses a host command sent on a connection made before the rights moved', async () => {
    await start({ hostHandoverMs: 0 });
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT', { hostType: 'HOST_AND_PLAY' });
    await join(app, owner, code, 'Olga', 'bagel');
    const ann = await seat(code, 'Ann', 'donut');
    // A host connection that is no longer closed when the rights move (the room's rule stands alone).
    app.rooms.useOwnerChanged(() => undefined);
    const olga = await connect(owner.token, code, 'host');
    await olga.subscribe('/user/queue/errors');
    const annPhone = await connect(ann.user.token, code, 'player', { playerSessionId: String(ann.seat.sessionPlayerId) });
    expect(annPhone.connected).toBe(true);
    olga.send(`/host/${code}/startGame`);
    await olga.until(() => app.games.isRunning(code), 'the game running');
    expect(await app.rooms.passOwnershipIfAway(code, (await app.rooms.playerList(code))[0]!.sessionPlayerId, () => true)).toBe(true);
    // Ending the game is the runtime's, which asks nobody: the room's current owner is asked first.
    olga.send(`/host/${code}/requestEndGame`);
    await olga.until(() => olga.messages('/user/queue/errors').length > 0, 'refusal');
    expect(olga.messages('/user/queue/errors')[0]).toMatchObject({ messageKey: 'error.not_host' });
    expect(app.games.isRunning(code)).toBe(true);
  });

  it('keeps the rights where they are in a room with a shared screen', async () => {
    await start({ hostHandoverMs: 200 });
    const owner = await guest(app);
    const code = await createRoom(app, owner, 'RPS_SHOOT');
    const ann = await seat(code, 'Ann', 'donut');
    const phone = await connect(ann.user.token, code, 'player', { playerSessionId: String(ann.seat.sessionPlayerId) });
    await phone.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(((await api('GET', `/gameSession/${code}`)).json() as GameSessionDto).ownerUserId).toBe(owner.userId);
  });
});
