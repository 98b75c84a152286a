import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { clearGameSession, getItem, removeItem, setItem } from '../../storage/storage';
import { LoadingDots } from '../../ui/Spinner';
import { Wordmark } from '../../ui/Wordmark';
import { endReceiverSignIn } from './castApi';
import { isCastDevice, startCastReceiver } from './castReceiverSdk';
import type { CastReceiverHandle } from './castReceiverSdk';
import { CastHostScreen } from './CastHostScreen';
import { parseCastRoom, receiverReducer, trustsMessageFrom } from './receiverMessages';
import './cast.css';

/** How long a cast device shows "the room has closed" before the app closes. */
const CLOSE_AFTER_MS = 10_000;

/** What the receiver tells the page that opened or frames it once it listens (a laptop's tab, a test). */
export const RECEIVER_READY_MESSAGE = { type: 'snackparty:castReceiverReady' } as const;

/**
 * The cast receiver (`/cast`, registered as the receiver's address in the Cast console). On a cast
 * device it starts Google's receiver framework and waits for the room the sender hands over; in any
 * other browser a page of this site may hand it over with window.postMessage, in the same shape.
 * Then it is the room's host screen, following the game until the room ends.
 */
export function CastReceiverPage() {
  const { t } = useTranslation();
  const { loginWith } = useSession();
  const [state, dispatch] = useReducer(receiverReducer, { kind: 'waiting' });
  const receiver = useRef<CastReceiverHandle | null>(null);
  /** The room sign-in this screen took last (a browser's own sign-in before it is never ended here). */
  const roomToken = useRef<string | null>(null);

  // Takes the room's sign-in as this screen's own (the room's host screen is the holder of its token),
  // once the sign-in every page starts with has settled, so that it cannot overwrite it.
  const handOver = useCallback(
    async (data: unknown) => {
      const room = parseCastRoom(data);
      if (!room) return;
      await loginWith({ accessToken: room.token, locale: appLanguage() });
      clearGameSession();
      setItem('roomCode', room.gameCode);
      // The sign-in of a room shown before (or of this room, cast again) is over.
      const previous = roomToken.current;
      roomToken.current = room.token;
      if (previous && previous !== room.token) void endReceiverSignIn(previous);
      dispatch({ type: 'room', room });
    },
    [loginWith],
  );

  // Done with the room: its sign-in ends, so this device keeps nothing that opens it.
  const signOut = useCallback(() => {
    const token = roomToken.current;
    roomToken.current = null;
    clearGameSession();
    if (!token) return;
    if (getItem('accessToken') === token) removeItem('accessToken');
    void endReceiverSignIn(token);
  }, []);

  useEffect(() => {
    document.title = 'Snackparty';
    const onMessage = (event: MessageEvent) => {
      if (trustsMessageFrom(event.origin, window.location.origin)) void handOver(event.data);
    };
    window.addEventListener('message', onMessage);
    const parent = window.opener ?? (window.parent !== window ? window.parent : null);
    (parent as Window | null)?.postMessage(RECEIVER_READY_MESSAGE, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [handOver]);

  useEffect(() => {
    if (!isCastDevice(navigator.userAgent)) return undefined;
    let cancelled = false;
    void startCastReceiver({
      onMessage: (data) => void handOver(data),
      onEnd: signOut,
    }).then((handle) => {
      if (cancelled) handle?.stop();
      else receiver.current = handle;
    });
    return () => {
      cancelled = true;
    };
  }, [handOver, signOut]);

  const hosting = state.kind === 'hosting' ? state.room : null;
  const onClosed = useCallback(() => {
    if (!hosting) return;
    signOut();
    dispatch({ type: 'roomClosed', gameCode: hosting.gameCode });
  }, [hosting, signOut]);

  // On a cast device, the app closes a little after its room did (the goodbye stays readable meanwhile).
  useEffect(() => {
    if (state.kind !== 'closed' || !receiver.current) return undefined;
    const timer = setTimeout(() => receiver.current?.stop(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);

  if (hosting) return <CastHostScreen key={`${hosting.gameCode}:${hosting.token}`} code={hosting.gameCode} onClosed={onClosed} />;
  return (
    <main className="cast-waiting" data-testid="cast-waiting">
      <Wordmark size="xl" />
      {state.kind === 'closed' ? (
        <>
          <h1 className="cast-waiting__title">{t('cast.screen.closedTitle')}</h1>
          <p className="cast-waiting__text">{t('cast.screen.closedText')}</p>
        </>
      ) : (
        <>
          <h1 className="cast-waiting__title">{t('cast.screen.waitingTitle')}</h1>
          <p className="cast-waiting__text">{t('cast.screen.waitingText')}</p>
          <LoadingDots label={t('cast.screen.waitingTitle')} />
        </>
      )}
    </main>
  );
}
