import { compressDrawBatch, decodeDrawBatch, dest, type DrawBatch, type DrawingModel, type DrawingSnapshot } from '@snackparty/protocol';
import type { Timers } from '../room-clock';
import type { CommittedChange, RuntimeHooks } from '../game-runtime';
import type { RoomPublisher } from '../../rooms/publisher';
import { LiveStream, STREAM_LOG_WINDOW_MS, type OpenWindow, type StreamStorage } from '../../streams/live-stream';
import { aiPaintingBatches, type TimedBatch } from './ai-painter';
import { manifestOf } from '@snackparty/games/manifests';
import type { DrawingRepository } from './drawing-repository';
import { CANVAS_CLASH, drawingRulesOf, type DrawingRules, type DrawTurn } from './drawing-rules';
import { DRAWING_STREAM, DrawingStore } from './drawing-store';
import { deflateDrawBatchNatively, inflateDrawBatchNatively } from './draw-batch-zlib';

/**
 * While a turn is painted, the strokes drawn since the last save are appended this often, so a crash
 * loses less than a second of them; the whole drawing is stored once, when the turn's drawing closes.
 * A room never has more than one such append out: behind a slow database the next one waits for it
 * instead of queueing.
 */
export const DRAWING_SAVE_INTERVAL_MS = 750;
/** Rejected batches and failed saves are logged once per room (and painter) per this window, with a count. */
export const DRAWING_LOG_WINDOW_MS = STREAM_LOG_WINDOW_MS;

export type { CommittedChange };

export interface DrawLogger {
  warn(details: object, message: string): void;
}

/** A turn whose canvases take strokes: the stream's window. */
type DrawWindow = DrawTurn & { window: number; senders: readonly number[] };

/**
 * The drawings of CANVAS_CLASH: the painters' live strokes are a stream (the platform's), whose window
 * is the turn being painted as the game's state says; robot painters stream too, and every turn's
 * drawings are kept (appended while painted, stored whole when the drawing closes, rebuilt on restart).
 */
export class DrawingService {
  readonly store: DrawingStore;
  readonly stream: LiveStream<DrawBatch, DrawingModel, DrawingSnapshot, DrawWindow>;
  readonly hooks: RuntimeHooks;

  /** Each room's turn open for painting, where the AI's brush strokes wait on the turn's clock. */
  private readonly aiPainting = new Map<string, OpenWindow<DrawWindow>>();
  /**
   * Painters who took their canvas back from the AI in a room's open turn (by `code:painter`): a phone
   * numbers its batches on from what its canvas held when it opened, and the AI may have painted on
   * since, so the phone's batches are moved past the AI's (else they would be taken for repeats and
   * lost). `clean`: the first of them clears the canvas, so the AI's strokes the phone never showed are
   * not joined to the player's.
   */
  private readonly takenBack = new Map<string, { open: OpenWindow<DrawWindow>; shift: number; clean: boolean }>();

  constructor(
    private readonly repo: DrawingRepository,
    private readonly publisher: RoomPublisher,
    /** Relays a painter's batch to the destination's subscribers exactly as it came (JSON text). */
    relay: (destination: string, json: string) => void,
    private readonly timers: Timers,
    logger: DrawLogger,
    private readonly rulesOf: (gameType: string) => DrawingRules | undefined = drawingRulesOf,
    /**
     * Where a canvas's strokes are heard, without naming its painter: by the host screen, and by the
     * phones of a room without a shared screen. Nobody hears them by painter.
     */
    private readonly canvasDestination: (code: string, canvas: number) => string = (code, canvas) => dest.gameStreamSlot(manifestOf(CANVAS_CLASH)!.slug, code, 'playerDrawTopic', canvas),
  ) {
    const storage: StreamStorage<DrawBatch, DrawingModel, DrawWindow> = {
      appendIntervalMs: DRAWING_SAVE_INTERVAL_MS,
      append: (gameId, unsaved) => repo.appendStrokes(unsaved.map((u) => ({ gameId, turn: u.window, painterPlayerId: u.sender, batches: u.chunks }))),
      storeWhole: async (gameId, turn, entries) => {
        const painters = await repo.paintersOfGame(gameId);
        for (const drawing of entries) {
          const painter = painters.get(drawing.sender) ?? { alias: '', avatarSrc: '' };
          await repo.upsert({ gameId, turn: drawing.window, painterPlayerId: drawing.sender, painter, word: turn.word, saveData: DRAWING_STREAM.snapshot(drawing.window, drawing.model).saveData });
        }
        await repo.dropStrokes(gameId, turn.turn);
      },
      restore: (gameId, turn) => repo.drawingsOfTurn(gameId, turn),
    };
    this.stream = new LiveStream({
      kind: DRAWING_STREAM,
      windowOf: (gameType, match) => {
        const turn = this.rulesOf(gameType)?.turnOf(match.state);
        return turn?.drawingOpen ? { ...turn, window: turn.turn, senders: turn.painters } : null;
      },
      decode: (body) => decodeDrawBatch(body, inflateDrawBatchNatively),
      // A turn's painters are its senders in canvas order: a painter's slot is their canvas.
      slotDestination: canvasDestination,
      relay,
      storage,
      timers,
      logger,
      messages: { rejected: 'draw batch rejected', notSaved: 'drawings not saved', closedNotSaved: 'drawings of a closed room not saved' },
      refusals: {
        noWindow: 'No drawing is open in this room',
        notSender: 'Only a painter of this turn may draw',
        malformed: 'A draw batch holds turn, seq, width, height and line ops',
        otherWindow: 'This batch belongs to another turn',
      },
      opened: (open, change) => this.robotsPaint(open, change),
    });
    this.store = new DrawingStore(this.stream.store);
    this.hooks = { ...this.stream.hooks, afterCommit: (change) => this.afterCommit(change) };
  }

