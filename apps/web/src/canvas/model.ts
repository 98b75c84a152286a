/**
 * The drawing canvas as a pure state machine (spec section 4, "Drawing interaction"): no React, no DOM.
 * Pointer positions come in as screen pixels relative to the canvas element; points are kept in
 * document coordinates (0..width, 0..height), so pan and zoom change the view and never the drawing.
 *
 * States: idle; drawing (a stroke in progress); pan (ctrl-drag, with pan and zoom enabled);
 * touchPending (one finger down, not yet a stroke: it becomes one after 250 ms or 10 px of movement);
 * touchGesture (two fingers: pan and pinch zoom, never a stroke, until every finger is lifted).
 */
import { MAX_LINES, MAX_POINTS_PER_LINE, parseSaveData, scaleLines } from '@snackparty/protocol';
import type { DrawOp, Line, Point, SaveData } from '@snackparty/protocol';
import { CANVAS } from './constants';
import { followPointer } from './lazyBrush';

export type PointerKind = 'mouse' | 'touch' | 'pen';

/** A line of the local drawing; the id names it in the ops streamed to others. */
export interface CanvasLine extends Line {
  id: number;
}

/** Pan and zoom on top of the fit of the document into the element: offsets are screen pixels. */
export interface CanvasView {
  zoom: number;
  x: number;
  y: number;
}

/** The two fingers a pinch is measured against, and the view when they came down. */
export interface GestureBase {
  ids: [number, number];
  center: Point;
  distance: number;
  view: CanvasView;
}

export type CanvasState =
  | { kind: 'idle' }
  | { kind: 'drawing'; pointerId: number; pointerType: PointerKind; line: CanvasLine; pen: Point }
  | { kind: 'pan'; pointerId: number; last: Point }
  | { kind: 'touchPending'; pointerId: number; start: Point; startTime: number; last: Point }
  | { kind: 'touchGesture'; base: GestureBase | null };

export interface CanvasModel {
  /** The document: the coordinate space of every point, and the size in the save data. */
  width: number;
  height: number;
  /** The element the document is shown in (CSS pixels). */
  displayWidth: number;
  displayHeight: number;
  brushColor: string;
  brushRadius: number;
  lazyRadius: number;
  clampToDocument: boolean;
  panZoomEnabled: boolean;
  lines: readonly CanvasLine[];
  /** Line sets removed by erase-all, newest last, so each erase-all can be undone. */
  erased: ReadonlyArray<readonly CanvasLine[]>;
  view: CanvasView;
  state: CanvasState;
  /** Fingers on the canvas, in screen pixels. */
  touches: Readonly<Record<number, Point>>;
  nextLineId: number;
}

export interface PointerInput {
  pointerId: number;
  pointerType: PointerKind;
  x: number;
  y: number;
  /** Milliseconds on any steady clock (the event's timeStamp). */
  time: number;
  ctrlKey?: boolean;
  /** Mouse button; only the main button (0) draws. */
  button?: number;
}

export type CanvasEvent =
  | ({ type: 'pointerDown' } & PointerInput)
  | ({ type: 'pointerMove' } & PointerInput)
  | ({ type: 'pointerUp' } & PointerInput)
  | { type: 'pointerCancel'; pointerId: number }
  /** Every finger now on the canvas (the alternative to touch pointer events). */
  | { type: 'touches'; touches: ReadonlyArray<{ id: number; x: number; y: number }>; time: number }
  /** Time passes: a finger held still for 250 ms starts its stroke. */
  | { type: 'tick'; time: number }
  | { type: 'wheel'; x: number; y: number; deltaY: number }
  | { type: 'undo' }
  | { type: 'eraseAll' }
  | { type: 'undoEraseAll' }
  | { type: 'clear' }
  | { type: 'setColor'; color: string }
  | { type: 'setRadius'; radius: number }
  /** Replaces the drawing; throws InvalidSaveDataError. With `stream`, others are sent the new drawing. */
  | { type: 'load'; data: unknown; stream?: boolean }
  /** The element changed size. An empty document takes the new size; a drawing keeps its coordinates and is shown scaled. */
  | { type: 'resize'; width: number; height: number }
  | { type: 'resetView' }
  /** Input stops (the canvas was disabled): a stroke in progress ends here. */
  | { type: 'cancel' };

