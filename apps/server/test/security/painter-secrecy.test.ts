/**
 * Who paints which CANVAS_CLASH canvas stays secret until the reveal, from the host's own connection
 * too: in a room without a shared screen the host plays on a phone, so a guesser holding the host's
 * rights must learn nothing of it from the host view, the stroke topics or the drawing routes.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDrawBatch, dest, type SessionPlayerDto } from '@snackparty/protocol';
import { MANIFESTS } from '@snackparty/games/manifests';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

const { slug } = MANIFESTS.CANVAS_CLASH;
const stream = MANIFESTS.CANVAS_CLASH.topics.streams[0]!.name;

interface TurnState {
  turn: number;
  painters: [number, number];
  drawingClosed: boolean;
  showPainters: boolean;
}

/**
 * The player ids a message names, and where: values of `playerId`, of `…Id` keys, and of `…Ids` and
 * `painters` lists (by id or by `{ playerId }`).
 */
function namedIds(value: unknown, at = '$', key = ''): Array<{ id: number; at: string }> {
  const found: Array<{ id: number; at: string }> = [];
  const idKey = key === 'playerId' || /Id$/.test(key);
  const listKey = /Ids$/.test(key) || key === 'painters' || key === 'canvases';
  if (typeof value === 'number' && idKey) found.push({ id: value, at });
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (typeof item === 'number' && listKey) found.push({ id: item, at: `${at}[${i}]` });
      else found.push(...namedIds(item, `${at}[${i}]`, key));
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) found.push(...namedIds(v, `${at}.${k}`, k));
  }
  return found;
}

/** The game's part of a view message (the common part lists every seat, painters among them). */
const gamePart = (body: unknown): unknown => (body && typeof body === 'object' && 'game' in body ? (body as { game: unknown }).game : body);

