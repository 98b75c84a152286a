import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createRoom, guest, join, type TestUser } from '../helpers/app';

describe('host and player calls', () => {
  let app: FastifyInstance;
  let host: TestUser;
  let code: string;
  beforeEach(async () => {
    app = await buildTestApp();
    host = await guest(app);
    code = await createRoom(app, host, 'SYNC_THINK');
  });
  afterEach(async () => {
    app.games.shutdown();
    await app.close();
  });

  const post = (url: string, user: TestUser, payload: object = { gameCode: code }) => app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
  const get = (url: string, user: TestUser) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });

  it('runs a game from REST: add AI, views per audience, advance, end, duplicate', async () => {
    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json();
    const robot = await post('/host/addAIPlayer', host);
    expect(robot.json()).toMatchObject({ robot: true, playerId: -1 });
    expect((await post('/host/addAIPlayer', ann)).statusCode).toBe(403);

    expect((await get(`/host/${code}`, host)).statusCode).toBe(404);
    await app.rooms.startGame(await app.tokens.verify(host.token), code);
    const hostView = (await get(`/host/${code}`, host)).json();
    expect(hostView).toMatchObject({ gameType: 'SYNC_THINK', stage: 'answer', round: 1 });
    expect((await get(`/host/${code}`, ann)).statusCode).toBe(403);
    const mine = (await get(`/player/${code}/view`, ann)).json();
    expect(mine).toMatchObject({ playerId: seat.playerId, stage: 'answer' });
    expect((await get(`/player/${code}/view`, host)).statusCode).toBe(404);

    expect((await post('/host/advanceRound', ann)).statusCode).toBe(403);
    expect((await post('/host/advanceRound', host)).statusCode).toBe(204);
    expect((await get(`/host/${code}`, host)).json().stage).toBe('reveal');
    const score = (await get(`/player/${code}/roundScore`, ann)).json();
    expect(score).toMatchObject({ round: 1, score: 0 });
    const summary = (await app.inject({ method: 'GET', url: `/api/v1/game/${code}/roundSummary` })).json();
    expect(summary).toMatchObject({ round: 1, stage: 'reveal', over: false });

    expect((await post('/host/endGame', host)).statusCode).toBe(204);
    expect((await get(`/host/${code}`, host)).json().over).toBe(true);
    expect((await post('/host/advanceRound', host)).statusCode).toBe(409);

    const again = await post('/host/duplicate', host);
    expect(again.statusCode).toBe(200);
    expect(again.json().started).toBe(true);
    expect((await get(`/host/${code}`, host)).json()).toMatchObject({ stage: 'answer', over: false });
  });

  it('tells a player their seat, where they sit, and lets them quit', async () => {
    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json();
    expect((await get(`/player/${code}`, ann)).json()).toMatchObject({ sessionPlayerId: seat.sessionPlayerId, alias: 'Ann' });
    expect((await get('/player/existingGame', ann)).json()).toMatchObject({ gameCode: code, gameType: 'SYNC_THINK', seat: { sessionPlayerId: seat.sessionPlayerId } });
    expect((await get('/player/existingGame', host)).statusCode).toBe(204);
    expect((await post(`/player/${code}/quit`, ann, {})).statusCode).toBe(204);
    expect((await get(`/player/${code}`, ann)).statusCode).toBe(404);
    expect((await get('/player/existingGame', ann)).statusCode).toBe(204);
  });

  it('tells a host who only watches that they are spectating when they try a player change', async () => {
    const quit = await post(`/player/${code}/quit`, host, {});
    expect(quit.statusCode).toBe(403);
    expect(quit.json().messageKey).toBe('error.host_is_spectating');
    // Reading stays a plain "no seat"; a stranger is not a spectating host.
    expect((await get(`/player/${code}`, host)).statusCode).toBe(404);
    const stranger = await guest(app);
    const strangerQuit = await post(`/player/${code}/quit`, stranger, {});
    expect(strangerQuit.statusCode).toBe(404);
    expect(strangerQuit.json().messageKey).toBe('error.player_not_found');
  });

  it('refuses a host call without a room code', async () => {
    const res = await post('/host/endGame', host, {});
    expect(res.statusCode).toBe(422);
  });
});
