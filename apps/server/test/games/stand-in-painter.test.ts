import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '@snackparty/engine';
import { PRESET_CONCEPTS } from '@snackparty/games';
import { FOOD_AVATARS, dest } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { DrawingRepository } from '../../src/games/canvas-clash/drawing-repository';
import { DrawingService } from '../../src/games/canvas-clash/drawing-service';
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

type Turn = { turn: number; painters: number[]; presetKey: string | null; drawingClosed: boolean };

describe('CANVAS_CLASH with a painter played by the AI for now', () => {
  let timers: FakeTimers;
  let publisher: RecordingPublisher;
  let rooms: RoomService;
  let games: GameRuntime;
  let drawings: DrawingService;
  let host: Principal;
  let code: string;
  /** The words the next game plays with (a word pack's), when a test names them. */
  let customWords: string[] | null;

  beforeEach(async () => {
    customWords = null;
    const database = await testDatabase();
    await resetDatabase(database);
    timers = new FakeTimers();
    publisher = new RecordingPublisher();
    drawings = new DrawingService(new DrawingRepository(database.db), publisher, () => undefined, timers, { warn: () => undefined });
    const roomRepo = new RoomRepository(database.db);
    games = new GameRuntime({
      repo: roomRepo,
      publisher,
      timers,
      hooksOf: () => [
        {
          afterCommit: (change) => drawings.afterCommit(change),
          roomClosed: (c) => drawings.roomClosed(c),
          startSettings: async (_type, settings) => (customWords ? ({ ...settings, customWords } as typeof settings) : settings),
        },
      ],
    });
    timers.settle = async () => {
      await settle(2);
      await games.idle();
      await drawings.idle();
    };
    rooms = new RoomService(roomRepo, publisher, () => timers.now());
    rooms.useGames(games);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'CANVAS_CLASH' })).gameCode;
  });

  const turnOf = () => (games.matchOf(code)!.match as Match<{ current: Turn | null }>).state.current;
  const canvasTopic = (canvas: number) => dest.gameStreamSlot('canvasclash', code, 'playerDrawTopic', canvas);

  it('paints a preset drawing, stroke by stroke, on that painter\'s canvas in the next turn they paint', async () => {
    await rooms.createGame(host, { gameType: 'CANVAS_CLASH', gameCode: code, settings: { numberOfRounds: 1 } });
    const ids: number[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      ids.push((await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src })).playerId);
    }
    await rooms.startGame(host, code);
    const first = turnOf()!;
    // People paint the first turn themselves: no preset, nothing streamed for them.
    expect(first.presetKey).toBeNull();
    const away = ids.find((id) => !first.painters.includes(id))!;
    await games.requestStandIn(code, away);

    for (let waited = 0; waited < 10 * 60_000 && !(turnOf() && turnOf()!.turn > first.turn && !turnOf()!.drawingClosed); waited += 1_000) {
      await timers.advance(1_000);
    }
    const turn = turnOf()!;
    expect(turn.turn).toBeGreaterThan(first.turn);
    expect(turn.painters).toContain(away);
    expect(turn.presetKey).not.toBeNull();
    const canvas = turn.painters.indexOf(away);
    const before = publisher.to(canvasTopic(canvas)).length;
    const other = publisher.to(canvasTopic(1 - canvas)).length;
    await timers.advance(10_000);
    expect(publisher.to(canvasTopic(canvas)).length).toBeGreaterThan(before);
    // The other painter plays for themselves: the AI paints nothing for them.
    expect(publisher.to(canvasTopic(1 - canvas)).length).toBe(other);

    // The painter is back at their phone: the AI's brush stops at once.
    drawings.painterBack(code, away);
    const painted = publisher.to(canvasTopic(canvas)).length;
    await timers.advance(20_000);
    expect(publisher.to(canvasTopic(canvas)).length).toBe(painted);
  });

  it('keeps the strokes of a painter back at their phone while the AI painted on: numbered after the AI\'s, on a clean canvas', async () => {
    customWords = PRESET_CONCEPTS.slice(0, 4).map((concept) => concept.words.en);
    await rooms.createGame(host, { gameType: 'CANVAS_CLASH', gameCode: code, settings: { numberOfRounds: 1 } });
    const ids: number[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      ids.push((await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src })).playerId);
    }
    await rooms.startGame(host, code);
    for (let waited = 0; waited < 60_000 && turnOf()?.drawingClosed !== false; waited += 500) await timers.advance(500);
    const turn = turnOf()!;
    const painter = turn.painters[0]!;
    await games.requestStandIn(code, painter);
    await timers.advance(5_000);
    const aiLast = drawings.snapshot(code, painter)!.seq;
    expect(aiLast).toBeGreaterThan(0);

    // The phone opened on an empty canvas and numbers its batches from 0, as the module passes them on.
    const mine = (seq: number) => JSON.stringify({ turn: turn.turn, seq, width: 300, height: 300, ops: [{ op: 'line', id: seq, brushColor: '#000000', brushRadius: 2, points: [{ x: 10, y: 10 }, { x: 20, y: 20 }], end: true }] });
    for (const seq of [0, 1]) {
      drawings.painterBack(code, painter, mine(seq));
      drawings.receive(code, painter, mine(seq));
    }
    const snapshot = drawings.snapshot(code, painter)!;
    expect(snapshot.seq).toBe(aiLast + 2);
    // Only the player's two strokes: the AI's half drawing, which the phone never showed, is gone.
    expect(snapshot.saveData.lines).toHaveLength(2);
    expect(snapshot.saveData.lines.every((line) => line.brushColor === '#000000')).toBe(true);
    const before = snapshot.seq;
    await timers.advance(20_000);
    expect(drawings.snapshot(code, painter)!.seq).toBe(before);
  });

  it('finishes the drawing of a painter whose phone goes away mid-turn, on a clean canvas, after what was painted', async () => {
    // Words the AI has a drawing of (custom words may have none: the AI then leaves the canvas as it is).
    customWords = PRESET_CONCEPTS.slice(0, 4).map((concept) => concept.words.en);
    await rooms.createGame(host, { gameType: 'CANVAS_CLASH', gameCode: code, settings: { numberOfRounds: 1 } });
    const ids: number[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) {
      ids.push((await rooms.join(await makeUser(name), { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src })).playerId);
    }
    await rooms.startGame(host, code);
    for (let waited = 0; waited < 60_000 && turnOf()?.drawingClosed !== false; waited += 500) await timers.advance(500);
    const turn = turnOf()!;
    const painter = turn.painters[0]!;
    const canvas = 0;
    // The painter paints two batches of their own, then their phone goes away.
    for (const seq of [0, 1]) {
      drawings.receive(code, painter, JSON.stringify({ turn: turn.turn, seq, width: 300, height: 300, ops: [{ op: 'line', id: seq, brushColor: '#000000', brushRadius: 2, points: [{ x: 10, y: 10 }, { x: 20, y: 20 }], end: true }] }));
    }
    await timers.settle();
    expect(drawings.snapshot(code, painter)?.seq).toBe(1);
    const painted = publisher.to(canvasTopic(canvas)).length;
    await games.requestStandIn(code, painter);
    await timers.advance(5_000);
    const after = publisher.to(canvasTopic(canvas)).slice(painted);
    expect(after.length).toBeGreaterThan(0);
    // The AI's strokes are numbered after the player's, so none is taken for a repeat, and start on a clean canvas.
    expect(drawings.snapshot(code, painter)!.seq).toBeGreaterThan(1);
    expect(drawings.snapshot(code, painter)!.saveData.lines.length).toBeGreaterThan(0);
    // The other painter still paints for themselves.
    expect(publisher.to(canvasTopic(1)).length).toBe(0);
  });
});
