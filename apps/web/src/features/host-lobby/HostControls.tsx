import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Play, Robot } from '../../ui/icons';
import { Avatar } from '../../ui/Avatar';
import type { LobbyApi } from './useLobby';
import type { LobbyPlayer } from './lobbyState';

/** Add AI and Start, with the start rule spelled out. */
export function HostControls({ lobby, minPlayers, maxPlayers, size = 'tv' }: { lobby: LobbyApi; minPlayers: number; maxPlayers: number; size?: 'tv' | 'phone' }) {
  const { t } = useTranslation();
  const count = lobby.players.length;
  const full = count >= maxPlayers;
  const missing = Math.max(0, minPlayers - count);
  return (
    <div className={`host-controls host-controls--${size}`}>
      <p className="host-controls__status" aria-live="polite">
        {!lobby.playable ? (
          <span className="host-controls__soon">
            <span className="badge">{t('lobby.comingSoon')}</span> {t('lobby.comingSoonText')}
          </span>
        ) : missing > 0 ? (
          t('lobby.needMore', { missing })
        ) : (
          t('lobby.readyToStart')
        )}
      </p>
      <div className="host-controls__buttons">
        <Button variant="secondary" size={size === 'tv' ? 'lg' : 'md'} icon={<Robot />} onClick={lobby.addAi} disabled={full || lobby.started}>
          {t('lobby.addAi')}
        </Button>
        <Button
          size={size === 'tv' ? 'xl' : 'lg'}
          icon={<Play />}
          onClick={lobby.start}
          disabled={!lobby.canStart || lobby.started}
          busy={lobby.starting}
        >
          {lobby.starting ? t('lobby.starting') : t('lobby.start')}
        </Button>
      </div>
    </div>
  );
}

/** Kick with a confirmation. */
export function useKickConfirm(lobby: LobbyApi) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<LobbyPlayer | null>(null);
  const dialog = (
    <Dialog open={target !== null} onClose={() => setTarget(null)} title={t('lobby.kickTitle')} size="sm">
      {target ? (
        <div className="kick-confirm">
          <Avatar src={target.avatarSrc} name={target.alias} size={72} colour={target.hexColor} decorative />
          <p>{t('lobby.kickQuestion', { alias: target.alias.toLocaleUpperCase() })}</p>
          <div className="kick-confirm__actions">
            <Button variant="ghost" onClick={() => setTarget(null)} lockMs={0} autoFocus>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                lobby.kick(target);
                setTarget(null);
              }}
            >
              {t('lobby.kick')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
  return { askKick: setTarget, kickDialog: dialog };
}
