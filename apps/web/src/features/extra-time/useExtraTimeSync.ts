import { useEffect } from 'react';
import { dest } from '@snackparty/protocol';
import type { ExtraTimeMessage } from '@snackparty/protocol';
import type { RealtimeConnection, RealtimeStatus } from '../../realtime/connection';
import { useExtraTimeWanted } from './extraTimePreference';

/**
 * Tells the room whether this seat wants extra time: each time the phone's connection is up (the
 * server keeps no choice of a phone across restarts) and whenever the player changes it.
 */
export function useExtraTimeSync(connection: RealtimeConnection | null, status: RealtimeStatus): void {
  const on = useExtraTimeWanted();
  useEffect(() => {
    if (!connection || status !== 'connected') return;
    connection.send(dest.extraTime(connection.gameCode), { on } satisfies ExtraTimeMessage);
  }, [connection, status, on]);
}
