/**
 * Without a shared screen the phones are where the room sees the drawings: every seat hears the
 * painters' strokes by canvas and may load a canvas's drawing so far. With a shared screen, the
 * strokes stay the host screen's, by canvas too: nobody hears them by painter.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compressDrawBatch, decodeDrawBatch, dest, type DrawBatch, type DrawingSnapshot, type HostType, type SessionPlayerDto } from '@snackparty/protocol';
import { MANIFESTS } from '@snackparty/games/manifests';
import { build } from '../../src/app';
import { canvasClashModule } from '../../src/games/canvas-clash/module';
import { doodleDefinitions, doodleRules, type DoodleState } from '../drawings/doodle-game';
import { createRoom, guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';

const { slug } = MANIFESTS.CANVAS_CLASH;
const stream = MANIFESTS.CANVAS_CLASH.topics.streams[0]!.name;

describe('CANVAS_CLASH strokes on the phones', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const clients: TestStompClient[] = [];
  const players: Record<string, { user: TestUser; seat: SessionPlayerDto }> = {};

  // One server for both rooms: opening the database is the slow part.
  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    app = await build({
      config: testConfig({ stompTcpPort: -1 }),
      database,
      logger: { level: 'silent' },
      gameRules: { definitions: doodleDefinitions, modules: [canvasClashModule(doodleRules)] },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
  });
  afterAll(async () => {
    await app.close();
  });

  async function openRoom(hostType: HostType) {
    host = await guest(app);
    code = await createRoom(app, host, 'CANVAS_CLASH', { hostType });
    for (const [alias, avatar] of [['Ann', 'bagel'], ['Bob', 'donut'], ['Cid', 'tomato']] as const) {
      const user = await guest(app);
      const res = await join(app, user, code, alias, avatar);
      expect(res.statusCode).toBe(200);
      players[alias] = { user, seat: res.json() as SessionPlayerDto };
    }
  }
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });

  async function connect(user: TestUser, purpose: string, seat?: SessionPlayerDto) {
    const headers: Record<string, string> = { gameCode: code, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(url, headers);
    clients.push(client);
    return client;
  }
  const phoneOf = (alias: string) => connect(players[alias]!.user, 'player', players[alias]!.seat);
  const idOf = (alias: string) => players[alias]!.seat.playerId;
  const canvasTopic = (canvas: number) => dest.gameStreamSlot(slug, code, stream, canvas);
  /** Where a painter SENDs its strokes; nobody hears them there. */
  const painterTopic = (alias: string) => dest.gameStream(slug, code, stream, idOf(alias));
  const state = () => app.games.matchOf(code)?.match.state as DoodleState | undefined;
  const stroke = (seq: number, x: number): DrawBatch => ({
    turn: 1,
    seq,
    width: 400,
    height: 400,
    ops: [{ op: 'line', id: seq, brushColor: '#336699', brushRadius: 6, points: [{ x, y: 10 }, { x: x + 5, y: 20 }], end: true }],
  });
  const getCanvas = (user: TestUser, canvas: number | string) => app.inject({ method: 'GET', url: `/api/v1/${slug}/${code}/canvas/${canvas}`, headers: user.auth });

  /** Whether this client may subscribe: a refused subscription ends its connection with an ERROR. */
  async function maySubscribe(client: TestStompClient, destination: string): Promise<boolean> {
    return Promise.race([
      client.subscribe(destination).then(() => true),
      client.until(() => client.closed || client.errors.length > 0, `an answer to ${destination}`).then(() => false),
    ]);
  }

  async function start() {
    const owner = await connect(host, 'host');
    owner.send(`/host/${code}/startGame`);
    await owner.until(() => state()?.drawingOpen === true, 'drawing open');
    expect(state()!.painters).toEqual([idOf('Ann'), idOf('Bob')]);
  }

  it('lets every seat of a mobile-only room follow both canvases live, by canvas, and load them', async () => {
    await openRoom('HOST_AND_PLAY');
    const [ann, bob, cid] = [await phoneOf('Ann'), await phoneOf('Bob'), await phoneOf('Cid')];
    // A guesser and a painter follow the canvases; the painter follows the other one.
    for (const phone of [cid, ann]) {
      expect(await maySubscribe(phone, canvasTopic(0))).toBe(true);
      expect(await maySubscribe(phone, canvasTopic(1))).toBe(true);
    }
    await start();

    const annWire = compressDrawBatch(stroke(0, 10));
    ann.send(painterTopic('Ann'), annWire);
    bob.send(painterTopic('Bob'), compressDrawBatch(stroke(0, 200)));
    await cid.until(() => cid.messages(canvasTopic(0)).length === 1 && cid.messages(canvasTopic(1)).length === 1, 'both canvases on the guesser\'s phone');
    expect(cid.messages(canvasTopic(0))[0]).toEqual(annWire);
    expect(decodeDrawBatch(cid.messages(canvasTopic(1))[0]).ops).toEqual(stroke(0, 200).ops);
    await ann.until(() => ann.messages(canvasTopic(1)).length === 1, 'the other canvas on a painter\'s phone');

    // The drawing so far, for a phone that joins late or reloads: by canvas, never by painter.
    const snapshot = await getCanvas(players.Cid!.user, 0);
    expect(snapshot.statusCode).toBe(200);
    expect((snapshot.json() as DrawingSnapshot).saveData.lines.map((l) => l.points[0]!.x)).toEqual([10]);
    expect(JSON.stringify(snapshot.json())).not.toMatch(new RegExp(`"(painter|playerId)"|Ann`));
    expect((await getCanvas(players.Cid!.user, 1)).json()).toMatchObject({ turn: 1, seq: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/v1/${slug}/${code}/drawing/${idOf('Ann')}`, headers: players.Cid!.user.auth })).statusCode).toBe(403);
    expect((await getCanvas(await guest(app), 0)).statusCode).toBe(403);
    expect((await getCanvas(players.Cid!.user, 2)).statusCode).toBe(422);

    // Heard by canvas only: nobody listens on the topics that name a painter, and nobody sends by canvas.
    const curious = await phoneOf('Cid');
    expect(await maySubscribe(curious, painterTopic('Ann'))).toBe(false);
    const sender = await phoneOf('Ann');
    await sender.subscribe('/user/queue/errors');
    sender.send(canvasTopic(0), compressDrawBatch(stroke(1, 30)));
    await sender.until(() => sender.closed || sender.errors.length > 0, 'a SEND by canvas refused');
    expect(cid.messages(canvasTopic(0))).toHaveLength(1);
  });

  it('keeps the strokes on the host screen of a room with a shared screen', async () => {
    await openRoom('HOST');
    const cid = await phoneOf('Cid');
    expect(await maySubscribe(cid, canvasTopic(0))).toBe(false);
    expect(await maySubscribe(await connect(host, 'host'), painterTopic('Ann'))).toBe(false);
    const tv = await connect(host, 'host');
    expect(await maySubscribe(tv, canvasTopic(0))).toBe(true);
    await start();
    const ann = await phoneOf('Ann');
    ann.send(painterTopic('Ann'), compressDrawBatch(stroke(0, 10)));
    await tv.until(() => tv.messages(canvasTopic(0)).length === 1, 'the strokes on the host screen');
    expect((await getCanvas(players.Cid!.user, 0)).statusCode).toBe(403);
    expect((await getCanvas(host, 0)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v1/${slug}/${code}/drawing/${idOf('Ann')}`, headers: host.auth })).statusCode).toBe(403);
  });
});
