import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../../src/app';
import { createRoom, guest, join, testConfig, type TestUser } from '../../helpers/app';
import { resetDatabase, testDatabase } from '../../helpers/database';
import { TestStompClient } from '../../helpers/stomp-client';
import { TOY_TYPE, toy, toyManifest, type ToyState } from './toy-game';
import { SCRIBBLE_MAX_LETTERS, toyModule } from './toy-module';

describe('a game added through the registries only', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const players: Record<string, { user: TestUser; seat: SessionPlayerDto }> = {};
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    app = await build({
      config: testConfig({ stompTcpPort: -1 }),
      database,
      logger: false,
      gameRules: { games: [{ definition: toy, manifest: toyManifest, module: toyModule }] },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, TOY_TYPE);
    for (const [alias, avatar] of [['Ann', 'bagel'], ['Bob', 'donut'], ['Cid', 'tomato']] as const) {
      const user = await guest(app);
      const res = await join(app, user, code, alias, avatar);
      expect(res.statusCode).toBe(200);
      players[alias] = { user, seat: res.json() as SessionPlayerDto };
    }
    // The toy's manifest says three seats at most.
    expect((await join(app, await guest(app), code, 'Dot', 'cherry')).statusCode).not.toBe(200);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  async function connect(user: TestUser, purpose: string, seat?: SessionPlayerDto) {
    const headers: Record<string, string> = { gameCode: code, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(url, headers);
    clients.push(client);
    return client;
  }
  const phoneOf = async (alias: string) => {
    const phone = await connect(players[alias]!.user, 'player', players[alias]!.seat);
    await phone.subscribe('/user/queue/errors');
    return phone;
  };
  const idOf = (alias: string) => players[alias]!.seat.playerId;
  const state = () => app.games.matchOf(code)?.match.state as ToyState | undefined;
  const scribbleTopic = (alias: string) => `/toy/player/${code}/scribble/${idOf(alias)}`;
  const errorsOf = (phone: TestStompClient) => phone.messages('/user/queue/errors') as Array<{ destination: string; messageKey: string }>;
  const get = (user: TestUser, path: string) => app.inject({ method: 'GET', url: `/api/v1${path}`, headers: user.auth });

  it('streams, notices, its own REST route and a host-only send, each as its manifest and module say', async () => {
    const tv = await connect(host, 'host');
    const [ann, bob, cid] = [await phoneOf('Ann'), await phoneOf('Bob'), await phoneOf('Cid')];
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => state()?.open === true, 'the toy started');
    const scribbler = Object.keys(players).find((alias) => idOf(alias) === state()!.scribbler)!;
    const [writer, other] = scribbler === 'Ann' ? [ann, bob] : scribbler === 'Bob' ? [bob, ann] : [cid, ann];
    const otherAlias = scribbler === 'Ann' ? 'Bob' : 'Ann';

    // The stream: heard by the host screen only (the manifest's audience), sent by its owner only.
    await tv.subscribe(scribbleTopic(scribbler));
    const eavesdropper = await connect(players[otherAlias]!.user, 'player', players[otherAlias]!.seat);
    eavesdropper.client.subscribe(scribbleTopic(scribbler), () => undefined);
    await eavesdropper.until(() => eavesdropper.errors.length > 0, 'a phone cannot listen to the stream');
    expect(eavesdropper.errors[0]!.headers.message).toMatch(/subscribe/i);

    writer.send(scribbleTopic(scribbler), { window: 1, seq: 0, text: 'hello' });
    await tv.until(() => tv.messages(scribbleTopic(scribbler)).length === 1, 'the scribble relayed');
    expect(tv.messages(scribbleTopic(scribbler))[0]).toEqual({ window: 1, seq: 0, text: 'hello' });

    // Someone else's stream, a seat the game does not let stream, a malformed chunk: refused, connections stay.
    other.send(scribbleTopic(scribbler), { window: 1, seq: 1, text: 'x' });
    other.send(scribbleTopic(otherAlias), { window: 1, seq: 0, text: 'x' });
    writer.send(scribbleTopic(scribbler), { window: 1, seq: 'one' });
    await other.until(() => errorsOf(other).length === 2, 'the other seat refused twice');
    await writer.until(() => errorsOf(writer).length === 1, 'the malformed chunk refused');
    expect(errorsOf(other).map((e) => e.messageKey)).toEqual(['error.forbidden', 'error.forbidden']);
    expect(errorsOf(writer)[0]!.messageKey).toBe('error.invalid_request');
    expect(other.connected && writer.connected).toBe(true);

    // Size-capped: letters beyond the cap are dropped, the rest goes on.
    writer.send(scribbleTopic(scribbler), { window: 1, seq: 1, text: 'x'.repeat(SCRIBBLE_MAX_LETTERS) });
    writer.send(scribbleTopic(scribbler), { window: 1, seq: 2, text: '!' });
    await tv.until(() => tv.messages(scribbleTopic(scribbler)).length === 2, 'the next chunk');
    expect(tv.messages(scribbleTopic(scribbler))[1]).toEqual({ window: 1, seq: 2, text: '!' });

    // The module's REST route, under the manifest's slug: the snapshot for a late screen.
    const snapshot = await get(host, `/toy/${code}/scribble/${idOf(scribbler)}`);
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.json()).toEqual({ seq: 2, text: 'hello!' });
    expect((await get(players[otherAlias]!.user, `/toy/${code}/scribble/${idOf(scribbler)}`)).statusCode).toBe(403);
    expect((await get(host, `/toy/${code}/scribble/${idOf(otherAlias)}`)).statusCode).toBe(404);

    // A notice, on the manifest's host topic: the host screen hears it, a phone may not listen.
    await tv.subscribe(`/toy/host/${code}/tapped`);
    cid.send(`/player/${code}/move`, { move: 'tap', payload: 'tap' });
    await tv.until(() => tv.messages(`/toy/host/${code}/tapped`).length === 1, 'the tap notice');
    expect(tv.messages(`/toy/host/${code}/tapped`)[0]).toEqual({ taps: 1 });
    const listener = await connect(players.Cid!.user, 'player', players.Cid!.seat);
    listener.client.subscribe(`/toy/host/${code}/tapped`, () => undefined);
    await listener.until(() => listener.errors.length > 0, 'notices are for the host screen');

    // The module's host-only send: every member hears it; a phone that tries is refused and closed.
    await bob.subscribe(`/toy/host/${code}/ring`);
    tv.send(`/toy/host/${code}/ring`, { bell: 1 });
    await bob.until(() => bob.messages(`/toy/host/${code}/ring`).length === 1, 'the bell');
    expect(bob.messages(`/toy/host/${code}/ring`)[0]).toEqual({ bell: 1 });
    const ringer = await connect(players[otherAlias]!.user, 'player', players[otherAlias]!.seat);
    ringer.send(`/toy/host/${code}/ring`, { bell: 2 });
    await ringer.until(() => ringer.errors.length > 0, 'a phone may not ring');
    expect(ringer.errors[0]!.headers['message-key']).toBe('error.not_host');
    expect(bob.messages(`/toy/host/${code}/ring`)).toHaveLength(1);

    // The window closes with the game's state: the scribbler is refused too.
    tv.send(`/host/${code}/requestNextStage`);
    await tv.until(() => app.games.matchOf(code)?.match.over === true, 'the toy over');
    await app.games.idle();
    const before = errorsOf(writer).length;
    writer.send(scribbleTopic(scribbler), { window: 1, seq: 3, text: '?' });
    await writer.until(() => errorsOf(writer).length === before + 1, 'refused after the window closed');
    expect(tv.messages(scribbleTopic(scribbler))).toHaveLength(2);
  });
});
