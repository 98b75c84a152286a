/**
 * Painting lines on a plain 2D context: quadratic curves through the midpoints of the points, round
 * caps and joins. A line of n points is painted as pieces, piece i ending where point i is known:
 *
 *   piece 1:    p0 -> mid(p0, p1)                       (straight)
 *   piece i>1:  mid(p[i-2], p[i-1]) -> mid(p[i-1], p[i]), curving through p[i-1]
 *   tail:       mid(p[n-2], p[n-1]) -> p[n-1]            (straight, once the line is finished)
 *
 * The pieces meet end to end, so a stroke in progress can be painted one piece at a time and looks the
 * same as the finished line painted at once.
 */
import type { Line, Point } from '@snackparty/protocol';
import { CANVAS, GRID_COLOR } from './constants';

/** The part of the 2D context painting uses (a recording stand-in can play it in tests). */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath' | 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'stroke' | 'fillRect' | 'clearRect' | 'setTransform'
  | 'strokeStyle' | 'fillStyle' | 'lineWidth' | 'lineCap' | 'lineJoin'
>;

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Paints pieces from..to-1 of a line (1 <= from), and its tail when `tail` is set. */
export function paintPieces(ctx: PaintContext, line: Line, from: number, to: number, tail: boolean): void {
  const points = line.points;
  const n = points.length;
  const first = Math.max(1, from);
  const last = Math.min(to, n);
  const withTail = tail && n >= 2;
  if (first >= last && !withTail) return;
  ctx.strokeStyle = line.brushColor;
  ctx.lineWidth = line.brushRadius * 2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  // Where piece `first` starts; with no piece to paint, where the tail starts.
  const start = first < last ? (first === 1 ? points[0]! : mid(points[first - 2]!, points[first - 1]!)) : mid(points[n - 2]!, points[n - 1]!);
  ctx.moveTo(start.x, start.y);
  for (let i = first; i < last; i++) {
    const end = mid(points[i - 1]!, points[i]!);
    if (i === 1) ctx.lineTo(end.x, end.y);
    else ctx.quadraticCurveTo(points[i - 1]!.x, points[i - 1]!.y, end.x, end.y);
  }
  if (withTail) ctx.lineTo(points[n - 1]!.x, points[n - 1]!.y);
  ctx.stroke();
}

/** Paints a whole, finished line. A line of one point paints nothing: it is not a line. */
export function paintLine(ctx: PaintContext, line: Line): void {
  paintPieces(ctx, line, 1, line.points.length, true);
}

/** A hairline grid every 25 document pixels, inside the document. */
export function paintGrid(ctx: PaintContext, width: number, height: number, scale: number): void {
  ctx.strokeStyle = GRID_COLOR;
  ctx.lineWidth = 1 / scale;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  for (let x = CANVAS.gridSize; x < width; x += CANVAS.gridSize) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
  }
  for (let y = CANVAS.gridSize; y < height; y += CANVAS.gridSize) {
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
  }
  ctx.stroke();
}

/** Gives a canvas a sharp backing store for its CSS size on this screen; true when it changed (and was cleared). */
export function sizeBackingStore(canvas: HTMLCanvasElement, cssWidth: number, cssHeight: number, pixelRatio: number): boolean {
  const width = Math.max(1, Math.round(cssWidth * pixelRatio));
  const height = Math.max(1, Math.round(cssHeight * pixelRatio));
  if (canvas.width === width && canvas.height === height) return false;
  canvas.width = width;
  canvas.height = height;
  return true;
}

export function devicePixelRatioNow(): number {
  return typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
}

/** A line as the painter sees it: `done` once it will get no more points. */
export interface PaintableLine extends Line {
  id: number;
  done: boolean;
}

/** Everything besides the lines that decides how a canvas looks. */
export interface Scene {
  cssWidth: number;
  cssHeight: number;
  pixelRatio: number;
  /** Screen pixels per document pixel, and the document origin on screen (CSS pixels). */
  transform: { scale: number; x: number; y: number };
  documentWidth: number;
  documentHeight: number;
  /** The colour of the document's paper; null leaves it transparent. */
  paper: string | null;
  grid: boolean;
}

function sameScene(a: Scene | null, b: Scene): boolean {
  return (
    a !== null && a.cssWidth === b.cssWidth && a.cssHeight === b.cssHeight && a.pixelRatio === b.pixelRatio &&
    a.transform.scale === b.transform.scale && a.transform.x === b.transform.x && a.transform.y === b.transform.y &&
    a.documentWidth === b.documentWidth && a.documentHeight === b.documentHeight && a.paper === b.paper && a.grid === b.grid
  );
}

/**
 * Keeps a canvas showing a list of lines. When the lines only grew since the last paint (new points on
 * the last line, new lines), it paints only the new pieces; anything else (undo, a new view) repaints.
 */
export class LinePainter {
  private drawn: Array<{ id: number; count: number; done: boolean }> = [];
  private scene: Scene | null = null;

  paint(ctx: PaintContext, lines: readonly PaintableLine[], scene: Scene): void {
    if (!sameScene(this.scene, scene) || !this.onlyGrew(lines)) {
      this.repaint(ctx, lines, scene);
      return;
    }
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const before = this.drawn[i];
      const count = line.points.length;
      if (before && before.count === count && before.done === line.done) continue;
      paintPieces(ctx, line, before ? before.count : 1, count, line.done);
      this.drawn[i] = { id: line.id, count, done: line.done };
    }
  }

  /** Forgets what is on the canvas: the next paint repaints everything. */
  invalidate(): void {
    this.scene = null;
  }

  private onlyGrew(lines: readonly PaintableLine[]): boolean {
    if (lines.length < this.drawn.length) return false;
    return this.drawn.every((before, i) => {
      const line = lines[i]!;
      return line.id === before.id && line.points.length >= before.count && !(before.done && line.points.length !== before.count);
    });
  }

  private repaint(ctx: PaintContext, lines: readonly PaintableLine[], scene: Scene): void {
    const { pixelRatio: r, transform: t } = scene;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, scene.cssWidth * r, scene.cssHeight * r);
    ctx.setTransform(r * t.scale, 0, 0, r * t.scale, r * t.x, r * t.y);
    if (scene.paper) {
      ctx.fillStyle = scene.paper;
      ctx.fillRect(0, 0, scene.documentWidth, scene.documentHeight);
    }
    if (scene.grid) paintGrid(ctx, scene.documentWidth, scene.documentHeight, t.scale);
    for (const line of lines) paintPieces(ctx, line, 1, line.points.length, line.done);
    this.drawn = lines.map((line) => ({ id: line.id, count: line.points.length, done: line.done }));
    this.scene = scene;
  }
}
