import { DrizzleQueryError } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HostViewEnvelope } from '@snackparty/engine';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { MAX_WAITING_PER_ROOM, STORE_RETRY_MAX_MS, GameRuntime, type RuntimeLogger } from '../../src/games/game-runtime';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers, settle } from '../helpers/fake-timers';

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] } as Principal;
}

/** What node-postgres and drizzle throw when the server went away mid-write: the values are in the message. */
function connectionLost(values: unknown[]): Error {
  const cause = Object.assign(new Error('Connection terminated unexpectedly'), {});
  return new DrizzleQueryError('update "games" set "match" = $1, "over" = $2, "match_revision" = $3 where ("games"."id" = $4 and "games"."match_revision" = $5)', values, cause);
}

type UpdateArgs = Parameters<RoomRepository['updateMatch']>;

/** The room's repository, with a database that fails (or hangs) the next writes of a match. */
class FlakyRepository extends RoomRepository {
  failures = 0;
  writes = 0;
  /** Writes that failed for the caller but still reach the database later (a timed-out write that ran late). */
  readonly late: UpdateArgs[] = [];
  lateWrites = false;
  hang: Promise<void> | undefined;

  override async updateMatch(...args: UpdateArgs): Promise<boolean> {
    this.writes += 1;
    if (this.hang) await this.hang;
    if (this.failures > 0) {
      this.failures -= 1;
      if (this.lateWrites) this.late.push(args);
      throw connectionLost([JSON.stringify(args[2].match), args[2].over, args[1] + 1, args[0], args[1]]);
    }
    return super.updateMatch(...args);
  }

  /** The late writes reach the database now. */
  async land(): Promise<boolean[]> {
    const results: boolean[] = [];
    for (const args of this.late.splice(0)) results.push(await super.updateMatch(...args));
    return results;
  }
}

