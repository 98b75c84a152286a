import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveSendState } from '../../games/kit/moveSendState';
import { ConnectionBanner } from '../../realtime/ConnectionBanner';
import type { RealtimeStatus } from '../../realtime/connection';
import { useConnectionState } from '../../realtime/useConnectionState';
import { Wordmark } from '../../ui/Wordmark';
import { AccessibilityButton } from '../accessibility/AccessibilityButton';

/**
 * The phone's top bar: wordmark, room code, connection state, the player's own settings (and the
 * host menu in a game). While
 * the connection is down a banner says so, with the moves that wait to be sent.
 */
export function PlayerHeader({ code, status, seatPlayedByAi = false, children }: { code: string; status: RealtimeStatus; seatPlayedByAi?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const state = useConnectionState(status);
  const moves = useMoveSendState();
  const online = state === 'connected';
  const label = online ? t('player.connected') : state === 'connecting' ? t('lobby.connecting') : t('player.reconnecting');
  // While the connection is down the banner below says it in full: the bar keeps the dot.
  const wordsHidden = Boolean(children) || state === 'reconnecting' || state === 'offline';
  return (
    <>
      <header className="player-header">
        <Wordmark size="sm" />
        <span className="player-header__room">
          <span className="visually-hidden">{t('lobby.roomCode')}</span>
          {code}
        </span>
        <span className={`player-header__status ${online ? 'is-online' : ''}`} role="status" data-state={state}>
          <span className="player-header__dot" aria-hidden="true" />
          {/* With a tool in the bar (the host menu), the dot alone says it: the words stay for screen readers. */}
          <span className={wordsHidden ? 'visually-hidden' : 'player-header__words'}>{label}</span>
        </span>
        <AccessibilityButton roomCode={code} />
        {children ? <div className="player-header__tools">{children}</div> : null}
      </header>
      <ConnectionBanner status={status} backMessage={seatPlayedByAi ? t('connection.backAiPlaying') : undefined}>
        {moves.waiting > 0 ? t('game.moveWaiting') : null}
      </ConnectionBanner>
    </>
  );
}
