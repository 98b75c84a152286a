import {
  applyDrawBatch,
  drawingToSaveData,
  emptyDrawing,
  type DrawBatch,
  type DrawingModel,
  type DrawingSnapshot,
  type SaveData,
} from '@snackparty/protocol';

/** A painter streams a batch about every 40 ms; far more than that is a broken or hostile client. */
export const MAX_BATCHES_PER_SECOND = 60;
/** Points of one drawing, all lines together: beyond this, further strokes are dropped. */
export const MAX_DRAWING_POINTS = 100_000;

export type ApplyResult = 'applied' | 'repeat' | 'rateLimited' | 'tooLarge' | 'otherTurn';

interface PainterCanvas {
  model: DrawingModel;
  points: number;
  windowStart: number;
  batchesInWindow: number;
  /** Counts changes; `persisted` is the count last stored, so a batch that lands mid-write is not lost. */
  version: number;
  persisted: number;
  /** Batches applied since the strokes were last appended to the database, in order. */
  unsaved: DrawBatch[];
}

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

interface RoomCanvases {
  turn: number;
  painters: Map<number, PainterCanvas>;
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

/**
 * The drawings of the turn being painted, per room and painter, in memory: live batches build them,
 * late screens read them, and the runtime persists them when the turn's drawing closes.
 */
export class DrawingStore {
  private readonly rooms = new Map<string, RoomCanvases>();

  /** A new turn starts: the room's canvases of the previous turn are dropped. */
  openTurn(code: string, turn: number, painters: readonly number[]): void {
    const room: RoomCanvases = { turn, painters: new Map() };
    for (const painter of painters) room.painters.set(painter, { model: emptyDrawing(), points: 0, windowStart: 0, batchesInWindow: 0, version: 0, persisted: 0, unsaved: [] });
    this.rooms.set(code, room);
  }

  turnOf(code: string): number | undefined {
    return this.rooms.get(code)?.turn;
  }

  /** Puts back a drawing stored before a restart. */
  load(code: string, turn: number, painter: number, model: DrawingModel): void {
    const canvas = this.canvas(code, turn, painter);
    if (!canvas) return;
    canvas.model = model;
    canvas.points = pointsOf(canvas.model);
    canvas.persisted = canvas.version;
  }

  /** Applies one batch of a painter; repeats, floods and oversized drawings are dropped. */
  apply(code: string, painter: number, batch: DrawBatch, now: number): ApplyResult {
    const room = this.rooms.get(code);
    if (!room || room.turn !== batch.turn) return 'otherTurn';
    const canvas = room.painters.get(painter);
    if (!canvas) return 'otherTurn';
    if (batch.seq <= canvas.model.seq) return 'repeat';
    if (now - canvas.windowStart >= 1000) {
      canvas.windowStart = now;
      canvas.batchesInWindow = 0;
    }
    if (canvas.batchesInWindow >= MAX_BATCHES_PER_SECOND) return 'rateLimited';
    canvas.batchesInWindow += 1;
    const added = batchPoints(batch);
    if (canvas.points + added > MAX_DRAWING_POINTS) return 'tooLarge';
    canvas.model = applyDrawBatch(canvas.model, batch);
    canvas.points = added === 0 ? pointsOf(canvas.model) : canvas.points + added;
    canvas.version += 1;
    canvas.unsaved.push(batch);
    return 'applied';
  }

  snapshot(code: string, painter: number): DrawingSnapshot | undefined {
    const room = this.rooms.get(code);
    const canvas = room?.painters.get(painter);
    if (!room || !canvas) return undefined;
    return { turn: room.turn, seq: canvas.model.seq, saveData: drawingToSaveData(canvas.model) };
  }

  /** The painters of the room's turn with their drawings; `onlyChanged` skips those already persisted. */
  drawings(code: string, onlyChanged = false): StoredDrawing[] {
    const room = this.rooms.get(code);
    if (!room) return [];
    const out: StoredDrawing[] = [];
    for (const [painter, canvas] of room.painters) {
      if (onlyChanged && canvas.version === canvas.persisted) continue;
      out.push({ turn: room.turn, painter, version: canvas.version, saveData: drawingToSaveData(canvas.model) });
    }
    return out;
  }

  /** Hands out, and forgets, the batches of the room's turn not yet appended to the database. */
  takeUnsaved(code: string): UnsavedStrokes[] {
    const room = this.rooms.get(code);
    if (!room) return [];
    const out: UnsavedStrokes[] = [];
    for (const [painter, canvas] of room.painters) {
      if (canvas.unsaved.length === 0) continue;
      out.push({ turn: room.turn, painter, batches: canvas.unsaved });
      canvas.unsaved = [];
    }
    return out;
  }

  /** Batches handed out by `takeUnsaved` that could not be stored: they go first in the next append. */
  returnUnsaved(code: string, strokes: readonly UnsavedStrokes[]): void {
    for (const s of strokes) {
      const canvas = this.canvas(code, s.turn, s.painter);
      if (canvas) canvas.unsaved = [...s.batches, ...canvas.unsaved];
    }
  }

  /** These drawings, as handed out by `drawings`, are safely stored. */
  markPersisted(code: string, stored: readonly StoredDrawing[]): void {
    const room = this.rooms.get(code);
    for (const drawing of stored) {
      const canvas = room?.turn === drawing.turn ? room.painters.get(drawing.painter) : undefined;
      if (canvas) canvas.persisted = Math.max(canvas.persisted, drawing.version);
    }
  }

  close(code: string): void {
    this.rooms.delete(code);
  }

  private canvas(code: string, turn: number, painter: number): PainterCanvas | undefined {
    const room = this.rooms.get(code);
    return room?.turn === turn ? room.painters.get(painter) : undefined;
  }
}
