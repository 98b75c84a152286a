import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '../ui/Spinner';
import type { RealtimeStatus } from './connection';
import { useConnectionState } from './useConnectionState';
import './connection-banner.css';

/**
 * Says so while a room's screen has lost its connection (lost, or no network on this device), and
 * is gone as soon as it is back. A first connect is not shown here: the screen says "Connecting…"
 * in its own place. On a phone it sits under the header, pushing the screen down rather than hiding
 * any of it; on the shared screen it floats at the top. `children`: what else the player should
 * know meanwhile (moves that wait to be sent).
 */
export function ConnectionBanner({ status, size = 'phone', children }: { status: RealtimeStatus; size?: 'phone' | 'tv'; children?: ReactNode }) {
  const { t } = useTranslation();
  const state = useConnectionState(status);
  if (state !== 'reconnecting' && state !== 'offline') return null;
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
