import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '@snackparty/games';
import { FOOD_AVATARS, decodeDrawBatch, type CompressedBody } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { DrawingRepository } from '../../src/games/canvas-clash/drawing-repository';
import { DRAWING_SAVE_INTERVAL_MS, DrawingService } from '../../src/games/canvas-clash/drawing-service';
import { wordPackStartSettings } from '../../src/games/canvas-clash/custom-words';
import { PackRepository } from '../../src/packs/pack-repository';
import { GameRuntime } from '../../src/games/game-runtime';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers, settle } from '../helpers/fake-timers';
import { DRAW_MS, LETTER_MS, REVEAL_MS, doodle, doodleDefinitions, doodleDrawingRules, type DoodleState } from './doodle-game';

async function makeUser(name: string, isGuest = true): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}`, isGuest }).returning();
  return { userId: row!.id, isGuest, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
}

describe('drawing games in the runtime', () => {
  let timers: FakeTimers;
  let publisher: RecordingPublisher;
  let relayed: Array<{ destination: string; json: string }>;
  let warnings: string[];
  let rooms: RoomService;
  let games: GameRuntime;
  let drawings: DrawingService;
  let drawingRepo: DrawingRepository;
  let wordPacks: PackRepository;
  let roomRepo: RoomRepository;
  let host: Principal;
  let code: string;

  function wire(t: FakeTimers) {
    drawings = new DrawingService(drawingRepo, publisher, (destination, json) => relayed.push({ destination, json }), t, { warn: (_d, m) => warnings.push(m) }, doodleDrawingRules);
    const runtime = new GameRuntime({
      repo: roomRepo,
      publisher,
      timers: t,
      definitions: doodleDefinitions,
      hooksOf: () => [{
        afterCommit: (change) => drawings.afterCommit(change),
        roomClosed: (c) => drawings.roomClosed(c),
        startSettings: wordPackStartSettings(wordPacks),
      }],
    });
    t.settle = async () => {
      await settle(2);
      await runtime.idle();
      await drawings.idle();
    };
    return runtime;
  }

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    timers = new FakeTimers();
    publisher = new RecordingPublisher();
    relayed = [];
    warnings = [];
    roomRepo = new RoomRepository(database.db);
    drawingRepo = new DrawingRepository(database.db);
    wordPacks = new PackRepository(database.db, 'word');
    rooms = new RoomService(roomRepo, publisher, () => timers.now());
    games = wire(timers);
    rooms.useGames(games);
    host = await makeUser('host', false);
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'CANVAS_CLASH' })).gameCode;
  });

  async function startWith(settings: Record<string, unknown> = {}) {
    await rooms.createGame(host, { gameType: 'CANVAS_CLASH', gameCode: code, settings });
    await rooms.addAiPlayer(host, code);
    await rooms.addAiPlayer(host, code);
    await rooms.join(await makeUser('Ann'), { gameCode: code, alias: 'Ann', avatarSrc: FOOD_AVATARS[0]!.src });
    await rooms.startGame(host, code);
    await timers.settle();
  }
  const state = () => games.matchOf(code)!.match.state as DoodleState;
  /** Where a canvas's strokes are heard: a turn's first painter paints canvas 0, the second canvas 1. */
  const canvasTopic = (canvas: number) => `/canvasclash/player/${code}/playerDrawTopic/slot/${canvas}`;
  const painterTopic = (id: number) => `/canvasclash/player/${code}/playerDrawTopic/${id}`;

  it('wakes the stage at the times it asks for and publishes its notices on the game\'s host topic', async () => {
    await startWith();
    const topic = `/canvasclash/host/${code}/revealLetterTopic`;
    expect(publisher.to(topic)).toEqual([]);
    await timers.advance(LETTER_MS - 1);
    expect(state().lettersShown).toBe(0);
    await timers.advance(1);
    expect(state().lettersShown).toBe(1);
    expect(publisher.to(topic)).toEqual([{ turn: 1, letters: 1 }]);
    await timers.advance(LETTER_MS * 2);
    expect(publisher.to(topic)).toEqual([{ turn: 1, letters: 1 }, { turn: 1, letters: 2 }, { turn: 1, letters: 3 }]);
    // The wake-ups stop with the stage: none during the reveal.
    await timers.advance(DRAW_MS - LETTER_MS * 3);
    expect(games.matchOf(code)!.match.stage).toBe('reveal');
    const count = publisher.to(topic).length;
    await timers.advance(REVEAL_MS - 1);
    expect(publisher.to(topic)).toHaveLength(count);
  });

  it('wakes a stage that keeps asking for the same time only once', async () => {
    let wakes = 0;
    const draw = doodle.stages.draw!;
    const stuck = {
      ...doodle,
      stages: { ...doodle.stages, draw: { ...draw, nextWakeAt: (st: DoodleState) => st.openedAt + 1000, onWake: (st: DoodleState) => (wakes++, st) } },
    } as unknown as AnyGameDef;
    games.shutdown();
    const runtime = new GameRuntime({ repo: roomRepo, publisher, timers, definitions: () => stuck });
    timers.settle = async () => {
      await settle(2);
      await runtime.idle();
    };
    rooms.useGames(runtime);
    await startWith();
    await timers.advance(5000);
    expect(wakes).toBe(1);
    runtime.shutdown();
  });

  it('plays the words of the host\'s and public packs, keeping only the ids in the stored settings', async () => {
    const other = await makeUser('other', false);
    const mine = await wordPacks.insert({ ownerUserId: host.userId, name: 'Mine', language: 'en', entries: ['Zebra', 'Yacht'], isPublic: false });
    const shared = await wordPacks.insert({ ownerUserId: other.userId, name: 'Shared', language: 'nl', entries: ['Xylofoon'], isPublic: true });
    const hidden = await wordPacks.insert({ ownerUserId: other.userId, name: 'Hidden', language: 'en', entries: ['Secret'], isPublic: false });
    await startWith({ wordPackIds: [mine.id, shared.id, hidden.id, 9999] });
    expect(state().words).toEqual(['Zebra', 'Yacht']);
    const stored = (await roomRepo.latestGame((await roomRepo.findSession(code))!.id))!.settings as Record<string, unknown>;
    expect(stored.customWords).toBeUndefined();
    expect(stored.wordPackIds).toEqual([mine.id, shared.id, hidden.id, 9999]);
    // Another runtime (after a restart) works the words out again from the stored pack ids.
    games.shutdown();
    const resumed = wire(new FakeTimers(timers.now() + 100));
    await resumed.resume();
    await resumed.idle();
    const words: string[] = [];
    const def = doodleDefinitions('CANVAS_CLASH')!;
    const original = def.setup;
    try {
      def.setup = (ctx) => {
        words.push(...((ctx.settings as { customWords?: string[] }).customWords ?? []));
        return original(ctx);
      };
      await resumed.start(code, [{ playerId: 1, alias: 'A', robot: false }, { playerId: 2, alias: 'B', robot: false }]);
    } finally {
      def.setup = original;
    }
    expect(words).toEqual(['Zebra', 'Yacht', 'Xylofoon']);
    resumed.shutdown();
  });

  it('replays a robot painter\'s preset stroke by stroke to the host screen, by canvas, scaled to 400 x 400, within 60% of the draw time', async () => {
    await startWith();
    const painters = state().painters;
    expect(painters.every((p) => p < 0)).toBe(true);
    await timers.advance(1000);
    const early = publisher.to(canvasTopic(0)).length;
    expect(early).toBeGreaterThan(0);
    await timers.advance(DRAW_MS * 0.6);
    const batches = (publisher.to(canvasTopic(0)) as CompressedBody[]).map((b) => decodeDrawBatch(b));
    expect(publisher.to(canvasTopic(1)).length).toBeGreaterThan(0);
    // Nothing is published by painter: the destination would say who paints.
    expect(painters.flatMap((p) => publisher.to(painterTopic(p)))).toEqual([]);
    expect(batches.length).toBeGreaterThan(early);
    expect(batches.map((b) => b.seq)).toEqual(batches.map((_, i) => i));
    expect(batches.every((b) => b.width === 400 && b.height === 400 && b.turn === 1)).toBe(true);
    const snapshot = drawings.snapshot(code, painters[0]!)!;
    expect(snapshot.saveData.lines).toHaveLength(2);
    expect(snapshot.saveData.lines[0]!.points).toHaveLength(30);
    expect(snapshot.saveData.lines[0]!.points[1]!.x).toBeCloseTo((15 * 400) / 263.48, 1);
    // Nothing more after 60%.
    await timers.advance(DRAW_MS * 0.3);
    expect(publisher.to(canvasTopic(0))).toHaveLength(batches.length);
  });

  it('saves every painter\'s drawing when the turn closes, with the word and the painter from the seats', async () => {
    await startWith();
    const painters = state().painters;
    await timers.advance(DRAW_MS);
    const rows = await drawingRepo.ofGame(games.matchOf(code)!.gameId);
    expect(rows.map((r) => [r.turn, r.painterPlayerId, r.word])).toEqual([[1, painters[0], 'apple'], [1, painters[1], 'apple']]);
    const seats = await rooms.playerList(code);
    expect(rows[0]!.painterAlias).toBe(seats.find((s) => s.playerId === painters[0])!.alias);
    expect(rows[0]!.painterAvatarSrc).toBe(seats.find((s) => s.playerId === painters[0])!.avatarSrc);
    expect((rows[0]!.saveData as { lines: unknown[] }).lines).toHaveLength(2);
    // The next turn opens with canvases for its own painters only (seat 1 paints no more).
    await timers.advance(REVEAL_MS);
    expect(state().turn).toBe(2);
    expect(drawings.openTurnOf(code)).toEqual({ turn: 2, painters: state().painters });
    expect(state().painters).not.toContain(painters[1]);
    expect(drawings.snapshot(code, painters[1]!)).toBeUndefined();
  });

  it('saves while painting, and a restart puts the open turn\'s drawings back', async () => {
    await startWith();
    const painter = state().painters[0]!;
    await timers.advance(DRAWING_SAVE_INTERVAL_MS + 10);
    const gameId = games.matchOf(code)!.gameId;
    // Both robots' strokes so far are stored (appended), before the turn's drawing closes.
    const saved = await drawingRepo.drawingsOfTurn(gameId, 1);
    expect(saved.size).toBe(2);
    expect(saved.get(painter)!.lines.length).toBeGreaterThan(0);
    // The server stops; a new one resumes the game a little later.
    games.shutdown();
    await timers.settle();
    const later = new FakeTimers(timers.now() + 100);
    const resumed = wire(later);
    expect(await resumed.resume()).toBe(1);
    await later.settle();
    const back = drawings.snapshot(code, painter)!;
    expect(back.turn).toBe(1);
    expect(back.saveData.lines.length).toBeGreaterThan(0);
    // The robot goes on painting: it clears the canvas and paints its whole picture again in the time left.
    const before = publisher.to(canvasTopic(0)).length;
    await later.advance(resumed.matchOf(code)!.match.stageEndsAt! - later.now() - 10);
    const after = (publisher.to(canvasTopic(0)) as CompressedBody[]).slice(before).map((b) => decodeDrawBatch(b));
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]!.ops[0]).toEqual({ op: 'clear' });
    const final = drawings.snapshot(code, painter)!;
    expect(final.saveData.lines).toHaveLength(2);
    expect(final.saveData.lines[0]!.points).toHaveLength(30);
    resumed.shutdown();
  });
});
