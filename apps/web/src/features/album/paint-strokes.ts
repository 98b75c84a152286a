import type { SaveData } from '@snackparty/protocol';

/** How many points a drawing has, over all its strokes: the length of its replay. */
export function pointCount(data: SaveData): number {
  return data.lines.reduce((n, line) => n + line.points.length, 0);
}

/**
 * Paints a drawing's strokes on a canvas at its size, in the order they were painted, up to `upTo`
 * points (all of them by default): the replay paints more of them frame by frame.
 */
export function paintStrokes(context: CanvasRenderingContext2D, data: SaveData, upTo = Infinity): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, data.width, data.height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  let left = upTo;
  for (const line of data.lines) {
    if (left <= 0) break;
    const points = line.points.slice(0, Math.max(0, Math.min(line.points.length, left)));
    left -= line.points.length;
    if (points.length === 0) continue;
    context.strokeStyle = line.brushColor;
    context.fillStyle = line.brushColor;
    context.lineWidth = line.brushRadius * 2;
    if (points.length === 1) {
      context.beginPath();
      context.arc(points[0]!.x, points[0]!.y, line.brushRadius, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points.slice(1)) context.lineTo(p.x, p.y);
    context.stroke();
  }
}
