/**
 * Drawings (spec sections 3, 5 and 9): the save data kept for a finished drawing, and the batches a
 * painter's phone streams to the host screen on the drawing game's stream destination.
 * No zod here: phones load this.
 */
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';

export interface Point {
  x: number;
  y: number;
}
export interface Line {
  points: Point[];
  brushColor: string;
  brushRadius: number;
}
/** Spec: JSON with lines (points x/y, brushColor, brushRadius), plus width and height. */
export interface SaveData {
  lines: Line[];
  width: number;
  height: number;
}

/** Spec: saved drawing data must be a string whose lines field is an array, else an error is raised. */
export class InvalidSaveDataError extends Error {
  constructor(reason: string) {
    super(`Invalid drawing save data: ${reason}`);
    this.name = 'InvalidSaveDataError';
  }
}

const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/;
export const MAX_LINES = 2000;
export const MAX_POINTS_PER_LINE = 5000;
export const MAX_CANVAS_SIDE = 4096;

function isPoint(p: unknown): p is Point {
  return typeof p === 'object' && p !== null && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y);
}
export function isLine(value: unknown): value is Line {
  const l = value as Line;
  return (
    typeof value === 'object' && value !== null &&
    Array.isArray(l.points) && l.points.length <= MAX_POINTS_PER_LINE && l.points.every(isPoint) &&
    typeof l.brushColor === 'string' && COLOR.test(l.brushColor) &&
    Number.isFinite(l.brushRadius) && l.brushRadius > 0 && l.brushRadius <= 100
  );
}

/** Parses save data given as a string (or an object already parsed); throws InvalidSaveDataError. */
export function parseSaveData(input: unknown): SaveData {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new InvalidSaveDataError('not JSON');
    }
  }
  if (typeof value !== 'object' || value === null) throw new InvalidSaveDataError('not an object');
  const data = value as SaveData;
  if (!Array.isArray(data.lines)) throw new InvalidSaveDataError('lines is not an array');
  if (data.lines.length > MAX_LINES) throw new InvalidSaveDataError('too many lines');
  if (!data.lines.every(isLine)) throw new InvalidSaveDataError('a line is malformed');
  const width = Number(data.width);
  const height = Number(data.height);
  if (!(width > 0 && width <= MAX_CANVAS_SIDE && height > 0 && height <= MAX_CANVAS_SIDE)) throw new InvalidSaveDataError('width or height out of range');
  return { lines: data.lines, width, height };
}

/** Scales a drawing made on one canvas size to another (remote strokes, gallery thumbnails). */
export function scaleLines(lines: readonly Line[], from: { width: number; height: number }, to: { width: number; height: number }): Line[] {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const sr = Math.min(sx, sy);
  return lines.map((l) => ({ ...l, brushRadius: l.brushRadius * sr, points: l.points.map((p) => ({ x: p.x * sx, y: p.y * sy })) }));
}

/**
 * One step of a painter's drawing. `line` ops carry a line by its id: the first op with a new id starts
 * it, later ops append points, `end: true` finishes it (a finished line with fewer than 2 points is dropped).
 */
export type DrawOp =
  | { op: 'line'; id: number; brushColor: string; brushRadius: number; points: Point[]; end?: boolean }
  | { op: 'undo' }
  | { op: 'eraseAll' }
  | { op: 'undoEraseAll' }
  | { op: 'clear' };

/**
 * A draw action message (spec: it holds line, width, height): the ops of about 40 ms of drawing, on a
 * canvas of width x height. `seq` counts up per painter and turn, so a receiver can drop repeats.
 */
export interface DrawBatch {
  turn: number;
  seq: number;
  width: number;
  height: number;
  ops: DrawOp[];
}

/** The drawing so far (REST), for a host screen that arrives late or a painter who comes back. */
export interface DrawingSnapshot {
  turn: number;
  /** The last batch applied; batches with seq <= this are already in. */
  seq: number;
  saveData: SaveData;
}

/** How often a painter's phone flushes its batch. */
export const DRAW_BATCH_INTERVAL_MS = 40;

/** Wire form: `{ "enc": "deflate", "data": base64(deflate(JSON)) }`. */
export interface CompressedBody {
  enc: 'deflate';
  data: string;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Points are sent with one decimal: enough for a phone screen, and much smaller. */
function roundOps(ops: DrawOp[]): DrawOp[] {
  return ops.map((op) => (op.op === 'line' ? { ...op, points: op.points.map((p) => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 })) } : op));
}

/** Compresses a batch's JSON text into a body's data: base64 of raw DEFLATE. */
export type DrawBatchDeflater = (json: string) => string;

/** The portable deflater, for browsers. */
export const deflateDrawBatchJson: DrawBatchDeflater = (json) => toBase64(deflateSync(strToU8(json), { level: 6 }));

export function compressDrawBatch(batch: DrawBatch, deflate: DrawBatchDeflater = deflateDrawBatchJson): CompressedBody {
  return { enc: 'deflate', data: deflate(JSON.stringify({ ...batch, ops: roundOps(batch.ops) })) };
}

/** Limits a decompressed body so a small frame cannot inflate into a huge one. */
export const MAX_DRAW_BATCH_BYTES = 256 * 1024;

