import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '@snackparty/engine';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { GameRuntime } from '../../src/games/game-runtime';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers, settle } from '../helpers/fake-timers';

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
}

const ANSWER_MS = 30_000;
const CAP_MS = 15_000;

/** A stage that waits for a player with extra time, on the room's clock and across a restart. */
describe('extra time on the room\'s clock', () => {
  let timers: FakeTimers;
  let repo: RoomRepository;
  let rooms: RoomService;
  let games: GameRuntime;
  let host: Principal;
  let code: string;

  function wire(t: FakeTimers) {
    const runtime = new GameRuntime({ repo, publisher: new RecordingPublisher(), timers: t });
    t.settle = async () => {
      await settle(2);
      await runtime.idle();
    };
    return runtime;
  }

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    timers = new FakeTimers();
    repo = new RoomRepository(database.db);
    rooms = new RoomService(repo, new RecordingPublisher(), () => timers.now());
    games = wire(timers);
    rooms.useGames(games);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'SYNC_THINK' })).gameCode;
  });

  /** SYNC_THINK with Ann, Bob and Cy; Ann's phone asked for extra time in the lobby. */
  async function start(): Promise<[number, number, number]> {
    await rooms.createGame(host, { gameType: 'SYNC_THINK', gameCode: code, settings: { extraTimeCapSeconds: CAP_MS / 1000, standInAfterSeconds: 0 } });
    const ids: number[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      const seat = await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
      ids.push(seat.playerId);
    }
    await games.setExtraTime(code, ids[0]!, true);
    await rooms.startGame(host, code);
    return ids as [number, number, number];
  }
  const match = (runtime: GameRuntime) => runtime.matchOf(code)!.match as Match<{ answers: Record<number, string> }>;
  const answer = (runtime: GameRuntime, playerId: number, word: string) =>
    runtime.move(code, playerId, { move: 'submitWord', payload: { word }, stageNumber: match(runtime).stageNumber });

  it('waits past the normal deadline for the player, never past the cap', async () => {
    const [, bob] = await start();
    const startedAt = timers.now();
    expect(match(games).stageEndsAt).toBe(startedAt + ANSWER_MS + CAP_MS);
    await answer(games, bob, 'zebra');
    await timers.advance(ANSWER_MS + CAP_MS - 1);
    expect(match(games).stage).toBe('answer');
    await timers.advance(1);
    expect(match(games).stage).toBe('reveal');
  });

  it('survives a restart: the resumed stage still waits for the player, refuses the others and ends at their answer', async () => {
    const [ann, bob, cy] = await start();
    await answer(games, bob, 'zebra');
    await timers.advance(ANSWER_MS + 2_000);
    expect(match(games).stage).toBe('answer');
    games.shutdown();

    const later = new FakeTimers(timers.now());
    const resumed = wire(later);
    expect(await resumed.resume()).toBe(1);
    await later.advance(1_000);
    expect(match(resumed).stage).toBe('answer');
    await expect(answer(resumed, cy, 'lion')).rejects.toMatchObject({ messageKey: 'error.stage_over' });
    await answer(resumed, ann, 'zebra');
    await later.settle();
    expect(match(resumed).stage).toBe('reveal');
    const stored = (await repo.latestGame((await repo.findSession(code))!.id))!.match as Match<{ levels: { answers: { playerId: number; word: string | null }[] }[] }>;
    expect(stored.state.levels.at(-1)!.answers.find((a) => a.playerId === ann)?.word).toBe('zebra');
    expect(stored.seats.find((s) => s.playerId === ann)?.extraTime).toBe(true);
  });
});