  /**
   * The runtime committed a change (inside the room's lock): open, close and save drawings as the turn
   * moves; a painter whose seat the AI takes over mid-turn has the AI finish the drawing.
   */
  async afterCommit(change: CommittedChange): Promise<void> {
    await this.stream.afterCommit(change);
    this.standInsPaint(change);
  }

  /** The room is gone or starts another game: what was painted is saved, timers die with the turn. */
  roomClosed(code: string): void {
    this.aiPainting.delete(code);
    for (const key of [...this.takenBack.keys()]) if (key.startsWith(`${code}:`)) this.takenBack.delete(key);
    this.stream.roomClosed(code);
  }

  /** Waits for the saves under way (tests and shutdown). */
  idle(): Promise<void> {
    return this.stream.idle();
  }

  /** Who paints in the room's open turn, if drawing is open (as the game's state says). */
  openTurnOf(code: string): { turn: number; painters: readonly number[] } | undefined {
    const turn = this.stream.current(code);
    return turn && { turn: turn.turn, painters: turn.painters };
  }

  /**
   * A painter's phone sent a batch (the STOMP body as received). Refused unless the game's state says
   * this player paints in the open turn; malformed batches are refused and logged (one line per
   * painter per DRAWING_LOG_WINDOW_MS, with a count); repeats, floods and oversized drawings are
   * dropped quietly.
   */
  receive(code: string, playerId: number, body: string): void {
    const key = `${code}:${playerId}`;
    const back = this.takenBack.get(key);
    if (!back || !this.stream.isOpen(back.open)) {
      this.takenBack.delete(key);
      this.stream.receive(code, playerId, body);
      return;
    }
    this.stream.receive(code, playerId, moveBatch(body, back.shift, back.clean));
    back.clean = false;
  }

  /**
   * The drawing so far of a painter of the room's latest turn, for that painter's phone: while it is
   * painted, and after it closed until the next turn opens.
   */
  snapshot(code: string, playerId: number): DrawingSnapshot | undefined {
    return this.stream.snapshot(code, playerId);
  }

  /**
   * The same, of a canvas (0 or 1) of the latest turn, without saying who paints it: what the host
   * screen (and the phones of a room without one) show through the turn, credits and reveal included.
   */
  snapshotOfCanvas(code: string, canvas: number): DrawingSnapshot | undefined {
    return this.stream.snapshotOfSlot(code, canvas);
  }

  /**
   * The painter paints from their own phone again (`body`: the batch their phone sent, before it is
   * received): what the AI still had to paint for them is dropped, and their batches go on after the
   * AI's.
   */
  painterBack(code: string, painter: number, body?: string): void {
    const open = this.aiPainting.get(code);
    const seq = body === undefined ? undefined : seqOf(body);
    if (!open || !this.stream.isOpen(open) || !open.window.painters.includes(painter) || (body !== undefined && seq === undefined)) return;
    open.clock.cancel((key) => key === `robot:${painter}`);
    const key = `${code}:${painter}`;
    if (this.takenBack.get(key)?.open === open || seq === undefined) return;
    const last = this.snapshot(code, painter)?.seq ?? -1;
    // Numbered after the AI's last batch, the phone's strokes fit; else the AI painted on after it opened.
    if (seq <= last) this.takenBack.set(key, { open, shift: last + 1 - seq, clean: true });
  }