export interface CanvasModelOptions {
  width: number;
  height: number;
  brushColor?: string;
  brushRadius?: number;
  lazyRadius?: number;
  clampToDocument?: boolean;
  panZoomEnabled?: boolean;
  /** A drawing to start from (scaled to width x height); throws InvalidSaveDataError. */
  initial?: SaveData;
  /** The id of the first new line: a painter who comes back must not reuse the ids already sent. */
  firstLineId?: number;
}

type Drawing = Extract<CanvasState, { kind: 'drawing' }>;
type TouchPending = Extract<CanvasState, { kind: 'touchPending' }>;

const IDLE: CanvasState = { kind: 'idle' };
const MAX_BRUSH_RADIUS = 100;

export function createCanvasModel(options: CanvasModelOptions): CanvasModel {
  const { width, height } = options;
  let nextLineId = options.firstLineId ?? 0;
  let lines: CanvasLine[] = [];
  if (options.initial) {
    const data = parseSaveData(options.initial);
    lines = scaleLines(data.lines, data, { width, height }).map((line) => ({ ...line, id: nextLineId++ }));
  }
  return {
    width,
    height,
    displayWidth: width,
    displayHeight: height,
    brushColor: options.brushColor ?? '#000000',
    brushRadius: options.brushRadius ?? CANVAS.brushRadius,
    lazyRadius: options.lazyRadius ?? CANVAS.lazyRadius,
    clampToDocument: options.clampToDocument ?? false,
    panZoomEnabled: options.panZoomEnabled ?? false,
    lines,
    erased: [],
    view: { zoom: 1, x: 0, y: 0 },
    state: IDLE,
    touches: {},
    nextLineId,
  };
}

/** Applies one event; `ops` are what others must be sent to draw the same (see DrawOp). */
export function reduceCanvas(model: CanvasModel, event: CanvasEvent): { model: CanvasModel; ops: DrawOp[] } {
  const ops: DrawOp[] = [];
  return { model: step(model, event, ops), ops };
}

/** Screen pixels per document pixel, and where the document's origin is on screen. */
export function viewTransform(model: CanvasModel): { scale: number; x: number; y: number } {
  const fit = Math.min(model.displayWidth / model.width, model.displayHeight / model.height);
  const scale = fit * model.view.zoom;
  return {
    scale,
    x: (model.displayWidth - model.width * fit) / 2 + model.view.x,
    y: (model.displayHeight - model.height * fit) / 2 + model.view.y,
  };
}

export function toDocument(model: CanvasModel, screen: Point): Point {
  const t = viewTransform(model);
  return { x: (screen.x - t.x) / t.scale, y: (screen.y - t.y) / t.scale };
}

export function canUndo(model: CanvasModel): boolean {
  return model.lines.length > 0;
}

export function canUndoEraseAll(model: CanvasModel): boolean {
  return model.erased.length > 0;
}

/** The lines to show: the finished ones and the stroke in progress. */
export function visibleLines(model: CanvasModel): CanvasLine[] {
  return model.state.kind === 'drawing' ? [...model.lines, model.state.line] : model.lines.slice();
}

/** The drawing so far as the spec's save data (a stroke in progress counts once it is a line). */
export function toSaveData(model: CanvasModel): SaveData {
  const lines = visibleLines(model)
    .filter((line) => line.points.length >= 2)
    .map(({ points, brushColor, brushRadius }) => ({ points, brushColor, brushRadius }));
  return { lines, width: model.width, height: model.height };
}

