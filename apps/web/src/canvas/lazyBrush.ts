import type { Point } from '@snackparty/protocol';

/**
 * The lazy brush: the pen hangs behind the pointer on a string of `radius` pixels. It moves only when
 * the pointer is farther away than that, and then only by the excess, straight towards the pointer.
 * Jitter smaller than the string never reaches the paper, so lines come out smooth.
 * Returns the same point object when the pen does not move.
 */
export function followPointer(pen: Point, pointer: Point, radius: number): Point {
  const dx = pointer.x - pen.x;
  const dy = pointer.y - pen.y;
  const distance = Math.hypot(dx, dy);
  if (distance <= radius) return pen;
  const step = (distance - radius) / distance;
  return { x: pen.x + dx * step, y: pen.y + dy * step };
}
