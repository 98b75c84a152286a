import { useSyncExternalStore } from 'react';
import { browserNetwork } from './connection';
import type { RealtimeStatus } from './connection';

/** What a screen says about its connection: the realtime status, told apart by what the browser knows. */
export type ConnectionState =
  | 'connected'
  /** Not connected yet (the first connect of this screen). */
  | 'connecting'
  /** It was connected and is trying to get back. */
  | 'reconnecting'
  /** The browser has no network at all: it reconnects once the network is back. */
  | 'offline';

const subscribe = (listener: () => void) => browserNetwork.onChange(listener);
const isOnline = () => browserNetwork.isOnline();

/** Whether the browser says it has a network (`navigator.onLine`), kept up to date. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function connectionState(status: RealtimeStatus, online: boolean): ConnectionState {
  if (status === 'connected') return 'connected';
  if (!online) return 'offline';
  return status === 'reconnecting' || status === 'disconnected' ? 'reconnecting' : 'connecting';
}

/** The connection state of a screen whose realtime status is `status`. */
export function useConnectionState(status: RealtimeStatus): ConnectionState {
  return connectionState(status, useBrowserOnline());
}