function step(model: CanvasModel, event: CanvasEvent, ops: DrawOp[]): CanvasModel {
  switch (event.type) {
    case 'pointerDown':
      if (event.pointerType === 'touch') return onTouches({ ...model, touches: { ...model.touches, [event.pointerId]: at(event) } }, event.time, ops);
      if (model.state.kind !== 'idle' || (event.button ?? 0) !== 0) return model;
      if (event.ctrlKey && model.panZoomEnabled) return { ...model, state: { kind: 'pan', pointerId: event.pointerId, last: at(event) } };
      return startStroke(model, event.pointerId, event.pointerType, at(event), ops);

    case 'pointerMove': {
      if (event.pointerType === 'touch') {
        if (!(event.pointerId in model.touches)) return model;
        return onTouches({ ...model, touches: { ...model.touches, [event.pointerId]: at(event) } }, event.time, ops);
      }
      const state = model.state;
      if (state.kind === 'drawing' && state.pointerId === event.pointerId) return extendStroke(model, state, at(event), ops);
      if (state.kind === 'pan' && state.pointerId === event.pointerId) {
        const view = { ...model.view, x: model.view.x + event.x - state.last.x, y: model.view.y + event.y - state.last.y };
        return { ...model, view, state: { ...state, last: at(event) } };
      }
      return model;
    }

    case 'pointerUp': {
      if (event.pointerType === 'touch') {
        if (!(event.pointerId in model.touches)) return model;
        const moved = onTouches({ ...model, touches: { ...model.touches, [event.pointerId]: at(event) } }, event.time, ops);
        return onTouches({ ...moved, touches: without(moved.touches, event.pointerId) }, event.time, ops);
      }
      const state = model.state;
      if (state.kind === 'drawing' && state.pointerId === event.pointerId) {
        const moved = extendStroke(model, state, at(event), ops);
        return endStroke(moved, ops);
      }
      if (state.kind === 'pan' && state.pointerId === event.pointerId) return { ...model, state: IDLE };
      return model;
    }

    case 'pointerCancel': {
      // A lost finger never starts anything, so no time is needed: the fingers left only end or keep a gesture.
      if (event.pointerId in model.touches) return onTouches({ ...model, touches: without(model.touches, event.pointerId) }, Number.NaN, ops);
      const state = model.state;
      if (state.kind === 'drawing' && state.pointerId === event.pointerId) return endStroke(model, ops);
      if (state.kind === 'pan' && state.pointerId === event.pointerId) return { ...model, state: IDLE };
      return model;
    }

    case 'touches': {
      const touches: Record<number, Point> = {};
      for (const touch of event.touches) touches[touch.id] = { x: touch.x, y: touch.y };
      return onTouches({ ...model, touches }, event.time, ops);
    }

    case 'tick': {
      const state = model.state;
      if (state.kind !== 'touchPending' || event.time - state.startTime < CANVAS.touchDelayMs) return model;
      return beginTouchStroke(model, state, ops);
    }

    case 'wheel': {
      if (!model.panZoomEnabled) return model;
      return zoomAround(model, { x: event.x, y: event.y }, model.view.zoom - event.deltaY * CANVAS.mouseZoomFactor);
    }

    case 'undo': {
      const m = finishStroke(model, ops);
      if (m.lines.length === 0) return m;
      ops.push({ op: 'undo' });
      return { ...m, lines: m.lines.slice(0, -1) };
    }

    case 'eraseAll': {
      const m = finishStroke(model, ops);
      if (m.lines.length === 0) return m;
      ops.push({ op: 'eraseAll' });
      return { ...m, lines: [], erased: [...m.erased, m.lines] };
    }

    case 'undoEraseAll': {
      const m = finishStroke(model, ops);
      const restored = m.erased[m.erased.length - 1];
      if (!restored) return m;
      ops.push({ op: 'undoEraseAll' });
      // The restored lines go underneath anything drawn since, as everyone applying the op does.
      return { ...m, lines: [...restored, ...m.lines], erased: m.erased.slice(0, -1) };
    }

    case 'clear': {
      const m = finishStroke(model, ops);
      ops.push({ op: 'clear' });
      return { ...m, lines: [], erased: [] };
    }

    case 'setColor':
      return { ...model, brushColor: event.color };

    case 'setRadius':
      return { ...model, brushRadius: Math.min(MAX_BRUSH_RADIUS, Math.max(0.5, event.radius)) };

    case 'load': {
      const data = parseSaveData(event.data);
      const m = finishStroke(model, ops);
      let nextLineId = m.nextLineId;
      const lines = scaleLines(data.lines, data, m).map((line) => ({ ...line, id: nextLineId++ }));
      if (event.stream) {
        ops.push({ op: 'clear' });
        for (const line of lines) ops.push({ op: 'line', id: line.id, brushColor: line.brushColor, brushRadius: line.brushRadius, points: line.points, end: true });
      }
      return { ...m, lines, erased: [], nextLineId };
    }

    case 'resize': {
      if (!(event.width > 0 && event.height > 0)) return model;
      const empty = model.lines.length === 0 && model.erased.length === 0 && model.state.kind !== 'drawing';
      return empty
        ? { ...model, width: event.width, height: event.height, displayWidth: event.width, displayHeight: event.height }
        : { ...model, displayWidth: event.width, displayHeight: event.height };
    }

    case 'resetView':
      return { ...model, view: { zoom: 1, x: 0, y: 0 } };

    case 'cancel':
      return { ...finishStroke(model, ops), state: IDLE, touches: {} };
  }
}

