import { DrizzleQueryError } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FOOD_AVATARS, compressDrawBatch, type DrawBatch, type SaveData } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { DrawingRepository } from '../../src/games/canvas-clash/drawing-repository';
import { DRAWING_LOG_WINDOW_MS, DRAWING_SAVE_INTERVAL_MS, DrawingService } from '../../src/games/canvas-clash/drawing-service';
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

type Append = Parameters<DrawingRepository['appendStrokes']>[0];

/** The drawings' repository, counting the appends of strokes, and able to fail or hang them. */
class WatchedRepository extends DrawingRepository {
  appends: Append[] = [];
  identityReads = 0;
  failing = false;
  hang: Promise<void> | undefined;

  /** Painters whose strokes were appended, one entry per painter per append. */
  get appended(): number[] {
    return this.appends.flatMap((rows) => rows.map((r) => r.painterPlayerId));
  }

  override async appendStrokes(rows: Append): Promise<void> {
    this.appends.push(rows);
    if (this.hang) await this.hang;
    if (this.failing) throw new DrizzleQueryError('insert into "drawing_strokes" (…) values ($1, $2, …)', [JSON.stringify(rows)], new Error('Connection terminated unexpectedly'));
    return super.appendStrokes(rows);
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
    games = new GameRuntime({
      repo: roomRepo,
      publisher,
      timers,
      definitions: doodleDefinitions,
      hooksOf: () => [{
        afterCommit: (change) => drawings.afterCommit(change),
        roomClosed: (c) => drawings.roomClosed(c),
      }],
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
  /** What a restart would find of a painter's drawing of turn 1: the first x of each line. */
  const savedLines = async (gameId: number, painter: number) => (await repo.drawingsOfTurn(gameId, 1)).get(painter)?.lines.map((l) => l.points[0]!.x);

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

  it('appends only what changed, at most once an interval, and stores the drawing whole as it closes', async () => {
    const { ann, bob, gameId } = await start();
    send(ann, stroke(0, 11));
    await timers.advance(1000);
    expect(repo.appended).toEqual([ann]);
    // Nothing new: nothing written.
    await timers.advance(5000);
    expect(repo.appends).toHaveLength(1);
    // Painting all the time: one write per interval (Bob's canvas only).
    for (let t = 0; t < 3000; t += 40) {
      send(bob, stroke(t / 40, t));
      await timers.advance(40);
    }
    const bobWrites = repo.appended.filter((p) => p === bob).length;
    expect(bobWrites).toBeGreaterThanOrEqual(Math.floor(3000 / DRAWING_SAVE_INTERVAL_MS) - 1);
    expect(bobWrites).toBeLessThanOrEqual(Math.ceil(3000 / DRAWING_SAVE_INTERVAL_MS) + 1);
    expect(repo.appended.filter((p) => p === ann)).toHaveLength(1);
    // Each append carries only the batches drawn since the one before.
    const appendedSeqs = repo.appends.flat().filter((r) => r.painterPlayerId === bob).flatMap((r) => r.batches.map((b) => b.seq));
    expect(appendedSeqs.length).toBeGreaterThan(60);
    expect(appendedSeqs).toEqual(Array.from({ length: appendedSeqs.length }, (_, i) => i));
    expect(await savedLines(gameId, ann)).toEqual([11]);
    expect(await repo.ofGame(gameId, 1)).toEqual([]);
    expect(repo.identityReads).toBe(0);
    // The drawing closes: stored whole, with its painter, and its appended strokes go.
    await timers.advance(20_000);
    const rows = await repo.ofGame(gameId, 1);
    expect(rows.map((r) => [r.painterPlayerId, r.painterAlias, (r.saveData as SaveData).lines.length])).toEqual([
      [ann, 'Ann', 1],
      [bob, 'Bob', 75],
    ]);
    expect(repo.identityReads).toBe(1);
    expect((await savedLines(gameId, bob))!).toHaveLength(75);
    const { drawingStrokes } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    expect(await (await testDatabase()).db.select().from(drawingStrokes).where(eq(drawingStrokes.turn, 1))).toEqual([]);
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
    expect(repo.appends).toHaveLength(1);
    repo.hang = undefined;
    release();
    await drawings.idle();
    await settle(5);
    await drawings.idle();
    // The save that waited goes at once with everything drawn meanwhile.
    expect(repo.appends).toHaveLength(2);
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
    expect(repo.appends.length).toBeGreaterThan(5);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(2);
    expect(failed[0]!.details).toMatchObject({ code, err: { name: 'DrizzleQueryError', message: 'Failed query' } });
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('1000');
    // Once the database answers, every stroke drawn meanwhile is stored.
    repo.failing = false;
    await timers.advance(1000);
    expect((await savedLines(games.matchOf(code)!.gameId, ann))!).toHaveLength(40);
  });
});
