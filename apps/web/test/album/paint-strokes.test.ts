import { describe, expect, it } from 'vitest';
import type { SaveData } from '@snackparty/protocol';
import { paintStrokes, pointCount } from '../../src/features/album/paint-strokes';

/** A 2D context that writes down what is painted on it. */
function recordingContext() {
  const calls: string[] = [];
  const context = {
    set fillStyle(value: string) {
      calls.push(`fill ${value}`);
    },
    set strokeStyle(value: string) {
      calls.push(`stroke ${value}`);
    },
    set lineWidth(value: number) {
      calls.push(`width ${value}`);
    },
    lineCap: '',
    lineJoin: '',
    fillRect: (...a: number[]) => calls.push(`rect ${a.join(',')}`),
    beginPath: () => calls.push('begin'),
    moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
    arc: (x: number, y: number, r: number) => calls.push(`dot ${x},${y},${r}`),
    stroke: () => calls.push('draw'),
    fill: () => calls.push('paint'),
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const data: SaveData = {
  width: 200,
  height: 100,
  lines: [
    { points: [{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 20, y: 5 }], brushColor: '#112233', brushRadius: 3 },
    { points: [{ x: 50, y: 50 }], brushColor: 'red', brushRadius: 5 },
  ],
};

describe('painting a drawing from its strokes', () => {
  it('paints every stroke on a white page, in order, with its colour and width', () => {
    const { context, calls } = recordingContext();
    paintStrokes(context, data);
    expect(calls).toEqual(['fill #ffffff', 'rect 0,0,200,100', 'stroke #112233', 'fill #112233', 'width 6', 'begin', 'move 0,0', 'line 10,10', 'line 20,5', 'draw', 'stroke red', 'fill red', 'width 10', 'begin', 'dot 50,50,5', 'paint']);
    expect(pointCount(data)).toBe(4);
  });

  it('replays: paints only the first points, as they were painted', () => {
    const { context, calls } = recordingContext();
    paintStrokes(context, data, 2);
    expect(calls.filter((c) => /^(move|line|dot)/.test(c))).toEqual(['move 0,0', 'line 10,10']);
    const none = recordingContext();
    paintStrokes(none.context, data, 0);
    expect(none.calls).toEqual(['fill #ffffff', 'rect 0,0,200,100']);
  });
});
