import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotPolicy, PlayerViewEnvelope, Seat } from '@snackparty/engine';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../src/app';
import { guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';

/**
 * SYNC_THINK with its own AI, only quicker: the robot answers at once, and the AI playing a person's
 * seat after a moment, so a phone that is back can act before it.
 */
const sync = gameDefinition('SYNC_THINK')!;
const STAND_IN_DELAY_MS = 1_500;
const answer = sync.bots.answer as BotPolicy<unknown>;
const quick: BotPolicy<unknown> = (view, rng, ctx) => {
  const choice = answer(view, rng, ctx);
  return choice && { ...choice, delayMs: ctx.playerId > 0 ? STAND_IN_DELAY_MS : 50 };
};
const quickSync = { ...sync, bots: { ...sync.bots, answer: quick } } as AnyGameDef;

type View = PlayerViewEnvelope<unknown> & { seats: Seat[] };

describe('the AI plays the seat of a phone that is away', () => {
  let app: FastifyInstance;
  let url: string;
  let host: TestUser;
  const clients: TestStompClient[] = [];

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    app = await build({
      config: testConfig({ stompTcpPort: -1 }),
      database,
      logger: false,
      gameRules: { definitions: (type) => (type === 'SYNC_THINK' ? quickSync : gameDefinition(type)) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  /** A SYNC_THINK room with these settings, Ann seated with her phone online, an AI player and the host screen. */
  async function room(settings: Record<string, unknown>) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: host.auth,
      payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' },
    });
    const code = created.json().gameCode as string;
    const game = await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'SYNC_THINK', gameCode: code, settings } });
    expect(game.statusCode, game.body).toBe(200);
    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json() as SessionPlayerDto;
    expect((await app.inject({ method: 'POST', url: '/api/v1/host/addAIPlayer', headers: host.auth, payload: { gameCode: code } })).statusCode).toBe(200);
    const tv = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` });
    clients.push(tv);
    await tv.subscribe('/user/queue/errors');
    await tv.subscribe(`/host/${code}/view`);
    const phone = await phoneOf(code, ann, seat);
    return { code, ann, seat, tv, phone };
  }

  async function phoneOf(code: string, user: TestUser, seat: SessionPlayerDto) {
    const phone = await TestStompClient.connect(url, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${user.token}` });
    clients.push(phone);
    await phone.subscribe('/user/queue/errors');
    await phone.subscribe(`/player/${code}/view/${seat.playerId}`);
    return phone;
  }

  const hostView = (tv: TestStompClient, code: string) => tv.messages(`/host/${code}/view`).at(-1) as View | undefined;
  const standIn = (tv: TestStompClient, code: string, playerId: number) => hostView(tv, code)?.seats.find((s) => s.playerId === playerId)?.standIn === true;
  const answers = (code: string) => (app.games.matchOf(code)!.match.state as { answers: Record<number, string> }).answers;

  it('hands the seat to the AI once the phone has been away for the room\'s wait, and back at the player\'s next move', async () => {
    const { code, ann, seat, tv, phone } = await room({ standInAfterSeconds: 1 });
    tv.send(`/host/${code}/startGame`, {});
    await tv.until(() => hostView(tv, code)?.stage === 'answer', 'the answer stage');
    const first = hostView(tv, code)!.stageNumber;

    await phone.close();
    const wentAway = Date.now();
    await tv.until(() => standIn(tv, code, seat.playerId), 'Ann\'s seat played by the AI', 8_000);
    expect(Date.now() - wentAway).toBeGreaterThanOrEqual(900);
    // The AI answers for her from her own view: the stage is complete long before its deadline.
    await tv.until(() => hostView(tv, code)!.stageNumber > first, 'the AI\'s answer for Ann', 8_000);
    expect(app.games.matchOf(code)!.match.scores).toHaveProperty(String(seat.playerId));

    // Her phone is back (a reload): the seat stays the AI's until she moves, then it is hers again.
    const back = await phoneOf(code, ann, seat);
    // On to the next answer stage: a round that ended (the answers matched) shows its scores first.
    for (let step = 0; step < 4 && hostView(tv, code)?.stage !== 'answer'; step += 1) {
      const at = hostView(tv, code)!.stageNumber;
      tv.send(`/host/${code}/requestNextStage`, { stageNumber: at });
      await tv.until(() => hostView(tv, code)!.stageNumber > at, 'the next stage');
    }
    expect(hostView(tv, code)?.stage).toBe('answer');
    const stageNumber = hostView(tv, code)!.stageNumber;
    expect(standIn(tv, code, seat.playerId)).toBe(true);
    back.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: 'zebra' }, stageNumber });
    await tv.until(() => !standIn(tv, code, seat.playerId), 'Ann playing again');
    await back.until(() => (back.messages(`/player/${code}/view/${seat.playerId}`).at(-1) as View).seats.find((s) => s.playerId === seat.playerId)?.standIn !== true, 'her own screen');
    expect(answers(code)[seat.playerId]).toBe('zebra');
    // What the AI had planned for her in this stage never lands.
    await new Promise((resolve) => setTimeout(resolve, STAND_IN_DELAY_MS + 300));
    await app.games.idle();
    if (hostView(tv, code)!.stageNumber === stageNumber) expect(answers(code)[seat.playerId]).toBe('zebra');
    expect(back.messages('/user/queue/errors')).toEqual([]);
  });

  it('does not hand the seat over when the phone is back within the wait, nor ever with a wait of 0', async () => {
    const soon = await room({ standInAfterSeconds: 1 });
    soon.tv.send(`/host/${soon.code}/startGame`, {});
    await soon.tv.until(() => hostView(soon.tv, soon.code)?.stage === 'answer', 'the answer stage');
    await soon.phone.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await phoneOf(soon.code, soon.ann, soon.seat);
    const never = await room({ standInAfterSeconds: 0 });
    never.tv.send(`/host/${never.code}/startGame`, {});
    await never.tv.until(() => hostView(never.tv, never.code)?.stage === 'answer', 'the answer stage');
    await never.phone.close();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await app.games.idle();
    expect(app.games.matchOf(soon.code)!.match.seats.find((s) => s.playerId === soon.seat.playerId)?.standIn).toBeUndefined();
    expect(app.games.matchOf(never.code)!.match.seats.find((s) => s.playerId === never.seat.playerId)?.standIn).toBeUndefined();
  });

  it('hands a seat over at once when the host asks, and refuses anyone else, AI players and strangers', async () => {
    const { code, seat, tv, phone } = await room({});
    tv.send(`/host/${code}/startGame`, {});
    await tv.until(() => hostView(tv, code)?.stage === 'answer', 'the answer stage');
    const errors = () => tv.messages('/user/queue/errors') as Array<{ messageKey: string }>;

    phone.send(`/host/${code}/requestStandIn`, { playerId: seat.playerId });
    await phone.until(() => phone.messages('/user/queue/errors').length > 0 || !phone.connected, 'the refusal');
    expect(app.games.matchOf(code)!.match.seats.find((s) => s.playerId === seat.playerId)?.standIn).toBeUndefined();

    tv.send(`/host/${code}/requestStandIn`, { playerId: -1 });
    await tv.until(() => errors().length === 1, 'a refused AI player');
    tv.send(`/host/${code}/requestStandIn`, { playerId: 999_999 });
    await tv.until(() => errors().length === 2, 'a refused stranger');
    tv.send(`/host/${code}/requestStandIn`, { playerId: 'Ann' });
    await tv.until(() => errors().length === 3, 'a refused body');
    expect(errors().map((e) => e.messageKey)).toEqual(['error.invalid_request', 'error.player_not_found', 'error.invalid_request']);

    tv.send(`/host/${code}/requestStandIn`, { playerId: seat.playerId });
    await tv.until(() => standIn(tv, code, seat.playerId), 'Ann\'s seat played by the AI');
    expect(tv.connected).toBe(true);
  });

  it('refuses a wait that is not whole seconds from 0 to 600', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: host.auth,
      payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' },
    });
    const code = created.json().gameCode as string;
    for (const standInAfterSeconds of [-1, 601, 1.5, '20']) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'SYNC_THINK', gameCode: code, settings: { standInAfterSeconds } } });
      expect(res.statusCode, String(standInAfterSeconds)).toBe(422);
    }
    const ok = await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'SYNC_THINK', gameCode: code, settings: { standInAfterSeconds: 45 } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings.standInAfterSeconds).toBe(45);
  });
});
