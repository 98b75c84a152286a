import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeConnection, RealtimeStatus } from './connection';

export interface LiveResourceOptions<T> {
  connection: RealtimeConnection | null;
  status: RealtimeStatus | undefined;
  /** What is fetched (a room, a seat, a turn); null: nothing. A new key fetches again. */
  key: string | null;
  fetch: (signal: AbortSignal) => Promise<T>;
  onFetched: (value: T) => void;
  onFetchFailed?: (error: unknown) => void;
  /** Topics whose pushes keep the same state up to date. */
  topics?: readonly (string | null)[];
  onPush?: (body: unknown, destination: string) => void;
  /** A push that arrived while a fetch was on the way is newer: the fetched answer is dropped. */
  pushWins?: boolean;
  /** Fetch only while connected (by default also once before the first connect). */
  onlyConnected?: boolean;
  /** Called as each fetch starts. */
  onFetchStart?: () => void;
}

/**
 * State that lives on the server: fetched once, kept up to date by pushes, and fetched again after
 * every reconnect, because pushes sent while this client was away are missed. Handlers may change
 * between renders; the newest is always the one called.
 */
export function useLiveResource<T>(options: LiveResourceOptions<T>): { refresh: () => void } {
  const { connection, key, pushWins = false, onlyConnected = false } = options;
  const connected = options.status === 'connected';
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  const pushes = useRef(0);
  const [refreshTick, setRefreshTick] = useState(0);
  // Each (re)connect fetches again; a connection going down fetches nothing (the network is likely
  // gone with it, and the reconnect fetches anyway).
  const [connects, setConnects] = useState(0);
  const [wasConnected, setWasConnected] = useState(connected);
  if (connected !== wasConnected) {
    setWasConnected(connected);
    if (connected) setConnects((n) => n + 1);
  }
  const connectedNow = useRef(connected);
  useEffect(() => {
    connectedNow.current = connected;
  });

  const topics = (options.topics ?? []).filter((topic): topic is string => !!topic);
  const topicsKey = topics.join('\n');
  useEffect(() => {
    if (!connection || !topicsKey) return undefined;
    const offs = topicsKey.split('\n').map((destination) =>
      connection.subscribe(destination, (body) => {
        pushes.current += 1;
        handlers.current.onPush?.(body, destination);
      }),
    );
    return () => offs.forEach((off) => off());
  }, [connection, topicsKey]);

  useEffect(() => {
    if (key === null || (onlyConnected && !connectedNow.current)) return undefined;
    const controller = new AbortController();
    const pushesBefore = pushes.current;
    const stale = () => controller.signal.aborted || (pushWins && pushes.current !== pushesBefore);
    handlers.current.onFetchStart?.();
    handlers.current
      .fetch(controller.signal)
      .then((value) => {
        if (!stale()) handlers.current.onFetched(value);
      })
      .catch((error: unknown) => {
        if (!stale()) handlers.current.onFetchFailed?.(error);
      });
    return () => controller.abort();
  }, [key, connects, onlyConnected, pushWins, refreshTick]);

  const refresh = useCallback(() => setRefreshTick((n) => n + 1), []);
  return { refresh };
}
