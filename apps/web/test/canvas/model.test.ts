import { describe, expect, it } from 'vitest';
import { InvalidSaveDataError, MAX_POINTS_PER_LINE, applyDrawBatch, compressDrawBatch, decodeDrawBatch, drawingToSaveData, emptyDrawing, parseSaveData } from '@snackparty/protocol';
import type { DrawOp, SaveData } from '@snackparty/protocol';
import { CANVAS, PAPER_COLOR, createCanvasModel, followPointer, reduceCanvas, toDocument, toSaveData, viewTransform } from '../../src/canvas';
import type { CanvasEvent, CanvasModel, PointerInput } from '../../src/canvas';

type Pointer = Partial<PointerInput>;
const mouse = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number, extra: Pointer = {}): CanvasEvent =>
  ({ type, pointerId: 1, pointerType: 'mouse', x, y, time: 0, ...extra }) as CanvasEvent;
const finger = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number, y: number, time: number): CanvasEvent =>
  ({ type, pointerId: id, pointerType: 'touch', x, y, time }) as CanvasEvent;

function run(model: CanvasModel, events: CanvasEvent[]): { model: CanvasModel; ops: DrawOp[] } {
  const ops: DrawOp[] = [];
  let m = model;
  for (const event of events) {
    const result = reduceCanvas(m, event);
    m = result.model;
    ops.push(...result.ops);
  }
  return { model: m, ops };
}

/** A mouse stroke through the given points (after the first, each becomes a move). */
function stroke(points: Array<[number, number]>, extra: Pointer = {}): CanvasEvent[] {
  const [first, ...rest] = points;
  const last = rest[rest.length - 1] ?? first!;
  return [mouse('pointerDown', first![0], first![1], extra), ...rest.map(([x, y]) => mouse('pointerMove', x, y, extra)), mouse('pointerUp', last[0], last[1], extra)];
}

const canvas = (options: Partial<Parameters<typeof createCanvasModel>[0]> = {}) => createCanvasModel({ width: 300, height: 300, lazyRadius: 0, ...options });

describe('strokes', () => {
  it('a stroke with at least 2 points becomes a line, in document coordinates', () => {
    const { model, ops } = run(canvas({ brushColor: '#ED1C24' }), stroke([[10, 10], [40, 10], [40, 50]]));
    expect(model.state.kind).toBe('idle');
    expect(model.lines).toHaveLength(1);
    expect(model.lines[0]!.points).toEqual([{ x: 10, y: 10 }, { x: 40, y: 10 }, { x: 40, y: 50 }]);
    expect(model.lines[0]).toMatchObject({ brushColor: '#ED1C24', brushRadius: CANVAS.brushRadius });
    // The ops stream the stroke as it grows, then end it.
    expect(ops.map((op) => (op.op === 'line' ? [op.points.length, !!op.end] : op.op))).toEqual([[1, false], [1, false], [1, false], [0, true]]);
    expect(toSaveData(model)).toEqual({ width: 300, height: 300, lines: [{ points: model.lines[0]!.points, brushColor: '#ED1C24', brushRadius: 10 }] });
  });

  it('a stroke of one point is dropped', () => {
    const { model, ops } = run(canvas(), stroke([[10, 10]]));
    expect(model.lines).toHaveLength(0);
    expect(ops).toHaveLength(2);
    expect(ops[1]).toMatchObject({ op: 'line', end: true });
  });

  it('others applying the ops end up with the same drawing', () => {
    const { model, ops } = run(canvas(), [...stroke([[10, 10], [50, 50], [90, 20]]), ...stroke([[5, 5]]), ...stroke([[100, 100], [120, 140]]), { type: 'undo' }, ...stroke([[200, 10], [210, 90]])]);
    const remote = applyDrawBatch(emptyDrawing(), { turn: 1, seq: 0, width: 300, height: 300, ops });
    expect(drawingToSaveData(remote)).toEqual(toSaveData(model));
  });

  it('a very long stroke goes on as a new line, so no line outgrows what others accept', () => {
    const points: Array<[number, number]> = Array.from({ length: MAX_POINTS_PER_LINE + 100 }, (_, i) => [i % 2 === 0 ? 10 : 20, (i * 0.05) % 300]);
    const { model, ops } = run(canvas(), stroke(points));
    expect(model.lines).toHaveLength(2);
    expect(model.lines[0]!.points).toHaveLength(MAX_POINTS_PER_LINE);
    expect(model.lines[1]!.points[0]).toEqual(model.lines[0]!.points.at(-1));
    const remote = applyDrawBatch(emptyDrawing(), { turn: 1, seq: 0, width: 300, height: 300, ops });
    expect(drawingToSaveData(remote)).toEqual(toSaveData(model));
  });

  it('a secondary mouse button does not draw', () => {
    const { model, ops } = run(canvas(), stroke([[10, 10], [60, 60]], { button: 2 }));
    expect(model.lines).toHaveLength(0);
    expect(ops).toHaveLength(0);
  });
});