describe('GameRuntime when the database fails', () => {
  let timers: FakeTimers;
  let publisher: RecordingPublisher;
  let repo: FlakyRepository;
  let rooms: RoomService;
  let games: GameRuntime;
  let host: Principal;
  let code: string;
  let logs: Array<{ level: string; details: object; message: string }>;

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    timers = new FakeTimers();
    publisher = new RecordingPublisher();
    repo = new FlakyRepository(database.db);
    rooms = new RoomService(repo, publisher, () => timers.now());
    logs = [];
    const logger: RuntimeLogger = {
      info: (details, message) => logs.push({ level: 'info', details, message }),
      warn: (details, message) => logs.push({ level: 'warn', details, message }),
      error: (details, message) => logs.push({ level: 'error', details, message }),
    };
    games = new GameRuntime({ repo, publisher, timers, logger });
    timers.settle = async () => {
      await settle(2);
      await games.idle();
    };
    rooms.useGames(games);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'RPS_SHOOT' })).gameCode;
    await rooms.createGame(host, { gameType: 'RPS_SHOOT', gameCode: code, settings: { numberOfRounds: 1, numberOfTurns: 1 } });
  });

  async function seat(name: string, i: number) {
    return rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
  }
  const hostViews = () => publisher.to(`/host/${code}/view`) as Array<HostViewEnvelope<unknown>>;
  const live = () => games.matchOf(code)!.match;
  const stored = async () => (await repo.latestGame((await repo.findSession(code))!.id))!.match;
  const logText = () => JSON.stringify(logs);
  const warnings = () => logs.filter((l) => l.level === 'warn');

  it('keeps a room whose deadline write fails where the database has it, and goes on by itself once it is back', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    const endsAt = live().stageEndsAt!;
    const shown = hostViews().length;
    const from = repo.writes;
    repo.failures = 4;
    await timers.advance(endsAt - timers.now());
    // The deadline's write failed: the room has not moved on in memory, nor shown anything new.
    expect(live()).toMatchObject({ stage: 'pick', stageNumber: 1 });
    expect(await stored()).toEqual(live());
    expect(hostViews()).toHaveLength(shown);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ message: 'game not stored: the room waits and tries again', details: { code, stage: 'pick', attempts: 1, err: { name: 'DrizzleQueryError', message: 'Failed query' } } });
    // Retries with backoff: 250, 500, 1000, 2000 ms (± a quarter); the fifth write succeeds.
    await timers.advance(1000);
    expect(repo.writes - from).toBeGreaterThanOrEqual(2);
    expect(live().stage).toBe('pick');
    await timers.advance(5000);
    expect(repo.writes - from).toBe(5);
    expect(live()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
    expect(await stored()).toEqual(live());
    expect(hostViews().at(-1)).toMatchObject({ stage: 'reveal' });
    expect(publisher.to(`/player/${code}/timer`).at(-1)).toMatchObject({ stage: 'reveal' });
    expect(logs.find((l) => l.message === 'game stored again: the room goes on')).toMatchObject({ details: { code, failedWrites: 4 } });
    // One line for four failures: the others are counted when the window closes.
    await timers.advance(10_000);
    expect(warnings()).toHaveLength(2);
    expect(warnings()[1]!.details).toMatchObject({ suppressed: 3 });
    // Nothing logged holds the match or the query's values.
    expect(logText()).not.toContain('params');
    expect(logText()).not.toContain('"seats"');
    expect(logText()).not.toContain('"seed"');
    // And the game goes on to its end.
    await timers.advance(10 * 60_000);
    expect(live().over).toBe(true);
    expect(await stored()).toEqual(live());
  });

  it('tries again at most every few seconds through a long outage, logging a line per window', async () => {
    await seat('Ann', 0);
    await rooms.addAiPlayer(host, code);
    await rooms.startGame(host, code);
    repo.failures = Number.POSITIVE_INFINITY;
    await timers.advance(live().stageEndsAt! - timers.now());
    const from = repo.writes;
    await timers.advance(60_000);
    const attempts = repo.writes - from;
    // Backoff doubles to STORE_RETRY_MAX_MS (± a quarter): about a write every 5 s, not a storm.
    expect(attempts).toBeGreaterThanOrEqual(60_000 / (STORE_RETRY_MAX_MS * 1.25));
    expect(attempts).toBeLessThanOrEqual(60_000 / (STORE_RETRY_MAX_MS * 0.75) + 6);
    expect(warnings().length).toBeLessThanOrEqual(10);
    expect(live()).toMatchObject({ stage: 'pick', stageNumber: 1 });
    repo.failures = 0;
    await timers.advance(STORE_RETRY_MAX_MS * 1.25);
    expect(live().stageNumber).toBeGreaterThan(1);
    expect(await stored()).toEqual(live());
    await timers.advance(10 * 60_000);
    expect(live().over).toBe(true);
  });

  it('refuses a move it cannot store with a 503 the phone can retry, without applying or logging it', async () => {
    const ann = await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    const before = structuredClone(live());
    repo.failures = 1;
    const refused = await games.move(code, ann.playerId, { move: 'pick', payload: { moves: ['SCISSORS', 'SCISSORS', 'SCISSORS'] } }).catch((err: unknown) => err);
    expect(refused).toMatchObject({ name: 'AppError', statusCode: 503, messageKey: 'error.server_unavailable' });
    expect(live()).toEqual(before);
    expect(await stored()).toEqual(before);
    expect(JSON.stringify(publisher.to(`/player/${code}/view/${ann.playerId}`).at(-1))).not.toContain('SCISSORS');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ message: 'game not stored: request refused', details: { code, stage: 'pick' } });
    expect(logText()).not.toContain('SCISSORS');
    expect(logText()).not.toContain('params');
    // The phone tries again once the database answers: the move is made.
    await games.move(code, ann.playerId, { move: 'pick', payload: { moves: ['SCISSORS', 'SCISSORS', 'SCISSORS'] } });
    expect(JSON.stringify(live())).toContain('SCISSORS');
    expect(await stored()).toEqual(live());
  });

  it('refuses requests at once while the room waits for its retry, and a seat that left leaves once the database is back', async () => {
    const ann = await seat('Ann', 0);
    const bob = await seat('Bob', 1);
    const cat = await seat('Cat', 2);
    await rooms.startGame(host, code);
    repo.failures = Number.POSITIVE_INFINITY;
    await timers.advance(live().stageEndsAt! - timers.now());
    const writes = repo.writes;
    await expect(games.move(code, ann.playerId, { move: 'bet', payload: { expectedResult: 'WIN' } })).rejects.toMatchObject({ statusCode: 503 });
    await expect(games.nextStage(code)).rejects.toMatchObject({ statusCode: 503 });
    await expect(games.skipTimer(code)).rejects.toMatchObject({ statusCode: 503 });
    expect(repo.writes).toBe(writes);
    // The seat leaves the room at once; the match follows when it can be stored.
    await rooms.kick(host, code, cat.playerId);
    expect(live().removed).not.toContain(cat.playerId);
    await expect(games.move(code, cat.playerId, { move: 'bet', payload: { expectedResult: 'WIN' } })).rejects.toMatchObject({ statusCode: 503 });
    repo.failures = 0;
    await timers.advance(STORE_RETRY_MAX_MS * 1.25);
    expect(live().removed).toContain(cat.playerId);
    expect(live().stageNumber).toBeGreaterThan(1);
    expect(await stored()).toEqual(live());
    void bob;
  });

  it('never lets a write that failed for the room but ran late replace a newer one', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    repo.failures = 2;
    repo.lateWrites = true;
    await timers.advance(live().stageEndsAt! - timers.now());
    await timers.advance(2000);
    // The third attempt was stored; the first two reach the database only now, and change nothing.
    expect(live().stage).toBe('reveal');
    expect(await repo.land()).toEqual([false, false]);
    expect(await stored()).toEqual(live());
  });

  it('takes the stored match when a write that failed for the room was stored after all', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    repo.failures = 1;
    repo.lateWrites = true;
    await timers.advance(live().stageEndsAt! - timers.now());
    expect(live().stage).toBe('pick');
    // The failed write lands before the retry: the retry finds the database ahead and takes its match.
    expect(await repo.land()).toEqual([true]);
    await timers.advance(2000);
    expect(live()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
    expect(await stored()).toEqual(live());
    expect(hostViews().at(-1)).toMatchObject({ stage: 'reveal' });
    await timers.advance(10 * 60_000);
    expect(live().over).toBe(true);
    expect(await stored()).toEqual(live());
  });

  it('stores the moves that arrive while a write of the room is out in one write, each confirmed once stored', async () => {
    const players = [await seat('Ann', 0), await seat('Bob', 1), await seat('Cat', 2), await seat('Dan', 3)];
    await rooms.startGame(host, code);
    // The two fighters pick (two of three moves: the stage goes on), the others bet.
    const fighters = (live().state as { turns: Array<{ playerId: number }> }).turns.map((turn) => turn.playerId);
    const moveOf = (playerId: number) =>
      fighters.includes(playerId) ? { move: 'pick', payload: { moves: ['ROCK', 'PAPER'] } } : { move: 'bet', payload: { expectedResult: 'WIN' } };
    const actors = players;
    let release!: () => void;
    repo.hang = new Promise<void>((resolve) => (release = resolve));
    const from = repo.writes;
    const confirmed: number[] = [];
    const send = (playerId: number) => games.move(code, playerId, moveOf(playerId)).then(() => confirmed.push(playerId));
    // The first move finds the room quiet and is written alone; the others arrive while it is out.
    const sent = [send(actors[0]!.playerId)];
    await settle(5);
    sent.push(...actors.slice(1).map((p) => send(p.playerId)));
    await settle(5);
    // One write out; the others wait for it, not each for its own.
    expect(repo.writes - from).toBe(1);
    expect(confirmed).toEqual([]);
    repo.hang = undefined;
    release();
    await Promise.all(sent);
    expect(confirmed.sort()).toEqual(actors.map((p) => p.playerId).sort());
    expect(repo.writes - from).toBe(2);
    expect(await stored()).toEqual(live());
  });

  it('does not queue without end behind a hung database: past a few waiting requests, a room answers 503 at once', async () => {
    const ann = await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    let release!: () => void;
    repo.hang = new Promise<void>((resolve) => (release = resolve));
    const first = games.move(code, ann.playerId, { move: 'pick', payload: { moves: ['ROCK', 'ROCK', 'ROCK'] } }).catch((err: unknown) => err);
    // The first request waits on the database; this many more may wait behind it.
    const room = MAX_WAITING_PER_ROOM - 1;
    const more = Array.from({ length: room + 5 }, () =>
      games.move(code, ann.playerId, { move: 'pick', payload: { moves: ['PAPER', 'PAPER', 'PAPER'] } }).then(
        () => 'done',
        (err: { statusCode?: number }) => err.statusCode,
      ),
    );
    await settle(5);
    // The requests beyond the limit were answered without waiting for the database.
    const early = await Promise.race([Promise.all(more.slice(room)), new Promise((r) => setTimeout(() => r('waiting'), 50))]);
    expect(early).toEqual([503, 503, 503, 503, 503]);
    repo.hang = undefined;
    release();
    expect(await first).toBeUndefined();
    await Promise.all(more);
    expect(await stored()).toEqual(live());
  });
});