  /**
   * Robot painters, and painters the AI plays for now, paint their preset drawing over the turn, one
   * batch at a time, on the turn's clock.
   */
  private robotsPaint(open: OpenWindow<DrawWindow>, change: CommittedChange): void {
    const { after } = change;
    const rules = this.rulesOf(change.gameType);
    if (!rules) return;
    const turn = open.window;
    const drawMs = after.stageEndsAt === null ? 60_000 : Math.max(0, after.stageEndsAt - this.timers.now());
    this.aiPainting.set(open.code, open);
    for (const painter of turn.painters) {
      const seat = after.seats.find((s) => s.playerId === painter);
      // Robots paint, and so does the AI for a painter whose phone is away as the turn opens.
      if (!seat?.robot && !seat?.standIn) continue;
      const drawing = rules.aiDrawingFor(after.state, painter, seat.standIn === true);
      if (!drawing) continue;
      const batches = aiPaintingBatches(drawing, turn.turn, drawMs);
      // After a restart the robot paints its picture again from a clean canvas in the time left, so
      // the screen never shows half a saved stroke joined to a new one.
      if (change.resumed && batches[0]) batches[0].batch.ops.unshift({ op: 'clear' });
      this.paintRobot(open, painter, batches, 0, this.timers.now());
    }
  }

  /**
   * A painter's phone went away mid-turn and the AI took the seat: it paints a preset drawing of the
   * word in the time left, on a clean canvas (half a stroke of the player's joined to the AI's would
   * read as neither), numbered after what the canvas already holds.
   */
  private standInsPaint(change: CommittedChange): void {
    const { before, after } = change;
    const open = this.aiPainting.get(change.code);
    if (!before || !open || !this.stream.isOpen(open) || change.resumed) return;
    const rules = this.rulesOf(change.gameType);
    if (!rules) return;
    const drawMs = after.stageEndsAt === null ? 60_000 : Math.max(0, after.stageEndsAt - this.timers.now());
    for (const painter of open.window.painters) {
      const tookOver = after.seats.some((s) => s.playerId === painter && s.standIn) && !before.seats.some((s) => s.playerId === painter && s.standIn);
      if (!tookOver) continue;
      const drawing = rules.aiDrawingFor(after.state, painter, true);
      if (!drawing) continue;
      const lastSeq = this.snapshot(change.code, painter)?.seq ?? -1;
      const batches = aiPaintingBatches(drawing, open.window.turn, drawMs).map((timed) => ({ ...timed, batch: { ...timed.batch, seq: timed.batch.seq + lastSeq + 1 } }));
      batches[0]?.batch.ops.unshift({ op: 'clear' });
      this.paintRobot(open, painter, batches, 0, this.timers.now());
    }
  }

  private paintRobot(open: OpenWindow<DrawWindow>, painter: number, batches: TimedBatch[], next: number, openedAt: number): void {
    const due = batches[next];
    if (!due) return;
    open.clock.schedule(`robot:${painter}`, openedAt + due.at, () => {
      if (!this.stream.isOpen(open)) return;
      if (this.stream.inject(open, painter, due.batch)) {
        this.publisher.publish(this.canvasDestination(open.code, open.window.painters.indexOf(painter)), compressDrawBatch(due.batch, deflateDrawBatchNatively));
      }
      this.paintRobot(open, painter, batches, next + 1, openedAt);
    });
  }
}

/** The number of a batch as a phone sent it (JSON text, deflated or not), if it is a batch. */
function seqOf(body: string): number | undefined {
  try {
    return decodeDrawBatch(JSON.parse(body), inflateDrawBatchNatively).seq;
  } catch {
    return undefined;
  }
}

/** A phone's batch numbered `shift` later, its strokes after a clear when `clear`; what is not a batch stays as it came. */
function moveBatch(body: string, shift: number, clear: boolean): string {
  let batch: DrawBatch;
  try {
    batch = decodeDrawBatch(JSON.parse(body), inflateDrawBatchNatively);
  } catch {
    return body;
  }
  return JSON.stringify(compressDrawBatch({ ...batch, seq: batch.seq + shift, ops: clear ? [{ op: 'clear' }, ...batch.ops] : batch.ops }, deflateDrawBatchNatively));
}
