import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_DRAW_BATCH_BYTES, compressDrawBatch, deflateDrawBatchJson, decodeDrawBatch, inflateDrawBatchData, type DrawBatch } from '@snackparty/protocol';
import { deflateDrawBatchNatively, inflateDrawBatchNatively } from '../../src/games/canvas-clash/draw-batch-zlib';

const batch: DrawBatch = {
  turn: 3,
  seq: 12,
  width: 400,
  height: 300,
  ops: [
    { op: 'line', id: 4, brushColor: '#0055ff', brushRadius: 6, points: [{ x: 1.26, y: 2 }, { x: 3, y: 4.44 }] },
    { op: 'line', id: 4, brushColor: '#0055ff', brushRadius: 6, points: [{ x: 5, y: 6 }], end: true },
    { op: 'undo' },
  ],
};

const deflated = (text: string) => ({ enc: 'deflate', data: Buffer.from(deflateSync(strToU8(text))).toString('base64') });

describe('the server compresses and inflates draw batches with native zlib', () => {
  it('compresses a robot painter\'s batch so that a browser reads it, points rounded as a phone sends them', () => {
    const wire = JSON.parse(JSON.stringify(compressDrawBatch(batch, deflateDrawBatchNatively))) as unknown;
    expect(decodeDrawBatch(wire, inflateDrawBatchData)).toEqual(decodeDrawBatch(compressDrawBatch(batch, deflateDrawBatchJson), inflateDrawBatchData));
    expect(decodeDrawBatch(wire, inflateDrawBatchData).ops[0]).toMatchObject({ points: [{ x: 1.3, y: 2 }, { x: 3, y: 4.4 }] });
  });

  it('reads what a phone compresses exactly as the portable inflater does', () => {
    const wire = JSON.parse(JSON.stringify(compressDrawBatch(batch))) as unknown;
    const natively = decodeDrawBatch(wire, inflateDrawBatchNatively);
    expect(natively).toEqual(decodeDrawBatch(wire, inflateDrawBatchData));
    expect(natively.seq).toBe(12);
    expect(natively.ops[0]).toEqual({ op: 'line', id: 4, brushColor: '#0055ff', brushRadius: 6, points: [{ x: 1.3, y: 2 }, { x: 3, y: 4.4 }] });
  });

  it('keeps text outside ASCII intact', () => {
    const text = JSON.stringify({ note: 'ÿ 你好 🎨' });
    expect(inflateDrawBatchNatively(deflated(text).data, MAX_DRAW_BATCH_BYTES)).toBe(text);
  });

  it('refuses a small body that inflates beyond the limit', () => {
    const wire = deflated(JSON.stringify({ ...batch, pad: 'x'.repeat(MAX_DRAW_BATCH_BYTES + 10) }));
    expect(wire.data.length).toBeLessThan(10_000);
    expect(() => decodeDrawBatch(wire, inflateDrawBatchNatively)).toThrow(/too large/);
  });

  it('takes a body right up to the limit', () => {
    const text = JSON.stringify({ ...batch, pad: '' });
    const padded = JSON.stringify({ ...batch, pad: 'x'.repeat(MAX_DRAW_BATCH_BYTES - text.length) });
    expect(padded.length).toBe(MAX_DRAW_BATCH_BYTES);
    expect(decodeDrawBatch(deflated(padded), inflateDrawBatchNatively).seq).toBe(12);
  });

  it.each([
    ['data that is not deflate', { enc: 'deflate', data: Buffer.from('not deflate at all').toString('base64') }],
    ['a deflate stream cut short', { enc: 'deflate', data: deflated(JSON.stringify(batch)).data.slice(0, 20) }],
    ['deflate of text that is not JSON', deflated('{"turn": 3, ')],
    ['a batch without width', deflated(JSON.stringify({ ...batch, width: undefined }))],
  ])('rejects %s', (_what, body) => {
    expect(() => decodeDrawBatch(body, inflateDrawBatchNatively)).toThrow();
  });
});
