import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@snackparty/engine';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import { dest, type SessionPlayerDto } from '@snackparty/protocol';
import { hasPostgres, startPostgres, type TestPostgres } from '../../../../scripts/postgres.mjs';
import { build } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { RoomRepository } from '../../src/rooms/repository';
import { createRoom, guest, join, testConfig, type TestUser } from '../helpers/app';
import { TestStompClient } from '../helpers/stomp-client';

/** RPS_SHOOT with short stages, so a whole game with two outages fits in a few seconds. */
const STAGE_MS: Record<string, number> = { pick: 2_000, reveal: 1_200, roundScores: 1_000 };
const rps = gameDefinition('RPS_SHOOT')!;
const quickRps = {
  ...rps,
  stages: Object.fromEntries(Object.entries(rps.stages).map(([name, stage]) => [name, { ...stage, durationMs: () => STAGE_MS[name]! }])),
} as AnyGameDef;

/** Shorter waits than production, same mechanism: a hung query fails after 2 s, a connection after 1 s. */
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_500, queryMs: 2_000 };

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

describe.skipIf(!hasPostgres())('a PostgreSQL outage', () => {
  let pg: TestPostgres;
  let database: Database;
  let app: FastifyInstance;
  let phone: TestStompClient | undefined;
  const logs: string[] = [];
  const crashes: unknown[] = [];
  const crash = (err: unknown) => crashes.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', crash);
    process.on('unhandledRejection', crash);
    pg = (await startPostgres())!;
    const log = { warn: (details: object, message: string) => logs.push(JSON.stringify({ ...details, msg: message })) };
    database = await openDatabase({ databaseUrl: pg.url, dataDir: '', log, timeouts: TIMEOUTS });
    app = await build({
      config: testConfig({ logLevel: 'info' }),
      database,
      logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
      gameRules: { definitions: (type) => (type === 'RPS_SHOOT' ? quickRps : gameDefinition(type)) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    process.off('uncaughtException', crash);
    process.off('unhandledRejection', crash);
    await phone?.close();
    app?.games.shutdown();
    await app?.close();
    await database?.close();
    pg?.stop();
  });

  it('rides out a restart and a hang: the server stays up, answers 503 meanwhile, and the game goes on by itself', async () => {
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
    const host = await guest(app);
    const code = await createRoom(app, host, 'RPS_SHOOT');
    const settings = await app.inject({ method: 'PUT', url: '/api/v1/host/updateGameSettings', headers: host.auth, payload: { gameCode: code, settings: { numberOfRounds: 2, numberOfTurns: 1 } } });
    expect(settings.statusCode).toBe(200);
    const ann: TestUser = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json() as SessionPlayerDto;
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'POST', url: '/api/v1/host/addAIPlayer', headers: host.auth, payload: { gameCode: code } })).statusCode).toBe(200);
    phone = await TestStompClient.connect(url, { gameCode: code, purpose: 'player', Authorization: `Bearer ${ann.token}`, playerSessionId: String(seat.sessionPlayerId) });
    await phone.subscribe(dest.userErrors);
    await app.rooms.startGame(await app.tokens.verify(host.token), code);

    const repo = new RoomRepository(database.db);
    const match = () => app.games.matchOf(code)!.match as Match<unknown>;
    const gameId = app.games.matchOf(code)!.gameId;
    let slowestHealth = 0;
    const health = async () => {
      const { value, ms } = await timed(app.inject({ method: 'GET', url: '/api/v1/health' }));
      slowestHealth = Math.max(slowestHealth, ms);
      return value;
    };
    // The answer is cached for a second: it changes within one.
    const healthBecomes = async (status: number) => {
      const since = Date.now();
      await until(async () => (await health()).statusCode === status, `health ${status}`, 5_000);
      return Date.now() - since;
    };
    const storedEqualsLive = async () => {
      await app.games.idle();
      expect((await repo.storedMatch(gameId)).match).toEqual(match());
    };
    const resumedLines = () => logs.filter((line) => line.includes('game stored again')).length;
    expect((await health()).json()).toMatchObject({ ok: true, database: 'postgres', databaseState: 'ok' });

    // 1. The database restarts across the first deadline.
    expect(match()).toMatchObject({ stage: 'pick', stageNumber: 1 });
    await pg.stopServer();
    expect(await healthBecomes(503)).toBeLessThan(1_500);
    expect((await health()).json()).toMatchObject({ ok: false, database: 'postgres', databaseState: 'down' });
    // A move now: refused with a message on the phone's error queue, the connection stays open.
    const fighting = (app.games.playerViewOf(code, seat.playerId) as { game: { role: string } }).game.role === 'fighter';
    phone.send(dest.move(code), fighting ? { move: 'pick', payload: { moves: ['ROCK', 'PAPER', 'SCISSORS'] }, stageNumber: 1 } : { move: 'bet', payload: { expectedResult: 'WIN' }, stageNumber: 1 });
    await phone.until(() => phone!.messages(dest.userErrors).length > 0, 'the refusal', 5_000);
    expect(phone.messages(dest.userErrors)[0]).toMatchObject({ messageKey: 'error.server_unavailable' });
    // The deadline passes while the database is away: the room stays where the database has it.
    await until(() => logs.some((line) => line.includes('the room waits and tries again')), 'a failed deadline write', 5_000);
    expect(match().stageNumber).toBe(1);
    await pg.startServer();
    expect(await healthBecomes(200)).toBeLessThan(1_500);
    await until(() => match().stageNumber > 1, 'the game to go on', 10_000);
    expect(resumedLines()).toBe(1);
    await storedEqualsLive();
    expect(phone.connected).toBe(true);

    // 2. The database hangs across a deadline.
    const stageNumber = match().stageNumber;
    await until(() => match().stageNumber > stageNumber, 'a fresh stage', 5_000);
    const hungStage = match().stageNumber;
    const endsAt = match().stageEndsAt!;
    pg.pause();
    try {
      expect(await healthBecomes(503)).toBeLessThan(2_500);
      // A REST call that needs the database answers within the timeouts instead of hanging.
      const hungCall = await timed(app.inject({ method: 'GET', url: `/api/v1/host/${code}`, headers: host.auth }));
      expect(hungCall.value.statusCode).toBe(503);
      expect(hungCall.value.json()).toMatchObject({ messageKey: 'error.server_unavailable' });
      expect(hungCall.ms).toBeLessThan(TIMEOUTS.queryMs + TIMEOUTS.connectMs + 1_000);
      // The deadline passes and its write times out: the room waits.
      await until(() => Date.now() > endsAt + TIMEOUTS.queryMs + 300, 'the deadline write to time out', 10_000);
      expect(match().stageNumber).toBe(hungStage);
      expect(resumedLines()).toBe(1);
    } finally {
      pg.resume();
    }
    await until(() => match().stageNumber > hungStage, 'the game to go on after the hang', 10_000);
    expect(resumedLines()).toBe(2);
    expect(await healthBecomes(200)).toBeLessThan(1_500);
    await until(() => match().over, 'the end of the game', 15_000);
    await storedEqualsLive();
    const [row] = await database.db.execute<{ over: boolean }>(`select over from games where id = ${gameId}` as never).then((r) => (r as unknown as { rows: Array<{ over: boolean }> }).rows);
    expect(row?.over).toBe(true);

    // Every health answer came within its one-second probe timeout (plus the request itself).
    expect(slowestHealth).toBeLessThan(1_500);
    // The process never saw an unhandled error, and no log line holds query values or the match.
    expect(crashes).toEqual([]);
    expect(phone.connected).toBe(true);
    const text = logs.join('\n');
    expect(text).not.toContain('params:');
    expect(text).not.toContain('"seed"');
    expect(text).toContain('idle database connection lost');
  }, 45_000);
});
