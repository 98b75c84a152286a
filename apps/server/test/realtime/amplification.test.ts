import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A client in its own process that floods the server for `ms`: it re-subscribes to its view, asks for
 * used avatars and the timer, moves and beats, as fast as the socket takes it, and reconnects at once
 * whenever it is thrown out. Prints what it managed to send.
 */
const FLOODER = `
const WebSocket = require('ws');
const [url, headersJson, code, playerId, ms] = process.argv.slice(1);
const headers = JSON.parse(headersJson);
const deadline = Date.now() + Number(ms);
let connects = 0, frames = 0, errors = 0;
const frame = (command, h, body = '') => command + '\\n' + Object.entries(h).map(([k, v]) => k + ':' + v).join('\\n') + '\\n\\n' + body + '\\0';
const batch = [
  frame('UNSUBSCRIBE', { id: 'view' }),
  frame('SUBSCRIBE', { id: 'view', destination: '/player/' + code + '/view/' + playerId }),
  frame('SEND', { destination: '/common/' + code + '/usedAvatarsRequested' }, '{}'),
  frame('SEND', { destination: '/player/' + code + '/requestTimer' }, '{}'),
  frame('SEND', { destination: '/player/' + code + '/move' }, JSON.stringify({ move: 'submitWord', payload: { word: 'pineapple' } })),
  frame('SEND', { destination: '/backend/common/' + code + '/playerHeartbeat' }, '{}'),
].join('');
function connect() {
  if (Date.now() >= deadline) return finish();
  const ws = new WebSocket(url, ['v12.stomp']);
  ws.on('error', () => undefined);
  ws.on('open', () => { connects++; ws.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x', ...headers })); });
  let flooding = false;
  ws.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('ERROR')) errors++;
    if (!flooding && text.startsWith('CONNECTED')) { flooding = true; flood(ws); }
  });
  ws.on('close', () => { flooding = false; setImmediate(connect); });
}
function flood(ws) {
  if (ws.readyState !== WebSocket.OPEN) return;
  if (Date.now() >= deadline) { ws.close(); return; }
  if (ws.bufferedAmount < 256 * 1024) { for (let i = 0; i < 20; i++) ws.send(batch); frames += 120; }
  setImmediate(() => flood(ws));
}
let done = false;
function finish() { if (done) return; done = true; console.log(JSON.stringify({ connects, frames, errors })); process.exit(0); }
connect();
`;

function flood(url: string, headers: Record<string, string>, code: string, playerId: number, ms: number): Promise<{ connects: number; frames: number; errors: number }> {
  const child = spawn(process.execPath, ['-e', FLOODER, url, JSON.stringify(headers), code, String(playerId), String(ms)], { cwd: SERVER_DIR });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) =>
    child.on('close', (status) => (status === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`flooder failed: ${err}`)))),
  );
}

/** Round trip of a SEND with a receipt, in ms. */
function roundTrip(client: TestStompClient, destination: string, id: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    client.client.watchForReceipt(id, () => resolve(performance.now() - started));
    client.client.publish({ destination, body: '{}', headers: { receipt: id } });
  });
}

