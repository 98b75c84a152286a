/** Index arithmetic for carousels. */

/** Moves `delta` steps from `index` in a ring of `length` items. */
export function stepIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/** The index of the first item from `start` (going forward, wrapping) that `isFree` accepts; -1 if none. */
export function nextFree<T>(items: readonly T[], start: number, isFree: (item: T) => boolean, direction: 1 | -1 = 1): number {
  for (let i = 0; i < items.length; i++) {
    const index = stepIndex(start, i * direction, items.length);
    const item = items[index];
    if (item !== undefined && isFree(item)) return index;
  }
  return -1;
}

/** A horizontal swipe: returns -1 (to the previous), 1 (to the next) or 0 (not a swipe). */
export function swipeDirection(dx: number, dy: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.2) return 0;
  return dx < 0 ? 1 : -1;
}
