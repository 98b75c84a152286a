import { useEffect, useState } from 'react';
import type { Loaded } from '../profile/useLoad';

/**
 * Loads with `load` whenever its dependencies change, like the profile's useLoad, but a reload keeps
 * showing what it had until the new answer arrives (the admin page refreshes without flicker).
 */
export function useReload<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Loaded<T>, (value: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => !controller.signal.aborted && setState({ status: 'ready', value }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }));
    return () => controller.abort();
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return [state, (value: T) => setState({ status: 'ready', value })];
}
