import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';

describe('POST /gameSession/{code} and POST /host/setRoundStage', () => {
  let app: FastifyInstance;
  let host: TestUser;
  let ann: TestUser;
  let code: string;
  beforeEach(async () => {
    app = await buildTestApp();
    host = await guest(app);
    ann = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
    expect((await join(app, ann, code, 'Ann', 'bagel')).statusCode).toBe(200);
    expect((await post('/host/addAIPlayer', host, { gameCode: code })).statusCode).toBe(200);
  });
  afterEach(async () => {
    app.games.shutdown();
    await app.close();
  });

  const post = (url: string, user: TestUser | null, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user ? user.auth : {}, payload: payload as object });
  const hostView = async () => (await app.inject({ method: 'GET', url: `/api/v1/host/${code}`, headers: host.auth })).json();

  it('lets the host list the room publicly and change its language, and nobody else', async () => {
    const changed = await post(`/gameSession/${code.toLowerCase()}`, host, { isPublic: true, language: 'de' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ gameCode: code, isPublic: true, language: 'de', active: true });
    expect((await app.inject({ method: 'GET', url: `/api/v1/gameSession/${code}` })).json()).toMatchObject({ isPublic: true, language: 'de' });
    expect((await post(`/gameSession/${code}`, host, { isPublic: false })).json()).toMatchObject({ isPublic: false, language: 'de' });

    const byPlayer = await post(`/gameSession/${code}`, ann, { isPublic: true });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().messageKey).toBe('error.not_host');
    expect((await post(`/gameSession/${code}`, null, { isPublic: true })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/v1/gameSession/${code}` })).json().isPublic).toBe(false);
  });

  it('refuses a bad change with a 4xx: nothing to change, unknown fields, wrong types, no such room, an ended room', async () => {
    for (const payload of [{}, { isPublic: 'yes' }, { language: 'xx' }, { isPublic: true, gameType: 'RPS_SHOOT' }, [true]]) {
      const res = await post(`/gameSession/${code}`, host, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().messageKey).toBe('error.invalid_request');
    }
    expect((await post('/gameSession/ZZZZZ', host, { isPublic: true })).statusCode).toBe(404);
    expect((await post(`/gameSession/${code}/destroy`, host, {})).statusCode).toBe(204);
    expect((await post(`/gameSession/${code}`, host, { isPublic: true })).statusCode).toBe(410);
  });

  it('moves the game to the stage that comes next, and to no other', async () => {
    const before = await post('/host/setRoundStage', host, { gameCode: code, stage: 'reveal' });
    expect(before.statusCode).toBe(409);
    expect(before.json().messageKey).toBe('error.no_game_running');

    await app.rooms.startGame(await app.tokens.verify(host.token), code);
    expect(await hostView()).toMatchObject({ stage: 'answer', stageNumber: 1 });

    // Only the host; a player may not move the game.
    const byPlayer = await post('/host/setRoundStage', ann, { gameCode: code, stage: 'reveal' });
    expect(byPlayer.statusCode).toBe(403);
    // A stage the rules do not go to from here is refused, and the game stays where it was.
    const skipping = await post('/host/setRoundStage', host, { gameCode: code, stage: 'GAME_OVER' });
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json().messageKey).toBe('error.stage_not_next');
    expect(skipping.body).not.toContain('reveal');
    expect(await hostView()).toMatchObject({ stage: 'answer', stageNumber: 1 });
    // Naming the stage it is in does nothing.
    expect((await post('/host/setRoundStage', host, { gameCode: code, stage: 'answer' })).statusCode).toBe(204);
    expect(await hostView()).toMatchObject({ stage: 'answer', stageNumber: 1 });

    expect((await post('/host/setRoundStage', host, { gameCode: code, stage: 'reveal', stageNumber: 1 })).statusCode).toBe(204);
    expect(await hostView()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
    // A press meant for a stage that has already ended does nothing.
    expect((await post('/host/setRoundStage', host, { gameCode: code, stage: 'answer', stageNumber: 1 })).statusCode).toBe(204);
    expect(await hostView()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
  });

  it('refuses a bad stage request with a 4xx', async () => {
    await app.rooms.startGame(await app.tokens.verify(host.token), code);
    const cases: Array<[unknown, number]> = [
      [{ gameCode: code }, 422],
      [{ gameCode: code, stage: '' }, 422],
      [{ gameCode: code, stage: 'a stage' }, 422],
      [{ gameCode: code, stage: 'x'.repeat(65) }, 422],
      [{ gameCode: code, stage: 'reveal', stageNumber: -1 }, 422],
      [{ gameCode: code, stage: 'reveal', stageNumber: 1.5 }, 422],
      [{ gameCode: code, stage: 'reveal', extra: true }, 422],
      [{ stage: 'reveal' }, 422],
      [{ gameCode: 'ZZZZZ', stage: 'reveal' }, 403],
    ];
    for (const [payload, status] of cases) expect((await post('/host/setRoundStage', host, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect(await hostView()).toMatchObject({ stage: 'answer', stageNumber: 1 });
  });
});
