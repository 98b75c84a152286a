import type { Point } from '@snackparty/protocol';
import type { PaintContext } from '../../src/canvas/render';

/** A path segment as painted: straight, or curving through a control point. */
export interface Segment {
  from: Point;
  to: Point;
  via?: Point;
  color: string;
  width: number;
}

/**
 * A stand-in for the browser's 2D context (happy-dom has none) that keeps the segments each stroke()
 * paints. What the pixels look like is checked in a real browser by scripts/canvas-screenshots.mjs.
 */
export class RecordingContext implements PaintContext {
  strokeStyle: PaintContext['strokeStyle'] = '#000000';
  fillStyle: PaintContext['fillStyle'] = '#000000';
  lineWidth = 1;
  lineCap: CanvasLineCap = 'butt';
  lineJoin: CanvasLineJoin = 'miter';
  segments: Segment[] = [];
  strokes = 0;
  clears = 0;
  private path: Array<Omit<Segment, 'color' | 'width'>> = [];
  private at: Point | null = null;

  beginPath(): void {
    this.path = [];
    this.at = null;
  }
  moveTo(x: number, y: number): void {
    this.at = { x, y };
  }
  lineTo(x: number, y: number): void {
    if (this.at) this.path.push({ from: this.at, to: { x, y } });
    this.at = { x, y };
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    if (this.at) this.path.push({ from: this.at, via: { x: cx, y: cy }, to: { x, y } });
    this.at = { x, y };
  }
  stroke(): void {
    this.strokes++;
    for (const s of this.path) this.segments.push({ ...s, color: String(this.strokeStyle), width: this.lineWidth });
  }
  fillRect(): void {}
  clearRect(): void {
    this.clears++;
    this.segments = [];
  }
  setTransform(): void {}
}
