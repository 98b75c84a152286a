import {
  applyDrawBatch,
  drawingToSaveData,
  emptyDrawing,
  type DrawBatch,
  type DrawingModel,
  type DrawingSnapshot,
  type SaveData,
} from '@snackparty/protocol';
import { StreamStore, type ApplyResult, type StreamModel } from '../../streams/stream-store';

/** A painter streams a batch about every 40 ms; far more than that is a broken or hostile client. */
export const MAX_BATCHES_PER_SECOND = 60;
/** Points of one drawing, all lines together: beyond this, further strokes are dropped. */
export const MAX_DRAWING_POINTS = 100_000;

export type { ApplyResult };

/** The batches of one painter not yet appended to the database. */
export interface UnsavedStrokes {
  turn: number;
  painter: number;
  batches: DrawBatch[];
}

export interface StoredDrawing {
  turn: number;
  painter: number;
  version: number;
  saveData: SaveData;
}

function pointsOf(model: DrawingModel): number {
  let n = 0;
  for (const line of model.lines) n += line.points.length;
  for (const erased of model.erased) for (const line of erased) n += line.points.length;
  return n;
}

function batchPoints(batch: DrawBatch): number {
  let n = 0;
  for (const op of batch.ops) if (op.op === 'line') n += op.points.length;
  return n;
}

/** The painters' live strokes as a stream: batches of a turn build a drawing. */
export const DRAWING_STREAM: StreamModel<DrawBatch, DrawingModel, DrawingSnapshot> = {
  empty: emptyDrawing,
  apply: applyDrawBatch,
  windowOf: (batch) => batch.turn,
  seqOf: (batch) => batch.seq,
  lastSeq: (model) => model.seq,
  sizeOfChunk: batchPoints,
  sizeOf: pointsOf,
  snapshot: (turn, model) => ({ turn, seq: model.seq, saveData: drawingToSaveData(model) }),
  limits: { maxPerSecond: MAX_BATCHES_PER_SECOND, maxSize: MAX_DRAWING_POINTS },
};

/**
 * The drawings of the turn being painted, per room and painter, in memory, in the words of drawings:
 * the stream's store, read as turns, painters and saved drawings.
 */
export class DrawingStore {
  constructor(readonly stream: StreamStore<DrawBatch, DrawingModel, DrawingSnapshot> = new StreamStore(DRAWING_STREAM)) {}

  /** A new turn starts: the room's canvases of the previous turn are dropped. */
  openTurn(code: string, turn: number, painters: readonly number[]): void {
    this.stream.openWindow(code, turn, painters);
  }

  turnOf(code: string): number | undefined {
    return this.stream.windowOf(code);
  }

  /** Puts back a drawing stored before a restart. */
  load(code: string, turn: number, painter: number, model: DrawingModel): void {
    this.stream.load(code, turn, painter, model);
  }

  /** Applies one batch of a painter; repeats, floods and oversized drawings are dropped. */
  apply(code: string, painter: number, batch: DrawBatch, now: number): ApplyResult {
    return this.stream.apply(code, painter, batch, now);
  }

  snapshot(code: string, painter: number): DrawingSnapshot | undefined {
    return this.stream.snapshot(code, painter);
  }

  /** The painters of the room's turn with their drawings; `onlyChanged` skips those already persisted. */
  drawings(code: string, onlyChanged = false): StoredDrawing[] {
    return this.stream.entries(code, onlyChanged).map((e) => ({ turn: e.window, painter: e.sender, version: e.version, saveData: drawingToSaveData(e.model) }));
  }

  /** Hands out, and forgets, the batches of the room's turn not yet appended to the database. */
  takeUnsaved(code: string): UnsavedStrokes[] {
    return this.stream.takeUnsaved(code).map((u) => ({ turn: u.window, painter: u.sender, batches: u.chunks }));
  }

  /** Batches handed out by `takeUnsaved` that could not be stored: they go first in the next append. */
  returnUnsaved(code: string, strokes: readonly UnsavedStrokes[]): void {
    this.stream.returnUnsaved(code, strokes.map((s) => ({ window: s.turn, sender: s.painter, chunks: s.batches })));
  }

  /** These drawings, as handed out by `drawings`, are safely stored. */
  markPersisted(code: string, stored: readonly StoredDrawing[]): void {
    this.stream.markPersisted(code, stored.map((d) => ({ window: d.turn, sender: d.painter, version: d.version })));
  }

  close(code: string): void {
    this.stream.close(code);
  }
}
