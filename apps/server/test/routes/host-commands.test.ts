import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { build } from '../../src/app';
import { HOST_COMMAND_LIST } from '../../src/rooms/host-commands';
import { HOST_ROUTES } from '../../src/routes/host-player';
import { createRoom, guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { TestStompClient } from '../helpers/stomp-client';

/** SYNC_THINK whose answer stage has no deadline: it waits for its players or the host. */
const sync = gameDefinition('SYNC_THINK')!;
const untimedAnswer = { ...sync, stages: { ...sync.stages, answer: { ...sync.stages.answer!, durationMs: () => null } } } as AnyGameDef;

type View = { stage: string; stageNumber: number; over: boolean; stageEndsAt: number | null };

describe('host commands over REST and STOMP', () => {
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
      gameRules: { definitions: (type) => (type === 'SYNC_THINK' ? untimedAnswer : gameDefinition(type)) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    host = await guest(app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await app.close();
  });

  /** A SYNC_THINK room with Ann seated and the host screen connected, listening to its view and errors. */
  async function room() {
    const code = await createRoom(app, host, 'SYNC_THINK');
    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json() as SessionPlayerDto;
    const tv = await TestStompClient.connect(url, { gameCode: code, purpose: 'host', Authorization: `Bearer ${host.token}` });
    const phone = await TestStompClient.connect(url, { gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${ann.token}` });
    clients.push(tv, phone);
    await tv.subscribe('/user/queue/errors');
    await tv.subscribe(`/host/${code}/view`);
    await tv.subscribe(`/common/${code}/playersUpdated`);
    return { code, ann, seat, tv, phone };
  }

  const rest = (path: string, user: TestUser, code: string) => app.inject({ method: 'POST', url: `/api/v1${path}`, headers: user.auth, payload: { gameCode: code } });
  const view = (code: string) => app.games.hostViewOf(code) as View | undefined;
  const errorsOf = (c: TestStompClient) => c.messages('/user/queue/errors') as Array<{ messageKey: string }>;

  async function stomp(client: TestStompClient, code: string, command: string, condition: () => boolean, what: string) {
    client.send(`/host/${code}/${command}`, {});
    await client.until(condition, what);
    await app.games.idle();
  }

  it('every REST host route runs a host command', () => {
    const names = HOST_COMMAND_LIST.map((c) => c.name);
    for (const route of HOST_ROUTES) expect(names).toContain(route.command);
  });

  it('adds an AI player the same way over REST and STOMP', async () => {
    const a = await room();
    const b = await room();
    const added = await rest('/host/addAIPlayer', host, a.code);
    expect(added.statusCode).toBe(200);
    await stomp(b.tv, b.code, 'requestAddAiPlayer', () => (b.tv.messages(`/common/${b.code}/playersUpdated`).at(-1) as unknown[] | undefined)?.length === 2, 'the robot');
    const players = async (code: string) =>
      ((await app.inject({ method: 'GET', url: `/api/v1/game/${code}/playerList` })).json() as SessionPlayerDto[]).map(({ sessionPlayerId: _id, gameId: _game, playerId, ...p }) => ({ ...p, playerId: p.robot ? playerId : 'a seat' }));
    expect(await players(a.code)).toEqual(await players(b.code));
    expect((await players(a.code)).filter((p) => p.robot)).toHaveLength(1);
    expect(added.json()).toMatchObject((await players(a.code)).find((p) => p.robot)!);
    expect(added.json()).toMatchObject({ robot: true, playerId: -1 });
  });

  it('moves to the next stage, ends and plays again the same way over REST and STOMP', async () => {
    const a = await room();
    const b = await room();
    for (const r of [a, b]) {
      await rest('/host/addAIPlayer', host, r.code);
      r.tv.send(`/host/${r.code}/startGame`, {});
      await r.tv.until(() => view(r.code)?.stage === 'answer', 'the answer stage');
    }
    const stage = (code: string) => ({ stage: view(code)!.stage, stageNumber: view(code)!.stageNumber, over: view(code)!.over });

    expect((await rest('/host/advanceRound', host, a.code)).statusCode).toBe(204);
    await stomp(b.tv, b.code, 'requestNextStage', () => view(b.code)?.stage === 'reveal', 'the reveal');
    expect(stage(a.code)).toEqual({ stage: 'reveal', stageNumber: 2, over: false });
    expect(stage(b.code)).toEqual(stage(a.code));

    expect((await rest('/host/endGame', host, a.code)).statusCode).toBe(204);
    await stomp(b.tv, b.code, 'requestEndGame', () => view(b.code)?.over === true, 'the end');
    expect(stage(b.code)).toEqual(stage(a.code));
    expect(stage(a.code).over).toBe(true);

    // Nothing runs now: the same refusal both ways.
    const refused = await rest('/host/advanceRound', host, a.code);
    expect(refused.statusCode).toBe(409);
    b.tv.send(`/host/${b.code}/requestNextStage`, {});
    await b.tv.until(() => errorsOf(b.tv).length > 0, 'a refusal');
    expect(errorsOf(b.tv)[0]!.messageKey).toBe(refused.json().messageKey);
    expect(b.tv.connected).toBe(true);

    const again = await rest('/host/duplicate', host, a.code);
    expect(again.statusCode).toBe(200);
    await stomp(b.tv, b.code, 'newGameSamePlayers', () => view(b.code)?.over === false, 'a new game');
    expect(again.json()).toMatchObject({ started: true });
    expect(stage(b.code)).toEqual(stage(a.code));
  });

  it('refuses a player the same way over REST and STOMP', async () => {
    const r = await room();
    const refused = await rest('/host/addAIPlayer', r.ann, r.code);
    expect(refused.statusCode).toBe(403);
    r.phone.send(`/host/${r.code}/requestAddAiPlayer`, {});
    await r.phone.until(() => r.phone.errors.length > 0 && r.phone.closed, 'ERROR and close');
    expect(r.phone.errors[0]!.headers['message-key']).toBe(refused.json().messageKey);
    expect(refused.json().messageKey).toBe('error.not_host');
  });

  it('answers host calls on rooms that do not exist or have ended with the status codes it always had', async () => {
    const r = await room();
    const stranger = await guest(app);
    const call = (url: string, user: TestUser | undefined, payload?: object) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
    const status = async (url: string, user: TestUser | undefined, payload?: object) => (await call(url, user, payload)).statusCode;
    for (const route of HOST_ROUTES) {
      expect(await status(route.url, host, {}), route.url).toBe(422);
      expect(await status(route.url, undefined, { gameCode: r.code }), route.url).toBe(401);
      expect(await status(route.url, stranger, { gameCode: r.code }), route.url).toBe(403);
      // The host calls under /host say "not the host" for a room that is not there.
      expect(await status(route.url, host, { gameCode: 'QQQQQ' }), route.url).toBe(403);
    }
    for (const url of [`/game/QQQQQ/addAISessionPlayer`, `/gameSession/QQQQQ/destroy`]) {
      expect(await status(url, host), url).toBe(404);
      expect(await status(url, undefined), url).toBe(401);
    }
    expect(await status(`/game/${r.code}/addAISessionPlayer`, stranger)).toBe(403);
    expect(await status(`/gameSession/${r.code}/destroy`, stranger)).toBe(403);
    expect(await status(`/gameSession/${r.code}/destroy`, host)).toBe(204);
    expect(await status(`/gameSession/${r.code}/destroy`, host)).toBe(410);
    expect(await status(`/gameSession/${r.code}/destroy`, stranger)).toBe(410);
    expect(await status(`/game/${r.code}/addAISessionPlayer`, stranger)).toBe(410);
    expect(await status('/host/addAIPlayer', host, { gameCode: r.code })).toBe(403);
  });

  it('skipping the timer of an untimed stage does nothing; the next stage (and REST advanceRound) leaves it', async () => {
    const r = await room();
    await rest('/host/addAIPlayer', host, r.code);
    r.tv.send(`/host/${r.code}/startGame`, {});
    await r.tv.until(() => view(r.code)?.stage === 'answer', 'the answer stage');
    expect(view(r.code)).toMatchObject({ stage: 'answer', stageNumber: 1, stageEndsAt: null });
    const views = r.tv.messages(`/host/${r.code}/view`).length;

    r.tv.send(`/host/${r.code}/requestSkipTimer`, {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.games.idle();
    expect(view(r.code)).toMatchObject({ stage: 'answer', stageNumber: 1 });
    expect(r.tv.messages(`/host/${r.code}/view`).length).toBe(views);
    expect(errorsOf(r.tv)).toEqual([]);

    await stomp(r.tv, r.code, 'requestNextStage', () => view(r.code)?.stage === 'reveal', 'the reveal');
    expect(view(r.code)!.stageEndsAt).not.toBeNull();
    // The reveal has a deadline: skipping its timer ends it.
    await stomp(r.tv, r.code, 'requestSkipTimer', () => view(r.code)!.stageNumber === 3, 'the stage after the reveal');
    expect(view(r.code)).toMatchObject({ stage: 'answer', stageEndsAt: null });

    // REST advanceRound is the next stage: it leaves the untimed answer stage too.
    expect((await rest('/host/advanceRound', host, r.code)).statusCode).toBe(204);
    expect(view(r.code)).toMatchObject({ stage: 'reveal', stageNumber: 4 });
  });
});
