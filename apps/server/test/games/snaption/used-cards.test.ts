import { describe, expect, it } from 'vitest';
import { gameDefinition } from '@snackparty/games';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { Principal } from '../../../src/auth/tokens';
import { users } from '../../../src/db/schema';
import { GameRuntime } from '../../../src/games/game-runtime';
import type { GameServerContext } from '../../../src/games/server-module';
import { NO_GIFS } from '../../../src/games/snaption/gif-provider';
import { snaptionModule } from '../../../src/games/snaption/module';
import { KeyedLock } from '../../../src/rooms/keyed-lock';
import { RecordingPublisher } from '../../../src/rooms/publisher';
import { RoomRepository } from '../../../src/rooms/repository';
import { RoomService } from '../../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../../helpers/database';
import { FakeTimers, settle } from '../../helpers/fake-timers';

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
}

interface SnaptionMatchState {
  usedCardIds: string[];
}

describe('SNAPTION across a night', () => {
  it('deals a room’s next game no card its earlier games showed', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const timers = new FakeTimers();
    const publisher = new RecordingPublisher();
    const repo = new RoomRepository(database.db);
    const lock = new KeyedLock();
    const hooks = snaptionModule(NO_GIFS).create({ db: database.db, config: {}, log: { warn: () => undefined } } as unknown as GameServerContext).hooks!;
    const rooms = new RoomService(repo, publisher, () => timers.now(), lock);
    const games = new GameRuntime({ repo, publisher, timers, lock, definitions: gameDefinition, hooksOf: (type) => (type === 'SNAPTION' ? [hooks] : []) });
    timers.settle = async () => {
      await settle(2);
      await games.idle();
    };
    rooms.useGames(games);
    const host = await makeUser('host');
    const code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'SNAPTION' })).gameCode;
    await rooms.createGame(host, { gameType: 'SNAPTION', gameCode: code, settings: { numberOfRounds: 3 } });
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
    }
    await rooms.startGame(host, code);
    const state = () => games.matchOf(code)!.match.state as SnaptionMatchState;

    // The first game: every round's card skipped through to the end.
    const shown = new Set<string>();
    for (let step = 0; step < 40 && !games.matchOf(code)!.match.over; step++) {
      for (const id of state().usedCardIds) shown.add(id);
      await games.nextStage(code);
    }
    expect(games.matchOf(code)!.match.over).toBe(true);
    const firstGame = [...state().usedCardIds];
    expect(firstGame.length).toBeGreaterThanOrEqual(3);

    // The same players again: the night's cards carry on and none of them is dealt again.
    await rooms.newGameSamePlayers(host, code);
    const second = state().usedCardIds;
    expect(second.slice(0, firstGame.length)).toEqual(firstGame);
    const dealt = second.slice(firstGame.length);
    expect(dealt.length).toBeGreaterThan(0);
    for (const id of dealt) expect(firstGame).not.toContain(id);
  });
});
