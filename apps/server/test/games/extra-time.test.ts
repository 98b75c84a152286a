import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import type { SessionPlayerDto, TimerMessage } from '@snackparty/protocol';
import { build } from '../../src/app';
import { guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';

/** SYNC_THINK with a short answer stage, so its normal deadline passes within the test. */
const sync = gameDefinition('SYNC_THINK')!;
const ANSWER_MS = 1_500;
const CAP_SECONDS = 3;
const quickSync = { ...sync, stages: { ...sync.stages, answer: { ...sync.stages.answer!, durationMs: () => ANSWER_MS } } } as AnyGameDef;

type Seen = { stage: string; stageNumber: number; stageEndsAt: number | null; extraTimeWaiting?: number[]; seats: { playerId: number }[] };

describe('extra time for one player, over STOMP', () => {
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

  async function connect(headers: Record<string, string>): Promise<TestStompClient> {
    const client = await TestStompClient.connect(url, headers);
    clients.push(client);
    await client.subscribe('/user/queue/errors');
    return client;
  }

  /** A SYNC_THINK room with a host screen and three seated phones: Ann, Bo and Cy. */
  async function room() {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/gameSession/create',
      headers: host.auth,
      payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' },
    });
    const code = created.json().gameCode as string;
    const settings = { extraTimeCapSeconds: CAP_SECONDS, standInAfterSeconds: 0 };
    const game = await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: host.auth, payload: { gameType: 'SYNC_THINK', gameCode: code, settings } });
    expect(game.statusCode, game.body).toBe(200);
    const tv = await connect({ gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` });
    await tv.subscribe(`/host/${code}/view`);
    const phones = [];
    for (const [alias, avatar] of [['Ann', 'bagel'], ['Bo', 'panda'], ['Cy', 'donut']] as const) {
      const user = await guest(app);
      const seat = (await join(app, user, code, alias, avatar)).json() as SessionPlayerDto;
      const phone = await connect({ gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${user.token}` });
      await phone.subscribe(`/player/${code}/view/${seat.playerId}`);
      await phone.subscribe(`/player/${code}/timer`);
      phones.push({ seat, phone });
    }
    return { code, tv, phones };
  }

  const last = <T>(client: TestStompClient, destination: string) => client.messages(destination).at(-1) as T | undefined;

  it('stretches only the asking player\'s deadline; their late answer counts and ends the stage, another player\'s is refused', async () => {
    const { code, tv, phones } = await room();
    const [ann, bo, cy] = phones as [(typeof phones)[number], (typeof phones)[number], (typeof phones)[number]];
    // Ann's phone says what she chose when it connects: before the game, it is kept for the game's start.
    ann.phone.send(`/player/${code}/extraTime`, { on: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    tv.send(`/host/${code}/startGame`, {});
    const tvView = () => last<HostViewEnvelope<unknown> & Seen>(tv, `/host/${code}/view`);
    await tv.until(() => tvView()?.stage === 'answer', 'the answer stage');
    const annView = () => last<PlayerViewEnvelope<unknown> & Seen>(ann.phone, `/player/${code}/view/${ann.seat.playerId}`);
    const boView = () => last<PlayerViewEnvelope<unknown> & Seen>(bo.phone, `/player/${code}/view/${bo.seat.playerId}`);
    await ann.phone.until(() => annView()?.stage === 'answer', 'Ann\'s view');
    await bo.phone.until(() => boView()?.stage === 'answer', 'Bo\'s view');

    const base = tvView()!.stageEndsAt!;
    const stageNumber = tvView()!.stageNumber;
    expect(annView()!.stageEndsAt).toBe(base + CAP_SECONDS * 1000);
    expect(boView()!.stageEndsAt).toBe(base);
    expect(tvView()!.extraTimeWaiting).toEqual([ann.seat.playerId]);
    // The room's timer says everyone's deadline; nobody but Ann's own view carries hers.
    await bo.phone.until(() => last<TimerMessage>(bo.phone, `/player/${code}/timer`)?.stageNumber === stageNumber, 'the timer');
    expect(last<TimerMessage>(bo.phone, `/player/${code}/timer`)!.endsAt).toBe(base);
    expect(JSON.stringify(tv.messages(`/host/${code}/view`))).not.toContain('"extraTime"');

    bo.phone.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: 'zebra' }, stageNumber });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, base - Date.now()) + 400));
    // Past the normal deadline the stage waits for Ann; Cy is too late.
    expect(tvView()!.stageNumber).toBe(stageNumber);
    cy.phone.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: 'lion' }, stageNumber });
    await cy.phone.until(() => cy.phone.messages('/user/queue/errors').length > 0, 'Cy\'s refusal');
    expect(cy.phone.messages('/user/queue/errors')[0]).toMatchObject({ messageKey: 'error.stage_over' });

    ann.phone.send(`/player/${code}/move`, { move: 'submitWord', payload: { word: 'zebra' }, stageNumber });
    await tv.until(() => tvView()!.stageNumber > stageNumber, 'the stage ending at Ann\'s answer');
    const ended = Date.now();
    expect(ended).toBeLessThan(base + CAP_SECONDS * 1000);
    expect(tvView()!.stage).toBe('reveal');
    const answers = app.games.matchOf(code)!.match.state as { levels: { answers: { playerId: number; word: string | null }[] }[] };
    const level = answers.levels.at(-1)!;
    expect(level.answers.find((a) => a.playerId === ann.seat.playerId)?.word).toBe('zebra');
    expect(level.answers.find((a) => a.playerId === cy.seat.playerId)?.word ?? null).toBeNull();
    expect(ann.phone.messages('/user/queue/errors')).toEqual([]);
  }, 20_000);

  it('turned on mid-stage it stretches the stage under way; turned off after the normal deadline it ends it; a bad body is refused', async () => {
    const { code, tv, phones } = await room();
    const [ann, bo] = phones as [(typeof phones)[number], (typeof phones)[number]];
    tv.send(`/host/${code}/startGame`, {});
    const tvView = () => last<HostViewEnvelope<unknown> & Seen>(tv, `/host/${code}/view`);
    await tv.until(() => tvView()?.stage === 'answer', 'the answer stage');
    const base = tvView()!.stageEndsAt!;
    const stageNumber = tvView()!.stageNumber;

    bo.phone.send(`/player/${code}/extraTime`, { on: 'yes' });
    await bo.phone.until(() => bo.phone.messages('/user/queue/errors').length > 0, 'the refusal');
    expect(bo.phone.messages('/user/queue/errors')[0]).toMatchObject({ messageKey: 'error.invalid_request' });

    ann.phone.send(`/player/${code}/extraTime`, { on: true });
    await tv.until(() => (tvView()!.extraTimeWaiting ?? []).includes(ann.seat.playerId), 'the TV waiting for Ann');
    expect(app.games.matchOf(code)!.match.stageEndsAt).toBe(base + CAP_SECONDS * 1000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, base - Date.now()) + 300));
    expect(tvView()!.stageNumber).toBe(stageNumber);
    ann.phone.send(`/player/${code}/extraTime`, { on: false });
    await tv.until(() => tvView()!.stageNumber > stageNumber, 'the stage ending');
    expect(Date.now()).toBeLessThan(base + CAP_SECONDS * 1000);
  }, 20_000);
});
