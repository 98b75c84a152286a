import { DrizzleQueryError } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FOOD_AVATARS, compressDrawBatch, type DrawBatch, type SaveData } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { DrawingRepository } from '../../src/drawings/drawing-repository';
import { DRAWING_LOG_WINDOW_MS, DRAWING_SAVE_INTERVAL_MS, DrawingService } from '../../src/drawings/drawing-service';
import { GameRuntime } from '../../src/games/game-runtime';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers, settle } from '../helpers/fake-timers';
import { doodleDefinitions, doodleDrawingRules, type DoodleState } from './doodle-game';

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] } as Principal;
}

type Upsert = Parameters<DrawingRepository['upsert']>[0];

/** The drawings' repository, counting saves, and able to fail or hang them. */
class WatchedRepository extends DrawingRepository {
  upserts: Upsert[] = [];
  identityReads = 0;
  failing = false;
  hang: Promise<void> | undefined;

  override async upsert(values: Upsert): Promise<void> {
    this.upserts.push(values);
    if (this.hang) await this.hang;
    if (this.failing) throw new DrizzleQueryError('insert into "drawings" (…) values ($1, $2, …)', [values.gameId, JSON.stringify(values.saveData)], new Error('Connection terminated unexpectedly'));
    return super.upsert(values);
  }

  override async paintersOfGame(gameId: number) {
    this.identityReads += 1;
    return super.paintersOfGame(gameId);
  }
}

const stroke = (seq: number, x: number, turn = 1): DrawBatch => ({
  turn,
  seq,
  width: 400,
  height: 400,
  ops: [{ op: 'line', id: seq, brushColor: '#123456', brushRadius: 4, points: [{ x, y: 10 }, { x: x + 5, y: 20 }], end: true }],
});

