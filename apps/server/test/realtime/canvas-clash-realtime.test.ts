import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDrawBatch, decodeDrawBatch, type DrawBatch, type DrawingSnapshot, type SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../src/app';
import { DrawingRepository } from '../../src/games/canvas-clash/drawing-repository';
import { buildTestApp, createRoom, guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';
import { canvasClashModule } from '../../src/games/canvas-clash/module';
import { doodleDefinitions, doodleRules, type DoodleState } from '../drawings/doodle-game';

/** Polls `check` until it returns something, or fails after the timeout. */
async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface GalleryBody {
  gameId: number;
  drawings: Array<{ drawingId: number; turn: number; word: string | null; painterPlayerId: number; painterAlias: string; saveData: { lines: unknown[] } }>;
}

describe('CANVAS_CLASH over STOMP and REST', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  let logLines: string[];
  const clients: TestStompClient[] = [];
  const players: Record<string, { user: TestUser; seat: SessionPlayerDto }> = {};

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    logLines = [];
    app = await build({
      config: testConfig({ stompTcpPort: -1 }),
      database,
      logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
      gameRules: { definitions: doodleDefinitions, modules: [canvasClashModule(doodleRules)] },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, 'CANVAS_CLASH');
    for (const [alias, avatar] of [['Ann', 'bagel'], ['Bob', 'donut'], ['Cid', 'tomato']] as const) {
      const user = await guest(app);
      const res = await join(app, user, code, alias, avatar);
      expect(res.statusCode).toBe(200);
      players[alias] = { user, seat: res.json() as SessionPlayerDto };
    }
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
  /** Where a painter SENDs its strokes; nobody hears them there. */
  const drawTopic = (alias: string) => `/canvasclash/player/${code}/playerDrawTopic/${idOf(alias)}`;
  /** Where a canvas's strokes are heard (Ann paints canvas 0, Bob canvas 1). */
  const canvasTopic = (canvas: number) => `/canvasclash/player/${code}/playerDrawTopic/slot/${canvas}`;
  const state = () => app.games.matchOf(code)?.match.state as DoodleState | undefined;
  const stroke = (seq: number, x: number, turn = 1): DrawBatch => ({
    turn,
    seq,
    width: 400,
    height: 400,
    ops: [{ op: 'line', id: seq, brushColor: '#336699', brushRadius: 6, points: [{ x, y: 10 }, { x: x + 5, y: 20 }], end: true }],
  });
  const errorsOf = (phone: TestStompClient) => phone.messages('/user/queue/errors') as Array<{ destination: string; messageKey: string }>;

  async function start(tv: TestStompClient) {
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => state()?.drawingOpen === true, 'drawing open');
    expect(state()!.painters).toEqual([idOf('Ann'), idOf('Bob')]);
  }
  async function skip(tv: TestStompClient, until: () => boolean, what: string) {
    tv.send(`/host/${code}/requestSkipTimer`);
    await tv.until(until, what);
    await app.games.idle();
  }
  const get = (user: TestUser, path: string) => app.inject({ method: 'GET', url: `/api/v1${path}`, headers: user.auth });

  it('relays a painter\'s compressed batch intact to the host screen, by canvas, and refuses everyone else', async () => {
    const tv = await connect(host, 'host');
    await tv.subscribe(canvasTopic(0));
    await tv.subscribe(canvasTopic(1));
    const [ann, bob, cid] = [await phoneOf('Ann'), await phoneOf('Bob'), await phoneOf('Cid')];
    await start(tv);

    const wire = compressDrawBatch(stroke(0, 10));
    ann.send(drawTopic('Ann'), wire);
    bob.send(drawTopic('Bob'), stroke(0, 50));
    await tv.until(() => tv.messages(canvasTopic(0)).length === 1 && tv.messages(canvasTopic(1)).length === 1, 'both canvases');
    expect(tv.messages(canvasTopic(0))[0]).toEqual(wire);
    expect(decodeDrawBatch(tv.messages(canvasTopic(0))[0]).ops).toEqual(stroke(0, 10).ops);
    expect(decodeDrawBatch(tv.messages(canvasTopic(1))[0]).ops).toEqual(stroke(0, 50).ops);

    // Another seat's canvas, a guesser, another turn, a malformed batch: refused, the connection stays.
    bob.send(drawTopic('Ann'), compressDrawBatch(stroke(5, 99)));
    cid.send(drawTopic('Cid'), compressDrawBatch(stroke(0, 99)));
    ann.send(drawTopic('Ann'), compressDrawBatch(stroke(1, 99, 2)));
    ann.send(drawTopic('Ann'), { ...stroke(2, 99), width: undefined });
    await bob.until(() => errorsOf(bob).length === 1, 'bob refused');
    await cid.until(() => errorsOf(cid).length === 1, 'cid refused');
    await ann.until(() => errorsOf(ann).length === 2, 'ann refused twice');
    expect(errorsOf(bob)[0]).toMatchObject({ destination: drawTopic('Ann'), messageKey: 'error.forbidden' });
    expect(errorsOf(cid)[0]!.messageKey).toBe('error.forbidden');
    expect(errorsOf(ann).map((e) => e.messageKey)).toEqual(['error.forbidden', 'error.invalid_request']);
    expect(logLines.some((l) => l.includes('draw batch rejected') && l.includes('"level":40'))).toBe(true);
    expect([ann, bob, cid].every((p) => p.connected)).toBe(true);
    // A repeated seq is dropped, the next one goes through.
    ann.send(drawTopic('Ann'), compressDrawBatch(stroke(0, 77)));
    ann.send(drawTopic('Ann'), compressDrawBatch(stroke(1, 30)));
    await tv.until(() => tv.messages(canvasTopic(0)).length === 2, 'next batch');
    expect(decodeDrawBatch(tv.messages(canvasTopic(0))[1]).seq).toBe(1);

    // The drawing closes: the painter is refused too.
    await skip(tv, () => state()?.drawingOpen === false, 'drawing closed');
    ann.send(drawTopic('Ann'), compressDrawBatch(stroke(2, 40)));
    await ann.until(() => errorsOf(ann).length === 3, 'refused after close');
    expect(tv.messages(canvasTopic(0))).toHaveLength(2);
    expect(tv.messages(canvasTopic(1))).toHaveLength(1);
  });

  it('lets the host screen alone hear the canvases (by canvas) and the game\'s host topics; nobody listens by painter', async () => {
    for (const destination of [drawTopic('Ann'), canvasTopic(0), `/canvasclash/host/${code}/revealLetterTopic`]) {
      const cid = await connect(players.Cid!.user, 'player', players.Cid!.seat);
      cid.client.subscribe(destination, () => undefined);
      await cid.until(() => cid.errors.length > 0, 'subscription refused');
      expect(cid.errors[0]!.headers.message).toMatch(/subscribe/i);
    }
    const ann = await connect(players.Ann!.user, 'player', players.Ann!.seat);
    ann.client.subscribe(drawTopic('Ann'), () => undefined);
    await ann.until(() => ann.errors.length > 0, 'even the painter cannot listen by painter');
    // Not the host either: the destination names who paints.
    const probe = await connect(host, 'host');
    probe.client.subscribe(drawTopic('Cid'), () => undefined);
    await probe.until(() => probe.errors.length > 0, 'the host cannot listen by painter');
    const tv = await connect(host, 'host');
    await tv.subscribe(`/canvasclash/host/${code}/revealLetterTopic`);
    await tv.subscribe(canvasTopic(0));
    await tv.subscribe(canvasTopic(1));
    expect(tv.connected).toBe(true);
  });

  it('gives a late host screen a canvas so far, a returning painter their own drawing, and nobody else either', async () => {
    const tv = await connect(host, 'host');
    const ann = await phoneOf('Ann');
    await start(tv);
    for (let seq = 0; seq < 3; seq++) ann.send(drawTopic('Ann'), compressDrawBatch(stroke(seq, seq * 100)));
    ann.send(drawTopic('Ann'), compressDrawBatch({ turn: 1, seq: 3, width: 400, height: 400, ops: [{ op: 'undo' }] }));
    const canvasOf = async (user: TestUser, canvas: number) => get(user, `/canvasclash/${code}/canvas/${canvas}`);
    const snapshotOf = async (user: TestUser, alias: string) => get(user, `/canvasclash/${code}/drawing/${idOf(alias)}`);
    const snapshot = await eventually(async () => {
      const res = await canvasOf(host, 0);
      return res.statusCode === 200 && (res.json() as DrawingSnapshot).seq === 3 ? (res.json() as DrawingSnapshot) : undefined;
    }, 'all four batches in');
    expect(snapshot!.turn).toBe(1);
    expect(snapshot!.saveData.lines.map((l) => l.points[0]!.x)).toEqual([0, 100]);
    // The painter comes back on a new connection and reloads the same drawing, by painter.
    await ann.close();
    const again = await snapshotOf(players.Ann!.user, 'Ann');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(snapshot);
    // By painter for nobody else, the host included, whoever is asked for, painting or not.
    expect((await snapshotOf(host, 'Ann')).statusCode).toBe(403);
    expect((await snapshotOf(host, 'Cid')).statusCode).toBe(403);
    expect((await snapshotOf(players.Cid!.user, 'Ann')).statusCode).toBe(403);
    expect((await snapshotOf(players.Bob!.user, 'Ann')).statusCode).toBe(403);
    expect((await snapshotOf(players.Cid!.user, 'Cid')).statusCode).toBe(404);
    expect((await snapshotOf(await guest(app), 'Ann')).statusCode).toBe(403);
    // By canvas: the host screen only, in a room with a shared screen.
    expect((await canvasOf(players.Cid!.user, 0)).statusCode).toBe(403);
  });

  it('shows the room its gallery, each turn (word and painters) only once it is revealed', async () => {
    const tv = await connect(host, 'host');
    const ann = await phoneOf('Ann');
    await start(tv);
    ann.send(drawTopic('Ann'), compressDrawBatch(stroke(0, 10)));
    await eventually(async () => ((await get(host, `/canvasclash/${code}/canvas/0`)).json() as DrawingSnapshot).seq === 0 || undefined, 'stroke in');
    await skip(tv, () => state()?.drawingOpen === false, 'turn 1 closed');
    const gallery = async (user: TestUser) => (await get(user, `/canvasclash/${code}/gallery`)).json() as GalleryBody;
    let body = await gallery(players.Cid!.user);
    expect(body.drawings.map((d) => [d.turn, d.painterAlias, d.word])).toEqual([[1, 'Ann', 'apple'], [1, 'Bob', 'apple']]);
    expect(body.drawings[0]!.saveData.lines).toHaveLength(1);
    expect(body.drawings[1]!.saveData.lines).toHaveLength(0);

    await skip(tv, () => state()?.drawingOpen === true && state()?.turn === 2, 'turn 2 open');
    // What the periodic save keeps of turn 2 stays out of the gallery while the turn is painted.
    await new DrawingRepository(app.database.db).upsert({
      gameId: body.gameId,
      turn: 2,
      painterPlayerId: idOf('Cid'),
      painter: { alias: 'Cid', avatarSrc: '/avatars/tomato.svg' },
      word: 'house',
      saveData: { width: 400, height: 400, lines: [] },
    });
    body = await gallery(host);
    expect(body.drawings.map((d) => [d.turn, d.word])).toEqual([[1, 'apple'], [1, 'apple']]);
    expect(JSON.stringify(body)).not.toContain('Cid');
    expect((await get(await guest(app), `/canvasclash/${code}/gallery`)).statusCode).toBe(403);

    tv.send(`/host/${code}/requestEndGame`);
    await tv.until(() => app.games.matchOf(code)?.match.over === true, 'game over');
    await app.games.idle();
    body = await gallery(players.Bob!.user);
    expect(body.drawings.filter((d) => d.turn === 2).map((d) => d.word)).toEqual(['house', 'house']);
  });

  it('leaves a drawing the host hid out of the gallery and the history', async () => {
    const tv = await connect(host, 'host');
    const ann = await phoneOf('Ann');
    await start(tv);
    ann.send(drawTopic('Ann'), compressDrawBatch(stroke(0, 10)));
    await eventually(async () => ((await get(host, `/canvasclash/${code}/canvas/0`)).json() as DrawingSnapshot).seq === 0 || undefined, 'stroke in');
    await skip(tv, () => state()?.drawingOpen === false, 'turn 1 closed');
    // A player cannot hide it; the host can, by the drawing's id (its turn and painter).
    const drawingId = `d1p${idOf('Ann')}`;
    ann.send(`/host/${code}/requestHideContent`, { contentId: drawingId });
    await ann.until(() => ann.errors.length > 0, 'the player refused');
    tv.send(`/host/${code}/requestHideContent`, { contentId: drawingId });
    await tv.until(() => app.games.matchOf(code)?.match.hidden?.includes(drawingId) === true, 'the drawing hidden');
    const gallery = async (user: TestUser) => (await get(user, `/canvasclash/${code}/gallery`)).json() as GalleryBody;
    expect((await gallery(players.Cid!.user)).drawings.map((d) => d.painterAlias)).toEqual(['Bob']);
    tv.send(`/host/${code}/requestEndGame`);
    await tv.until(() => app.games.matchOf(code)?.match.over === true, 'game over');
    await app.games.idle();
    // After the game too, and in the painter's own game history.
    expect((await gallery(players.Bob!.user)).drawings.map((d) => d.painterAlias)).toEqual(['Bob']);
    const gameId = (await gallery(host)).gameId;
    const history = await get(players.Ann!.user, `/userProfile/${players.Ann!.user.userId}/games/${gameId}`);
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { drawings: Array<{ painterAlias: string }> }).drawings.map((d) => d.painterAlias)).toEqual(['Bob']);
  });
});

