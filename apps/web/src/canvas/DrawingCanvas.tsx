/**
 * The painter's canvas. Input runs through the pure model (model.ts) straight from the pointer events,
 * and the new piece of the stroke is painted in the same event: the painter's own ink never waits for
 * React or the network. The ops for others come out through `onOps`.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawOp, SaveData } from '@snackparty/protocol';
import { CANVAS, PAPER_COLOR } from './constants';
import { canUndo, canUndoEraseAll, createCanvasModel, reduceCanvas, toSaveData, viewTransform } from './model';
import type { CanvasEvent, CanvasModel, PointerInput, PointerKind } from './model';
import { LinePainter, devicePixelRatioNow, sizeBackingStore } from './render';
import type { PaintableLine } from './render';
import './canvas.css';

export interface DrawingCanvasProps {
  /** The element's size in CSS pixels; the drawing's size too, unless it changes once there is ink. */
  width: number;
  height: number;
  disabled?: boolean;
  brushColor: string;
  brushRadius?: number;
  clampToDocument?: boolean;
  panZoomEnabled?: boolean;
  showGrid?: boolean;
  /** The drawing to start from (read once, at mount). */
  initial?: SaveData;
  /** The id of the first new line (read once); by default one no earlier visit of this painter used. */
  firstLineId?: number;
  onOps?: (ops: DrawOp[]) => void;
  /** Called when what the toolbar shows changes. */
  onChange?: (status: DrawingStatus) => void;
  className?: string;
  'aria-label'?: string;
}

export interface DrawingStatus {
  canUndo: boolean;
  canUndoEraseAll: boolean;
  lineCount: number;
}

export interface DrawingCanvasHandle {
  undo(): void;
  eraseAll(): void;
  undoEraseAll(): void;
  clear(): void;
  getSaveData(): SaveData;
  canUndo(): boolean;
  canUndoEraseAll(): boolean;
  /** Replaces the drawing (throws InvalidSaveDataError); with `stream`, the ops to redraw it go to onOps. */
  load(data: unknown, options?: { stream?: boolean }): void;
  resetView(): void;
}

function pointerKind(type: string): PointerKind {
  return type === 'touch' || type === 'pen' ? type : 'mouse';
}

/** Line ids from the clock: a painter who reloads mid-turn starts above every id sent before. */
function freshLineId(): number {
  return Date.now();
}

function statusOf(model: CanvasModel): DrawingStatus {
  return { canUndo: canUndo(model), canUndoEraseAll: canUndoEraseAll(model), lineCount: model.lines.length };
}

function paintableLines(model: CanvasModel): PaintableLine[] {
  const lines: PaintableLine[] = model.lines.map((line) => ({ ...line, done: true }));
  if (model.state.kind === 'drawing') lines.push({ ...model.state.line, done: false });
  return lines;
}

