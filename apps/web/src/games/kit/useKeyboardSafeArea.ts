import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Room kept between the field and the top of the phone's keyboard (px). */
const MARGIN = 12;

/** How much of the window the on-screen keyboard covers, from the visual viewport (0 without one). */
export function keyboardInset(win: Pick<Window, 'innerHeight' | 'visualViewport'>): number {
  const viewport = win.visualViewport;
  if (!viewport) return 0;
  return Math.max(0, Math.round(win.innerHeight - viewport.height - viewport.offsetTop));
}

/**
 * Keeps a form above the phone's keyboard. Phones shrink the visual viewport, not the page, when the
 * keyboard opens, so a field low on the page would sit behind it: whenever the visual viewport moves
 * or shrinks while focus is inside `ref`, the page scrolls just enough to show the whole form.
 * Returns the keyboard's height, for room under the form to scroll into.
 */
export function useKeyboardSafeArea(ref: RefObject<HTMLElement | null>): number {
  const [inset, setInset] = useState(() => (typeof window === 'undefined' ? 0 : keyboardInset(window)));
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    let frame = 0;
    const update = () => {
      setInset(keyboardInset(window));
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = ref.current;
        if (!element || !element.contains(document.activeElement)) return;
        const box = element.getBoundingClientRect();
        const visibleTop = viewport.offsetTop;
        const visibleBottom = viewport.offsetTop + viewport.height;
        if (box.bottom + MARGIN > visibleBottom) window.scrollBy({ top: Math.min(box.bottom + MARGIN - visibleBottom, box.top - visibleTop) });
        else if (box.top < visibleTop) window.scrollBy({ top: box.top - visibleTop - MARGIN });
      });
    };
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    document.addEventListener('focusin', update);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      document.removeEventListener('focusin', update);
    };
  }, [ref]);
  return inset;
}