describe('CANVAS_CLASH robot painters', () => {
  let app: FastifyInstance;
  const clients: TestStompClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  it('stream their preset drawing to the host screen, by canvas, like a phone would', async () => {
    app = await buildTestApp({ stompTcpPort: -1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const host = await guest(app);
    const code = await createRoom(app, host, 'CANVAS_CLASH');
    expect((await join(app, await guest(app), code, 'Ann', 'bagel')).statusCode).toBe(200);
    const robots: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/host/addAIPlayer', headers: host.auth, payload: { gameCode: code } });
      robots.push((res.json() as SessionPlayerDto).playerId);
    }
    const tv = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` });
    clients.push(tv);
    const topics = [0, 1].map((canvas) => `/canvasclash/player/${code}/playerDrawTopic/slot/${canvas}`);
    for (const topic of topics) await tv.subscribe(topic);
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => topics.some((topic) => tv.messages(topic).length >= 2), 'a robot\'s strokes', 10_000);
    const painters = (app.games.matchOf(code)!.match.state as { current: { painters: number[] } }).current.painters;
    const canvas = topics.findIndex((topic) => tv.messages(topic).length >= 2);
    expect(robots).toContain(painters[canvas]);
    const batches = tv.messages(topics[canvas]!).map((b) => decodeDrawBatch(b));
    expect(batches.map((b) => b.seq)).toEqual(batches.map((_, i) => i));
    expect(batches.every((b) => b.width === 400 && b.height === 400 && b.turn === 1)).toBe(true);
    expect(batches[0]!.ops[0]).toMatchObject({ op: 'line', id: 0 });
    const snapshot = (await app.inject({ method: 'GET', url: `/api/v1/canvasclash/${code}/canvas/${canvas}`, headers: host.auth })).json() as DrawingSnapshot;
    expect(snapshot.turn).toBe(1);
    expect(snapshot.seq).toBeGreaterThanOrEqual(batches.at(-1)!.seq);
  });
});
