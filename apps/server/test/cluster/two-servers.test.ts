/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load balancer: a room's screen
 * and phones connected to different processes play one game (each message reaches everyone, each
 * move goes to the process running the room); the process running it is killed with SIGKILL
 * mid-stage, and the other takes the room over within seconds with its seats, stage and scores: the
 * phones reconnect and send their moves again until they are confirmed, and none is lost.
 * PostgreSQL run only (PGlite lives inside one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, `snackparty_two_${process.pid}`);
    redis = await startRedis();
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
    // One after the other: the first runs the migrations.
    a = await startServerProcess({ name: 'a', env });
    b = await startServerProcess({ name: 'b', env });
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
    await Promise.allSettled([a?.stop(), b?.stop()]);
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

  it('plays one room across both, and the room goes on on the other within 5 s when its server is killed mid-stage', async () => {
    // The host makes the room on A; Ann joins on A, Bob on B.
    const hostToken = await guest(a);
    const code = (await call(a, '/gameSession/create', { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' }, hostToken)).gameCode as string;
    await call(a, '/game/create', { gameType: 'SYNC_THINK', gameCode: code, settings: { closeMatchEnabled: false } }, hostToken);
    const annToken = await guest(a);
    const ann = (await call(a, '/gameSession/join', { gameCode: code, alias: 'Ann', avatarSrc: '/avatars/bagel.svg', userInfo: { host: false } }, annToken)) as unknown as Seat;
    const bobToken = await guest(b);
    const bob = (await call(b, '/gameSession/join', { gameCode: code, alias: 'Bob', avatarSrc: '/avatars/donut.svg', userInfo: { host: false } }, bobToken)) as unknown as Seat;

    const hostView = `/host/${code}/view`;
    const annView = `/player/${code}/view/${ann.playerId}`;
    const bobView = `/player/${code}/view/${bob.playerId}`;
    const phoneHeaders = (token: string, seat: Seat) => ({ gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${token}` });
    let tv = await connect(a, { gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [hostView]);
    let annPhone = await connect(a, phoneHeaders(annToken, ann), [annView]);
    const bobPhone = await connect(b, phoneHeaders(bobToken, bob), [bobView]);

    // The screen on A starts the game: Bob's phone on B sees it start, as the screen does.
    tv.send(`/host/${code}/startGame`);
    const latest = (client: TestStompClient, topic: string) => client.messages(topic).at(-1) as HostView | undefined;
    await tv.until(() => latest(tv, hostView)?.stage === 'answer', 'the answer stage on the screen', 10_000);
    await bobPhone.until(() => latest(bobPhone, bobView)?.stage === 'answer', "the answer stage on Bob's phone, through B", 10_000);
    const stageNumber = latest(tv, hostView)!.stageNumber;

    // Bob's move reaches B, which sends it on to A, where the room runs: confirmed on the first try.
    expect(await sendUntilConfirmed(() => bobPhone, `/player/${code}/move`, { move: 'submitWord', payload: { word: 'apple' }, stageNumber, moveId: 'bob-1' })).toBe(1);
    await tv.until(() => JSON.stringify(latest(tv, hostView)).includes(`${bob.playerId}`), "Bob's answer counted on the screen");

    // A is killed mid-stage. The screen and Ann's phone come back on B, as a load balancer would send them.
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    await tv.until(() => tv.closed, 'the screen noticing A is gone', 15_000);
    tv = await connect(b, { gameCode: code, purpose: 'host', Authorization: `Bearer ${hostToken}` }, [hostView]);
    annPhone = await connect(b, phoneHeaders(annToken, ann), [annView]);
    // Ann's phone sends her move until it is confirmed: once B has taken the room over.
    await sendUntilConfirmed(() => annPhone, `/player/${code}/move`, { move: 'submitWord', payload: { word: 'apple' }, stageNumber, moveId: 'ann-1' });
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
    expect(await sendUntilConfirmed(() => bobPhone, `/player/${code}/move`, { move: 'submitWord', payload: { word: 'apple' }, stageNumber, moveId: 'bob-1' })).toBe(1);

    // B's clock runs the room: the scores stage ends on its deadline and the next round starts by itself.
    const scoresStage = latest(tv, hostView)!.stageNumber;
    await tv.until(() => (latest(tv, hostView)?.stageNumber ?? 0) > scoresStage, "the next round, on B's clock", 30_000);
    expect(latest(tv, hostView)!.scores).toEqual({ [ann.playerId]: 1500, [bob.playerId]: 1500 });
  }, 120_000);
});
