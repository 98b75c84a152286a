import { describe, expect, it } from 'vitest';
import type { SaveData } from '@snackparty/protocol';
import { pngSize, replayLines, saveDataToPngBlob } from '../../src/canvas';
import { LinePainter, paintLine } from '../../src/canvas/render';
import type { PaintableLine, Scene } from '../../src/canvas/render';
import { RecordingContext } from './recordingContext';

const line = (points: Array<[number, number]>, color = '#000000'): { points: Array<{ x: number; y: number }>; brushColor: string; brushRadius: number } => ({
  points: points.map(([x, y]) => ({ x, y })),
  brushColor: color,
  brushRadius: 4,
});

const scene: Scene = { cssWidth: 100, cssHeight: 100, pixelRatio: 2, transform: { scale: 1, x: 0, y: 0 }, documentWidth: 100, documentHeight: 100, paper: '#FFFFFF', grid: false };

describe('painting a line', () => {
  it('curves through the midpoints with round caps', () => {
    const ctx = new RecordingContext();
    paintLine(ctx, line([[0, 0], [10, 0], [10, 10]]));
    expect(ctx.segments.map(({ from, via, to }) => ({ from, via, to }))).toEqual([
      { from: { x: 0, y: 0 }, via: undefined, to: { x: 5, y: 0 } },
      { from: { x: 5, y: 0 }, via: { x: 10, y: 0 }, to: { x: 10, y: 5 } },
      { from: { x: 10, y: 5 }, via: undefined, to: { x: 10, y: 10 } },
    ]);
    expect(ctx.segments[0]!.width).toBe(8);
    expect(ctx.lineCap).toBe('round');
    expect(ctx.lineJoin).toBe('round');
  });

  it('a one-point line paints nothing', () => {
    const ctx = new RecordingContext();
    paintLine(ctx, line([[3, 3]]));
    expect(ctx.strokes).toBe(0);
  });

  it('while a stroke grows, only the new piece is painted, and the pieces add up to the whole line', () => {
    const full = line([[0, 0], [10, 0], [20, 5], [25, 15], [20, 30]]);
    const whole = new RecordingContext();
    paintLine(whole, full);

    const ctx = new RecordingContext();
    const painter = new LinePainter();
    for (let n = 1; n <= full.points.length; n++) {
      const before = ctx.segments.length;
      painter.paint(ctx, [{ ...full, id: 1, points: full.points.slice(0, n), done: false }], scene);
      if (n > 1) expect(ctx.segments.length - before).toBe(1);
    }
    painter.paint(ctx, [{ ...full, id: 1, done: true }], scene);
    expect(ctx.clears).toBe(1);
    expect(ctx.segments).toEqual(whole.segments);
  });

  it('repaints everything after an undo or a new view', () => {
    const ctx = new RecordingContext();
    const painter = new LinePainter();
    const a: PaintableLine = { ...line([[0, 0], [10, 10]]), id: 1, done: true };
    const b: PaintableLine = { ...line([[20, 20], [30, 30]], '#ED1C24'), id: 2, done: true };
    painter.paint(ctx, [a, b], scene);
    painter.paint(ctx, [a], scene);
    expect(ctx.clears).toBe(2);
    expect(ctx.segments.every((s) => s.color === '#000000')).toBe(true);
    painter.paint(ctx, [a], { ...scene, transform: { scale: 2, x: 0, y: 0 } });
    expect(ctx.clears).toBe(3);
    painter.paint(ctx, [a], { ...scene, transform: { scale: 2, x: 0, y: 0 } });
    expect(ctx.clears).toBe(3);
  });
});

describe('replay', () => {
  const data: SaveData = { width: 50, height: 50, lines: [line([[0, 0], [10, 0], [10, 10]]), line([[20, 20], [30, 20]])] };

  it('immediate: paints everything at once, scaled to the size', () => {
    const ctx = new RecordingContext();
    let done = 0;
    replayLines(ctx, data, { width: 100, height: 100 }, { animated: false, onDone: () => done++ });
    expect(done).toBe(1);
    expect(ctx.segments).toHaveLength(5);
    expect(ctx.segments.at(-1)!.to).toEqual({ x: 60, y: 40 });
    expect(ctx.segments[0]!.width).toBe(16);
  });

  it('animated: point k appears k x 5 ms after the start', () => {
    let now = 1000;
    const timers: Array<{ at: number; run: () => void }> = [];
    const delays: number[] = [];
    const setTimer = (run: () => void, ms: number) => {
      delays.push(ms);
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    };
    const advanceTo = (t: number) => {
      for (;;) {
        const next = timers.filter((x) => x.at <= t).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers.splice(timers.indexOf(next), 1);
        now = next.at;
        next.run();
      }
      now = t;
    };
    const ctx = new RecordingContext();
    let done = false;
    replayLines(ctx, data, { width: 50, height: 50 }, { animated: true, now: () => now, setTimer, onDone: () => (done = true) });
    // Point 0 of the first line: nothing to see yet.
    expect(ctx.segments).toHaveLength(0);
    expect(delays).toEqual([5]);
    advanceTo(1005);
    expect(ctx.segments).toHaveLength(1);
    advanceTo(1009);
    expect(ctx.segments).toHaveLength(1);
    advanceTo(1010);
    // Point 2 ends the first line: its last piece and its tail.
    expect(ctx.segments).toHaveLength(3);
    advanceTo(1015);
    expect(ctx.segments).toHaveLength(3);
    expect(done).toBe(false);
    advanceTo(1020);
    expect(ctx.segments).toHaveLength(5);
    expect(done).toBe(true);
    expect(delays.every((d) => d === 5)).toBe(true);
  });

  it('a late timer catches up, and cancel stops the replay', () => {
    let now = 0;
    let pending: (() => void) | null = null;
    const ctx = new RecordingContext();
    const cancel = replayLines(ctx, data, { width: 50, height: 50 }, {
      animated: true,
      offsetMs: 5,
      now: () => now,
      setTimer: (run) => {
        pending = run;
        return () => (pending = null);
      },
    });
    now = 12;
    (pending as (() => void) | null)?.();
    expect(ctx.segments).toHaveLength(3);
    cancel();
    expect(pending).toBeNull();
  });
});

describe('png', () => {
  it('keeps the drawing proportions', () => {
    expect(pngSize({ width: 300, height: 300, lines: [] }, 512)).toEqual({ width: 512, height: 512 });
    expect(pngSize({ width: 400, height: 200, lines: [] }, 800)).toEqual({ width: 800, height: 400 });
  });

  it('says so when the browser cannot draw (the picture itself is checked in a real browser)', async () => {
    await expect(saveDataToPngBlob({ width: 10, height: 10, lines: [] }, 10)).rejects.toThrow(/cannot draw/);
  });
});
