import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { RealtimeStatus } from '../src/realtime/connection';
import { useLiveResource } from '../src/realtime/useLiveResource';

afterEach(() => cleanup());

function setup(onlyConnected: boolean) {
  const fetch = vi.fn(async () => 'state');
  const { rerender } = renderHook(({ status }: { status: RealtimeStatus }) => useLiveResource({ connection: null, status, key: 'ABCDE', fetch, onFetched: () => undefined, onlyConnected }), {
    initialProps: { status: 'connecting' as RealtimeStatus },
  });
  return { fetch, rerender };
}

describe('useLiveResource', () => {
  it('fetches once at start, again after every reconnect, and never when the connection goes down', () => {
    const { fetch, rerender } = setup(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    rerender({ status: 'connected' });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Down (offline, say): a fetch now would only fail.
    rerender({ status: 'reconnecting' });
    expect(fetch).toHaveBeenCalledTimes(2);
    rerender({ status: 'connected' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('with onlyConnected, fetches at each connect only', () => {
    const { fetch, rerender } = setup(true);
    expect(fetch).toHaveBeenCalledTimes(0);
    rerender({ status: 'connected' });
    expect(fetch).toHaveBeenCalledTimes(1);
    rerender({ status: 'reconnecting' });
    rerender({ status: 'connected' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
