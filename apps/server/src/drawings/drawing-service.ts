import type { Match } from '@snackparty/engine';
import { MESSAGE_KEYS, compressDrawBatch, decodeDrawBatch, dest, type DrawingSnapshot } from '@snackparty/protocol';
import { safeDbError } from '../db/errors';
import { AppError } from '../errors';
import { LogThrottle } from '../games/log-throttle';
import type { RoomClock, Timers } from '../games/room-clock';
import type { RoomPublisher } from '../rooms/publisher';
import { aiPaintingBatches, type TimedBatch } from './ai-painter';
import type { DrawingRepository } from './drawing-repository';
import { drawingRulesOf, type DrawingRules, type DrawTurn } from './drawing-rules';
import { DrawingStore, type StoredDrawing } from './drawing-store';

/**
 * While a turn is painted, the strokes drawn since the last save are appended this often, so a crash
 * loses less than a second of them; the whole drawing is stored once, when the turn's drawing closes.
 * A room never has more than one such append out: behind a slow database the next one waits for it
 * instead of queueing.
 */
export const DRAWING_SAVE_INTERVAL_MS = 750;
/** Rejected batches and failed saves are logged once per room (and painter) per this window, with a count. */
export const DRAWING_LOG_WINDOW_MS = 10_000;

/** A change the game runtime committed: the match before it (none on start or resume) and after. */
export interface CommittedChange {
  code: string;
  gameId: number;
  gameType: string;
  before: Match<unknown> | undefined;
  after: Match<unknown>;
  /** The room's clock: timers scheduled on it die with the room and its stage. */
  clock: RoomClock;
  /** The server has just restarted and picks the game up again. */
  resumed: boolean;
}

export interface DrawLogger {
  warn(details: object, message: string): void;
}

interface OpenTurn {
  gameId: number;
  turn: number;
  word: string;
  painters: number[];
  /** Robot painters' strokes still to send, in order. */
  robots: Map<number, { batches: TimedBatch[]; next: number; openedAt: number }>;
  /** A periodic save is out; `saveAgain`: changes came since it started and wait for it to end. */
  saving: boolean;
  saveAgain: boolean;
}

interface RejectedBatch {
  code: string;
  playerId: number;
  reason: string;
}

/**
 * The drawings of drawing games: which canvases take strokes right now, the live batches painters
 * stream (checked, kept, relayed as received to the host screen), robot painters, and the saved
 * drawings of every turn.
 */
export class DrawingService {
  readonly store = new DrawingStore();
  private readonly open = new Map<string, OpenTurn>();
  private readonly saving = new Map<string, Promise<void>>();
  /** A broken or hostile phone may send hundreds of bad batches a second: one line per painter per window. */
  private readonly rejected: LogThrottle<RejectedBatch>;
  private readonly saveFailures: LogThrottle<{ code: string; err: ReturnType<typeof safeDbError> }>;

  constructor(
    private readonly repo: DrawingRepository,
    private readonly publisher: RoomPublisher,
    /** Relays a painter's batch to the destination's subscribers exactly as it came (JSON text). */
    private readonly relay: (destination: string, json: string) => void,
    private readonly timers: Timers,
    private readonly logger: DrawLogger,
    private readonly rulesOf: (gameType: string) => DrawingRules | undefined = drawingRulesOf,
  ) {
    this.rejected = new LogThrottle<RejectedBatch>(DRAWING_LOG_WINDOW_MS, timers, (details, suppressed) =>
      this.logger.warn({ ...details, suppressed }, 'draw batch rejected'),
    );
    this.saveFailures = new LogThrottle<{ code: string; err: ReturnType<typeof safeDbError> }>(DRAWING_LOG_WINDOW_MS, timers, (details, suppressed) =>
      this.logger.warn({ ...details, suppressed }, 'drawings not saved'),
    );
  }

  /** The runtime committed a change (inside the room's lock): open, close and save drawings as the turn moves. */
  async afterCommit(change: CommittedChange): Promise<void> {
    const rules = this.rulesOf(change.gameType);
    if (!rules) return;
    const { code, after } = change;
    const turn = after.over ? null : rules.turnOf(after.state);
    const current = this.open.get(code);
    const stillOpen = !!current && !!turn && turn.drawingOpen && turn.turn === current.turn && current.gameId === change.gameId;
    if (current && !stillOpen) {
      // A failed save must not stop the game: the drawing is lost, the room goes on.
      await this.closeTurn(code).catch((err: unknown) => this.saveFailures.log(code, { code, err: safeDbError(err) }));
    }
    if (turn?.drawingOpen && !stillOpen) await this.openTurn(change, turn, rules);
    if (this.open.has(code)) this.scheduleTimers(change);
  }

