import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/** Loads with `load` whenever its dependencies change; stale answers are dropped. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Loaded<T>, (value: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((value) => !controller.signal.aborted && setState({ status: 'ready', value }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }));
    return () => controller.abort();
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return [state, (value: T) => setState({ status: 'ready', value })];
}
