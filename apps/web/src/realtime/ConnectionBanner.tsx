import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenWakeLock } from '../app/useScreenWakeLock';
import { Check } from '../ui/icons';
import { LoadingDots } from '../ui/Spinner';
import type { RealtimeStatus } from './connection';
import { useConnectionState } from './useConnectionState';
import type { ConnectionState } from './useConnectionState';
import './connection-banner.css';

/** How long "you're back" stays up once a lost connection is back. */
export const BACK_NOTICE_MS = 3000;

const isDown = (state: ConnectionState) => state === 'reconnecting' || state === 'offline';

/**
 * True for a moment after the connection came back from being down (never after a first connect).
 * A connection that went down while it was reconnecting still counts as down until it is connected.
 */
function useBackNotice(state: ConnectionState, status: RealtimeStatus): boolean {
  // A screen that mounts with a connection not started yet (a phone going from the lobby to the game
  // opens the game's own) is connecting for the first time, not coming back; one that mounts while its
  // connection is reconnecting is.
  const [seen, setSeen] = useState(() => ({ state, wasDown: isDown(state) && status !== 'disconnected', back: false }));
  if (seen.state !== state) {
    // Adjusted while rendering: the notice shows in the same frame as the connected state.
    const wentDown = isDown(state) && !(status === 'disconnected' && !seen.wasDown && seen.state !== 'connected');
    setSeen({ state, wasDown: wentDown || (seen.wasDown && state !== 'connected'), back: state === 'connected' && seen.wasDown });
  }
  const back = seen.back && state === 'connected';
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setSeen((current) => ({ ...current, back: false })), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [back]);
  return back;
}

/**
 * A room's screen and its connection. While the connection is lost (or this device has no network)
 * it says so, and once it is back it says so for a moment: the player is in their seat again, the
 * game where it was. A first connect is not shown here: the screen says "Connecting…" in its own
 * place. On a phone it sits under the header, pushing the screen down rather than hiding any of it;
 * on the shared screen it floats at the top. `children`: what else the player should know meanwhile
 * (moves that wait to be sent).
 *
 * It is on every room screen (the phone's lobby and game, the shared screen's lobby and game), so it
 * also keeps the device's screen on while one is up.
 */
export function ConnectionBanner({
  status,
  size = 'phone',
  backMessage,
  children,
}: {
  status: RealtimeStatus;
  size?: 'phone' | 'tv';
  /** What "back" says instead of the seat being back (a seat the AI plays until the player's next move). */
  backMessage?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const state = useConnectionState(status);
  const back = useBackNotice(state, status);
  useScreenWakeLock();
  if (back) {
    return (
      <div className={`connection-banner connection-banner--${size} connection-banner--back`} role="status" data-state="back">
        <span className="connection-banner__icon">
          <Check size={size === 'tv' ? 36 : 24} />
        </span>
        <div className="connection-banner__text">
          <p className="connection-banner__title">{backMessage ?? (size === 'tv' ? t('connection.backOnline') : t('connection.backInSeat'))}</p>
        </div>
      </div>
    );
  }
  if (!isDown(state)) return null;
  return (
    <div className={`connection-banner connection-banner--${size}`} role="alert" data-state={state}>
      <LoadingDots tone="orange" />
      <div className="connection-banner__text">
        <p className="connection-banner__title">{state === 'offline' ? t('connection.offline') : t('connection.reconnecting')}</p>
        {children ? <p className="connection-banner__detail">{children}</p> : null}
      </div>
    </div>
  );
}
