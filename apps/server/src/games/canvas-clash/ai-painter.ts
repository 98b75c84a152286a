import { DRAW_BATCH_INTERVAL_MS, scaleLines, type DrawBatch, type DrawOp, type SaveData } from '@snackparty/protocol';

/** Robots paint on the canvas size phones send (a square of this side). */
export const AI_CANVAS_SIDE = 400;
/** A robot spends this share of the draw time painting, so its drawing is done before the deadline. */
export const AI_PAINT_SHARE = 0.6;

export interface TimedBatch {
  /** Ms after the drawing opened. */
  at: number;
  batch: DrawBatch;
}

/**
 * A robot's preset drawing as the batches a phone would have sent: scaled to the phone canvas, one
 * point after the other at an even pace over `AI_PAINT_SHARE` of the draw time, flushed every
 * `DRAW_BATCH_INTERVAL_MS` like a real painter.
 */
export function aiPaintingBatches(drawing: SaveData, turn: number, drawMs: number): TimedBatch[] {
  const canvas = { width: AI_CANVAS_SIDE, height: AI_CANVAS_SIDE };
  const lines = scaleLines(drawing.lines, drawing, canvas).filter((l) => l.points.length >= 2);
  const totalPoints = lines.reduce((n, l) => n + l.points.length, 0);
  if (totalPoints === 0) return [];
  const perPoint = Math.max(1, (drawMs * AI_PAINT_SHARE) / totalPoints);
  const batches: TimedBatch[] = [];
  let ops: DrawOp[] = [];
  let slot = 0;
  const flush = () => {
    if (ops.length === 0) return;
    batches.push({ at: slot * DRAW_BATCH_INTERVAL_MS, batch: { turn, seq: batches.length, ...canvas, ops } });
    ops = [];
  };
  let pointIndex = 0;
  lines.forEach((line, id) => {
    let op: Extract<DrawOp, { op: 'line' }> | undefined;
    line.points.forEach((point, i) => {
      const pointSlot = Math.floor((pointIndex * perPoint) / DRAW_BATCH_INTERVAL_MS);
      if (pointSlot !== slot) {
        flush();
        slot = pointSlot;
        op = undefined;
      }
      if (!op) {
        op = { op: 'line', id, brushColor: line.brushColor, brushRadius: Math.max(0.1, Math.round(line.brushRadius * 10) / 10), points: [] };
        ops.push(op);
      }
      op.points.push({ x: Math.round(point.x * 10) / 10, y: Math.round(point.y * 10) / 10 });
      if (i === line.points.length - 1) op.end = true;
      pointIndex += 1;
    });
  });
  flush();
  return batches;
}
