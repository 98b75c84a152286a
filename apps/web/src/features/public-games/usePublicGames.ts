import { useEffect, useRef, useState } from 'react';
import { dest } from '@snackparty/protocol';
import type { PublicGameEntry } from '@snackparty/protocol';
import { useSession } from '../../app/session';
import { RealtimeConnection } from '../../realtime/connection';
import type { RealtimeOptions, RealtimeStatus } from '../../realtime/connection';
import { useLiveResource } from '../../realtime/useLiveResource';
import { getItem } from '../../storage/storage';
import { fetchPublicGames } from './publicGamesApi';

export type PublicGamesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; games: PublicGameEntry[] };

/** The realtime connection's own options, for a test's STOMP client. */
export type PublicFeedConnectionOptions = Pick<RealtimeOptions, 'createClient' | 'brokerURL' | 'network'>;

function isEntryList(body: unknown): body is PublicGameEntry[] {
  return Array.isArray(body) && body.every((entry) => entry && typeof entry === 'object' && typeof (entry as PublicGameEntry).gameCode === 'string');
}

/**
 * The public games list, live: fetched at once, replaced by every list the server publishes on
 * `/public/publicGames`, and fetched again after a reconnect (lists published meanwhile are missed).
 * The connection joins no room; it needs a token, so a new visitor signs in as a guest first. Without
 * one (the server is away) the list is still fetched, just not kept live.
 */
export function usePublicGames(connectionOptions: PublicFeedConnectionOptions = {}): { state: PublicGamesState; retry: () => void } {
  const session = useSession();
  const ensureToken = useRef(session.ensureToken);
  const options = useRef(connectionOptions);
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  const [state, setState] = useState<PublicGamesState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let conn: RealtimeConnection | null = null;
    let offStatus: () => unknown = () => undefined;
    void ensureToken.current().then((token) => {
      if (cancelled || !token) return;
      conn = new RealtimeConnection({ gameCode: '', purpose: 'public', getToken: () => getItem('accessToken'), ...options.current });
      offStatus = conn.onStatus(setStatus);
      conn.activate();
      setConnection(conn);
    });
    return () => {
      cancelled = true;
      offStatus();
      conn?.close();
      setConnection(null);
      setStatus('disconnected');
    };
  }, []);

  const { refresh } = useLiveResource<PublicGameEntry[]>({
    connection,
    status,
    key: 'publicGames',
    fetch: (signal) => fetchPublicGames(signal),
    onFetched: (games) => setState({ status: 'ready', games }),
    // A list already shown stays (a refetch after a reconnect failed); with none, say so.
    onFetchFailed: () => setState((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    topics: [dest.publicGames],
    onPush: (body) => {
      if (isEntryList(body)) setState({ status: 'ready', games: body });
    },
    pushWins: true,
  });

  const retry = () => {
    setState({ status: 'loading' });
    refresh();
  };
  return { state, retry };
}
