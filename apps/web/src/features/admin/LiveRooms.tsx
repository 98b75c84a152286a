import { useTranslation } from 'react-i18next';
import type { AdminRoomsResponse } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import type { Loaded } from '../profile/useLoad';
import { AdminSection, formatDateTime } from './AdminSection';

/** The open rooms: game, host, whether a game runs, and who sits there (online or not). */
export function LiveRooms({ loaded }: { loaded: Loaded<AdminRoomsResponse> }) {
  const { t } = useTranslation();
  return (
    <AdminSection
      title={t('admin.rooms.title')}
      loaded={loaded}
      className="admin-rooms"
      aside={loaded.status === 'ready' ? <span className="badge badge--muted">{t('admin.rooms.count', { count: loaded.value.rooms.length })}</span> : null}
    >
      {({ rooms }) =>
        rooms.length === 0 ? (
          <p className="field__hint">{t('admin.rooms.none')}</p>
        ) : (
          <ul className="admin-rooms__list">
            {rooms.map((room) => (
              <li key={room.gameCode} className="admin-room">
                <div className="admin-room__head">
                  <span className="admin-room__code" aria-label={t('admin.rooms.code', { code: room.gameCode })}>
                    {room.gameCode}
                  </span>
                  <span className="admin-room__game">{t(`games.${room.gameType}.name`, { defaultValue: room.gameType })}</span>
                  <span className={`badge ${room.playing ? 'admin-badge--live' : 'badge--muted'}`}>{room.playing ? t('admin.rooms.playing') : t('admin.rooms.lobby')}</span>
                </div>
                <p className="admin-room__meta">
                  {t('admin.rooms.hostedBy', { name: room.owner.isGuest ? t('admin.guest', { name: room.owner.name }) : room.owner.name })} ·{' '}
                  {t(`admin.hostType.${room.hostType}`, { defaultValue: room.hostType })} · {formatDateTime(room.createdAt)}
                </p>
                {room.players.length === 0 ? (
                  <p className="field__hint">{t('admin.rooms.empty')}</p>
                ) : (
                  <ul className="admin-room__players" aria-label={t('admin.rooms.players', { code: room.gameCode })}>
                    {room.players.map((player) => (
                      <li key={player.sessionPlayerId} className={`admin-player ${player.online ? 'is-online' : ''}`}>
                        <Avatar src={player.avatarSrc} name={player.alias} size={28} decorative />
                        <span className="admin-player__alias">{player.alias}</span>
                        <span className="visually-hidden">
                          {player.robot ? t('admin.rooms.robot') : player.online ? t('admin.rooms.online') : t('admin.rooms.offline')}
                        </span>
                        <span className={`admin-player__dot ${player.robot ? 'is-robot' : ''}`} aria-hidden="true" />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </AdminSection>
  );
}