  /** The room is gone or starts another game: what was painted is saved, timers die with the clock. */
  roomClosed(code: string): void {
    const closing = this.open.has(code) ? this.closeTurn(code) : Promise.resolve();
    this.store.close(code);
    void closing.catch((err: unknown) => this.logger.warn({ err: safeDbError(err), code }, 'drawings of a closed room not saved'));
  }

  /** Waits for the saves under way (tests and shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.saving.values()]);
  }

  /** Who paints in the room's open turn, if drawing is open. */
  openTurnOf(code: string): { turn: number; painters: readonly number[] } | undefined {
    const open = this.open.get(code);
    return open && { turn: open.turn, painters: open.painters };
  }

  /**
   * A painter's phone sent a batch (the STOMP body as received). Refused unless this player paints in
   * the open turn; malformed batches are refused and logged (one line per painter per
   * DRAWING_LOG_WINDOW_MS, with a count); repeats, floods and oversized drawings are dropped quietly.
   */
  receive(code: string, playerId: number, body: string): void {
    const open = this.open.get(code);
    if (!open) throw new AppError(409, MESSAGE_KEYS.forbidden, 'No drawing is open in this room');
    if (!open.painters.includes(playerId)) throw new AppError(403, MESSAGE_KEYS.forbidden, 'Only a painter of this turn may draw');
    let batch;
    try {
      batch = decodeDrawBatch(JSON.parse(body));
    } catch (err) {
      this.rejected.log(`${code}:${playerId}`, { code, playerId, reason: String((err as Error).message).slice(0, 200) });
      throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'A draw batch holds turn, seq, width, height and line ops');
    }
    if (batch.turn !== open.turn) throw new AppError(409, MESSAGE_KEYS.forbidden, 'This batch belongs to another turn');
    if (this.store.apply(code, playerId, batch, this.timers.now()) === 'applied') this.relay(dest.playerDraw(code, playerId), body);
  }

  /**
   * The drawing so far of a painter of the room's latest turn: while it is painted, and after it
   * closed until the next turn opens (the host screen shows the canvases through credits and reveal).
   */
  snapshot(code: string, playerId: number): DrawingSnapshot | undefined {
    return this.store.snapshot(code, playerId);
  }

  private async openTurn(change: CommittedChange, turn: DrawTurn, rules: DrawingRules): Promise<void> {
    const { code, after } = change;
    const open: OpenTurn = { gameId: change.gameId, turn: turn.turn, word: turn.word, painters: [...turn.painters], robots: new Map(), saving: false, saveAgain: false };
    this.open.set(code, open);
    this.store.openTurn(code, turn.turn, turn.painters);
    if (change.resumed) {
      for (const [painter, model] of await this.repo.drawingsOfTurn(change.gameId, turn.turn)) this.store.load(code, turn.turn, painter, model);
    }
    const drawMs = after.stageEndsAt === null ? 60_000 : Math.max(0, after.stageEndsAt - this.timers.now());
    for (const painter of turn.painters) {
      const seat = after.seats.find((s) => s.playerId === painter);
      if (!seat?.robot) continue;
      const drawing = rules.aiDrawingFor(after.state, painter);
      if (!drawing) continue;
      const batches = aiPaintingBatches(drawing, turn.turn, drawMs);
      // After a restart the robot paints its picture again from a clean canvas in the time left, so
      // the screen never shows half a saved stroke joined to a new one.
      if (change.resumed && batches[0]) batches[0].batch.ops.unshift({ op: 'clear' });
      open.robots.set(painter, { batches, next: 0, openedAt: this.timers.now() });
    }
  }

  private async closeTurn(code: string): Promise<void> {
    const open = this.open.get(code);
    if (!open) return;
    this.open.delete(code);
    await this.save(code, open, this.store.drawings(code));
  }

  /** The robots' next strokes and the periodic save, keyed to the stage so they die with it. */
  private scheduleTimers(change: CommittedChange): void {
    const { code, clock } = change;
    const open = this.open.get(code)!;
    const stageKey = `:${change.after.stageNumber}`;
    for (const [painter, robot] of open.robots) {
      const key = `aiDraw:${painter}${stageKey}`;
      const due = robot.batches[robot.next];
      if (!due || clock.has(key)) continue;
      clock.schedule(key, robot.openedAt + due.at, () => this.paintRobot(code, open, painter, key, clock));
    }
    const saveKey = `drawingSave${stageKey}`;
    // The first save comes after a random part of the interval, so rooms that started together do
    // not all write at the same moment (the embedded database writes on the event loop).
    const firstSaveIn = DRAWING_SAVE_INTERVAL_MS * (0.25 + Math.random() * 0.75);
    if (!clock.has(saveKey)) clock.schedule(saveKey, this.timers.now() + firstSaveIn, () => this.saveOpen(code, open, saveKey, clock));
  }

  private paintRobot(code: string, open: OpenTurn, painter: number, key: string, clock: RoomClock): void {
    if (this.open.get(code) !== open) return;
    const robot = open.robots.get(painter);
    const due = robot?.batches[robot.next];
    if (!robot || !due) return;
    robot.next += 1;
    if (this.store.apply(code, painter, due.batch, this.timers.now()) === 'applied') {
      this.publisher.publish(dest.playerDraw(code, painter), compressDrawBatch(due.batch));
    }
    const following = robot.batches[robot.next];
    if (following) clock.schedule(key, robot.openedAt + following.at, () => this.paintRobot(code, open, painter, key, clock));
  }

  private saveOpen(code: string, open: OpenTurn, key: string, clock: RoomClock): void {
    if (this.open.get(code) !== open) return;
    this.saveChanged(code, open);
    clock.schedule(key, this.timers.now() + DRAWING_SAVE_INTERVAL_MS, () => this.saveOpen(code, open, key, clock));
  }

  /**
   * Appends the strokes drawn since the last append, unless an append is already out. A stroke that
   * could not be stored goes with the next append.
   */
  private saveChanged(code: string, open: OpenTurn): void {
    if (open.saving) {
      open.saveAgain = true;
      return;
    }
    const strokes = this.store.takeUnsaved(code);
    if (strokes.length === 0) return;
    open.saving = true;
    open.saveAgain = false;
    const append = (this.saving.get(code) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.repo.appendStrokes(strokes.map((s) => ({ gameId: open.gameId, turn: s.turn, painterPlayerId: s.painter, batches: s.batches }))));
    this.track(code, append);
    void append
      .catch((err: unknown) => {
        this.store.returnUnsaved(code, strokes);
        this.saveFailures.log(code, { code, err: safeDbError(err) });
      })
      .finally(() => {
        open.saving = false;
        // Strokes that came while it was out are saved now rather than a whole interval later.
        if (open.saveAgain && this.open.get(code) === open) this.saveChanged(code, open);
      });
  }

  /** Stores the turn's drawings whole, after the room's earlier writes, and drops their appended strokes. */
  private save(code: string, open: OpenTurn, drawings: StoredDrawing[]): Promise<void> {
    if (drawings.length === 0) return this.saving.get(code) ?? Promise.resolve();
    const previous = this.saving.get(code) ?? Promise.resolve();
    const work = previous
      .catch(() => undefined)
      .then(async () => {
        const painters = await this.repo.paintersOfGame(open.gameId);
        for (const drawing of drawings) {
          const painter = painters.get(drawing.painter) ?? { alias: '', avatarSrc: '' };
          await this.repo.upsert({ gameId: open.gameId, turn: drawing.turn, painterPlayerId: drawing.painter, painter, word: open.word, saveData: drawing.saveData });
        }
        this.store.markPersisted(code, drawings);
        await this.repo.dropStrokes(open.gameId, open.turn);
      });
    this.track(code, work);
    return work;
  }

  /** The room's writes run one after the other: `idle()` and the next write wait for this one. */
  private track(code: string, work: Promise<void>): void {
    const tracked = work
      .catch(() => undefined)
      .finally(() => {
        if (this.saving.get(code) === tracked) this.saving.delete(code);
      });
    this.saving.set(code, tracked);
  }
}
