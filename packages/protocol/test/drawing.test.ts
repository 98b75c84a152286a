import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  InvalidSaveDataError,
  MAX_DRAW_BATCH_BYTES,
  applyDrawBatch,
  compressDrawBatch,
  decodeDrawBatch,
  drawingToSaveData,
  emptyDrawing,
  parseSaveData,
  type DrawBatch,
} from '../src';

const batch: DrawBatch = {
  turn: 2,
  seq: 7,
  width: 400,
  height: 400,
  ops: [
    { op: 'line', id: 1, brushColor: '#ff0000', brushRadius: 4, points: [{ x: 10.04, y: 20.06 }, { x: 30, y: 40 }] },
    { op: 'line', id: 1, brushColor: '#ff0000', brushRadius: 4, points: [{ x: 50, y: 60 }], end: true },
    { op: 'undo' },
    { op: 'eraseAll' },
    { op: 'undoEraseAll' },
    { op: 'clear' },
  ],
};

function deflated(value: unknown) {
  return { enc: 'deflate', data: Buffer.from(deflateSync(strToU8(JSON.stringify(value)))).toString('base64') };
}

describe('draw batch codec', () => {
  it('round-trips a batch through compression, points rounded to one decimal', () => {
    const wire = compressDrawBatch(batch);
    expect(wire.enc).toBe('deflate');
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(batch).length);
    const back = decodeDrawBatch(JSON.parse(JSON.stringify(wire)));
    expect(back.turn).toBe(2);
    expect(back.seq).toBe(7);
    expect(back.ops).toHaveLength(6);
    expect(back.ops[0]).toEqual({ op: 'line', id: 1, brushColor: '#ff0000', brushRadius: 4, points: [{ x: 10, y: 20.1 }, { x: 30, y: 40 }] });
  });

  it('reads plain batches too', () => {
    expect(decodeDrawBatch(JSON.parse(JSON.stringify(batch))).ops).toHaveLength(6);
  });

  it.each([
    ['missing width', { ...batch, width: undefined }],
    ['missing height', { ...batch, height: undefined }],
    ['zero width', { ...batch, width: 0 }],
    ['missing turn', { ...batch, turn: undefined }],
    ['missing ops', { ...batch, ops: undefined }],
    ['line without points', { ...batch, ops: [{ op: 'line', id: 1, brushColor: '#000', brushRadius: 2 }] }],
    ['line without colour', { ...batch, ops: [{ op: 'line', id: 1, brushRadius: 2, points: [] }] }],
    ['line without radius', { ...batch, ops: [{ op: 'line', id: 1, brushColor: '#000', points: [] }] }],
    ['line without id', { ...batch, ops: [{ op: 'line', brushColor: '#000', brushRadius: 2, points: [] }] }],
    ['a point without y', { ...batch, ops: [{ op: 'line', id: 1, brushColor: '#000', brushRadius: 2, points: [{ x: 1 }] }] }],
    ['a script as colour', { ...batch, ops: [{ op: 'line', id: 1, brushColor: 'url(javascript:1)', brushRadius: 2, points: [] }] }],
    ['unknown op', { ...batch, ops: [{ op: 'fill' }] }],
    ['not an object', 'hello'],
  ])('rejects a batch with %s, plain or compressed', (_what, value) => {
    expect(() => decodeDrawBatch(value)).toThrow();
    expect(() => decodeDrawBatch(deflated(value))).toThrow();
  });

  it('rejects a compressed batch that inflates beyond the limit', () => {
    const huge = { ...batch, ops: [{ op: 'line', id: 1, brushColor: '#000', brushRadius: 2, points: [] }], pad: 'x'.repeat(MAX_DRAW_BATCH_BYTES + 10) };
    const wire = deflated(huge);
    expect(wire.data.length).toBeLessThan(MAX_DRAW_BATCH_BYTES);
    expect(() => decodeDrawBatch(wire)).toThrow(/too large/);
  });

  it('rejects compressed data that is not deflate', () => {
    expect(() => decodeDrawBatch({ enc: 'deflate', data: Buffer.from('not deflate at all').toString('base64') })).toThrow();
  });
});

describe('drawing model', () => {
  const line = (id: number, x: number, end = true) => ({ op: 'line' as const, id, brushColor: '#000000', brushRadius: 3, points: [{ x, y: 1 }, { x: x + 1, y: 2 }], end });
  const at = (seq: number, ops: DrawBatch['ops']): DrawBatch => ({ turn: 1, seq, width: 400, height: 300, ops });

  it('builds lines across batches and drops a repeated seq', () => {
    let model = applyDrawBatch(emptyDrawing(), at(0, [{ ...line(1, 0, false) }]));
    model = applyDrawBatch(model, at(1, [{ op: 'line', id: 1, brushColor: '#000000', brushRadius: 3, points: [{ x: 9, y: 9 }], end: true }]));
    const again = applyDrawBatch(model, at(1, [line(2, 5)]));
    expect(again).toBe(model);
    expect(drawingToSaveData(model)).toEqual({ width: 400, height: 300, lines: [{ brushColor: '#000000', brushRadius: 3, points: [{ x: 0, y: 1 }, { x: 1, y: 2 }, { x: 9, y: 9 }] }] });
  });

  it('undoes, erases all, undoes the erase, and clears', () => {
    let model = applyDrawBatch(emptyDrawing(), at(0, [line(1, 0), line(2, 10), line(3, 20)]));
    model = applyDrawBatch(model, at(1, [{ op: 'undo' }]));
    expect(model.lines.map((l) => l.id)).toEqual([1, 2]);
    model = applyDrawBatch(model, at(2, [{ op: 'eraseAll' }]));
    expect(model.lines).toEqual([]);
    model = applyDrawBatch(model, at(3, [line(4, 30), { op: 'undoEraseAll' }]));
    expect(model.lines.map((l) => l.id)).toEqual([1, 2, 4]);
    model = applyDrawBatch(model, at(4, [{ op: 'clear' }, { op: 'undoEraseAll' }]));
    expect(model.lines).toEqual([]);
  });
});

describe('save data', () => {
  it('parses a string and refuses one whose lines is not an array', () => {
    expect(parseSaveData('{"lines":[],"width":10,"height":10}')).toEqual({ lines: [], width: 10, height: 10 });
    expect(() => parseSaveData('{"lines":{},"width":10,"height":10}')).toThrow(InvalidSaveDataError);
    expect(() => parseSaveData('{"lines":[],"height":10}')).toThrow(InvalidSaveDataError);
  });
});

describe('inflate limit', () => {
  it('stops a deflate bomb early instead of inflating it whole', () => {
    const bomb = { enc: 'deflate', data: Buffer.from(deflateSync(new Uint8Array(64 * 1024 * 1024), { level: 9 })).toString('base64') };
    const started = performance.now();
    expect(() => decodeDrawBatch(bomb)).toThrow(/too large/);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
