import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '../../api/errors';
import { useStoredItem } from '../../storage/useStoredItem';
import { useToast } from '../../ui/toast';
import { resumeCastSession } from './castApi';
import { rememberCast } from './castCreate';
import { isCastCancel } from './castSender';
import { useCastSender } from './useCastSender';

/** How long a reloaded remote waits for the framework to find the cast it had before saying it ended. */
const RESUME_GRACE_MS = 4000;

export type CastLinkStatus = 'checking' | 'casting' | 'connecting' | 'ended' | 'unavailable';

/**
 * What a cast session is seen as from the remote: `casting` while the device shows the room,
 * `ended` once it stopped (or a reloaded remote found none), `unavailable` in a browser that cannot
 * cast (it cannot know what the TV shows). Pure.
 */
export function castLinkStatus(input: { settled: boolean; canCast: boolean; linked: boolean; connecting: boolean; waitedForResume: boolean }): CastLinkStatus {
  if (input.connecting) return 'connecting';
  if (input.linked) return 'casting';
  if (!input.settled) return 'checking';
  if (!input.canCast) return 'unavailable';
  return input.waitedForResume ? 'ended' : 'checking';
}

export interface CastLinkApi {
  status: CastLinkStatus;
  /** The device showing the room, or the one that did. */
  deviceName: string | null;
  /** Casts the room again: call it straight from a click (the device picker opens only then). */
  castAgain: () => void;
  /** Stops casting: the device closes the receiver. */
  stop: () => void;
}

/** The remote's cast of room `code`: its state, and casting it again. */
export function useCastLink(code: string | null): CastLinkApi {
  const { t } = useTranslation();
  const toast = useToast();
  const cast = useCastSender(true);
  const storedDevice = useStoredItem('chromecastDeviceName');
  const [connecting, setConnecting] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), RESUME_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  const { sender } = cast;
  const castAgain = useCallback(() => {
    if (!sender || !code) return;
    const linking = sender.connect();
    setConnecting(true);
    void (async () => {
      try {
        const link = await linking;
        await link.sendRoom(await resumeCastSession(code));
        rememberCast(link, code);
      } catch (error) {
        if (isCastCancel(error)) return;
        const key = isApiError(error) ? errorMessageKey(error) : 'cast.remote.castAgainFailed';
        toast.show(t(key, { defaultValue: t('cast.remote.castAgainFailed') }), { kind: 'error' });
      } finally {
        setConnecting(false);
      }
    })();
  }, [sender, code, t, toast]);

  const stop = useCallback(() => {
    if (cast.link) sender?.stop();
  }, [sender, cast.link]);

  return {
    status: castLinkStatus({ settled: cast.settled, canCast: sender !== null, linked: cast.link !== null, connecting, waitedForResume: waited }),
    deviceName: cast.link?.deviceName ?? storedDevice ?? null,
    castAgain,
    stop,
  };
}