function at(event: { x: number; y: number }): Point {
  return { x: event.x, y: event.y };
}

function without(touches: Readonly<Record<number, Point>>, id: number): Record<number, Point> {
  const rest: Record<number, Point> = { ...touches };
  delete rest[id];
  return rest;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function clampZoom(zoom: number): number {
  return Math.min(CANVAS.zoomMax, Math.max(CANVAS.zoomMin, zoom));
}

function clampPoint(model: CanvasModel, p: Point): Point {
  if (!model.clampToDocument) return p;
  return { x: Math.min(model.width, Math.max(0, p.x)), y: Math.min(model.height, Math.max(0, p.y)) };
}

/** Zooms so that the document point under `screen` stays under it. */
function zoomAround(model: CanvasModel, screen: Point, zoom: number): CanvasModel {
  const anchor = toDocument(model, screen);
  const zoomed = { ...model, view: { ...model.view, zoom: clampZoom(zoom) } };
  const t = viewTransform(zoomed);
  const x = zoomed.view.x + screen.x - (anchor.x * t.scale + t.x);
  const y = zoomed.view.y + screen.y - (anchor.y * t.scale + t.y);
  return { ...zoomed, view: { ...zoomed.view, x, y } };
}

function startStroke(model: CanvasModel, pointerId: number, pointerType: PointerKind, screen: Point, ops: DrawOp[]): CanvasModel {
  const pen = toDocument(model, screen);
  return beginLine(model, pointerId, pointerType, pen, ops);
}

function beginLine(model: CanvasModel, pointerId: number, pointerType: PointerKind, pen: Point, ops: DrawOp[]): CanvasModel {
  const first = clampPoint(model, pen);
  const line: CanvasLine = { id: model.nextLineId, brushColor: model.brushColor, brushRadius: model.brushRadius, points: [first] };
  ops.push({ op: 'line', id: line.id, brushColor: line.brushColor, brushRadius: line.brushRadius, points: [first] });
  return { ...model, nextLineId: model.nextLineId + 1, state: { kind: 'drawing', pointerId, pointerType, line, pen } };
}

function extendStroke(model: CanvasModel, state: Drawing, screen: Point, ops: DrawOp[]): CanvasModel {
  // The string is measured on screen, so zooming in does not make the pen feel heavier.
  const radius = model.lazyRadius / viewTransform(model).scale;
  const pen = followPointer(state.pen, toDocument(model, screen), radius);
  if (pen === state.pen) return model;
  const point = clampPoint(model, pen);
  const last = state.line.points[state.line.points.length - 1]!;
  if (point.x === last.x && point.y === last.y) return { ...model, state: { ...state, pen } };
  if (state.line.points.length >= MAX_POINTS_PER_LINE) {
    // A very long stroke goes on as a new line from the same spot: no line outgrows what others accept.
    const restarted = beginLine(endStroke(model, ops), state.pointerId, state.pointerType, state.pen, ops);
    return extendStroke(restarted, restarted.state as Drawing, screen, ops);
  }
  const line = { ...state.line, points: [...state.line.points, point] };
  ops.push({ op: 'line', id: line.id, brushColor: line.brushColor, brushRadius: line.brushRadius, points: [point] });
  return { ...model, state: { ...state, line, pen } };
}

/** Ends the stroke in progress: it becomes a line when it has at least 2 points. */
function endStroke(model: CanvasModel, ops: DrawOp[]): CanvasModel {
  const state = model.state;
  if (state.kind !== 'drawing') return model;
  const { line } = state;
  ops.push({ op: 'line', id: line.id, brushColor: line.brushColor, brushRadius: line.brushRadius, points: [], end: true });
  if (line.points.length < 2) return { ...model, state: IDLE };
  const lines = [...model.lines, line];
  // Everyone applying the ops keeps at most MAX_LINES lines, dropping the oldest: so does the painter.
  if (lines.length > MAX_LINES) lines.shift();
  return { ...model, lines, state: IDLE };
}

/** Before undo, erase-all and the like, a stroke in progress is finished, so the order is the same everywhere. */
function finishStroke(model: CanvasModel, ops: DrawOp[]): CanvasModel {
  return model.state.kind === 'drawing' ? endStroke(model, ops) : model;
}

function beginTouchStroke(model: CanvasModel, state: TouchPending, ops: DrawOp[]): CanvasModel {
  const started = startStroke(model, state.pointerId, 'touch', state.start, ops);
  const drawing = started.state as Drawing;
  return extendStroke(started, drawing, state.last, ops);
}

/** Touch input, after `model.touches` has been updated to the fingers now down. */
function onTouches(model: CanvasModel, time: number, ops: DrawOp[]): CanvasModel {
  const ids = Object.keys(model.touches).map(Number).sort((a, b) => a - b);
  const state = model.state;
  const touchStroke = state.kind === 'drawing' && state.pointerType === 'touch';

  if (ids.length === 0) {
    if (touchStroke) return endStroke(model, ops);
    if (state.kind === 'touchPending' || state.kind === 'touchGesture') return { ...model, state: IDLE };
    return model;
  }

  if (ids.length >= 2) {
    // A mouse or pen stroke goes on; a resting palm must not disturb it.
    if (state.kind === 'pan' || (state.kind === 'drawing' && !touchStroke)) return model;
    const m = touchStroke ? endStroke(model, ops) : model;
    return pinch(m, [ids[0]!, ids[1]!]);
  }

  const id = ids[0]!;
  const finger = model.touches[id]!;
  switch (state.kind) {
    case 'idle':
      return { ...model, state: { kind: 'touchPending', pointerId: id, start: finger, startTime: time, last: finger } };
    case 'touchPending': {
      if (state.pointerId !== id) return { ...model, state: { kind: 'touchPending', pointerId: id, start: finger, startTime: time, last: finger } };
      const pending = { ...state, last: finger };
      const moved = distance(finger, state.start) >= CANVAS.touchThresholdPx;
      const held = time - state.startTime >= CANVAS.touchDelayMs;
      return moved || held ? beginTouchStroke(model, pending, ops) : { ...model, state: pending };
    }
    case 'drawing':
      return touchStroke && state.pointerId === id ? extendStroke(model, state, finger, ops) : model;
    case 'touchGesture':
      // One finger left of a gesture does nothing until it is lifted or a second comes back.
      return state.base ? { ...model, state: { kind: 'touchGesture', base: null } } : model;
    case 'pan':
      return model;
  }
}

/** Two fingers: the view follows their midpoint (pan) and their spread (zoom, 0.33..3). */
function pinch(model: CanvasModel, ids: [number, number]): CanvasModel {
  const a = model.touches[ids[0]]!;
  const b = model.touches[ids[1]]!;
  const center = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const spread = distance(a, b);
  const state = model.state;
  const base = state.kind === 'touchGesture' ? state.base : null;
  if (!base || base.ids[0] !== ids[0] || base.ids[1] !== ids[1]) {
    return { ...model, state: { kind: 'touchGesture', base: { ids, center, distance: spread, view: model.view } } };
  }
  if (!model.panZoomEnabled) return model;
  const zoom = base.distance > 0 ? base.view.zoom * (spread / base.distance) : base.view.zoom;
  // Measured from where the gesture began, so rounding never drifts the view.
  const atBase = { ...model, view: base.view };
  const anchor = toDocument(atBase, base.center);
  const zoomed = { ...model, view: { ...base.view, zoom: clampZoom(zoom) } };
  const t = viewTransform(zoomed);
  const view = { ...zoomed.view, x: zoomed.view.x + center.x - (anchor.x * t.scale + t.x), y: zoomed.view.y + center.y - (anchor.y * t.scale + t.y) };
  return { ...model, view };
}