export const DrawingCanvas = forwardRef<DrawingCanvasHandle, DrawingCanvasProps>(function DrawingCanvas(props, ref) {
  const { width, height, disabled = false, brushColor, brushRadius = CANVAS.brushRadius, clampToDocument = false, panZoomEnabled = false, showGrid = false } = props;
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const modelRef = useRef<CanvasModel | null>(null);
  modelRef.current ??= createCanvasModel({
    width,
    height,
    brushColor,
    brushRadius,
    clampToDocument,
    panZoomEnabled,
    initial: props.initial,
    firstLineId: props.firstLineId ?? freshLineId(),
  });
  const painterRef = useRef<LinePainter | null>(null);
  painterRef.current ??= new LinePainter();
  const latest = useRef({ props, showGrid, disabled });
  const reported = useRef<DrawingStatus | null>(null);
  const tickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useLayoutEffect(() => {
    latest.current = { props, showGrid, disabled };
  });

  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    const model = modelRef.current;
    if (!canvas || !model) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const pixelRatio = devicePixelRatioNow();
    const painter = painterRef.current!;
    if (sizeBackingStore(canvas, model.displayWidth, model.displayHeight, pixelRatio)) painter.invalidate();
    painter.paint(ctx, paintableLines(model), {
      cssWidth: model.displayWidth,
      cssHeight: model.displayHeight,
      pixelRatio,
      transform: viewTransform(model),
      documentWidth: model.width,
      documentHeight: model.height,
      paper: PAPER_COLOR,
      grid: latest.current.showGrid,
    });
  }, []);

  const report = useCallback(() => {
    const status = statusOf(modelRef.current!);
    const before = reported.current;
    if (before && before.canUndo === status.canUndo && before.canUndoEraseAll === status.canUndoEraseAll && before.lineCount === status.lineCount) return;
    reported.current = status;
    latest.current.props.onChange?.(status);
  }, []);

  const dispatch = useCallback(
    (event: CanvasEvent) => {
      const { model, ops } = reduceCanvas(modelRef.current!, event);
      modelRef.current = model;
      paint();
      if (ops.length > 0) latest.current.props.onOps?.(ops);
      report();
      // A finger held still becomes a stroke after 250 ms, with or without further events.
      const state = model.state;
      if (state.kind === 'touchPending' && tickTimer.current === null) {
        const wait = Math.max(0, state.startTime + CANVAS.touchDelayMs - performance.now());
        tickTimer.current = setTimeout(() => {
          tickTimer.current = null;
          dispatch({ type: 'tick', time: performance.now() });
        }, wait);
      } else if (state.kind !== 'touchPending' && tickTimer.current !== null) {
        clearTimeout(tickTimer.current);
        tickTimer.current = null;
      }
    },
    [paint, report],
  );

  useImperativeHandle(
    ref,
    () => ({
      undo: () => dispatch({ type: 'undo' }),
      eraseAll: () => dispatch({ type: 'eraseAll' }),
      undoEraseAll: () => dispatch({ type: 'undoEraseAll' }),
      clear: () => dispatch({ type: 'clear' }),
      getSaveData: () => toSaveData(modelRef.current!),
      canUndo: () => canUndo(modelRef.current!),
      canUndoEraseAll: () => canUndoEraseAll(modelRef.current!),
      load: (data, options) => dispatch({ type: 'load', data, stream: options?.stream }),
      resetView: () => dispatch({ type: 'resetView' }),
    }),
    [dispatch],
  );

  // Props the model holds: passed on as events, so a stroke in progress ends cleanly.
  useLayoutEffect(() => dispatch({ type: 'setColor', color: brushColor }), [dispatch, brushColor]);
  useLayoutEffect(() => dispatch({ type: 'setRadius', radius: brushRadius }), [dispatch, brushRadius]);
  useLayoutEffect(() => dispatch({ type: 'resize', width, height }), [dispatch, width, height]);
  useLayoutEffect(() => {
    modelRef.current = { ...modelRef.current!, clampToDocument, panZoomEnabled };
  }, [clampToDocument, panZoomEnabled]);
  useLayoutEffect(() => {
    if (disabled) dispatch({ type: 'cancel' });
  }, [dispatch, disabled]);
  useLayoutEffect(() => {
    painterRef.current!.invalidate();
    paint();
  }, [paint, showGrid]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    /** Client coordinates to the element's own pixels (CSS transforms may show it at another size). */
    const local = (clientX: number, clientY: number) => {
      const rect = canvas.getBoundingClientRect();
      const model = modelRef.current!;
      const sx = rect.width > 0 ? model.displayWidth / rect.width : 1;
      const sy = rect.height > 0 ? model.displayHeight / rect.height : 1;
      return { x: (clientX - rect.left) * sx, y: (clientY - rect.top) * sy };
    };
    const input = (event: PointerEvent): PointerInput => ({
      pointerId: event.pointerId,
      pointerType: pointerKind(event.pointerType),
      ...local(event.clientX, event.clientY),
      time: event.timeStamp,
      ctrlKey: event.ctrlKey || event.metaKey,
      button: event.button,
    });
    const onDown = (event: PointerEvent) => {
      if (latest.current.disabled) return;
      event.preventDefault();
      try {
        canvas.setPointerCapture(event.pointerId);
      } catch {
        // A pointer that is already gone cannot be captured; its up event still arrives.
      }
      dispatch({ type: 'pointerDown', ...input(event) });
    };
    const onMove = (event: PointerEvent) => {
      if (latest.current.disabled) return;
      // Fast strokes: the browser merges moves into one event; every merged point counts.
      const merged = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
      for (const each of merged.length > 0 ? merged : [event]) dispatch({ type: 'pointerMove', ...input(each) });
    };
    const onUp = (event: PointerEvent) => dispatch({ type: 'pointerUp', ...input(event) });
    const onCancel = (event: PointerEvent) => dispatch({ type: 'pointerCancel', pointerId: event.pointerId });
    const onWheel = (event: WheelEvent) => {
      if (latest.current.disabled || !modelRef.current!.panZoomEnabled) return;
      event.preventDefault();
      // Wheels that count in lines or pages: about 16 px a line, a page the canvas's height.
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? modelRef.current!.displayHeight : 1;
      dispatch({ type: 'wheel', ...local(event.clientX, event.clientY), deltaY: event.deltaY * unit });
    };
    const onContextMenu = (event: Event) => event.preventDefault();
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onCancel);
    canvas.addEventListener('wheel', onWheel, { passive: false });
    canvas.addEventListener('contextmenu', onContextMenu);
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onCancel);
      canvas.removeEventListener('wheel', onWheel);
      canvas.removeEventListener('contextmenu', onContextMenu);
    };
  }, [dispatch]);

  useEffect(
    () => () => {
      if (tickTimer.current !== null) clearTimeout(tickTimer.current);
      tickTimer.current = null;
    },
    [],
  );

  const classes = ['draw-canvas', disabled ? 'is-disabled' : '', props.className ?? ''].filter(Boolean).join(' ');
  return (
    <canvas
      ref={canvasRef}
      className={classes}
      style={{ width, height }}
      role="img"
      aria-label={props['aria-label'] ?? t('canvas.label')}
      aria-disabled={disabled || undefined}
    />
  );
});
