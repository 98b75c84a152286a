/**
 * Presence while a player is in a room: a heartbeat every 5 s, and an answer to every heartbeat
 * request of the server (spec section 7). Only runs while the connection is up, so a cleared
 * client also stops the heartbeat.
 */
import { TIMING, dest } from '@snackparty/protocol';
import type { HeartbeatRequest } from '@snackparty/protocol';
import type { RealtimeConnection } from './connection';

export function startPlayerHeartbeat(connection: RealtimeConnection, intervalMs: number = TIMING.heartbeatIntervalMs): () => void {
  const code = connection.gameCode;
  let timer: ReturnType<typeof setInterval> | null = null;

  const beat = () => connection.send(dest.backend(code, 'playerHeartbeat'), {});
  const start = () => {
    if (timer) return;
    beat();
    timer = setInterval(beat, intervalMs);
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  const offRequest = connection.subscribe<Partial<HeartbeatRequest>>(dest.common(code, 'requestHeartbeat'), (request) => {
    connection.send(dest.backend(code, 'responseHeartbeat'), { sentAt: request?.sentAt ?? null });
  });
  const offStatus = connection.onStatus((status) => (status === 'connected' ? start() : stop()));
  if (connection.isConnected()) start();

  return () => {
    stop();
    offStatus();
    offRequest();
  };
}
