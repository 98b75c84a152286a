/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load balancer: a room's screen
 * and phones connected to different processes play one game (each message reaches everyone, each
 * move goes to the process running the room); the process running it is killed with SIGKILL
 * mid-stage, and the other takes the room over within seconds with its seats, stage and scores: the
 * phones reconnect and send their moves again until they are confirmed, and none is lost.
 * PostgreSQL run only (PGlite lives inside one process).
 */
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDrawBatch, decodeDrawBatch, type DrawBatch } from '@snackparty/protocol';
import { RoomLeases } from '../../src/cluster/room-leases';
import { requestVia, startNginx, type RunningNginx } from '../helpers/nginx';
import { startRedis, type RunningRedis } from '../helpers/redis';
import { createPostgresDatabase, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { TestStompClient } from '../helpers/stomp-client';

interface Seat {
  playerId: number;
  sessionPlayerId: number;
}
interface HostView {
  stage: string;
  stageNumber: number;
  scores?: Record<string, number>;
}

async function call(server: ServerProcess, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${path} on ${server.name}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

let guests = 0;
async function guest(server: ServerProcess): Promise<string> {
  guests += 1;
  return (await call(server, '/user/guest', { guestId: `two-servers-${process.pid}-${guests}`, language: 'en' })).accessToken as string;
}

const stompUrl = (server: ServerProcess) => `ws://127.0.0.1:${server.port}/gametje`;

/**
 * Sends a move as a phone does: with its id and a receipt, again and again until the server confirms
 * it (a receipt with no refusal for it), whatever happens to the connection or the server meanwhile.
 * `phone()` is the phone's connection now (it reconnects elsewhere when its server goes).
 */
async function sendUntilConfirmed(phone: () => TestStompClient, destination: string, move: Record<string, unknown>, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (let attempt = 1; Date.now() - started < timeoutMs; attempt++) {
    const client = phone();
    if (client.connected) {
      const receipt = `move-${move.moveId as string}-${attempt}`;
      const errorsBefore = client.messages('/user/queue/errors').length;
      const confirmed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5_000);
        client.client.watchForReceipt(receipt, () => {
          clearTimeout(timer);
          resolve(true);
        });
        try {
          client.client.publish({ destination, body: JSON.stringify(move), headers: { receipt } });
        } catch {
          clearTimeout(timer);
          resolve(false);
        }
      });
      if (confirmed && client.messages('/user/queue/errors').length === errorsBefore) return attempt;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`move ${move.moveId as string} not confirmed in ${timeoutMs} ms`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL and one Redis', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let redis: RunningRedis | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  const clients: TestStompClient[] = [];
  /** Every server a test started: stopped at the end whatever happened. */
  const started: ServerProcess[] = [];
  const startServer = async (name: string, env: Record<string, string>) => {
    const server = await startServerProcess({ name, env });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, `snackparty_two_${process.pid}`);
    redis = await startRedis();
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
    // One after the other: the first runs the migrations.
    a = await startServer('a', env);
    b = await startServer('b', env);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
    await Promise.allSettled(started.map((server) => server.stop()));
    await redis?.stop();
    await database?.drop();
  });

  async function connect(server: ServerProcess, headers: Record<string, string>, topics: string[]): Promise<TestStompClient> {
    const client = await TestStompClient.connect(stompUrl(server), headers);
    clients.push(client);
    expect(client.connected, `connected to ${server.name}`).toBe(true);
    for (const topic of [...topics, '/user/queue/errors']) await client.subscribe(topic);
    return client;
  }

  interface Room {
    code: string;
    hostToken: string;
    ann: Seat & { token: string };
    bob: Seat & { token: string };
    hostView: string;
    annView: string;
    bobView: string;
  }

  /** A SYNC_THINK room made on `host`'s server; Ann joins through `annAt`, Bob through `bobAt`. */
  async function openRoom(host: ServerProcess, annAt: ServerProcess, bobAt: ServerProcess): Promise<Room> {
    const hostToken = await guest(host);
    const code = (await call(host, '/gameSession/create', { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' }, hostToken)).gameCode as string;
    await call(host, '/game/create', { gameType: 'SYNC_THINK', gameCode: code, settings: { closeMatchEnabled: false } }, hostToken);
    const seat = async (server: ServerProcess, alias: string, avatar: string) => {
      const token = await guest(server);
      const joined = (await call(server, '/gameSession/join', { gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } }, token)) as unknown as Seat;
      return { token, playerId: joined.playerId, sessionPlayerId: joined.sessionPlayerId };
    };
    const ann = await seat(annAt, 'Ann', 'bagel');
    const bob = await seat(bobAt, 'Bob', 'donut');
    return { code, hostToken, ann, bob, hostView: `/host/${code}/view`, annView: `/player/${code}/view/${ann.playerId}`, bobView: `/player/${code}/view/${bob.playerId}` };
  }

  const screenAt = (server: ServerProcess, room: Room) => connect(server, { gameCode: room.code, purpose: 'host', Authorization: `Bearer ${room.hostToken}` }, [room.hostView]);
  const phoneAt = (server: ServerProcess, room: Room, seat: Room['ann']) =>
    connect(server, { gameCode: room.code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${seat.token}` }, [`/player/${room.code}/view/${seat.playerId}`]);
  const latest = (client: TestStompClient, topic: string) => client.messages(topic).at(-1) as HostView | undefined;
  const submit = (phone: () => TestStompClient, room: Room, stageNumber: number, moveId: string) =>
    sendUntilConfirmed(phone, `/player/${room.code}/move`, { move: 'submitWord', payload: { word: 'apple' }, stageNumber, moveId });

  /** The process that holds the room's lease now (a lease's holder id names its process), if any. */
  async function runningRoom(code: string): Promise<number | undefined> {
    const client: ReturnType<typeof createClient> = createClient({ url: redis!.url });
    await client.connect();
    try {
      const holder = (await new RoomLeases(client, 'test-reader').holderOf(code))?.holder;
      return holder === undefined ? undefined : Number(/-(\d+)-[^-]+$/.exec(holder)?.[1]);
    } finally {
      await client.close();
    }
  }

  /** The value of one series of a server's /metrics (0 when it is not there yet). */
  async function metric(server: ServerProcess, series: string): Promise<number> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const line = text.split('\n').find((each) => each.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }

  it('plays one room across both, and the room goes on on the other within 5 s when its server is killed mid-stage', async () => {
    const room = await openRoom(a, a, b);
    const { code, ann, bob, hostView, bobView } = room;
    let tv = await screenAt(a, room);
    let annPhone = await phoneAt(a, room, ann);
    const bobPhone = await phoneAt(b, room, bob);

    // Each server counts the phones of the other as online: Bob's, connected to B, asked of A, and Ann's of B.
    const online = async (server: ServerProcess, seat: Seat) => ((await (await fetch(`${server.url}/api/v1/gameSession/${code}/player/${seat.playerId}`)).json()) as { connected: boolean }).connected;
    await expect.poll(() => online(a, bob)).toBe(true);
    await expect.poll(() => online(b, ann)).toBe(true);

    // The screen on A starts the game: Bob's phone on B sees it start, as the screen does.
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => latest(tv, hostView)?.stage === 'answer', 'the answer stage on the screen', 10_000);
    await bobPhone.until(() => latest(bobPhone, bobView)?.stage === 'answer', "the answer stage on Bob's phone, through B", 10_000);
    const stageNumber = latest(tv, hostView)!.stageNumber;

    // Bob's move reaches B, which sends it on to A, where the room runs: confirmed on the first try.
    expect(await submit(() => bobPhone, room, stageNumber, 'bob-1')).toBe(1);
    await tv.until(() => JSON.stringify(latest(tv, hostView)).includes(`${bob.playerId}`), "Bob's answer counted on the screen");

    // A is killed mid-stage. The screen and Ann's phone come back on B, as a load balancer would send them.
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    await tv.until(() => tv.closed, 'the screen noticing A is gone', 15_000);
    tv = await screenAt(b, room);
    annPhone = await phoneAt(b, room, ann);
    // Ann's phone sends her move until it is confirmed: once B has taken the room over.
    await submit(() => annPhone, room, stageNumber, 'ann-1');
    const takenOverMs = Date.now() - killedAt;
    expect(takenOverMs).toBeLessThan(5_000);

    // Both answered: the level ends on B with both answers, Bob's from before the kill kept, and the
    // same word matched: both score.
    await tv.until(() => latest(tv, hostView)?.stage === 'roundScores', "the round's scores, run by B", 30_000);
    const scored = latest(tv, hostView) as HostView & { game: { roundSummary: { levels: Array<{ answers: Array<{ playerId: number; word: string }> }> } } };
    expect(scored.game.roundSummary.levels[0]!.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ playerId: ann.playerId, word: 'apple' }), expect.objectContaining({ playerId: bob.playerId, word: 'apple' })]),
    );
    expect(scored.scores).toEqual({ [ann.playerId]: 1500, [bob.playerId]: 1500 });
    // Bob's move sent again after the failover is the same move: confirmed, not counted twice.
    expect(await submit(() => bobPhone, room, stageNumber, 'bob-1')).toBe(1);
    expect(await metric(b, 'snackparty_room_lease_changes_total{change="takenOver"}')).toBe(1);
    expect(await metric(b, 'snackparty_room_leases_held')).toBe(1);

    // B's clock runs the room: the scores stage ends on its deadline and the next round starts by itself.
    const scoresStage = latest(tv, hostView)!.stageNumber;
    await tv.until(() => (latest(tv, hostView)?.stageNumber ?? 0) > scoresStage, "the next round, on B's clock", 30_000);
    expect(latest(tv, hostView)!.scores).toEqual({ [ann.playerId]: 1500, [bob.playerId]: 1500 });
  }, 120_000);

  it('hands a room over at once on a graceful stop, and a server that was paused past its lease finds the room taken and gives it up', async () => {
    const c = await startServer('c', { DATABASE_URL: database!.url, REDIS_URL: redis!.url });
    const room = await openRoom(c, b, c);
    const { code, ann, bob, hostView } = room;
    let tv = await screenAt(c, room);
    await phoneAt(b, room, ann);
    let bobPhone = await phoneAt(c, room, bob);
    tv.send(`/host/${code}/startGame`);
    await tv.until(() => latest(tv, hostView)?.stage === 'answer', 'the answer stage, run by C', 10_000);
    const stageNumber = latest(tv, hostView)!.stageNumber;

    // C stops the way a supervisor stops it (SIGTERM): it lets the room go, and B takes it at once.
    const heldByB = await metric(b, 'snackparty_room_leases_held');
    const stoppedAt = Date.now();
    await c.stop();
    tv = await screenAt(b, room);
    bobPhone = await phoneAt(b, room, bob);
    await submit(() => bobPhone, room, stageNumber, 'bob-1');
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    expect(await metric(b, 'snackparty_room_leases_held')).toBe(heldByB + 1);

    // B is paused (SIGSTOP) past its lease, as a stalled machine would be: D takes the room over
    // and Ann's move goes through D.
    const d = await startServer('d', { DATABASE_URL: database!.url, REDIS_URL: redis!.url });
    process.kill(b.pid, 'SIGSTOP');
    let annOnD: TestStompClient | undefined;
    try {
      const tvOnD = await screenAt(d, room);
      annOnD = await phoneAt(d, room, ann);
      await submit(() => annOnD!, room, stageNumber, 'ann-1');
      await tvOnD.until(() => latest(tvOnD, hostView)?.stage === 'reveal' || (latest(tvOnD, hostView)?.stageNumber ?? 0) > stageNumber, 'the level resolved by D', 10_000);
    } finally {
      process.kill(b.pid, 'SIGCONT');
    }
    // B wakes up: it finds its lease gone within a renewal and stops running the room (a write it
    // tried before noticing would be refused by the fence: fencing.test.ts).
    await expect.poll(() => metric(b, 'snackparty_room_leases_held'), { timeout: 5_000 }).toBe(0);
    expect(await metric(b, 'snackparty_room_lease_changes_total{change="lost"}')).toBe(heldByB + 1);
    expect(await metric(d, 'snackparty_room_leases_held')).toBe(heldByB + 1);
    await d.stop();
  }, 120_000);

  it("carries a painter's strokes to the room's process and its screen, and reads the canvas from either process", async () => {
    // The room runs on B (its screen starts it there); its phones are on B and on E, a new process.
    const e = await startServer('e', { DATABASE_URL: database!.url, REDIS_URL: redis!.url });
    const hostToken = await guest(b);
    const code = (await call(b, '/gameSession/create', { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'CANVAS_CLASH' }, hostToken)).gameCode as string;
    await call(b, '/game/create', { gameType: 'CANVAS_CLASH', gameCode: code, settings: {} }, hostToken);
    const hostView = `/host/${code}/view`;
    const tv = await connect(b, { gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [hostView, `/canvasclash/player/${code}/playerDrawTopic/slot/0`, `/canvasclash/player/${code}/playerDrawTopic/slot/1`]);
    const seats: Array<{ token: string; seat: Seat; phone: TestStompClient; server: ServerProcess }> = [];
    const servers = [e, b, e, b];
    for (const [i, alias] of ['Ann', 'Bob', 'Cid', 'Dee'].entries()) {
      const server = servers[i]!;
      const token = await guest(server);
      const seat = (await call(server, '/gameSession/join', { gameCode: code, alias, avatarSrc: `/avatars/${['bagel', 'donut', 'tomato', 'pizza'][i]}.svg`, userInfo: { host: false } }, token)) as unknown as Seat;
      const phone = await connect(server, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${token}` }, [`/player/${code}/view/${seat.playerId}`]);
      seats.push({ token, seat, phone, server });
    }
    tv.send(`/host/${code}/startGame`);
    type PainterView = { role: string; canvas: number | null; drawingOpen: boolean; turn: number };
    const viewOf = (entry: (typeof seats)[number]) => (entry.phone.messages(`/player/${code}/view/${entry.seat.playerId}`).at(-1) as { game: PainterView } | undefined)?.game;
    await tv.until(() => seats.filter((entry) => viewOf(entry)?.role === 'painter' && viewOf(entry)?.drawingOpen).length === 2, 'two painters drawing', 15_000);
    // A painter's phone on the process that does not run the room (connected there, or come back there).
    const drawing = seats.find((entry) => viewOf(entry)?.role === 'painter')!;
    const { canvas, turn } = viewOf(drawing)!;
    const painter = { ...drawing, server: e, phone: drawing.server === e ? drawing.phone : await connect(e, { gameCode: code, purpose: 'player', playerSessionId: String(drawing.seat.sessionPlayerId), Authorization: `Bearer ${drawing.token}` }, []) };
    const stroke: DrawBatch = { turn, seq: 0, width: 400, height: 400, ops: [{ op: 'line', id: 1, brushColor: '#336699', brushRadius: 6, points: [{ x: 10, y: 10 }, { x: 40, y: 60 }], end: true }] };
    painter.phone.send(`/canvasclash/player/${code}/playerDrawTopic/${painter.seat.playerId}`, compressDrawBatch(stroke));

    // B takes the stroke (it knows who paints now) and the screen hears it on the painter's canvas.
    const canvasTopic = `/canvasclash/player/${code}/playerDrawTopic/slot/${canvas}`;
    await tv.until(() => tv.messages(canvasTopic).length === 1, 'the stroke on the screen', 10_000);
    expect(decodeDrawBatch(tv.messages(canvasTopic)[0]).ops).toEqual(stroke.ops);
    // The canvas as it is now, asked of either process: E asks B, which keeps the drawing.
    for (const server of [e, b]) {
      const res = await fetch(`${server.url}/api/v1/canvasclash/${code}/canvas/${canvas}`, { headers: { authorization: `Bearer ${hostToken}` } });
      expect(res.status, `the canvas from ${server.name}`).toBe(200);
      expect(JSON.stringify(await res.json())).toContain('#336699');
    }
    // The painter's own drawing, from the process its phone is on.
    const own = await fetch(`${painter.server.url}/api/v1/canvasclash/${code}/drawing/${painter.seat.playerId}`, { headers: { authorization: `Bearer ${painter.token}` } });
    expect(own.status).toBe(200);
    await e.stop();
  }, 60_000);

  it('keeps the audience on each server following the game: both crowds in every tally, each sees the game move on and is scored', async () => {
    const env = { DATABASE_URL: database!.url, REDIS_URL: redis!.url };
    const j = await startServer('j', env);
    const k = await startServer('k', env);
    try {
      // The room runs on J (its screen starts it there); Bob's phone and Di, of the audience, are on K.
      const hostToken = await guest(j);
      const code = (await call(j, '/gameSession/create', { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' }, hostToken)).gameCode as string;
      await call(j, '/game/create', { gameType: 'RPS_SHOOT', gameCode: code, settings: { numberOfRounds: 1, numberOfTurns: 1 } }, hostToken);
      const seatAt = async (server: ServerProcess, alias: string, avatar: string) => {
        const token = await guest(server);
        const seat = (await call(server, '/gameSession/join', { gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } }, token)) as unknown as Seat;
        const phone = await connect(server, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${token}` }, [`/player/${code}/view/${seat.playerId}`]);
        return { alias, seat, phone };
      };
      const players = [await seatAt(j, 'Ann', 'bagel'), await seatAt(k, 'Bob', 'donut')];
      const topics = [`/audience/${code}/view`, `/audience/${code}/tally`];
      const crowd = [
        { name: 'Cy', client: await connect(j, { gameCode: code, purpose: 'audience', audienceName: 'Cy', Authorization: `Bearer ${await guest(j)}` }, topics) },
        { name: 'Di', client: await connect(k, { gameCode: code, purpose: 'audience', audienceName: 'Di', Authorization: `Bearer ${await guest(k)}` }, topics) },
      ];
      type Prompt = { kind: string; options: Array<{ id: string; label?: string }> };
      const viewOf = (client: TestStompClient) => (client.messages(`/audience/${code}/view`).at(-1) as { game: { stageNumber: number; prompt: Prompt | null } | null } | undefined)?.game;
      const tv = await connect(j, { gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [`/host/${code}/view`]);
      tv.send(`/host/${code}/startGame`);

      // Both crowds are asked to bet, on the server each is connected to, and both bet on fighter A.
      for (const { name, client } of crowd) await client.until(() => viewOf(client)?.prompt?.kind === 'choose', `${name} asked to bet`, 15_000);
      const { stageNumber, prompt } = viewOf(crowd[1]!.client)!;
      for (const { client } of crowd) client.send(`/backend/audience/${code}/choose`, { stageNumber, choice: 'WIN' });
      // The tally each is shown counts both crowds.
      type Tally = { members: number; counts: Record<string, number>; board: Array<{ alias: string; points: number }> };
      const tallyOf = (client: TestStompClient) => client.messages(`/audience/${code}/tally`).at(-1) as Tally | undefined;
      for (const { name, client } of crowd) await client.until(() => tallyOf(client)?.members === 2 && tallyOf(client)?.counts.WIN === 2, `both crowds in ${name}'s tally`, 10_000);
      // Fighter A (the bet's WIN) throws rock three times, B scissors: A wins, and so do the bets.
      const fighterA = prompt!.options.find((option) => option.id === 'WIN')!.label;
      for (const { alias, seat, phone } of players) {
        const throws = Array(3).fill(alias === fighterA ? 'ROCK' : 'SCISSORS');
        await sendUntilConfirmed(() => phone, `/player/${code}/move`, { move: 'pick', payload: { moves: throws }, stageNumber, moveId: `pick-${seat.playerId}` });
      }

      for (const { name, client } of crowd) {
        await client.until(() => tallyOf(client)?.board.some((entry) => entry.alias === name && entry.points > 0) ?? false, `${name} scored`, 15_000);
        await client.until(() => (viewOf(client)?.stageNumber ?? 0) > stageNumber, `${name} sees the battle revealed`, 15_000);
      }
      tv.send(`/host/${code}/requestEndGame`);
      // Ended, so that no other server takes the room over once these two stop.
      await tv.until(() => (tv.messages(`/host/${code}/view`).at(-1) as { over?: boolean } | undefined)?.over === true, 'the game ended', 10_000);
    } finally {
      await Promise.allSettled([j.stop(), k.stop()]);
    }
  }, 90_000);

  it("has every crowd's counts in the game again within seconds once the room changes hands", async () => {
    const env = { DATABASE_URL: database!.url, REDIS_URL: redis!.url };
    const servers = { m: await startServer('m', env), n: await startServer('n', env), o: await startServer('o', env) };
    try {
      // The room runs on M (its screen starts it there); Cy watches on N, Di on O.
      const hostToken = await guest(servers.m);
      const code = (await call(servers.m, '/gameSession/create', { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' }, hostToken)).gameCode as string;
      await call(servers.m, '/game/create', { gameType: 'RPS_SHOOT', gameCode: code, settings: { numberOfRounds: 1, numberOfTurns: 1, extraTimeCapSeconds: 120 } }, hostToken);
      for (const [alias, avatar] of [['Ann', 'bagel'], ['Bob', 'donut']] as const) {
        const token = await guest(servers.m);
        const seat = (await call(servers.m, '/gameSession/join', { gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } }, token)) as unknown as Seat;
        const phone = await connect(servers.m, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${token}` }, [`/player/${code}/view/${seat.playerId}`]);
        // Nobody picks: extra time keeps the stage open for the whole test.
        phone.send(`/player/${code}/extraTime`, { on: true });
      }
      await new Promise((r) => setTimeout(r, 300));
      const topics = [`/audience/${code}/view`];
      const cy = await connect(servers.n, { gameCode: code, purpose: 'audience', audienceName: 'Cy', Authorization: `Bearer ${await guest(servers.n)}` }, topics);
      const di = await connect(servers.o, { gameCode: code, purpose: 'audience', audienceName: 'Di', Authorization: `Bearer ${await guest(servers.o)}` }, topics);
      type Prompt = { kind: string; options: Array<{ id: string }> };
      const viewOf = (client: TestStompClient) => (client.messages(`/audience/${code}/view`).at(-1) as { game: { stageNumber: number; prompt: Prompt | null } | null } | undefined)?.game;
      const tv = await connect(servers.m, { gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [`/host/${code}/view`]);
      tv.send(`/host/${code}/startGame`);
      for (const client of [cy, di]) await client.until(() => viewOf(client)?.prompt?.kind === 'choose', 'asked to bet', 15_000);
      const { stageNumber, prompt } = viewOf(cy)!;
      const [first, second] = prompt!.options.map((option) => option.id);

      // The counts the game holds, as stored (the server running it writes them into the match).
      const db = new pg.Client({ connectionString: database!.url });
      await db.connect();
      const storedCounts = async () => {
        const { rows } = await db.query<{ audience: { stageNumber: number; counts: Record<string, number> } | null }>(
          `select g.match->'audience' as audience from games g join game_sessions s on s.id = g.game_session_id where s.game_code = $1 order by g.id desc limit 1`,
          [code],
        );
        const audience = rows[0]?.audience;
        return audience?.stageNumber === stageNumber ? audience.counts : {};
      };
      const until = async (what: string, expected: Record<string, number>, timeoutMs: number) => {
        const started = Date.now();
        let last: Record<string, number> = {};
        while (Date.now() - started < timeoutMs) {
          last = await storedCounts();
          const sorted = (counts: Record<string, number>) => JSON.stringify(Object.entries(counts).sort());
          if (sorted(last) === sorted(expected)) return;
          await new Promise((r) => setTimeout(r, 200));
        }
        throw new Error(`${what}: stored counts ${JSON.stringify(last)}, expected ${JSON.stringify(expected)}`);
      };
      try {
        cy.send(`/backend/audience/${code}/choose`, { stageNumber, choice: first });
        di.send(`/backend/audience/${code}/choose`, { stageNumber, choice: first });
        await until('both crowds counted by M', { [first!]: 2 }, 10_000);

        // M stops: N or O takes the room over, and knows nothing yet of the other's crowd.
        await servers.m.stop();
        // Cy changes her mind: her server sends its counts at once. Di's server sends its own again
        // within 5 s, unchanged, and the game holds both crowds again.
        cy.send(`/backend/audience/${code}/choose`, { stageNumber, choice: second });
        await until('both crowds counted by the new owner', { [first!]: 1, [second!]: 1 }, 12_000);
        expect(viewOf(cy)?.stageNumber, 'the stage has not moved on meanwhile').toBe(stageNumber);
      } finally {
        await db.end();
      }
    } finally {
      await Promise.allSettled(Object.values(servers).map((server) => server.stop()));
    }
  }, 120_000);

  it("counts an address's requests once across the servers: the rate limit is theirs together", async () => {
    const env = { DATABASE_URL: database!.url, REDIS_URL: redis!.url, RATE_LIMIT_PER_MINUTE: '20' };
    const f = await startServer('f', env);
    const g = await startServer('g', env);
    try {
      const statuses: number[] = [];
      // Alternating between the two, as a load balancer spreads one phone's requests.
      for (let i = 0; i < 30; i++) statuses.push((await fetch(`${(i % 2 ? f : g).url}/api/v1/health`)).status);
      // 15 requests reach each: under each one's own limit, over the two's together (the start-up's
      // health checks count too). From the first refusal on, every request is refused.
      const allowed = statuses.filter((status) => status === 200).length;
      expect(allowed, statuses.join()).toBeLessThanOrEqual(20);
      expect(statuses.slice(allowed).every((status) => status === 429), statuses.join()).toBe(true);
    } finally {
      await Promise.allSettled([f.stop(), g.stop()]);
    }
  }, 60_000);

  it('plays behind the shipped nginx in front of both, and a phone finds its room again through it after one is killed', async () => {
    const env = { DATABASE_URL: database!.url, REDIS_URL: redis!.url, TRUST_PROXY: 'true' };
    const servers = [await startServer('h', env), await startServer('i', env)];
    let nginx: RunningNginx | undefined;
    try {
      nginx = await startNginx(servers.map((server) => server.port));
      const proxy = nginx;
      const api = async (path: string, body: unknown, token?: string) => {
        const res = await requestVia(proxy, 'POST', `/api/v1${path}`, { body, headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect(res.status, path).toBe(200);
        return res.json();
      };
      const signIn = async (name: string) => (await api('/user/guest', { guestId: `nginx-${name}-${process.pid}`, language: 'en' })).accessToken as string;
      const hostToken = await signIn('host');
      const code = (await api('/gameSession/create', { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' }, hostToken)).gameCode as string;
      await api('/game/create', { gameType: 'SYNC_THINK', gameCode: code, settings: { closeMatchEnabled: false } }, hostToken);
      const seats: Array<Seat & { token: string }> = [];
      for (const alias of ['Ann', 'Bob']) {
        const token = await signIn(alias);
        const seat = (await api('/gameSession/join', { gameCode: code, alias, avatarSrc: `/avatars/${alias === 'Ann' ? 'bagel' : 'donut'}.svg`, userInfo: { host: false } }, token)) as unknown as Seat;
        seats.push({ ...seat, token });
      }
      const through = async (headers: Record<string, string>, topics: string[]) => {
        const client = await TestStompClient.connect(`wss://127.0.0.1:${proxy.httpsPort}/gametje`, headers, { ca: proxy.ca });
        clients.push(client);
        for (const topic of [...topics, '/user/queue/errors']) await client.subscribe(topic);
        return client;
      };
      const hostView = `/host/${code}/view`;
      const phoneOf = (seat: (typeof seats)[number]) => through({ gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${seat.token}` }, [`/player/${code}/view/${seat.playerId}`]);
      let tv = await through({ gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [hostView]);
      let phones = [await phoneOf(seats[0]!), await phoneOf(seats[1]!)];
      tv.send(`/host/${code}/startGame`);
      await tv.until(() => latest(tv, hostView)?.stage === 'answer', 'the answer stage through nginx', 10_000);
      const stageNumber = latest(tv, hostView)!.stageNumber;
      const room = { code } as Room;
      await submit(() => phones[0]!, room, stageNumber, 'ann-1');

      // The server running the room is killed; everyone reconnects through nginx, which sends them to the other.
      const ownerPid = await runningRoom(code);
      const owner = servers.find((server) => server.pid === ownerPid)!;
      expect(owner, 'the room runs on a server behind nginx').toBeDefined();
      const killedAt = Date.now();
      await owner.kill('SIGKILL');
      tv = await through({ gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [hostView]);
      phones = [await phoneOf(seats[0]!), await phoneOf(seats[1]!)];
      await submit(() => phones[1]!, room, stageNumber, 'bob-1');
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      await tv.until(() => latest(tv, hostView)?.stage === 'roundScores', "the round's scores through nginx", 30_000);
      expect(latest(tv, hostView)!.scores).toEqual({ [seats[0]!.playerId]: 1500, [seats[1]!.playerId]: 1500 });
      // Run by a living server now (the other behind nginx, or one of the suite's earlier ones).
      const nowRunning = await runningRoom(code);
      expect(nowRunning).toBeDefined();
      expect(nowRunning).not.toBe(owner.pid);
    } finally {
      await nginx?.stop();
      await Promise.allSettled(servers.map((server) => server.stop()));
    }
  }, 90_000);
});
