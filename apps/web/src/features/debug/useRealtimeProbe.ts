import { useEffect, useRef, useState } from 'react';
import { TIMING, dest } from '@snackparty/protocol';
import type { HeartbeatRequest } from '@snackparty/protocol';
import { useRealtime, useTopic } from '../../realtime/useRealtime';
import type { RealtimeStatus } from '../../realtime/connection';

export interface RealtimeProbe {
  status: RealtimeStatus;
  /** The last round trip of a heartbeat to the server and its receipt back, ms. */
  latencyMs: number | null;
  /** When the room last asked its phones for a heartbeat (a host screen connected). */
  lastHeartbeatRequestAt: number | null;
  /** The server refused the connection, with its message key. */
  refusedKey: string | null;
}

/**
 * The realtime connection this device would use in `code`, opened to look only (`join`: it takes no
 * seat): its state, and its latency measured with the heartbeat topic every 5 s, as the time from a
 * heartbeat sent with a receipt to the server's RECEIPT.
 */
export function useRealtimeProbe(code: string | null, enabled: boolean): RealtimeProbe {
  const [latencyMs, setLatency] = useState<number | null>(null);
  const [lastHeartbeatRequestAt, setLastRequest] = useState<number | null>(null);
  const [refusedKey, setRefused] = useState<string | null>(null);
  const sequence = useRef(0);
  const { connection, status } = useRealtime(code && enabled ? { gameCode: code, purpose: 'join', onRefused: (key) => setRefused(key ?? 'error.something_went_wrong') } : null);

  useEffect(() => {
    setLatency(null);
    setLastRequest(null);
    setRefused(null);
  }, [code]);

  useEffect(() => {
    if (!connection || status !== 'connected' || !code) return undefined;
    setRefused(null);
    const measure = () => {
      sequence.current += 1;
      const sentAt = performance.now();
      connection.send(dest.backend(code, 'responseHeartbeat'), { sentAt: Date.now() } satisfies HeartbeatRequest, {
        receipt: `probe-${sequence.current}`,
        onReceipt: () => setLatency(Math.round(performance.now() - sentAt)),
      });
    };
    measure();
    const timer = setInterval(measure, TIMING.heartbeatIntervalMs);
    return () => clearInterval(timer);
  }, [connection, status, code]);

  useTopic<HeartbeatRequest>(connection, code ? dest.common(code, 'requestHeartbeat') : null, () => setLastRequest(Date.now()));

  return { status, latencyMs, lastHeartbeatRequestAt, refusedKey };
}
