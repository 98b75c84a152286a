import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../realtime/connection';
import { Wordmark } from '../../ui/Wordmark';

/** The phone's top bar: wordmark, room code, connection state (and the host menu in a game). */
export function PlayerHeader({ code, status, children }: { code: string; status: RealtimeStatus; children?: ReactNode }) {
  const { t } = useTranslation();
  const online = status === 'connected';
  return (
    <header className="player-header">
      <Wordmark size="sm" />
      <span className="player-header__room">
        <span className="visually-hidden">{t('lobby.roomCode')}</span>
        {code}
      </span>
      <span className={`player-header__status ${online ? 'is-online' : ''}`} role="status">
        <span className="player-header__dot" aria-hidden="true" />
        {/* With a tool in the bar (the host menu), the dot alone says it: the words stay for screen readers. */}
        <span className={children ? 'visually-hidden' : undefined}>{online ? t('player.connected') : t('lobby.connecting')}</span>
      </span>
      {children}
    </header>
  );
}
