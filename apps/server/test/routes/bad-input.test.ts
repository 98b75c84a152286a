import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { mailOutbox } from '../../src/db/schema';
import { FrameParser, type StompFrame } from '../../src/stomp/codec';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';

/** Sends raw CONNECT text and resolves with the broker's answer. */
async function rawConnect(url: string, text: string): Promise<StompFrame> {
  const ws = new WebSocket(url, ['v12.stomp']);
  const parser = new FrameParser({ maxFrameSize: 1 << 20, maxBodySize: 1 << 20 });
  try {
    return await new Promise<StompFrame>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('open', () => ws.send(text));
      ws.on('message', (data) => {
        const frame = parser.push(data as Buffer)[0];
        if (frame) resolve(frame);
      });
    });
  } finally {
    ws.terminate();
  }
}

describe('bad input', () => {
  let app: FastifyInstance;
  let host: TestUser;
  let code: string;

  beforeEach(async () => {
    app = await buildTestApp();
    host = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
  });
  afterEach(() => app.close());

  const expect422 = (res: { statusCode: number; json(): { messageKey: string } }, messageKey = 'error.invalid_request') => {
    expect(res.statusCode).toBe(422);
    expect(res.json().messageKey).toBe(messageKey);
  };

  it('refuses NUL anywhere in names, codes, queries and bodies with 422, and stores nothing', async () => {
    const ann = await guest(app);
    expect422(await app.inject({ method: 'POST', url: '/api/v1/gameSession/join', headers: ann.auth, payload: { gameCode: code, alias: 'An\u0000n', avatarSrc: '/avatars/bagel.svg' } }));
    expect422(await app.inject({ method: 'POST', url: '/api/v1/gameSession/join', headers: ann.auth, payload: { gameCode: `${code.slice(0, 4)}\u0000`, alias: 'Ann', avatarSrc: '/avatars/bagel.svg' } }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/gameSession/${code.slice(0, 3)}%00` }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList?x=%00` }));
    expect422(await app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings: { ['rounds\u0000']: 3 } } }));
    expect422(await app.inject({ method: 'POST', url: '/api/v1/user/guest', payload: { guestId: 'g\u0000', language: 'en' } }));
    // Broken Unicode (a lone surrogate) cannot be stored either.
    expect422(await app.inject({ method: 'POST', url: '/api/v1/gameSession/join', headers: ann.auth, payload: { gameCode: code, alias: 'Ann\ud800', avatarSrc: '/avatars/bagel.svg' } }));
    expect((await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList` })).json()).toEqual([]);
  });

  it('answers the contact form with NUL 422 instead of dropping the mail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/email/contactForm', payload: { name: 'Bob', email: 'bob@example.com', message: 'Hello\u0000there' } });
    expect422(res);
    expect(await app.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses ids outside 1..2147483647 with 422 (or as not found) before any query', async () => {
    const big = '99999999999';
    expect422(await app.inject({ method: 'POST', url: `/api/v1/gameSession/updateSessionPlayer/${big}`, headers: host.auth, payload: { alias: 'Ann' } }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/gameSession/${code}/player/${big}` }));
    expect422(await app.inject({ method: 'POST', url: `/api/v1/gameSession/${code}/${big}/quit`, headers: host.auth }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/canvasclash/${code}/drawing/${big}`, headers: host.auth }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/wordPack/get/${big}`, headers: host.auth }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/wordPack/getAll?otherUserId=${big}`, headers: host.auth }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/userProfile/${big}`, headers: host.auth }));
    expect422(await app.inject({ method: 'GET', url: `/api/v1/userProfile/${host.userId}/games/${big}`, headers: host.auth }));
    expect422(await app.inject({ method: 'GET', url: '/api/v1/wordPack/get/1e400', headers: host.auth }));
    for (const path of ['/api/v1/gameSession/rejoin', '/api/v1/game/join', '/api/v1/game/rejoin']) {
      const res = await app.inject({ method: 'POST', url: path, headers: host.auth, payload: { gameCode: code, sessionPlayerId: Number(big) } });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().messageKey).toBe('error.player_not_found');
    }
    const pack = await app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings: { wordPackIds: [Number(big)] } } });
    expect(pack.statusCode).toBe(422);
  });

  it('checks STOMP CONNECT headers before the database: NUL, a malformed code or seat is refused with its key', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json() as SessionPlayerDto;
    const connect = (headers: string) => rawConnect(url, `CONNECT\naccept-version:1.2\nhost:x\nAuthorization:Bearer ${ann.token}\n${headers}\n\n\u0000`);

    const nul = await connect(`gameCode:${code.slice(0, 2)}\u0000${code.slice(3)}\npurpose:join`);
    expect(nul.command).toBe('ERROR');
    expect(nul.headers.message).not.toMatch(/internal/i);

    const long = await connect(`gameCode:${'Q'.repeat(500)}\npurpose:join`);
    expect(long.headers['message-key']).toBe('error.invalid_room_code');
    const symbols = await connect(`gameCode:AB'CD\npurpose:join`);
    expect(symbols.headers['message-key']).toBe('error.invalid_room_code');

    for (const bad of ['99999999999', '-1', '1e3', 'abc', '0']) {
      const frame = await connect(`gameCode:${code}\npurpose:player\nplayerSessionId:${bad}`);
      expect(frame.command, bad).toBe('ERROR');
      expect(frame.headers['message-key'], bad).toBe('error.player_not_found');
    }
    const purpose = await connect(`gameCode:${code}\npurpose:${'x'.repeat(300)}`);
    expect(purpose.headers['message-key']).toBe('error.invalid_request');

    // The well-formed connection still works.
    const ok = await connect(`gameCode:${code.toLowerCase()}\npurpose:player\nplayerSessionId:${seat.sessionPlayerId}`);
    expect(ok.command).toBe('CONNECTED');
  });
});