describe('traffic one client can make the server send', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  async function connect(user: TestUser, room: string, purpose: string, seat?: SessionPlayerDto) {
    const headers: Record<string, string> = { gameCode: room, purpose, Authorization: `Bearer ${user.token}` };
    if (seat) headers.playerSessionId = String(seat.sessionPlayerId);
    const client = await TestStompClient.connect(url, headers);
    clients.push(client);
    return client;
  }

  async function seated(room: string, alias: string, avatar: string) {
    const user = await guest(app);
    const res = await join(app, user, room, alias, avatar);
    expect(res.statusCode, res.body).toBe(200);
    return { user, seat: res.json() as SessionPlayerDto };
  }

  /** A room in play: the host screen and two phones, each on its own view and the room's topics. */
  async function playingRoom(room: string) {
    const ann = await seated(room, 'Ann', 'bagel');
    const bob = await seated(room, 'Bob', 'donut');
    const tv = await connect(host, room, 'host');
    const annPhone = await connect(ann.user, room, 'player', ann.seat);
    const bobPhone = await connect(bob.user, room, 'player', bob.seat);
    await tv.subscribe(`/host/${room}/view`);
    await annPhone.subscribe(`/player/${room}/view/${ann.seat.playerId}`);
    await bobPhone.subscribe(`/player/${room}/view/${bob.seat.playerId}`);
    for (const [client] of [[tv], [annPhone], [bobPhone]] as const) {
      for (const topic of ['playersUpdated', 'sessionPlayersUpdated', 'websocketConnectionUpdated', 'usedAvatars', 'requestHeartbeat']) {
        await client.subscribe(`/common/${room}/${topic}`);
      }
      await client.subscribe(`/player/${room}/timer`);
      await client.subscribe('/user/queue/errors');
    }
    tv.send(`/host/${room}/startGame`, {});
    await tv.until(() => (tv.messages(`/host/${room}/view`).at(-1) as { stage?: string } | undefined)?.stage === 'answer', 'the answer stage');
    await bobPhone.until(() => bobPhone.messages(`/player/${room}/view/${bob.seat.playerId}`).length > 0, 'Bob’s view');
    await new Promise((r) => setTimeout(r, 1200));
    return { ann, bob, tv, annPhone, bobPhone };
  }

  it('re-sends a view only to the subscription that asked for it', async () => {
    const { ann, tv, annPhone, bobPhone } = await playingRoom(code);
    const before = { tv: tv.received.length, ann: annPhone.received.length, bob: bobPhone.received.length };
    const view = `/player/${code}/view/${ann.seat.playerId}`;
    const resent: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const receipt = `again-${i}`;
      const confirmed = new Promise<void>((resolve) => annPhone.client.watchForReceipt(receipt, () => resolve()));
      const sub = annPhone.client.subscribe(view, (m) => resent.push(JSON.parse(m.body)), { receipt });
      await confirmed;
      await new Promise((r) => setTimeout(r, 20));
      sub.unsubscribe();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(resent).toHaveLength(5);
    expect(resent[0]).toMatchObject({ stage: 'answer' });
    expect(tv.received.length - before.tv).toBe(0);
    expect(bobPhone.received.length - before.bob).toBe(0);
    expect(annPhone.received.length - before.ann).toBe(0);
  });

  it('refuses usedAvatarsRequested and requestTimer from a connection with neither a seat nor host rights', async () => {
    const { tv, bobPhone } = await playingRoom(code);
    const before = { tv: tv.received.length, bob: bobPhone.received.length };
    for (const destination of [`/common/${code}/usedAvatarsRequested`, `/player/${code}/requestTimer`]) {
      const watcher = await connect(await guest(app), code, 'join');
      await watcher.subscribe(`/common/${code}/usedAvatars`);
      watcher.send(destination, {});
      await watcher.until(() => watcher.errors.length > 0 && watcher.closed, 'refusal');
      expect(watcher.errors[0]!.headers['message-key']).toBe('error.forbidden');
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(tv.received.length - before.tv).toBe(0);
    expect(bobPhone.received.length - before.bob).toBe(0);
  });

  it('answers usedAvatarsRequested and requestTimer to those who asked, at most every 250 ms per room', async () => {
    const { tv, annPhone, bobPhone } = await playingRoom(code);
    const before = { tv: tv.received.length, ann: annPhone.received.length, bob: bobPhone.received.length };
    for (let i = 0; i < 40; i++) {
      bobPhone.send(`/common/${code}/usedAvatarsRequested`, {});
      bobPhone.send(`/player/${code}/requestTimer`, {});
    }
    const answers = (destination: string) => bobPhone.received.slice(before.bob).filter((m) => m.destination === destination).map((m) => m.body);
    await bobPhone.until(() => answers(`/player/${code}/timer`).length >= 2 && answers(`/common/${code}/usedAvatars`).length >= 2, 'answers');
    await new Promise((r) => setTimeout(r, 600));
    // One answer at once and one for the rest of the burst.
    expect(answers(`/common/${code}/usedAvatars`)).toHaveLength(2);
    expect(answers(`/common/${code}/usedAvatars`).at(-1)).toEqual(['/avatars/bagel.svg', '/avatars/donut.svg']);
    expect(answers(`/player/${code}/timer`)).toHaveLength(2);
    expect(answers(`/player/${code}/timer`).at(-1)).toMatchObject({ stage: 'answer', endsAt: expect.any(Number), serverNow: expect.any(Number) });
    expect(tv.received.length - before.tv).toBe(0);
    expect(annPhone.received.length - before.ann).toBe(0);
  });

  it('a member flooding for 2 s: the room’s other clients hear a small bounded number of messages, and another room keeps low round trips', async () => {
    const { ann, bob, tv, bobPhone } = await playingRoom(code);
    // Another room, with a phone that keeps measuring round trips while the flood lasts.
    const otherHost = await guest(app);
    const otherCode = await createRoom(app, otherHost, 'SYNC_THINK');
    const cid = await (async () => {
      const user = await guest(app);
      const seat = (await join(app, user, otherCode, 'Cid', 'tomato')).json() as SessionPlayerDto;
      return connect(user, otherCode, 'player', seat);
    })();
    await connect(otherHost, otherCode, 'host');

    const before = { tv: tv.received.length, bob: bobPhone.received.length };
    const headers = { gameCode: code, purpose: 'player', playerSessionId: String(ann.seat.sessionPlayerId), Authorization: `Bearer ${ann.user.token}` };
    const flooding = flood(url, headers, code, ann.seat.playerId, 2000);
    const trips: number[] = [];
    const started = Date.now();
    let n = 0;
    while (Date.now() - started < 2200) {
      trips.push(await roundTrip(cid, `/backend/common/${otherCode}/playerHeartbeat`, `rt-${n++}`));
      await new Promise((r) => setTimeout(r, 10));
    }
    const flooded = await flooding;
    await new Promise((r) => setTimeout(r, 1200));
    const heard = { tv: tv.received.slice(before.tv), bob: bobPhone.received.slice(before.bob) };
    trips.sort((a, b) => a - b);
    const p99 = trips[Math.floor(trips.length * 0.99)]!;
    console.log(JSON.stringify({ flooded, heardByHost: heard.tv.length, heardByBob: heard.bob.length, trips: trips.length, p50: trips[Math.floor(trips.length / 2)], p99 }));

    expect(flooded.frames).toBeGreaterThan(2000);
    // What the flood can reach: the moves its budget lets through (10 at once, 2 a second) and
    // the presence changes of its reconnects (told at most once a second).
    expect(heard.tv.length).toBeLessThanOrEqual(30);
    expect(heard.bob.length).toBeLessThanOrEqual(30);
    expect(p99).toBeLessThan(200);

    // The room still plays: Bob's move reaches the host screen (Bob answered, or with him everyone did).
    type HostView = { stage: string; game: { answeredPlayerIds?: number[] } };
    const views = tv.messages(`/host/${code}/view`).length;
    bobPhone.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: 'banana' } });
    await tv.until(() => tv.messages(`/host/${code}/view`).length > views, 'a new host view');
    const after = tv.messages(`/host/${code}/view`).at(-1) as HostView;
    expect(after.stage !== 'answer' || (after.game.answeredPlayerIds ?? []).includes(bob.seat.playerId)).toBe(true);
    expect(bobPhone.messages('/user/queue/errors')).toEqual([]);
  }, 30_000);
});
