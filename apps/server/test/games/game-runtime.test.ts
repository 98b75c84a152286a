import { beforeEach, describe, expect, it } from 'vitest';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { eq } from 'drizzle-orm';
import { games as gamesTable, users } from '../../src/db/schema';
import { GameRuntime } from '../../src/games/game-runtime';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers, settle } from '../helpers/fake-timers';

type AnyHostView = HostViewEnvelope<{ fighterA?: { playerId: number }; fighterB?: { playerId: number } }>;
type AnyPlayerView = PlayerViewEnvelope<{ role?: string; myPicks?: string[] | null }>;

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
}

describe('GameRuntime', () => {
  let timers: FakeTimers;
  let publisher: RecordingPublisher;
  let repo: RoomRepository;
  let rooms: RoomService;
  let games: GameRuntime;
  let host: Principal;
  let code: string;

  function wire(t: FakeTimers) {
    const runtime = new GameRuntime({ repo, publisher, timers: t });
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
    publisher = new RecordingPublisher();
    repo = new RoomRepository(database.db);
    rooms = new RoomService(repo, publisher, () => timers.now());
    games = wire(timers);
    rooms.useGames(games);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'RPS_SHOOT' })).gameCode;
    await rooms.createGame(host, { gameType: 'RPS_SHOOT', gameCode: code, settings: { numberOfRounds: 1, numberOfTurns: 1 } });
  });

  async function seat(name: string, i: number) {
    const user = await makeUser(name);
    return rooms.join(user, { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
  }
  const hostViews = () => publisher.to(`/host/${code}/view`) as AnyHostView[];
  const viewsOf = (playerId: number) => publisher.to(`/player/${code}/view/${playerId}`) as AnyPlayerView[];
  const storedMatch = async () => JSON.stringify((await repo.latestGame((await repo.findSession(code))!.id))!.match);

  it('starts a match, publishes each audience its view and the server deadline', async () => {
    const ann = await seat('Ann', 0);
    const bob = await seat('Bob', 1);
    await rooms.startGame(host, code);
    const view = hostViews().at(-1)!;
    expect(view.stage).toBe('pick');
    expect(view.stageEndsAt).toBe(timers.now() + 20_000);
    expect(viewsOf(ann.playerId).at(-1)!.playerId).toBe(ann.playerId);
    expect(viewsOf(bob.playerId).at(-1)!.playerId).toBe(bob.playerId);
    expect(publisher.to(`/player/${code}/timer`).at(-1)).toMatchObject({ stage: 'pick', endsAt: timers.now() + 20_000, serverNow: timers.now() });
    expect(publisher.to(`/common/${code}/listenNewRound`)).toEqual([{ round: 1 }]);
    expect(await storedMatch()).toContain('"stage":"pick"');
  });

  it('refuses a flood of malformed and out-of-turn moves without changing anything', async () => {
    const ann = await seat('Ann', 0);
    await seat('Bob', 1);
    await seat('Cat', 2);
    await rooms.startGame(host, code);
    const before = await storedMatch();
    const published = publisher.messages.length;
    const junk: unknown[] = [null, 42, 'ROCK', { moves: 'ROCK' }, { moves: ['LIZARD'] }, { moves: ['ROCK', 'ROCK', 'ROCK', 'ROCK'] }, { expectedResult: 'MAYBE' }, JSON.parse('{"__proto__":{"moves":["ROCK"]}}')];
    let refused = 0;
    for (const payload of junk) {
      for (const move of ['pick', 'bet', 'constructor', 'toString', '']) {
        for (const playerId of [ann.playerId, 999, -1]) {
          await games.move(code, playerId, { move, payload }).then(
            () => undefined,
            () => (refused += 1),
          );
        }
      }
    }
    expect(refused).toBe(junk.length * 5 * 3);
    expect(await storedMatch()).toBe(before);
    expect(publisher.messages.length).toBe(published);
  });

  it('ends the stage at its deadline, with a warning five seconds before', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    const endsAt = hostViews().at(-1)!.stageEndsAt!;
    await timers.advance(15_000);
    expect(publisher.to(`/player/${code}/timeRunningOut`)).toEqual([{ stageNumber: 1, endsAt }]);
    expect(hostViews().at(-1)!.stage).toBe('pick');
    await timers.advance(5_000);
    expect(hostViews().at(-1)!.stage).toBe('reveal');
    expect(publisher.to(`/common/${code}/stageCompletedMessage`)[0]).toMatchObject({ stage: 'pick', reason: 'deadline' });
  });

  it('resumes after a restart mid-stage with the deadline it had', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    const endsAt = hostViews().at(-1)!.stageEndsAt!;
    await timers.advance(7_000);
    games.shutdown();

    // A new process: fresh runtime and clock at the same wall time.
    const later = new FakeTimers(timers.now());
    publisher = new RecordingPublisher();
    const resumed = new GameRuntime({ repo, publisher, timers: later });
    later.settle = async () => {
      await settle(2);
      await resumed.idle();
    };
    expect(await resumed.resume()).toBe(1);
    expect(resumed.hostViewOf(code)).toMatchObject({ stage: 'pick', stageEndsAt: endsAt });
    await later.advance(endsAt - later.now() - 1);
    expect((resumed.hostViewOf(code) as AnyHostView).stage).toBe('pick');
    await later.advance(1);
    expect((resumed.hostViewOf(code) as AnyHostView).stage).toBe('reveal');
  });

  it('picks up every other room when one stored game cannot be run any more, and keeps that room open', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    await rooms.startGame(host, code);
    const other = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'RPS_SHOOT' })).gameCode;
    await rooms.createGame(host, { gameType: 'RPS_SHOOT', gameCode: other });
    for (const [i, name] of ['Cy', 'Dee'].entries()) await rooms.join(await makeUser(name), { gameCode: other, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
    await rooms.startGame(host, other);
    games.shutdown();
    // The first room's stored game is damaged: its state is not one the rules know.
    const broken = (await repo.latestGame((await repo.findSession(code))!.id))!;
    const db = (await testDatabase()).db;
    await db.update(gamesTable).set({ match: { ...(broken.match as object), state: { nothing: true }, stageEndsAt: timers.now() - 1 } }).where(eq(gamesTable.id, broken.id));

    const errors: string[] = [];
    const later = new FakeTimers(timers.now());
    const resumed = new GameRuntime({ repo, publisher: new RecordingPublisher(), timers: later, logger: { info: () => undefined, warn: () => undefined, error: (_d, message) => errors.push(message) } });
    later.settle = async () => {
      await settle(2);
      await resumed.idle();
    };
    expect(await resumed.resume()).toBe(2);
    expect(resumed.isRunning(other)).toBe(true);
    expect(resumed.isRunning(code)).toBe(false);
    expect(errors).toEqual(['a stored game could not be picked up again; its room goes on without it']);
    expect((await repo.findSession(code))!.active).toBe(true);
  });

  it('lets AI players play and the game reach its end while a human never moves', async () => {
    await seat('Ann', 0);
    await rooms.addAiPlayer(host, code);
    await rooms.startGame(host, code);
    await timers.advance(10 * 60_000);
    expect(hostViews().at(-1)!.over).toBe(true);
    expect(publisher.to(`/player/${code}/gameEnd`)).toHaveLength(1);
    expect(games.isRunning(code)).toBe(false);
    expect(timers.size).toBe(0);
  });

  it('goes on without a player kicked mid-stage', async () => {
    const ann = await seat('Ann', 0);
    const bob = await seat('Bob', 1);
    const cat = await seat('Cat', 2);
    await rooms.startGame(host, code);
    const view = hostViews().at(-1)!;
    const fighters = [view.game.fighterA!.playerId, view.game.fighterB!.playerId];
    for (const p of [ann, bob, cat]) {
      if (fighters.includes(p.playerId)) await games.move(code, p.playerId, { move: 'pick', payload: { moves: ['ROCK', 'PAPER', 'SCISSORS'] } });
    }
    const bettor = [ann, bob, cat].find((p) => !fighters.includes(p.playerId))!;
    expect(hostViews().at(-1)!.stage).toBe('pick');
    await rooms.kick(host, code, bettor.playerId);
    // Everyone left in the stage has acted: it ends at once instead of waiting for the deadline.
    expect(hostViews().at(-1)!.stage).toBe('reveal');
    expect(viewsOf(bettor.playerId).length).toBeGreaterThan(0);
    const after = publisher.messages.length;
    await timers.advance(8_000);
    const sentToKicked = publisher.messages.slice(after).filter((m) => m.destination === `/player/${code}/view/${bettor.playerId}`);
    expect(sentToKicked).toEqual([]);
  });

  it('never shows a phone the opponent’s picks before the reveal', async () => {
    const ann = await seat('Ann', 0);
    const bob = await seat('Bob', 1);
    await rooms.startGame(host, code);
    await games.move(code, ann.playerId, { move: 'pick', payload: { moves: ['SCISSORS', 'SCISSORS', 'SCISSORS'] } });
    for (const view of viewsOf(bob.playerId)) {
      if (view.stage === 'pick') expect(JSON.stringify(view)).not.toContain('SCISSORS');
    }
    for (const view of hostViews()) {
      if (view.stage === 'pick') expect(JSON.stringify(view)).not.toContain('SCISSORS');
    }
    expect(JSON.stringify(viewsOf(ann.playerId).at(-1))).toContain('SCISSORS');
  });

  it('sends a view only when it changed, and every view again to a screen that came back', async () => {
    const ann = await seat('Ann', 0);
    const bob = await seat('Bob', 1);
    const cy = await seat('Cy', 2);
    await rooms.startGame(host, code);
    const topics = [`/host/${code}/view`, ...[ann, bob, cy].map((p) => `/player/${code}/view/${p.playerId}`)];
    const sentBefore = topics.map((topic) => publisher.to(topic).length);
    const fighters = [hostViews().at(-1)!.game.fighterA!.playerId, hostViews().at(-1)!.game.fighterB!.playerId];
    const bettor = [ann, bob, cy].find((p) => !fighters.includes(p.playerId))!;
    // One fighter picks: their phone and the screen are told, the others' views are as they were.
    await games.move(code, fighters[0]!, { move: 'pick', payload: { moves: ['ROCK', 'ROCK', 'ROCK'] } });
    const sentNow = topics.map((topic) => publisher.to(topic).length);
    expect(sentNow[0]).toBe(sentBefore[0]! + 1);
    expect(viewsOf(fighters[0]!).length).toBe(sentBefore[topics.indexOf(`/player/${code}/view/${fighters[0]}`)]! + 1);
    expect(viewsOf(bettor.playerId).length, "the bettor's view did not change").toBe(sentBefore[topics.indexOf(`/player/${code}/view/${bettor.playerId}`)]);
    // Through a whole battle, no topic is sent the same view twice in a row.
    await games.move(code, fighters[1]!, { move: 'pick', payload: { moves: ['PAPER', 'PAPER', 'PAPER'] } });
    await timers.advance(30_000);
    for (const topic of topics) {
      const sent = publisher.to(topic).map((view) => JSON.stringify(view));
      for (let i = 1; i < sent.length; i++) expect(sent[i], `${topic}, message ${i}`).not.toBe(sent[i - 1]);
    }
    // A screen that came back is sent every view, changed or not.
    const before = topics.map((topic) => publisher.to(topic).length);
    games.republish(code);
    expect(topics.map((topic) => publisher.to(topic).length)).toEqual(before.map((n) => n + 1));
  });

  it('plays again with the same players', async () => {
    await seat('Ann', 0);
    await rooms.addAiPlayer(host, code);
    await rooms.startGame(host, code);
    await timers.advance(10 * 60_000);
    expect(games.isRunning(code)).toBe(false);
    await rooms.newGameSamePlayers(host, code);
    expect(games.isRunning(code)).toBe(true);
    expect(hostViews().at(-1)).toMatchObject({ stage: 'pick', over: false, round: 1 });
    expect(publisher.to(`/player/${code}/newGameSamePlayers`)).toHaveLength(1);
  });
});