/** Inflates in small steps and stops as soon as the output passes `limit`: a tiny body cannot inflate into a huge one. */
function inflateLimited(input: Uint8Array, limit: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  });
  const step = 1024;
  for (let i = 0; i < input.length; i += step) {
    inflater.push(input.subarray(i, i + step), i + step >= input.length);
    if (size > limit) throw new Error('draw batch too large');
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Turns a compressed body's data (base64 of raw DEFLATE) into the JSON text it holds, throwing once the
 * text would pass `limit` bytes. A server passes its platform's native one: a painter's phone sends 25
 * batches a second, and the portable one below allocates a fresh inflater and window for each.
 */
export type DrawBatchInflater = (data: string, limit: number) => string;

/** The portable inflater, for browsers. */
export const inflateDrawBatchData: DrawBatchInflater = (data, limit) => strFromU8(inflateLimited(fromBase64(data), limit));

/**
 * Reads a draw message, compressed or plain. Throws when a field the spec requires (line ops, width,
 * height) is missing or malformed: the caller rejects and logs it.
 */
export function decodeDrawBatch(body: unknown, inflate: DrawBatchInflater = inflateDrawBatchData): DrawBatch {
  let value = body;
  if (typeof value === 'object' && value !== null && (value as CompressedBody).enc === 'deflate') {
    const data = (value as CompressedBody).data;
    if (typeof data !== 'string' || data.length > MAX_DRAW_BATCH_BYTES) throw new Error('compressed data missing or too large');
    value = JSON.parse(inflate(data, MAX_DRAW_BATCH_BYTES));
  }
  const b = value as DrawBatch;
  if (typeof value !== 'object' || value === null) throw new Error('draw batch is not an object');
  if (!Number.isInteger(b.turn) || !Number.isInteger(b.seq) || b.seq < 0) throw new Error('turn or seq missing');
  if (!(Number(b.width) > 0 && Number(b.width) <= MAX_CANVAS_SIDE) || !(Number(b.height) > 0 && Number(b.height) <= MAX_CANVAS_SIDE)) {
    throw new Error('width or height missing');
  }
  if (!Array.isArray(b.ops)) throw new Error('ops missing');
  for (const op of b.ops) {
    if (typeof op !== 'object' || op === null) throw new Error('op malformed');
    if (op.op === 'line') {
      if (!Number.isInteger(op.id) || !isLine({ points: op.points, brushColor: op.brushColor, brushRadius: op.brushRadius })) throw new Error('line malformed');
    } else if (!['undo', 'eraseAll', 'undoEraseAll', 'clear'].includes(op.op)) {
      throw new Error(`unknown op ${String((op as { op?: unknown }).op)}`);
    }
  }
  return { turn: b.turn, seq: b.seq, width: Number(b.width), height: Number(b.height), ops: b.ops };
}

/**
 * The drawing a stream of batches builds, applied in order: the same code runs on the server (the
 * snapshot a late screen gets, and the gallery) and on the host screen.
 */
export interface DrawingModel {
  width: number;
  height: number;
  lines: Array<Line & { id: number; done: boolean }>;
  /** Lines removed by erase-all, kept so it can be undone. */
  erased: Array<Array<Line & { id: number; done: boolean }>>;
  seq: number;
}

export function emptyDrawing(width = 1, height = 1): DrawingModel {
  return { width, height, lines: [], erased: [], seq: -1 };
}

export function applyDrawBatch(model: DrawingModel, batch: DrawBatch): DrawingModel {
  if (batch.seq <= model.seq) return model;
  const lines = model.lines.slice();
  let erased = model.erased;
  for (const op of batch.ops) {
    switch (op.op) {
      case 'line': {
        const index = lines.findIndex((l) => l.id === op.id);
        if (index === -1) {
          lines.push({ id: op.id, brushColor: op.brushColor, brushRadius: op.brushRadius, points: op.points.slice(0, MAX_POINTS_PER_LINE), done: !!op.end });
        } else {
          const line = lines[index]!;
          lines[index] = { ...line, points: line.points.concat(op.points).slice(0, MAX_POINTS_PER_LINE), done: line.done || !!op.end };
        }
        if (op.end) {
          const i = lines.findIndex((l) => l.id === op.id);
          if (i !== -1 && lines[i]!.points.length < 2) lines.splice(i, 1);
        }
        if (lines.length > MAX_LINES) lines.shift();
        break;
      }
      case 'undo':
        lines.pop();
        break;
      case 'eraseAll':
        erased = erased.concat([lines.splice(0, lines.length)]);
        break;
      case 'undoEraseAll': {
        const last = erased[erased.length - 1];
        if (last) {
          erased = erased.slice(0, -1);
          lines.unshift(...last);
        }
        break;
      }
      case 'clear':
        lines.length = 0;
        erased = [];
        break;
    }
  }
  return { width: batch.width, height: batch.height, lines, erased, seq: batch.seq };
}

export function drawingToSaveData(model: DrawingModel): SaveData {
  return {
    width: model.width,
    height: model.height,
    lines: model.lines.filter((l) => l.points.length >= 2).map(({ points, brushColor, brushRadius }) => ({ points, brushColor, brushRadius })),
  };
}
