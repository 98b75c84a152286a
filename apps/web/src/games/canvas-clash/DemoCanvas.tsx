/**
 * An AI painter's drawing as the live example shows it: drawn point by point over the same share of
 * the draw time a robot paints in on the server, on the demo's clock, so a screen opened mid-turn
 * shows the drawing as far as it has come.
 */
import { useEffect, useRef } from 'react';
import { scaleLines } from '@snackparty/protocol';
import type { SaveData } from '@snackparty/protocol';
import { PAPER_COLOR } from '../../canvas';
import { devicePixelRatioNow, paintLine, paintPieces, sizeBackingStore } from '../../canvas/render';

/** A robot paints for this share of the draw time (as the server's AI painter does), then waits. */
const PAINT_SHARE = 0.6;
/** How often the canvas catches up with the clock while it paints. */
const FRAME_MS = 80;

export function DemoCanvas({ drawing, size, paintFrom, paintMs, now }: { drawing: SaveData | null; size: number; paintFrom: number; paintMs: number; now: () => number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return undefined;
    const ratio = devicePixelRatioNow();
    sizeBackingStore(canvas, size, size, ratio);
    const lines = drawing ? scaleLines(drawing.lines, drawing, { width: size, height: size }).filter((line) => line.points.length >= 2) : [];
    const total = lines.reduce((n, line) => n + line.points.length, 0);
    let shown = -1;
    const paint = (): boolean => {
      const share = paintMs <= 0 ? 1 : Math.max(0, Math.min(1, (now() - paintFrom) / (paintMs * PAINT_SHARE)));
      const due = Math.round(total * share);
      if (due === shown) return due < total;
      shown = due;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = PAPER_COLOR;
      ctx.fillRect(0, 0, size, size);
      let left = due;
      for (const line of lines) {
        if (left <= 0) break;
        if (left >= line.points.length) paintLine(ctx, line);
        else paintPieces(ctx, line, 1, left, false);
        left -= line.points.length;
      }
      return due < total;
    };
    if (!paint()) return undefined;
    const timer = setInterval(() => {
      if (!paint()) clearInterval(timer);
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [drawing, size, paintFrom, paintMs, now]);
  return <canvas ref={ref} className="clash-demo__canvas" style={{ width: size, height: size }} aria-hidden="true" />;
}
