import { describe, expect, it } from 'vitest';
import { applyDrawBatch, compressDrawBatch, decodeDrawBatch, emptyDrawing } from '@snackparty/protocol';
import type { DrawBatch, DrawOp } from '@snackparty/protocol';
import { StrokeStreamer, joinOps } from '../../src/canvas';

/** A hand-driven clock and timer queue: the streamer's time is this test's time. */
function manualClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

const point = (id: number, x: number, end = false): DrawOp => ({ op: 'line', id, brushColor: '#000000', brushRadius: 10, points: end ? [] : [{ x, y: x }], ...(end ? { end: true } : {}) });

describe('StrokeStreamer', () => {
  it('sends at most one batch every 40 ms, with seq counting up and the ops joined', () => {
    const clock = manualClock();
    const sent: DrawBatch[] = [];
    const streamer = new StrokeStreamer({ turn: 3, width: 280, height: 280, send: (b) => sent.push(b), now: clock.now, setTimer: clock.setTimer });

    // The first op after a quiet spell goes at once.
    streamer.push([point(1, 1)]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ turn: 3, seq: 0, width: 280, height: 280 });

    clock.advance(10);
    streamer.push([point(1, 2)]);
    clock.advance(10);
    streamer.push([point(1, 3)]);
    expect(sent).toHaveLength(1);
    clock.advance(19);
    expect(sent).toHaveLength(1);
    clock.advance(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.seq).toBe(1);
    expect(sent[1]!.ops).toEqual([{ op: 'line', id: 1, brushColor: '#000000', brushRadius: 10, points: [{ x: 2, y: 2 }, { x: 3, y: 3 }] }]);

    streamer.push([point(1, 4), point(1, 0, true), { op: 'undo' }, point(2, 5), point(2, 6)]);
    clock.advance(40);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.seq).toBe(2);
    expect(sent[2]!.ops).toEqual([
      { op: 'line', id: 1, brushColor: '#000000', brushRadius: 10, points: [{ x: 4, y: 4 }], end: true },
      { op: 'undo' },
      { op: 'line', id: 2, brushColor: '#000000', brushRadius: 10, points: [{ x: 5, y: 5 }, { x: 6, y: 6 }] },
    ]);
  });

  it('flush sends at once, dispose sends what is left and then stops', () => {
    const clock = manualClock();
    const sent: DrawBatch[] = [];
    const streamer = new StrokeStreamer({ turn: 1, width: 100, height: 100, send: (b) => sent.push(b), now: clock.now, setTimer: clock.setTimer, firstSeq: 7 });
    streamer.push([point(1, 1)]);
    streamer.push([point(1, 2)]);
    streamer.flush();
    expect(sent.map((b) => b.seq)).toEqual([7, 8]);
    expect(clock.pending()).toBe(0);
    streamer.push([point(1, 3)]);
    streamer.dispose();
    streamer.push([point(1, 4)]);
    clock.advance(100);
    expect(sent.map((b) => b.seq)).toEqual([7, 8, 9]);
  });

  it('batches survive the wire and rebuild the drawing', () => {
    const sent: DrawBatch[] = [];
    const streamer = new StrokeStreamer({ turn: 1, width: 100, height: 100, send: (b) => sent.push(b), now: () => 0, setTimer: () => () => undefined });
    streamer.push([point(4, 10), point(4, 20), point(4, 30), point(4, 0, true)]);
    const model = applyDrawBatch(emptyDrawing(), decodeDrawBatch(compressDrawBatch(sent[0]!)));
    expect(model.lines).toHaveLength(1);
    expect(model.lines[0]!.points).toHaveLength(3);
    expect(model.lines[0]!.done).toBe(true);
  });

  it('joinOps never joins across another line or past an end', () => {
    expect(joinOps([point(1, 1), point(2, 2), point(1, 3)])).toHaveLength(3);
    expect(joinOps([point(1, 1), point(1, 0, true), point(1, 3)])).toHaveLength(2);
  });
});
