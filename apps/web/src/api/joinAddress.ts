import { useEffect, useState } from 'react';
import { JOIN_ADDRESS_PATH } from '@snackparty/protocol';
import type { JoinAddressResponse } from '@snackparty/protocol';
import { http } from './http';

let joinOriginRequest: Promise<string | null> | null = null;
let knownJoinOrigin: string | null | undefined;

/**
 * The origin the server tells phones to open: PUBLIC_URL, or this machine's LAN address when the page
 * runs on localhost (an address no phone can open); null for the page's own origin. Asked once per page
 * load; when the server cannot say, the page's own origin is the best guess.
 */
export function fetchJoinOrigin(): Promise<string | null> {
  joinOriginRequest ??= http
    .get<JoinAddressResponse>(JOIN_ADDRESS_PATH, { token: null, skipRefresh: true })
    .then((response) => {
      knownJoinOrigin = response.origin;
      return response.origin;
    })
    .catch((error: unknown) => {
      console.warn('The join address could not be fetched', error);
      joinOriginRequest = null;
      return null;
    });
  return joinOriginRequest;
}

/** Forgets the answer (tests, which answer differently each time). */
export function forgetJoinOrigin(): void {
  joinOriginRequest = null;
  knownJoinOrigin = undefined;
}

/** The origin phones join at (`http://192.168.1.20:8080`): the page's own until the server has answered. */
export function useJoinOrigin(): string {
  const [origin, setOrigin] = useState<string | null | undefined>(knownJoinOrigin);
  useEffect(() => {
    let mounted = true;
    void fetchJoinOrigin().then((answer) => {
      if (mounted) setOrigin(answer);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return origin ?? window.location.origin;
}

/** The join address shown on a screen: host and path, without the scheme. */
export function joinAddress(origin: string): string {
  return `${origin.replace(/^https?:\/\//, '')}/join`;
}
