import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The demo's clock: it runs while the example plays and is seen (its tab in front, the example on
 * screen), and stands still otherwise, so a demo never jumps ahead after a hidden tab wakes up.
 */
export function useDemoClock(startAt: number, running: boolean): () => number {
  const clock = useRef<{ base: number; since: number | null }>({ base: startAt, since: null });
  const now = useCallback(() => {
    const { base, since } = clock.current;
    return since === null ? base : base + (performance.now() - since);
  }, []);
  useEffect(() => {
    if (!running) return undefined;
    clock.current = { base: clock.current.base, since: performance.now() };
    return () => {
      clock.current = { base: now(), since: null };
    };
  }, [running, now]);
  return now;
}

/** Whether the page is in front (not a hidden tab). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Whether an element is on screen (true where the browser cannot tell). */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/** Whether the visitor asked for less motion. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/** The scale that fits a `width`-wide screen into an element, kept up to date. */
export function useFitScale(ref: RefObject<Element | null>, width: number): number {
  const [scale, setScale] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setScale(el.getBoundingClientRect().width / width);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, width]);
  return scale;
}
