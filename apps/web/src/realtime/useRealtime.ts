import { useEffect, useRef, useState } from 'react';
import type { ConnectPurpose, RealtimeErrorMessage } from '@snackparty/protocol';
import { getItem } from '../storage/storage';
import { RealtimeConnection } from './connection';
import type { RealtimeStatus } from './connection';
import { startPlayerHeartbeat } from './heartbeat';

export interface UseRealtimeOptions {
  gameCode: string;
  purpose: ConnectPurpose;
  playerSessionId?: number | null;
  /** The room's host screen: a newer one takes over, and this one hears `hostRecovery.error.screen_replaced`. */
  hostScreen?: boolean;
  /** The name an audience member goes by (purpose `audience`). */
  audienceName?: string;
  /** Send player heartbeats and answer heartbeat requests. */
  heartbeat?: boolean;
  onServerError?: (error: RealtimeErrorMessage) => void;
  /** The server refused the connection, with its message key when it gave one. */
  onRefused?: (messageKey: string | null) => void;
}

export interface RealtimeHandle {
  connection: RealtimeConnection | null;
  status: RealtimeStatus;
}

/**
 * A realtime connection for as long as the component is mounted and `options` is not null.
 * It is made again when the room, the purpose or the seat changes.
 */
export function useRealtime(options: UseRealtimeOptions | null): RealtimeHandle {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  const onErrorRef = useRef(options?.onServerError);
  const onRefusedRef = useRef(options?.onRefused);
  useEffect(() => {
    onErrorRef.current = options?.onServerError;
    onRefusedRef.current = options?.onRefused;
  });

  const gameCode = options?.gameCode ?? null;
  const purpose = options?.purpose ?? null;
  const playerSessionId = options?.playerSessionId ?? null;
  const heartbeat = options?.heartbeat ?? false;
  const hostScreen = options?.hostScreen ?? false;
  const audienceName = options?.audienceName;

  useEffect(() => {
    if (!gameCode || !purpose) return undefined;
    const conn = new RealtimeConnection({
      gameCode,
      purpose,
      playerSessionId,
      hostScreen,
      audienceName,
      getToken: () => getItem('accessToken'),
      onServerError: (error) => onErrorRef.current?.(error),
      onRefused: (messageKey) => onRefusedRef.current?.(messageKey),
    });
    const offStatus = conn.onStatus(setStatus);
    const stopHeartbeat = heartbeat ? startPlayerHeartbeat(conn) : () => undefined;
    conn.activate();
    setConnection(conn);
    return () => {
      stopHeartbeat();
      offStatus();
      conn.close();
      setConnection(null);
      setStatus('disconnected');
    };
  }, [gameCode, purpose, playerSessionId, heartbeat, hostScreen, audienceName]);

  return { connection, status };
}

/** Subscribes to a destination while mounted; the newest handler is always the one called. */
export function useTopic<T>(connection: RealtimeConnection | null, destination: string | null, handler: (body: T) => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!connection || !destination) return undefined;
    return connection.subscribe<T>(destination, (body) => handlerRef.current(body));
  }, [connection, destination]);
}