describe('lazy brush', () => {
  it('moves the pen only by how far the pointer is beyond the radius', () => {
    const pen = { x: 0, y: 0 };
    expect(followPointer(pen, { x: 12, y: 0 }, 12)).toBe(pen);
    expect(followPointer(pen, { x: 0, y: 5 }, 12)).toBe(pen);
    expect(followPointer(pen, { x: 20, y: 0 }, 12)).toEqual({ x: 8, y: 0 });
    const diagonal = followPointer(pen, { x: 30, y: 40 }, 12);
    expect(diagonal.x).toBeCloseTo(30 * (38 / 50));
    expect(diagonal.y).toBeCloseTo(40 * (38 / 50));
  });

  it('with radius 12, jitter never reaches the line and a straight pull trails by 12 px', () => {
    const model = createCanvasModel({ width: 300, height: 300 });
    expect(model.lazyRadius).toBe(12);
    const jitter: Array<[number, number]> = [[100, 100], [105, 103], [96, 99], [103, 94], [100, 108]];
    const wobbly = run(model, stroke(jitter));
    expect(wobbly.model.lines).toHaveLength(0);

    const pulled = run(model, stroke([[100, 100], [110, 100], [130, 100], [160, 100]]));
    expect(pulled.model.lines[0]!.points).toEqual([{ x: 100, y: 100 }, { x: 118, y: 100 }, { x: 148, y: 100 }]);
  });
});

