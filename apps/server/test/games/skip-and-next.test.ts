import { beforeEach, describe, expect, it } from 'vitest';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { GameRuntime } from '../../src/games/game-runtime';
import { KeyedLock } from '../../src/rooms/keyed-lock';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers, settle } from '../helpers/fake-timers';

/** RPS_SHOOT whose pick stage has no deadline: it waits for its players or the host. */
const rps = gameDefinition('RPS_SHOOT')!;
const untimedPick = { ...rps, stages: { ...rps.stages, pick: { ...rps.stages.pick!, durationMs: () => null } } } as AnyGameDef;

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
}

describe('skip timer and next stage', () => {
  let timers: FakeTimers;
  let publisher: RecordingPublisher;
  let repo: RoomRepository;
  let rooms: RoomService;
  let games: GameRuntime;
  let host: Principal;
  let code: string;
  let lock: KeyedLock;

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    timers = new FakeTimers();
    publisher = new RecordingPublisher();
    repo = new RoomRepository(database.db);
    // The room's lobby and its game share one lock, as the app wires them.
    lock = new KeyedLock();
    rooms = new RoomService(repo, publisher, () => timers.now(), lock);
    games = new GameRuntime({ repo, publisher, timers, lock, definitions: (type) => (type === 'RPS_SHOOT' ? untimedPick : gameDefinition(type)) });
    timers.settle = async () => {
      await settle(2);
      await games.idle();
    };
    rooms.useGames(games);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'RPS_SHOOT' })).gameCode;
    await rooms.createGame(host, { gameType: 'RPS_SHOOT', gameCode: code, settings: { numberOfRounds: 1, numberOfTurns: 1 } });
    for (const [i, name] of ['Ann', 'Bob'].entries()) {
      await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
    }
    await rooms.startGame(host, code);
  });

  const match = () => games.matchOf(code)!.match;
  const storedMatch = async () => JSON.stringify((await repo.latestGame((await repo.findSession(code))!.id))!.match);

  it('runs the game’s work and the lobby’s in turn under the room’s one lock', async () => {
    let release!: () => void;
    const lobbyTask = lock.run(code, () => new Promise<void>((resolve) => (release = resolve)));
    let moved = false;
    const stage = games.nextStage(code).then(() => (moved = true));
    await settle(5);
    // The lobby's task holds the room: the game's command waits for it.
    expect(moved).toBe(false);
    expect(match().stageNumber).toBe(1);
    release();
    await lobbyTask;
    await stage;
    expect(moved).toBe(true);
    expect(match().stageNumber).toBe(2);
    // A new game with the same players runs its start inside the room's task, without waiting on itself.
    await games.end(code);
    await rooms.newGameSamePlayers(host, code);
    expect(match()).toMatchObject({ stage: 'pick', stageNumber: 1, over: false });
  });

  it('skipping the timer of a stage without a deadline changes, stores and publishes nothing', async () => {
    expect(match()).toMatchObject({ stage: 'pick', stageNumber: 1, stageEndsAt: null });
    const stored = await storedMatch();
    const published = publisher.messages.length;
    await games.skipTimer(code);
    expect(match()).toMatchObject({ stage: 'pick', stageNumber: 1 });
    expect(await storedMatch()).toBe(stored);
    expect(publisher.messages.length).toBe(published);
  });

  it('the next stage leaves a stage without a deadline; in a timed stage both end it', async () => {
    await games.nextStage(code);
    expect(match()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
    expect(match().stageEndsAt).not.toBeNull();
    expect(publisher.to(`/common/${code}/stageCompletedMessage`).at(-1)).toMatchObject({ stage: 'pick', stageNumber: 1, reason: 'skip' });
    expect(await storedMatch()).toContain('"stage":"reveal"');

    // The reveal has a deadline: skipping its timer ends it like its deadline would.
    await games.skipTimer(code);
    expect(match().stageNumber).toBe(3);
    expect(publisher.to(`/common/${code}/stageCompletedMessage`).at(-1)).toMatchObject({ stage: 'reveal', stageNumber: 2, reason: 'skip' });
  });

  it('a press meant for a stage that has already ended does nothing to the next one', async () => {
    await games.nextStage(code, 1);
    expect(match()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
    // The host pressed during the pick (stage 1); the press arrives in the reveal: the reveal stays.
    await games.skipTimer(code, 1);
    await games.nextStage(code, 1);
    expect(match()).toMatchObject({ stage: 'reveal', stageNumber: 2 });
    // Meant for the reveal, it ends the reveal.
    await games.skipTimer(code, 2);
    expect(match().stageNumber).toBe(3);
  });

  it('both are refused once the game is over', async () => {
    await games.end(code);
    await expect(games.skipTimer(code)).rejects.toMatchObject({ statusCode: 409, messageKey: 'error.no_game_running' });
    await expect(games.nextStage(code)).rejects.toMatchObject({ statusCode: 409, messageKey: 'error.no_game_running' });
  });
});