describe('who paints which canvas, before the reveal', () => {
  let app: FastifyInstance;
  let url: string;
  let code: string;
  let owner: { user: TestUser; seat: SessionPlayerDto };
  const seats: Array<{ alias: string; user: TestUser; seat: SessionPlayerDto }> = [];
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    seats.length = 0;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
    await app.close();
  });

  async function connect(user: TestUser, purpose: string, seat: SessionPlayerDto): Promise<TestStompClient> {
    const client = await TestStompClient.connect(url, { gameCode: code, purpose, Authorization: `Bearer ${user.token}`, playerSessionId: String(seat.sessionPlayerId) });
    clients.push(client);
    return client;
  }

  /** Whether this user's connection may subscribe: a refused subscription ends it with an ERROR. */
  async function maySubscribe(user: TestUser, purpose: string, seat: SessionPlayerDto, destination: string): Promise<boolean> {
    const probe = await connect(user, purpose, seat);
    const allowed = await Promise.race([
      probe.subscribe(destination).then(() => true),
      probe.until(() => probe.closed || probe.errors.length > 0, destination).then(() => false),
    ]);
    return allowed && !probe.closed && probe.errors.length === 0;
  }

  const state = () => (app.games.matchOf(code)?.match.state as { current: TurnState | null } | undefined)?.current ?? null;
  const stage = () => app.games.matchOf(code)?.match.stage;
  const drawingPath = (playerId: number) => `/api/v1/${slug}/${code}/drawing/${playerId}`;
  const canvasPath = (canvas: number) => `/api/v1/${slug}/${code}/canvas/${canvas}`;

  it('a mobile-only room\'s host, guessing, finds it in no host view, topic or drawing route until the reveal names the painters', async () => {
    // The owner plays too: one seat of four, on the phone that holds the host's rights.
    const host = await guest(app);
    code = await createRoom(app, host, 'CANVAS_CLASH', { hostType: 'HOST_AND_PLAY' });
    const ownJoin = await join(app, host, code, 'Hal', 'bagel');
    expect(ownJoin.statusCode).toBe(200);
    owner = { user: host, seat: ownJoin.json() as SessionPlayerDto };
    seats.push({ alias: 'Hal', ...owner });
    for (const [alias, avatar] of [['Ann', 'donut'], ['Bob', 'tomato'], ['Cid', 'pretzel']] as const) {
      const user = await guest(app);
      const res = await join(app, user, code, alias, avatar);
      expect(res.statusCode).toBe(200);
      seats.push({ alias, user, seat: res.json() as SessionPlayerDto });
    }
    const ids = seats.map((s) => s.seat.playerId);
    const others = ids.filter((id) => id !== owner.seat.playerId);

    // Every destination of the game the owner's phone could name. The strokes by painter are heard by
    // nobody, the host included; by canvas, and its views and notices, it may hear.
    const byPainter = ids.map((id) => dest.gameStream(slug, code, stream, id));
    const byCanvas = [0, 1].map((canvas) => dest.gameStreamSlot(slug, code, stream, canvas));
    const hearable = [dest.hostView(code), dest.playerView(code, owner.seat.playerId), ...byCanvas, ...MANIFESTS.CANVAS_CLASH.topics.hostNotices.map((t) => dest.gameHost(slug, code, t))];
    for (const topic of byPainter) expect(await maySubscribe(host, 'host', owner.seat, topic), topic).toBe(false);
    for (const topic of hearable) expect(await maySubscribe(host, 'host', owner.seat, topic), topic).toBe(true);

    const phone = await connect(host, 'host', owner.seat);
    for (const topic of [...hearable, dest.userErrors]) await phone.subscribe(topic);
    const phones = new Map<number, TestStompClient>();
    for (const s of seats.slice(1)) phones.set(s.seat.playerId, await connect(s.user, 'player', s.seat));

    // The painters are the game's pick: the owner paints one of the first two turns and guesses the other.
    phone.send(dest.host(code, 'startGame'));
    await phone.until(() => state()?.drawingClosed === false, 'drawing open', 10_000);
    if (state()!.painters.includes(owner.seat.playerId)) {
      const first = state()!.turn;
      phone.send(dest.host(code, 'requestSkipTimer'));
      await phone.until(() => stage() === 'reveal', 'the first turn\'s reveal', 10_000);
      phone.send(dest.host(code, 'requestSkipTimer'));
      await phone.until(() => state()?.turn === first + 1 && state()?.drawingClosed === false, 'the next turn', 10_000);
    }
    const turn = state()!;
    const painters = turn.painters;
    expect(painters).not.toContain(owner.seat.playerId);
    const heardBefore = phone.received.length;

    // Both painters paint; the owner's phone follows both canvases.
    const strokesBefore = byCanvas.map((topic) => phone.messages(topic).length);
    for (const [canvas, painter] of painters.entries()) {
      phones.get(painter)!.send(dest.gameStream(slug, code, stream, painter), compressDrawBatch({
        turn: turn.turn,
        seq: 0,
        width: 400,
        height: 400,
        ops: [{ op: 'line', id: 0, brushColor: '#112233', brushRadius: 5, points: [{ x: 10 + canvas, y: 10 }, { x: 60, y: 90 }], end: true }],
      }));
    }
    await phone.until(() => byCanvas.every((topic, i) => phone.messages(topic).length > strokesBefore[i]!), 'both canvases on the owner\'s phone');
    const ownView = phone.messages(dest.playerView(code, owner.seat.playerId)).at(-1) as { game: { role: string } };
    expect(ownView.game.role).toBe('guesser');

    // The host view, as pushed and as given afresh to a new subscription: its canvases by index only.
    const fresh = await connect(host, 'host', owner.seat);
    await fresh.subscribe(dest.hostView(code));
    await fresh.until(() => fresh.messages(dest.hostView(code)).length > 0, 'the host view');
    const views = [phone.messages(dest.hostView(code)).at(-1), fresh.messages(dest.hostView(code)).at(-1)] as Array<{ game: { canvases: object[]; reveal: unknown } }>;
    for (const view of views) {
      expect(view.game.canvases).toEqual([{ canvas: 0, left: false }, { canvas: 1, left: false }]);
      expect(view.game.reveal).toBeNull();
    }

    // Nothing the phone heard during the turn names a painter: views, notices, the canvases' strokes.
    const heard = [...phone.received.slice(heardBefore), ...fresh.received];
    expect(heard.length).toBeGreaterThan(2);
    const leaks = heard.flatMap((m) => namedIds(gamePart(m.body)).filter((n) => painters.includes(n.id)).map((n) => `${m.destination} ${n.at}`));
    expect(leaks).toEqual([]);

    // The drawing routes: by painter, every other seat answers alike (refused), painter or not; by
    // canvas, the drawings without a name.
    const probes = await Promise.all(others.map(async (id) => {
      const res = await app.inject({ method: 'GET', url: drawingPath(id), headers: host.auth });
      return { status: res.statusCode, key: (res.json() as { messageKey?: string }).messageKey };
    }));
    expect(probes).toEqual(others.map(() => ({ status: 403, key: 'error.forbidden' })));
    expect((await app.inject({ method: 'GET', url: drawingPath(owner.seat.playerId), headers: host.auth })).statusCode).toBe(404);
    for (const canvas of [0, 1]) {
      const res = await app.inject({ method: 'GET', url: canvasPath(canvas), headers: host.auth });
      expect(res.statusCode).toBe(200);
      expect(namedIds(res.json())).toEqual([]);
    }

    // Sending strokes as another seat is refused alike for a painter and for a guesser.
    const refusalsBefore = phone.messages(dest.userErrors).length;
    for (const id of others) {
      phone.send(dest.gameStream(slug, code, stream, id), compressDrawBatch({ turn: turn.turn, seq: 5, width: 400, height: 400, ops: [{ op: 'clear' }] }));
    }
    await phone.until(() => phone.messages(dest.userErrors).length === refusalsBefore + others.length, 'every send refused');
    const refusals = (phone.messages(dest.userErrors).slice(refusalsBefore) as Array<{ messageKey: string; message: string }>).map((e) => [e.messageKey, e.message]);
    expect(new Set(refusals.map((r) => r.join(' '))).size).toBe(1);
    expect(phone.connected).toBe(true);

    // The reveal names them, canvas by canvas, to the host view.
    phone.send(dest.host(code, 'requestSkipTimer'));
    await phone.until(() => state()?.showPainters === true, 'the reveal', 10_000);
    await phone.until(() => (phone.messages(dest.hostView(code)).at(-1) as { game: { reveal: unknown } }).game.reveal !== null, 'the revealed host view');
    const revealed = phone.messages(dest.hostView(code)).at(-1) as { game: { reveal: { painters: Array<{ canvas: number; playerId: number }> } } };
    expect(revealed.game.reveal.painters.map((p) => [p.canvas, p.playerId])).toEqual([[0, painters[0]], [1, painters[1]]]);
  }, 60_000);
});
