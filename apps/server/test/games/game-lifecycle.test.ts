import { beforeEach, describe, expect, it } from 'vitest';
import { gameDefinition } from '@snackparty/games';
import { FOOD_AVATARS, type GameDto } from '@snackparty/protocol';
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

/** A SYNC_THINK room on the runtime and room service with a fake clock: Ann, Bob and Cid seated, not started. */
async function room() {
  const database = await testDatabase();
  await resetDatabase(database);
  const timers = new FakeTimers();
  const publisher = new RecordingPublisher();
  const repo = new RoomRepository(database.db);
  const rooms = new RoomService(repo, publisher, () => timers.now());
  const games = new GameRuntime({ repo, publisher, timers, definitions: gameDefinition });
  timers.settle = async () => {
    await settle(2);
    await games.idle();
  };
  rooms.useGames(games);
  const host = await makeUser('host');
  const code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'SYNC_THINK' })).gameCode;
  const created: GameDto = await rooms.createGame(host, { gameType: 'SYNC_THINK', gameCode: code, settings: {} });
  const players: number[] = [];
  for (const [i, name] of ['Ann', 'Bob', 'Cid'].entries()) {
    players.push((await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src })).playerId);
  }
  const storedMatch = async () => JSON.stringify((await repo.latestGame((await repo.findSession(code))!.id))!.match);
  return { publisher, rooms, games, host, code, created, players, storedMatch };
}

/** A phone that lost its connection sends its move again with the same id once it is back. */
describe('a move sent again with its id', () => {
  let r: Awaited<ReturnType<typeof room>>;
  beforeEach(async () => {
    r = await room();
    await r.rooms.startGame(r.host, r.code);
  });

  it('is confirmed without being stored or published again; another id counts', async () => {
    const { games, code, players, publisher, storedMatch } = r;
    const stageNumber = games.matchOf(code)!.match.stageNumber;
    await games.move(code, players[0]!, { move: 'submitWord', payload: { word: 'apple' }, stageNumber, moveId: 'ann-1' });
    const stored = await storedMatch();
    const published = publisher.messages.length;
    // The same move again (its answer was lost with the connection): no error, nothing new.
    await games.move(code, players[0]!, { move: 'submitWord', payload: { word: 'apple' }, stageNumber, moveId: 'ann-1' });
    expect(await storedMatch()).toBe(stored);
    expect(publisher.messages.length).toBe(published);
    // A new move of the same player, with its own id, is applied.
    await games.move(code, players[0]!, { move: 'submitWord', payload: { word: 'pear' }, stageNumber, moveId: 'ann-2' });
    expect(await storedMatch()).not.toBe(stored);
    expect(JSON.stringify(games.matchOf(code)!.match.state)).toContain('pear');
  });
});

describe('gameCreated', () => {
  it('has one shape, the game as GET /game/{code} gives it, and is not sent again when the match starts', async () => {
    const { rooms, games, host, code, created, publisher } = await room();
    await rooms.startGame(host, code);
    await games.idle();
    expect(publisher.to(`/common/${code}/gameCreated`)).toEqual([created]);
    expect(await rooms.getGame(code)).toMatchObject({ gameId: created.gameId, gameType: 'SYNC_THINK', gameCode: code });
  });
});

describe('compound host actions', () => {
  it('a new game type and a start sent together leave the room consistent: a running game is a started room', async () => {
    const { rooms, games, host, code } = await room();
    await Promise.allSettled([rooms.newGameType(host, code, 'RPS_SHOOT'), rooms.startGame(host, code)]);
    await games.idle();
    expect(games.isRunning(code)).toBe(true);
    expect(await rooms.getSession(code)).toMatchObject({ started: true, gameType: 'RPS_SHOOT' });
  });
});
