import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerChip } from '../../games/kit/PlayerChip';
import { Crown, Robot, UserMinus, WifiOff } from '../../ui/icons';
import type { LobbyPlayer } from './lobbyState';

export interface PlayerListProps {
  players: LobbyPlayer[];
  /** Empty seats shown until the minimum is reached. */
  minPlayers: number;
  /** Show kick buttons (host). */
  onKick?: (player: LobbyPlayer) => void;
  /** The viewer's own player, marked "you". */
  selfPlayerId?: number | null;
  size?: 'tv' | 'phone';
}

/** Above this many players the shared screen lists them in compact rows, so a full room fits the screen. */
const ROOMY_TV_PLAYERS = 8;

/** The players of a lobby, live: avatar, upper-case alias, presence, AI and owner marks. */
export function PlayerList({ players, minPlayers, onKick, selfPlayerId = null, size = 'tv' }: PlayerListProps) {
  const { t } = useTranslation();
  const empty = Math.max(0, minPlayers - players.length);
  const compact = size === 'tv' && players.length > ROOMY_TV_PLAYERS;
  const avatarSize = size === 'phone' || compact ? 56 : 112;
  return (
    <ul className={`player-list player-list--${size} ${compact ? 'player-list--compact' : ''}`} aria-label={t('lobby.playersLabel', { n: players.length })}>
      {players.map((player) => {
        const self = player.playerId === selfPlayerId;
        return (
          <li
            key={player.playerId}
            className={`player-tile ${player.connected ? '' : 'is-offline'} ${self ? 'is-self' : ''}`}
            style={{ '--player-colour': player.hexColor || '#FFCB2E' } as CSSProperties}
          >
            <PlayerChip
              player={{ alias: player.alias, avatarSrc: player.avatarSrc, colour: player.hexColor }}
              avatarSize={avatarSize}
              className="player-tile__alias"
            />
            <span className="player-tile__marks">
              {self ? <span className="badge">{t('lobby.you')}</span> : null}
              {(player.hosting ?? player.gameOwner) ? (
                <span className="player-tile__mark" title={t('lobby.host')}>
                  <Crown size={18} />
                  <span className="visually-hidden">{t('lobby.host')}</span>
                </span>
              ) : null}
              {player.robot ? (
                <span className="player-tile__mark" title={t('lobby.aiPlayer')}>
                  <Robot size={18} />
                  <span className="visually-hidden">{t('lobby.aiPlayer')}</span>
                </span>
              ) : null}
              {!player.connected ? (
                <span className="player-tile__offline">
                  <WifiOff size={18} /> {t('lobby.disconnected')}
                </span>
              ) : null}
            </span>
            {onKick && !self ? (
              <button
                type="button"
                className="icon-btn player-tile__kick"
                onClick={() => onKick(player)}
                aria-label={t('lobby.kickPlayer', { alias: player.alias })}
                title={t('lobby.kickPlayer', { alias: player.alias })}
              >
                <UserMinus size={20} />
              </button>
            ) : null}
          </li>
        );
      })}
      {Array.from({ length: empty }, (_, i) => (
        <li key={`empty-${i}`} className="player-tile player-tile--empty" aria-hidden="true">
          <span className="player-tile__seat" />
          <span className="player-tile__alias">{t('lobby.waitingSeat')}</span>
        </li>
      ))}
    </ul>
  );
}