describe('pan and zoom', () => {
  it('ctrl-drag pans the view and draws nothing', () => {
    const start = canvas({ panZoomEnabled: true });
    const { model, ops } = run(start, stroke([[50, 50], [80, 70], [110, 90]], { ctrlKey: true }));
    expect(model.lines).toHaveLength(0);
    expect(ops).toHaveLength(0);
    expect(model.view).toEqual({ zoom: 1, x: 60, y: 40 });
    // Later strokes stay in document coordinates.
    const drawn = run(model, stroke([[70, 50], [100, 50]]));
    expect(drawn.model.lines[0]!.points).toEqual([{ x: 10, y: 10 }, { x: 40, y: 10 }]);
  });

  it('without pan and zoom enabled, ctrl-drag draws', () => {
    const { model } = run(canvas(), stroke([[50, 50], [80, 70]], { ctrlKey: true }));
    expect(model.lines).toHaveLength(1);
    expect(model.view).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('the wheel zooms by deltaY x 0.01 around the pointer, within 0.33..3', () => {
    const start = canvas({ panZoomEnabled: true });
    const under = { x: 100, y: 60 };
    const zoomedIn = run(start, [{ type: 'wheel', x: under.x, y: under.y, deltaY: -50 }]).model;
    expect(zoomedIn.view.zoom).toBeCloseTo(1.5);
    expect(toDocument(zoomedIn, under)).toEqual(toDocument(start, under));
    expect(run(zoomedIn, [{ type: 'wheel', x: 0, y: 0, deltaY: 20 }]).model.view.zoom).toBeCloseTo(1.3);
    expect(run(start, [{ type: 'wheel', x: 0, y: 0, deltaY: -1000 }]).model.view.zoom).toBe(3);
    expect(run(start, [{ type: 'wheel', x: 0, y: 0, deltaY: 1000 }]).model.view.zoom).toBe(0.33);
    expect(run(canvas(), [{ type: 'wheel', x: 0, y: 0, deltaY: -50 }]).model.view.zoom).toBe(1);
  });

  it('a stroke while zoomed in is stored in document coordinates', () => {
    const zoomed = run(canvas({ panZoomEnabled: true }), [{ type: 'wheel', x: 0, y: 0, deltaY: -100 }]).model;
    expect(viewTransform(zoomed).scale).toBe(2);
    const { model } = run(zoomed, stroke([[20, 20], [100, 60]]));
    expect(model.lines[0]!.points).toEqual([{ x: 10, y: 10 }, { x: 50, y: 30 }]);
  });

  it('two fingers pan and pinch, clamped to 0.33..3', () => {
    const start = canvas({ panZoomEnabled: true });
    const pinchOut = run(start, [
      finger('pointerDown', 1, 100, 100, 0),
      finger('pointerDown', 2, 200, 100, 30),
      finger('pointerMove', 1, 50, 100, 60),
      finger('pointerMove', 2, 250, 100, 60),
    ]);
    expect(pinchOut.ops).toHaveLength(0);
    expect(pinchOut.model.state.kind).toBe('touchGesture');
    expect(pinchOut.model.view.zoom).toBeCloseTo(2);
    expect(toDocument(pinchOut.model, { x: 150, y: 100 })).toEqual({ x: 150, y: 100 });

    const far = run(pinchOut.model, [finger('pointerMove', 1, -1000, 100, 90), finger('pointerMove', 2, 1300, 100, 90)]).model;
    expect(far.view.zoom).toBe(3);
    const close = run(pinchOut.model, [finger('pointerMove', 1, 149, 100, 90), finger('pointerMove', 2, 151, 100, 90)]).model;
    expect(close.view.zoom).toBe(0.33);

    const panned = run(start, [
      finger('pointerDown', 1, 100, 100, 0),
      finger('pointerDown', 2, 200, 100, 10),
      finger('pointerMove', 1, 130, 120, 40),
      finger('pointerMove', 2, 230, 120, 40),
    ]).model;
    expect(panned.view).toEqual({ zoom: 1, x: 30, y: 20 });
  });
});

describe('touch', () => {
  const touchCanvas = () => canvas({ panZoomEnabled: true });

  it('a quick second finger makes a gesture, never a stroke', () => {
    const { model, ops } = run(touchCanvas(), [
      finger('pointerDown', 1, 100, 100, 0),
      finger('pointerMove', 1, 104, 102, 50),
      finger('pointerDown', 2, 200, 100, 100),
      finger('pointerMove', 1, 160, 160, 200),
      finger('pointerMove', 2, 260, 160, 200),
      { type: 'tick', time: 400 },
      finger('pointerUp', 2, 260, 160, 450),
      finger('pointerMove', 1, 40, 40, 500),
      { type: 'tick', time: 900 },
      finger('pointerUp', 1, 40, 40, 950),
    ]);
    expect(ops).toHaveLength(0);
    expect(model.lines).toHaveLength(0);
    expect(model.state.kind).toBe('idle');
  });

  it('a finger held 250 ms starts a stroke', () => {
    const down = run(touchCanvas(), [finger('pointerDown', 1, 100, 100, 1000), finger('pointerMove', 1, 103, 101, 1100)]);
    expect(down.model.state.kind).toBe('touchPending');
    expect(run(down.model, [{ type: 'tick', time: 1249 }]).model.state.kind).toBe('touchPending');
    const held = run(down.model, [{ type: 'tick', time: 1250 }]);
    expect(held.model.state.kind).toBe('drawing');
    expect(held.ops[0]).toMatchObject({ op: 'line', points: [{ x: 100, y: 100 }] });
    const { model } = run(held.model, [finger('pointerMove', 1, 160, 100, 1300), finger('pointerUp', 1, 160, 100, 1350)]);
    expect(model.lines).toHaveLength(1);
    expect(model.lines[0]!.points[0]).toEqual({ x: 100, y: 100 });
  });

  it('a finger moved 10 px starts a stroke at once', () => {
    const moved9 = run(touchCanvas(), [finger('pointerDown', 1, 100, 100, 0), finger('pointerMove', 1, 109, 100, 20)]);
    expect(moved9.model.state.kind).toBe('touchPending');
    const moved10 = run(moved9.model, [finger('pointerMove', 1, 110, 100, 30)]);
    expect(moved10.model.state.kind).toBe('drawing');
    const { model } = run(moved10.model, [finger('pointerMove', 1, 150, 130, 40), finger('pointerUp', 1, 150, 130, 50)]);
    expect(model.lines).toHaveLength(1);
  });

  it('a short tap draws nothing', () => {
    const { model, ops } = run(touchCanvas(), [finger('pointerDown', 1, 100, 100, 0), finger('pointerUp', 1, 102, 100, 80)]);
    expect(ops).toHaveLength(0);
    expect(model.lines).toHaveLength(0);
    expect(model.state.kind).toBe('idle');
  });

  it('a second finger ends a stroke already started and then only moves the view', () => {
    const { model } = run(touchCanvas(), [
      finger('pointerDown', 1, 100, 100, 0),
      finger('pointerMove', 1, 150, 100, 20),
      finger('pointerMove', 1, 200, 100, 40),
      finger('pointerDown', 2, 200, 200, 60),
      finger('pointerMove', 1, 210, 110, 80),
      finger('pointerMove', 2, 210, 210, 80),
    ]);
    expect(model.lines).toHaveLength(1);
    expect(model.state.kind).toBe('touchGesture');
    expect(model.view).toEqual({ zoom: 1, x: 10, y: 10 });
  });

  it('the touches event works like touch pointer events', () => {
    const { model, ops } = run(touchCanvas(), [
      { type: 'touches', touches: [{ id: 7, x: 100, y: 100 }], time: 0 },
      { type: 'touches', touches: [{ id: 7, x: 100, y: 100 }, { id: 8, x: 200, y: 100 }], time: 20 },
      { type: 'touches', touches: [{ id: 7, x: 50, y: 100 }, { id: 8, x: 250, y: 100 }], time: 40 },
      { type: 'touches', touches: [], time: 60 },
    ]);
    expect(ops).toHaveLength(0);
    expect(model.view.zoom).toBeCloseTo(2);
    expect(model.state.kind).toBe('idle');
  });
});

describe('undo, erase all, clear', () => {
  const twoLines = () => run(canvas(), [...stroke([[10, 10], [50, 50]]), ...stroke([[60, 60], [90, 20]])]).model;

  it('undo removes the last line', () => {
    const { model, ops } = run(twoLines(), [{ type: 'undo' }]);
    expect(model.lines).toHaveLength(1);
    expect(model.lines[0]!.points[0]).toEqual({ x: 10, y: 10 });
    expect(ops).toEqual([{ op: 'undo' }]);
    const empty = run(model, [{ type: 'undo' }, { type: 'undo' }]);
    expect(empty.model.lines).toHaveLength(0);
    expect(empty.ops).toEqual([{ op: 'undo' }]);
  });

  it('erase all can be undone, and the lines drawn since stay on top', () => {
    const erased = run(twoLines(), [{ type: 'eraseAll' }]);
    expect(erased.model.lines).toHaveLength(0);
    expect(erased.model.erased).toHaveLength(1);
    const after = run(erased.model, [...stroke([[100, 100], [150, 150]]), { type: 'undoEraseAll' }]);
    expect(after.model.lines.map((l) => l.points[0])).toEqual([{ x: 10, y: 10 }, { x: 60, y: 60 }, { x: 100, y: 100 }]);
    expect(after.model.erased).toHaveLength(0);
    expect(after.ops.at(-1)).toEqual({ op: 'undoEraseAll' });
  });

  it('clear resets everything, with nothing to bring back', () => {
    const { model, ops } = run(twoLines(), [{ type: 'eraseAll' }, ...stroke([[1, 1], [9, 9]]), { type: 'clear' }, { type: 'undoEraseAll' }, { type: 'undo' }]);
    expect(model.lines).toHaveLength(0);
    expect(model.erased).toHaveLength(0);
    expect(ops.at(-1)).toEqual({ op: 'clear' });
  });

  it('undo during a stroke finishes the stroke first, so every receiver sees the same order', () => {
    const { model, ops } = run(canvas(), [mouse('pointerDown', 10, 10), mouse('pointerMove', 40, 40), { type: 'undo' }]);
    expect(model.state.kind).toBe('idle');
    expect(model.lines).toHaveLength(0);
    expect(ops.slice(-2)).toEqual([expect.objectContaining({ op: 'line', end: true }), { op: 'undo' }]);
  });
});

describe('the eraser', () => {
  it('paints in the paper colour over the ink: others replaying the ops, the wire and the saved drawing all agree', () => {
    const { model, ops } = run(canvas(), [
      ...stroke([[10, 10], [90, 90]]),
      { type: 'setColor', color: PAPER_COLOR },
      { type: 'setRadius', radius: 28 },
      ...stroke([[20, 20], [80, 80]]),
    ]);
    const saved = toSaveData(model);
    // Painted last, so on top of the ink it rubs out, and the paper shows again.
    expect(saved.lines.map((line) => [line.brushColor, line.brushRadius])).toEqual([
      ['#000000', CANVAS.brushRadius],
      [PAPER_COLOR, 28],
    ]);
    // The spec's drawing format, as it is stored and read back.
    expect(parseSaveData(JSON.stringify(saved))).toEqual(saved);
    // The server's check of a draw batch lets it through, and every screen ends with the same drawing.
    const batch = decodeDrawBatch(compressDrawBatch({ turn: 1, seq: 0, width: 300, height: 300, ops }));
    expect(drawingToSaveData(applyDrawBatch(emptyDrawing(), batch))).toEqual(saved);
    // An erasing stroke is undone like any other.
    expect(run(model, [{ type: 'undo' }]).model.lines.map((line) => line.brushColor)).toEqual(['#000000']);
  });
});

describe('clamping and save data', () => {
  it('clamps points to the document when asked', () => {
    const { model } = run(canvas({ clampToDocument: true }), stroke([[-20, 50], [150, 400], [500, -3]]));
    expect(model.lines[0]!.points).toEqual([{ x: 0, y: 50 }, { x: 150, y: 300 }, { x: 300, y: 0 }]);
    const free = run(canvas(), stroke([[-20, 50], [150, 400]])).model;
    expect(free.lines[0]!.points).toEqual([{ x: -20, y: 50 }, { x: 150, y: 400 }]);
  });

  it('loads save data, scaled to the canvas', () => {
    const data: SaveData = { width: 150, height: 150, lines: [{ points: [{ x: 10, y: 20 }, { x: 30, y: 40 }], brushColor: '#000000', brushRadius: 5 }] };
    const { model, ops } = run(canvas(), [{ type: 'load', data: JSON.stringify(data) }]);
    expect(ops).toHaveLength(0);
    expect(model.lines[0]).toMatchObject({ points: [{ x: 20, y: 40 }, { x: 60, y: 80 }], brushRadius: 10 });
    const streamed = run(canvas(), [{ type: 'load', data, stream: true }]);
    expect(streamed.ops.map((op) => op.op)).toEqual(['clear', 'line']);
    expect(createCanvasModel({ width: 300, height: 300, initial: data }).lines).toHaveLength(1);
  });

  it('loading invalid data throws InvalidSaveDataError', () => {
    const model = canvas();
    expect(() => reduceCanvas(model, { type: 'load', data: '{"lines": "nope", "width": 10, "height": 10}' })).toThrow(InvalidSaveDataError);
    expect(() => reduceCanvas(model, { type: 'load', data: 'not json' })).toThrow(InvalidSaveDataError);
    expect(() => createCanvasModel({ width: 10, height: 10, initial: { width: 10, height: 10, lines: 'x' } as unknown as SaveData })).toThrow(InvalidSaveDataError);
  });

  it('a resize keeps the drawing in its own coordinates and shows it scaled', () => {
    const empty = run(canvas(), [{ type: 'resize', width: 200, height: 200 }]).model;
    expect([empty.width, empty.height]).toEqual([200, 200]);
    const drawn = run(canvas(), [...stroke([[10, 10], [50, 50]]), { type: 'resize', width: 150, height: 150 }]).model;
    expect([drawn.width, drawn.height]).toEqual([300, 300]);
    expect(viewTransform(drawn).scale).toBe(0.5);
    expect(run(drawn, stroke([[50, 50], [100, 75]])).model.lines[1]!.points).toEqual([{ x: 100, y: 100 }, { x: 200, y: 150 }]);
  });
});
