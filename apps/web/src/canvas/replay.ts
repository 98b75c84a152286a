import { scaleLines } from '@snackparty/protocol';
import type { SaveData } from '@snackparty/protocol';
import { CANVAS } from './constants';
import { paintLine, paintPieces } from './render';
import type { PaintContext } from './render';

export interface ReplayOptions {
  /** Animated: the points appear one after another, `offsetMs` apart; otherwise all at once. */
  animated: boolean;
  offsetMs?: number;
  onDone?: () => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
}

function browserTimer(run: () => void, ms: number): () => void {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
}

/**
 * Replays a drawing onto a context whose units are CSS pixels of a `size` area (the drawing is scaled
 * from its own width and height). Animated, point k of the drawing (counting through the lines in
 * order) appears k x 5 ms after the start. Returns a function that stops the replay.
 */
export function replayLines(
  ctx: CanvasRenderingContext2D | PaintContext,
  data: SaveData,
  size: { width: number; height: number },
  options: ReplayOptions,
): () => void {
  const lines = scaleLines(data.lines, data, size);
  if (!options.animated) {
    for (const line of lines) paintLine(ctx, line);
    options.onDone?.();
    return () => undefined;
  }

  const offset = options.offsetMs ?? CANVAS.replayOffsetMs;
  const now = options.now ?? (() => performance.now());
  const setTimer = options.setTimer ?? browserTimer;
  const start = now();
  let lineIndex = 0;
  /** Points of the current line already shown. */
  let shown = 0;
  /** Points of the whole drawing already shown. */
  let total = 0;
  let cancelTimer: (() => void) | null = null;
  let stopped = false;

  const advance = () => {
    cancelTimer = null;
    const due = Math.floor((now() - start) / offset) + 1;
    while (total < due && lineIndex < lines.length) {
      const line = lines[lineIndex]!;
      const count = Math.min(line.points.length, shown + (due - total));
      const finished = count === line.points.length;
      paintPieces(ctx, line, Math.max(1, shown), count, finished);
      total += count - shown;
      shown = count;
      if (finished) {
        lineIndex++;
        shown = 0;
      }
    }
    if (lineIndex >= lines.length) {
      stopped = true;
      options.onDone?.();
      return;
    }
    cancelTimer = setTimer(advance, Math.max(0, start + total * offset - now()));
  };
  advance();

  return () => {
    if (stopped) return;
    stopped = true;
    cancelTimer?.();
  };
}
