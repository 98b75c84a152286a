import { useEffect, useState } from 'react';
import { castSender, deviceAround } from './castSender';
import type { CastLink, CastSender } from './castSender';

export interface CastSenderState {
  /** The sender, once this server casts and this browser can (null before and otherwise). */
  sender: CastSender | null;
  /** A cast device is around: the create dialog offers Chromecast only then. */
  deviceAround: boolean;
  /** The cast session showing something now, if any. */
  link: CastLink | null;
  /** The framework has answered (or there is none): `sender` and `deviceAround` are final for now. */
  settled: boolean;
}

/**
 * The cast sender for a screen that may cast, loaded when the screen mounts (`enabled`), never before:
 * a phone's first load stays free of Google's script. Follows device availability and the session.
 */
export function useCastSender(enabled: boolean): CastSenderState {
  const [state, setState] = useState<CastSenderState>({ sender: null, deviceAround: false, link: null, settled: !enabled });
  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    const stops: Array<() => void> = [];
    void castSender().then((sender) => {
      if (cancelled) return;
      if (!sender) {
        setState({ sender: null, deviceAround: false, link: null, settled: true });
        return;
      }
      setState({ sender, deviceAround: deviceAround(sender.state()), link: sender.current(), settled: true });
      stops.push(sender.onState((castState) => setState((previous) => ({ ...previous, deviceAround: deviceAround(castState) }))));
      stops.push(sender.onSession((link) => setState((previous) => ({ ...previous, link }))));
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [enabled]);
  return state;
}