describe('drawings saved while painting', () => {
  let timers: FakeTimers;
  let drawings: DrawingService;
  let games: GameRuntime;
  let rooms: RoomService;
  let repo: WatchedRepository;
  let warnings: Array<{ details: Record<string, unknown>; message: string }>;
  let host: Principal;
  let code: string;
  /** Time moves without waiting for the drawings' saves (a hung save would stop it). */
  let waitForSaves: boolean;

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    timers = new FakeTimers();
    const publisher = new RecordingPublisher();
    const roomRepo = new RoomRepository(database.db);
    repo = new WatchedRepository(database.db);
    warnings = [];
    waitForSaves = true;
    drawings = new DrawingService(repo, publisher, () => undefined, timers, { warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }) }, doodleDrawingRules);
    games = new GameRuntime(roomRepo, publisher, timers, doodleDefinitions, {
      afterCommit: (change) => drawings.afterCommit(change),
      roomClosed: (c) => drawings.roomClosed(c),
    });
    timers.settle = async () => {
      await settle(2);
      await games.idle();
      if (waitForSaves) await drawings.idle();
    };
    rooms = new RoomService(roomRepo, publisher, () => timers.now());
    rooms.useGames(games);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'CANVAS_CLASH' })).gameCode;
    await rooms.createGame(host, { gameType: 'CANVAS_CLASH', gameCode: code, settings: {} });
  });

  /** Ann and Bob paint the first turn (the first two seats); a robot guesses. */
  async function start() {
    const ann = await rooms.join(await makeUser('Ann'), { gameCode: code, alias: 'Ann', avatarSrc: FOOD_AVATARS[0]!.src });
    const bob = await rooms.join(await makeUser('Bob'), { gameCode: code, alias: 'Bob', avatarSrc: FOOD_AVATARS[1]!.src });
    await rooms.addAiPlayer(host, code);
    await rooms.startGame(host, code);
    await timers.settle();
    expect((games.matchOf(code)!.match.state as DoodleState).painters).toEqual([ann.playerId, bob.playerId]);
    return { ann: ann.playerId, bob: bob.playerId, gameId: games.matchOf(code)!.gameId };
  }
  const send = (playerId: number, batch: DrawBatch) => drawings.receive(code, playerId, JSON.stringify(compressDrawBatch(batch)));
  const savedLines = async (gameId: number, painter: number) =>
    ((await repo.ofGame(gameId, 1)).find((r) => r.painterPlayerId === painter)?.saveData as SaveData | undefined)?.lines.map((l) => l.points[0]!.x);

  it('has a painter\'s strokes in the database a second after they were drawn', async () => {
    const { ann, gameId } = await start();
    await timers.advance(3000);
    send(ann, stroke(0, 11));
    send(ann, stroke(1, 22));
    await timers.advance(1000);
    expect(await savedLines(gameId, ann)).toEqual([11, 22]);
    send(ann, stroke(2, 33));
    await timers.advance(1000);
    expect(await savedLines(gameId, ann)).toEqual([11, 22, 33]);
    expect(DRAWING_SAVE_INTERVAL_MS).toBeLessThan(1000);
  });

  it('saves only the canvases that changed, at most once an interval, reading the painters once a turn', async () => {
    const { ann, bob, gameId } = await start();
    send(ann, stroke(0, 11));
    await timers.advance(1000);
    expect(repo.upserts.map((u) => u.painterPlayerId)).toEqual([ann]);
    // Nothing new: nothing written.
    await timers.advance(5000);
    expect(repo.upserts).toHaveLength(1);
    // Painting all the time: one write per interval (Bob's canvas only).
    for (let t = 0; t < 3000; t += 40) {
      send(bob, stroke(t / 40, t));
      await timers.advance(40);
    }
    const bobWrites = repo.upserts.filter((u) => u.painterPlayerId === bob).length;
    expect(bobWrites).toBeGreaterThanOrEqual(Math.floor(3000 / DRAWING_SAVE_INTERVAL_MS) - 1);
    expect(bobWrites).toBeLessThanOrEqual(Math.ceil(3000 / DRAWING_SAVE_INTERVAL_MS) + 1);
    expect(repo.upserts.filter((u) => u.painterPlayerId === ann)).toHaveLength(1);
    expect(repo.identityReads).toBe(1);
    expect(await savedLines(gameId, ann)).toEqual([11]);
  });

  it('keeps at most one save of a room out behind a hung database, then saves the latest strokes', async () => {
    const { ann, gameId } = await start();
    waitForSaves = false;
    let release!: () => void;
    repo.hang = new Promise<void>((resolve) => (release = resolve));
    for (let seq = 0; seq < 50; seq++) {
      send(ann, stroke(seq, seq));
      await timers.advance(100);
    }
    // Five seconds of strokes, one write out.
    expect(repo.upserts).toHaveLength(1);
    repo.hang = undefined;
    release();
    await drawings.idle();
    await settle(5);
    await drawings.idle();
    // The save that waited goes at once with everything drawn meanwhile.
    expect(repo.upserts).toHaveLength(2);
    expect((await savedLines(gameId, ann))!).toHaveLength(50);
  });

  it('logs a flood of rejected batches as one line per painter per window, with the count', async () => {
    const { ann, bob } = await start();
    for (let i = 0; i < 1202; i++) expect(() => drawings.receive(code, ann, '{"turn":1,"seq":"x"}')).toThrow();
    expect(() => drawings.receive(code, bob, 'not json')).toThrow();
    const rejected = () => warnings.filter((w) => w.message === 'draw batch rejected');
    expect(rejected()).toHaveLength(2);
    expect(rejected()[0]!.details).toMatchObject({ code, playerId: ann, suppressed: 0 });
    expect(rejected()[1]!.details).toMatchObject({ code, playerId: bob, suppressed: 0 });
    await timers.advance(DRAWING_LOG_WINDOW_MS);
    expect(rejected()).toHaveLength(3);
    expect(rejected()[2]!.details).toMatchObject({ code, playerId: ann, suppressed: 1201 });
    // Bob's window stayed quiet and closed: his next rejection is logged at once; Ann's next is counted.
    expect(() => drawings.receive(code, bob, '[]')).toThrow();
    expect(() => drawings.receive(code, ann, '[]')).toThrow();
    expect(rejected()).toHaveLength(4);
    expect(rejected()[3]!.details).toMatchObject({ code, playerId: bob, suppressed: 0 });
  });

  it('logs failed saves once per window, without the drawing', async () => {
    const { ann } = await start();
    repo.failing = true;
    for (let seq = 0; seq < 40; seq++) {
      send(ann, stroke(seq, 1000 + seq));
      await timers.advance(250);
    }
    const failed = warnings.filter((w) => w.message === 'drawings not saved');
    expect(repo.upserts.length).toBeGreaterThan(5);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(2);
    expect(failed[0]!.details).toMatchObject({ code, err: { name: 'DrizzleQueryError', message: 'Failed query' } });
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('1000');
    // Once the database answers, the canvas is saved whole.
    repo.failing = false;
    await timers.advance(1000);
    expect((await repo.ofGame(games.matchOf(code)!.gameId, 1)).find((r) => r.painterPlayerId === ann)).toBeDefined();
  });
});
