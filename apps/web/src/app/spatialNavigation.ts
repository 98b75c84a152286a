/**
 * Moving focus with a TV remote's arrow keys: the focusable element nearest in the pressed direction
 * gets the focus (TV browsers do not do this for web pages). Inside an open dialog only its own
 * elements count. Text fields and elements that use the arrows themselves keep them; a slider keeps
 * left and right until it is at that end.
 */
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The index of the candidate to go to from `from` in `direction`, or -1: among those whose centre lies
 * that way, the nearest, where being off the axis counts three times as much as being along it.
 */
export function nextInDirection(from: Box, candidates: readonly Box[], direction: Direction): number {
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best = -1;
  let bestScore = Infinity;
  candidates.forEach((box, index) => {
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const along = direction === 'up' ? cy - y : direction === 'down' ? y - cy : direction === 'left' ? cx - x : x - cx;
    const across = direction === 'up' || direction === 'down' ? Math.abs(x - cx) : Math.abs(y - cy);
    if (along <= 1) return;
    const score = along + 3 * across;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

/** Whether the element keeps the arrow keys for itself (typing, sliders, lists that move on arrows). */
function usesArrows(element: Element | null, direction: Direction): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    const type = element.type;
    // A slider moves with left and right until its end; from there, and up or down, the focus moves on.
    if (type === 'range') {
      const value = Number(element.value);
      if (direction === 'right') return value < Number(element.max || 100);
      if (direction === 'left') return value > Number(element.min || 0);
      return false;
    }
    if (['text', 'email', 'password', 'search', 'number', 'tel', 'url'].includes(type)) return direction === 'left' || direction === 'right';
  }
  return element.closest('[data-arrow-keys="own"]') !== null;
}

function visible(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** Listens for the arrow keys on the document; returns the function that stops it. */
export function installSpatialNavigation(doc: Document = document): () => void {
  const onKey = (event: KeyboardEvent) => {
    const direction = KEYS[event.key];
    if (!direction || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = doc.activeElement as HTMLElement | null;
    if (usesArrows(active, direction)) return;
    const scope: ParentNode = doc.querySelector('dialog[open]') ?? doc;
    const elements = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((e) => e !== active && visible(e));
    if (elements.length === 0) return;
    if (!active || active === doc.body || !scope.contains(active)) {
      event.preventDefault();
      elements[0]!.focus();
      return;
    }
    const index = nextInDirection(active.getBoundingClientRect(), elements.map((e) => e.getBoundingClientRect()), direction);
    if (index < 0) return;
    event.preventDefault();
    elements[index]!.focus();
    elements[index]!.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
