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

/** The wait before the AI plays an away phone's seat, on the room's clock, across stages and restarts. */
describe('the wait before the AI plays a seat', () => {
  let timers: FakeTimers;
  let repo: RoomRepository;
  let rooms: RoomService;
  let games: GameRuntime;
  let host: Principal;
  let code: string;
  /** Seats whose phone is online, as the rooms' presence would say. */
  let online: Set<number>;

  function wire(t: FakeTimers) {
    const runtime = new GameRuntime({ repo, publisher: new RecordingPublisher(), timers: t, isSeatOnline: (id) => online.has(id) });
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
    online = new Set();
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'RPS_SHOOT' })).gameCode;
  });

  async function start(settings: Record<string, unknown>) {
    await rooms.createGame(host, { gameType: 'RPS_SHOOT', gameCode: code, settings: { numberOfRounds: 7, numberOfTurns: 7, ...settings } });
    const ids: number[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      const seat = await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
      online.add(seat.playerId);
      ids.push(seat.playerId);
    }
    await rooms.startGame(host, code);
    return ids as [number, number, number];
  }
  const away = (runtime: GameRuntime, playerId: number) => {
    online.delete(playerId);
    runtime.seatPresence(code, playerId, false);
  };
  const back = (runtime: GameRuntime, playerId: number) => {
    online.add(playerId);
    runtime.seatPresence(code, playerId, true);
  };
  const standIns = (runtime: GameRuntime) =>
    (runtime.matchOf(code)!.match as Match<unknown>).seats.filter((s) => s.standIn).map((s) => s.playerId);

  it('hands the seat over after 20 s away by default, the wait running on across stages', async () => {
    const [ann, bob] = await start({});
    away(games, ann);
    await timers.advance(12_000);
    away(games, bob);
    await timers.advance(7_999);
    expect(standIns(games)).toEqual([]);
    await timers.advance(1);
    expect(standIns(games)).toEqual([ann]);
    // Bob's phone comes back before his wait is over: his seat stays his.
    back(games, bob);
    await timers.advance(60_000);
    expect(standIns(games)).toEqual([ann]);
    // Ann's phone back changes nothing until she moves (the engine gives her the seat then).
    back(games, ann);
    await timers.advance(1_000);
    expect(standIns(games)).toEqual([ann]);
  });

  it('follows the room\'s own wait, and never hands a seat over with a wait of 0', async () => {
    const [ann] = await start({ standInAfterSeconds: 5 });
    away(games, ann);
    await timers.advance(5_000);
    expect(standIns(games)).toEqual([ann]);

    const other = new Set(online);
    await rooms.createGame(host, { gameType: 'RPS_SHOOT', gameCode: code, settings: { standInAfterSeconds: 0 } });
    online = other;
    await rooms.startGame(host, code);
    expect(standIns(games)).toEqual([]);
    await timers.advance(10 * 60_000);
    expect(standIns(games)).toEqual([]);
  });

  it('survives a restart: the seat the AI played stays so, and a phone that does not come back is handed over', async () => {
    const [ann, bob, cy] = await start({});
    away(games, ann);
    await timers.advance(20_000);
    expect(standIns(games)).toEqual([ann]);
    games.shutdown();

    // A new process at the same wall time: every phone has lost its connection.
    online = new Set();
    const later = new FakeTimers(timers.now());
    const resumed = wire(later);
    expect(await resumed.resume()).toBe(1);
    expect(standIns(resumed)).toEqual([ann]);
    await later.advance(5_000);
    back(resumed, cy);
    await later.advance(14_999);
    expect(standIns(resumed)).toEqual([ann]);
    await later.advance(1);
    expect(standIns(resumed)).toEqual([ann, bob]);
    const stored = (await repo.latestGame((await repo.findSession(code))!.id))!.match as Match<unknown>;
    expect(stored.seats.filter((s) => s.standIn).map((s) => s.playerId)).toEqual([ann, bob]);
  });
});
