import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../realtime/connection';
import { Wordmark } from '../../ui/Wordmark';

/** The phone's top bar: wordmark, room code and connection state. */
export function PlayerHeader({ code, status }: { code: string; status: RealtimeStatus }) {
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
        {online ? t('player.connected') : t('lobby.connecting')}
      </span>
    </header>
  );
}
