import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { FrameParser, serializeFrame, type StompFrame } from '../../src/stomp/codec';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';

/** Opens a STOMP connection from `localAddress` and resolves with the broker's answer to CONNECT. */
async function stompConnect(url: string, headers: Record<string, string>, localAddress = '127.0.0.1', wsHeaders: Record<string, string> = {}): Promise<StompFrame> {
  const ws = new WebSocket(url, ['v12.stomp'], { localAddress, headers: wsHeaders });
  const parser = new FrameParser({ maxFrameSize: 1 << 20, maxBodySize: 1 << 20 });
  try {
    return await new Promise<StompFrame>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('open', () => ws.send(serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'x', ...headers }, body: '' })));
      ws.on('message', (data) => {
        const frame = parser.push(data as Buffer)[0];
        if (frame) resolve(frame);
      });
    });
  } finally {
    ws.terminate();
  }
}

const letters = 'ACDEFGHJKMNPQRTUVWXY';
/** A well-formed code that is not the real one. */
function missCode(real: string, i: number): string {
  for (;;) {
    const code = `${letters[i % 20]}${letters[(i * 7 + 3) % 20]}Q${letters[(i * 3) % 20]}Z`;
    if (code !== real) return code;
    i++;
  }
}

describe('guessing room codes', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;

  async function start(overrides = {}) {
    app = await buildTestApp({ stompTcpPort: 0, ...overrides });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
  }
  beforeEach(() => start());
  afterEach(async () => {
    await app.close();
  });

  const get = (path: string, remoteAddress: string, user?: TestUser) =>
    app.inject({ method: 'GET', url: `/api/v1${path}`, remoteAddress, headers: user?.auth ?? {} });

  it('REST: 10 misses pass, the 11th is refused with 429 even for a real code; another address is unaffected', async () => {
    const attacker = '10.9.9.9';
    const paths = (c: string) => [`/gameSession/${c}`, `/game/${c}`, `/gameSession/${c}/usedAvatars`, `/game/${c}/playerCount`, `/game/${c}/playerList`, `/game/${c}/roundSummary`];
    for (let i = 0; i < 10; i++) {
      const res = await get(paths(missCode(code, i))[i % 6]!, attacker);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().messageKey).toBe('general.game_not_found');
    }
    for (const path of [...paths(code), ...paths(missCode(code, 50))]) {
      const res = await get(path, attacker);
      expect(res.statusCode, path).toBe(429);
      expect(res.json().messageKey).toBe('error.too_many_requests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const user = await guest(app);
    const joined = await app.inject({ method: 'POST', url: '/api/v1/gameSession/join', remoteAddress: attacker, headers: user.auth, payload: { gameCode: code, alias: 'Eve', avatarSrc: '/avatars/bagel.svg' } });
    expect(joined.statusCode).toBe(429);
    const rejoin = await app.inject({ method: 'POST', url: '/api/v1/gameSession/rejoin', remoteAddress: attacker, headers: user.auth, payload: { gameCode: code, sessionPlayerId: 1 } });
    expect(rejoin.statusCode).toBe(429);
    // Other routes of that address still work.
    expect((await get('/gameSession/publicGames', attacker)).statusCode).toBe(200);
    // Another address: a real code is found and a miss is an ordinary 404.
    expect((await get(`/gameSession/${code}`, '10.1.1.1')).statusCode).toBe(200);
    expect((await get(`/gameSession/${missCode(code, 99)}`, '10.1.1.1')).statusCode).toBe(404);
  });

  it('REST: joins and rejoins with a wrong code count too, and so does a token’s user from any address', async () => {
    const eve = await guest(app);
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'POST',
        url: i % 2 ? '/api/v1/gameSession/join' : '/api/v1/gameSession/rejoin',
        remoteAddress: `10.7.0.${i + 1}`,
        headers: eve.auth,
        payload: i % 2 ? { gameCode: missCode(code, i), alias: 'Eve', avatarSrc: '/avatars/bagel.svg' } : { gameCode: missCode(code, i), sessionPlayerId: 1 },
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    const res = await get(`/gameSession/${code}`, '10.7.1.1', eve);
    expect(res.statusCode).toBe(429);
    // Without that token the same fresh address is fine.
    expect((await get(`/gameSession/${code}`, '10.7.1.1')).statusCode).toBe(200);
  });

  it('REST: a burst of misses sent in parallel still stops at 10', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/gameSession/${missCode(code, i)}`, '10.8.8.8')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 404).every((s) => s === 429)).toBe(true);
  });

  it('REST: real players joining one room from one address are never slowed or refused', async () => {
    const started = Date.now();
    const avatars = ['bagel', 'donut', 'tomato', 'cupcake', 'pizza', 'taco', 'burger', 'hotdog'];
    await Promise.all(
      avatars.map(async (avatar, i) => {
        const user = await guest(app);
        for (let round = 0; round < 5; round++) {
          for (const path of [`/gameSession/${code}`, `/game/${code}`, `/gameSession/${code}/usedAvatars`, `/game/${code}/playerList`]) {
            expect((await get(path, '192.168.1.10', user)).statusCode).toBe(200);
          }
        }
        const res = await app.inject({ method: 'POST', url: '/api/v1/gameSession/join', remoteAddress: '192.168.1.10', headers: user.auth, payload: { gameCode: code, alias: `Player ${'abcdefgh'[i]}`, avatarSrc: `/avatars/${avatar}.svg` } });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.statusCode, res.body).not.toBe(429);
      }),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('STOMP: 10 CONNECTs with a wrong gameCode pass, the 11th is refused even for the real code; another address is unaffected', async () => {
    const eve = await guest(app);
    for (let i = 0; i < 10; i++) {
      const frame = await stompConnect(url, { gameCode: missCode(code, i), purpose: 'join', Authorization: `Bearer ${(await guest(app)).token}` }, '127.0.0.5');
      expect(frame.command).toBe('ERROR');
      expect(frame.headers['message-key']).toBe('general.game_not_found');
    }
    const refused = await stompConnect(url, { gameCode: code, purpose: 'join', Authorization: `Bearer ${eve.token}` }, '127.0.0.5');
    expect(refused.command).toBe('ERROR');
    expect(refused.headers['message-key']).toBe('error.too_many_requests');
    // The same address over REST is refused as well: one limiter for both.
    expect((await get(`/gameSession/${code}`, '127.0.0.5')).statusCode).toBe(429);
    const other = await stompConnect(url, { gameCode: code, purpose: 'join', Authorization: `Bearer ${eve.token}` }, '127.0.0.6');
    expect(other.command).toBe('CONNECTED');
  });

  it('STOMP and REST misses add up for one address', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/game/${missCode(code, i)}`, '127.0.0.7')).statusCode).toBe(404);
    for (let i = 5; i < 10; i++) {
      const frame = await stompConnect(url, { gameCode: missCode(code, i), purpose: 'join', Authorization: `Bearer ${(await guest(app)).token}` }, '127.0.0.7');
      expect(frame.headers['message-key']).toBe('general.game_not_found');
    }
    const frame = await stompConnect(url, { gameCode: code, purpose: 'join', Authorization: `Bearer ${host.token}` }, '127.0.0.7');
    expect(frame.headers['message-key']).toBe('error.too_many_requests');
  });

  it('STOMP: seats reconnecting to their real room from one address are never refused', async () => {
    const players: Array<{ user: TestUser; seat: SessionPlayerDto }> = [];
    for (const [i, avatar] of ['bagel', 'donut', 'tomato', 'cupcake'].entries()) {
      const user = await guest(app);
      players.push({ user, seat: (await join(app, user, code, `Player ${'abcd'[i]}`, avatar)).json() as SessionPlayerDto });
    }
    for (let round = 0; round < 4; round++) {
      const frames = await Promise.all(
        players.map(({ user, seat }) =>
          stompConnect(url, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${user.token}` }, '127.0.0.8'),
        ),
      );
      expect(frames.map((f) => f.command)).toEqual(['CONNECTED', 'CONNECTED', 'CONNECTED', 'CONNECTED']);
    }
  });

  it('STOMP behind a trusted proxy: the forwarded address is the one limited', async () => {
    await app.close();
    await start({ trustProxy: true });
    for (let i = 0; i < 10; i++) {
      const frame = await stompConnect(url, { gameCode: missCode(code, i), purpose: 'join', Authorization: `Bearer ${host.token}` }, '127.0.0.1', { 'x-forwarded-for': `203.0.113.${i % 2 ? 9 : 9}` });
      expect(frame.headers['message-key']).toBe('general.game_not_found');
    }
    const eve = await guest(app);
    const blocked = await stompConnect(url, { gameCode: code, purpose: 'join', Authorization: `Bearer ${eve.token}` }, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(blocked.headers['message-key']).toBe('error.too_many_requests');
    const neighbour = await stompConnect(url, { gameCode: code, purpose: 'join', Authorization: `Bearer ${eve.token}` }, '127.0.0.1', { 'x-forwarded-for': '203.0.113.10, 10.0.0.1' });
    expect(neighbour.command).toBe('CONNECTED');
  });
});
