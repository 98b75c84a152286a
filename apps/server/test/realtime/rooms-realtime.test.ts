import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

describe('rooms over STOMP', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  let code: string;
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    app = await buildTestApp({ stompTcpPort: -1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
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

  async function seated(alias: string, avatar: string) {
    const user = await guest(app);
    const seat = (await join(app, user, code, alias, avatar)).json() as SessionPlayerDto;
    return { user, seat };
  }

  it('shows the host players arriving and their connection state live', async () => {
    const tv = await connect(host, 'host');
    await tv.subscribe(`/common/${code}/playersUpdated`);
    await tv.subscribe(`/common/${code}/websocketConnectionUpdated`);
    const ann = await seated('Ann', 'bagel');
    await tv.until(() => tv.messages(`/common/${code}/playersUpdated`).length > 0, 'players list');
    expect((tv.messages(`/common/${code}/playersUpdated`).at(-1) as SessionPlayerDto[]).map((p) => p.alias)).toEqual(['Ann']);
    const phone = await connect(ann.user, 'player', ann.seat);
    await tv.until(() => tv.messages(`/common/${code}/websocketConnectionUpdated`).length > 0, 'presence');
    expect(tv.messages(`/common/${code}/websocketConnectionUpdated`).at(-1)).toEqual({ playerId: ann.seat.playerId, sessionPlayerId: ann.seat.sessionPlayerId, connected: true });
    await phone.close();
    await tv.until(() => (tv.messages(`/common/${code}/websocketConnectionUpdated`).at(-1) as { connected: boolean }).connected === false, 'offline');
  });

  it('asks the phones for a heartbeat when the host screen connects', async () => {
    const ann = await seated('Ann', 'bagel');
    const phone = await connect(ann.user, 'player', ann.seat);
    await phone.subscribe(`/common/${code}/requestHeartbeat`);
    await connect(host, 'host');
    await phone.until(() => phone.messages(`/common/${code}/requestHeartbeat`).length > 0, 'heartbeat request');
    expect(phone.messages(`/common/${code}/requestHeartbeat`)[0]).toEqual({ sentAt: expect.any(Number) });
  });

  it('pushes used avatars to a phone that is still choosing', async () => {
    const chooser = await guest(app);
    const phone = await connect(chooser, 'join');
    await phone.subscribe(`/common/${code}/usedAvatars`);
    await seated('Ann', 'donut');
    await phone.until(() => phone.messages(`/common/${code}/usedAvatars`).length > 0, 'used avatars');
    expect(phone.messages(`/common/${code}/usedAvatars`).at(-1)).toEqual(['/avatars/donut.svg']);
  });

  it('refuses a non-host sending to a host-only destination, and closes that connection only', async () => {
    const ann = await seated('Ann', 'bagel');
    const bob = await seated('Bob', 'donut');
    const annPhone = await connect(ann.user, 'player', ann.seat);
    const bobPhone = await connect(bob.user, 'player', bob.seat);
    await bobPhone.subscribe(`/common/${code}/playersUpdated`);
    annPhone.send(`/host/${code}/requestPlayerKick`, { playerId: bob.seat.playerId });
    await annPhone.until(() => annPhone.errors.length > 0 && annPhone.closed, 'ERROR and close');
    expect(annPhone.errors[0]!.headers.message).toMatch(/host/i);
    // Bob is still seated and still connected.
    expect((await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList` })).json()).toHaveLength(2);
    await seated('Cat', 'tomato');
    await bobPhone.until(() => bobPhone.messages(`/common/${code}/playersUpdated`).length > 0, 'update after the refusal');
    expect(bobPhone.connected).toBe(true);
  });

  it('refuses SENDs to destinations only the server publishes', async () => {
    const ann = await seated('Ann', 'bagel');
    const phone = await connect(ann.user, 'player', ann.seat);
    phone.send(`/common/${code}/playersUpdated`, []);
    await phone.until(() => phone.errors.length > 0, 'ERROR');
    const tv = await connect(host, 'host');
    tv.send(`/host/${code}/playerKicked/${ann.seat.playerId}`, {});
    await tv.until(() => tv.errors.length > 0, 'ERROR for the host too');
  });

  it('refuses to let a player listen to the host’s requests or someone else’s kick notice', async () => {
    const ann = await seated('Ann', 'bagel');
    const bob = await seated('Bob', 'donut');
    const phone = await connect(ann.user, 'player', ann.seat);
    void phone.subscribe(`/host/${code}/playerKicked/${bob.seat.playerId}`);
    await phone.until(() => phone.errors.length > 0, 'ERROR');
  });

  it('refuses connections without a valid token, to an unknown room, as a fake host or in someone else’s seat', async () => {
    const ann = await seated('Ann', 'bagel');
    const stranger = await guest(app);
    const attempts: Array<Record<string, string>> = [
      { gameCode: code, purpose: 'join' },
      { gameCode: code, purpose: 'join', Authorization: 'Bearer not-a-token' },
      { gameCode: 'QQQQQ', purpose: 'join', Authorization: `Bearer ${stranger.token}` },
      { gameCode: code, purpose: 'host', Authorization: `Bearer ${stranger.token}` },
      { gameCode: code, purpose: 'player', playerSessionId: String(ann.seat.sessionPlayerId), Authorization: `Bearer ${stranger.token}` },
    ];
    for (const headers of attempts) {
      const c = await TestStompClient.connect(url, headers);
      clients.push(c);
      await c.until(() => c.errors.length > 0 || c.closed, `refusal of ${JSON.stringify(headers)}`);
      expect(c.connected).toBe(false);
    }
  });

  it('kicks: the player is told, disconnected and cannot come back; the host sees the seat go', async () => {
    const ann = await seated('Ann', 'bagel');
    const bob = await seated('Bob', 'donut');
    const tv = await connect(host, 'host');
    await tv.subscribe(`/common/${code}/playersUpdated`);
    const bobPhone = await connect(bob.user, 'player', bob.seat);
    await bobPhone.subscribe(`/host/${code}/playerKicked/${bob.seat.playerId}`);
    tv.send(`/host/${code}/requestPlayerKick`, { playerId: bob.seat.playerId });
    await bobPhone.until(() => bobPhone.messages(`/host/${code}/playerKicked/${bob.seat.playerId}`).length > 0, 'kick notice');
    await bobPhone.until(() => bobPhone.closed, 'disconnect');
    const aliases = () => (tv.messages(`/common/${code}/playersUpdated`).at(-1) as SessionPlayerDto[] | undefined)?.map((p) => p.alias);
    await tv.until(() => aliases()?.join() === 'Ann', 'a list without Bob');
    await new Promise((r) => setTimeout(r, 200));
    expect(aliases()).toEqual(['Ann']);
    const rejoin = await app.inject({ method: 'POST', url: '/api/v1/gameSession/rejoin', headers: bob.user.auth, payload: { gameCode: code, sessionPlayerId: bob.seat.sessionPlayerId } });
    expect(rejoin.statusCode).toBe(403);
    expect(ann.seat.alias).toBe('Ann');
  });

  it('adds AI players and reports business refusals on the error queue without closing', async () => {
    const tv = await connect(host, 'host');
    await tv.subscribe('/user/queue/errors');
    await tv.subscribe(`/common/${code}/playersUpdated`);
    tv.send(`/host/${code}/startGame`, {});
    await tv.until(() => tv.messages('/user/queue/errors').length > 0, 'business error');
    expect(tv.messages('/user/queue/errors')[0]).toMatchObject({ messageKey: 'error.not_enough_players' });
    expect(tv.connected).toBe(true);
    tv.send(`/host/${code}/requestAddAiPlayer`, {});
    tv.send(`/host/${code}/requestAddAiPlayer`, {});
    await tv.until(() => (tv.messages(`/common/${code}/playersUpdated`).at(-1) as unknown[] | undefined)?.length === 2, 'two robots');
    await tv.subscribe(`/common/${code}/gameSessionUpdated`);
    tv.send(`/host/${code}/startGame`, {});
    await tv.until(() => tv.messages(`/common/${code}/gameSessionUpdated`).length > 0, 'started');
    expect(tv.messages(`/common/${code}/gameSessionUpdated`).at(-1)).toMatchObject({ started: true });
  });

  it('plays over STOMP: phones move, each hears only its own view, the host skips the timer', async () => {
    const ann = await seated('Ann', 'bagel');
    const bob = await seated('Bob', 'donut');
    const tv = await connect(host, 'host');
    await tv.subscribe(`/host/${code}/view`);
    const annPhone = await connect(ann.user, 'player', ann.seat);
    const bobPhone = await connect(bob.user, 'player', bob.seat);
    await annPhone.subscribe(`/player/${code}/view/${ann.seat.playerId}`);
    await bobPhone.subscribe(`/player/${code}/view/${bob.seat.playerId}`);
    await annPhone.subscribe('/user/queue/errors');
    tv.send(`/host/${code}/startGame`, {});
    type View = { stage: string; stageNumber: number; game: { answeredPlayerIds?: number[] } };
    const last = (c: TestStompClient, d: string) => c.messages(d).at(-1) as View | undefined;
    await tv.until(() => last(tv, `/host/${code}/view`)?.stage === 'answer', 'the answer stage');
    annPhone.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: 'pineapple' }, stageNumber: last(tv, `/host/${code}/view`)!.stageNumber });
    await tv.until(() => (last(tv, `/host/${code}/view`)?.game.answeredPlayerIds ?? []).includes(ann.seat.playerId), 'Ann answered');
    await annPhone.until(() => JSON.stringify(last(annPhone, `/player/${code}/view/${ann.seat.playerId}`)).includes('pineapple'), 'her own word');
    expect(JSON.stringify(bobPhone.received)).not.toContain('pineapple');
    expect(JSON.stringify(tv.received)).not.toContain('pineapple');
    // A move that breaks the rules is refused on the error queue; the connection stays.
    annPhone.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: '1234' } });
    await annPhone.until(() => annPhone.messages('/user/queue/errors').length > 0, 'a refusal');
    expect(annPhone.connected).toBe(true);
    tv.send(`/host/${code}/requestSkipTimer`, {});
    await tv.until(() => last(tv, `/host/${code}/view`)?.stage === 'reveal', 'the reveal');
    // Listening to someone else's phone is refused.
    void bobPhone.subscribe(`/player/${code}/view/${ann.seat.playerId}`);
    await bobPhone.until(() => bobPhone.errors.length > 0, 'ERROR');
  });

  const python = '/usr/bin/python3';
  const hasStompPy = existsSync(python);
  it.skipIf(!hasStompPy)('serves a third-party client (stomp.py) over plain TCP', async () => {
    const port = app.stompTcpPort!;
    const script = `
import json, sys, time, stomp
class L(stomp.ConnectionListener):
    def __init__(self): self.messages = []; self.errors = []; self.receipts = []
    def on_receipt(self, frame): self.receipts.append(frame.headers.get('receipt-id'))
    def on_message(self, frame): self.messages.append(json.loads(frame.body))
    def on_error(self, frame): self.errors.append(frame.headers.get('message'))
conn = stomp.Connection12([('127.0.0.1', ${port})], heartbeats=(4000, 4000))
listener = L()
conn.set_listener('l', listener)
conn.connect(headers={'passcode': '${host.token}', 'gameCode': '${code}', 'purpose': 'host'}, wait=True)
conn.subscribe('/common/${code}/playersUpdated', id='1', headers={'receipt': 'sub-1'})
deadline = time.time() + 8
while 'sub-1' not in listener.receipts and time.time() < deadline: time.sleep(0.02)
print('ready', flush=True)
deadline = time.time() + 8
while not listener.messages and time.time() < deadline: time.sleep(0.05)
conn.send('/host/${code}/requestAddAiPlayer', '{}', content_type='application/json')
deadline = time.time() + 8
while len(listener.messages) < 2 and time.time() < deadline: time.sleep(0.05)
print(json.dumps({'messages': listener.messages, 'errors': listener.errors}), flush=True)
conn.disconnect()
`;
    const child = spawn(python, ['-c', script]);
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (d) => {
        out += d;
        if (out.includes('ready')) resolve();
      }),
    );
    await ready;
    await seated('Ann', 'bagel');
    const code_ = await new Promise<number>((resolve) => child.on('close', resolve));
    expect(code_, err).toBe(0);
    const result = JSON.parse(out.split('\n').find((l) => l.startsWith('{'))!);
    expect(result.errors).toEqual([]);
    expect(result.messages[0].map((p: SessionPlayerDto) => p.alias)).toEqual(['Ann']);
    expect(result.messages[1].map((p: SessionPlayerDto) => p.alias)).toEqual(['Ann', 'ROBO']);
  }, 20000);
});
