import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeGameType } from '@snackparty/protocol';
import { Avatar } from '../../ui/Avatar';
import { GameStarting } from '../host-lobby/GameStarting';
import '../host-lobby/lobby.css';
import { PlayerHeader } from './PlayerHeader';
import { SeatLost } from './SeatLost';
import { usePlayerRoom } from './usePlayerRoom';
import './player.css';

/** The phone during a game. Until the game screens arrive: the "game starting" view, live. */
export function PlayerGamePage() {
  const { t } = useTranslation();
  const room = usePlayerRoom();
  useEffect(() => {
    if (room) document.title = `${room.code} · Snackparty`;
  }, [room]);
  if (!room) return null;
  if (room.seat.kind === 'lost') return <SeatLost messageKey={room.seat.messageKey} />;
  const gameType = normalizeGameType(room.session?.gameType ?? '') ?? 'SNAPTION';
  const selfHosted = room.session?.hostType === 'HOST_AND_PLAY';
  return (
    <main className="player-page">
      <PlayerHeader code={room.code} status={room.realtime.status} />
      <GameStarting gameType={gameType} message={selfHosted ? t('player.getReady') : t('player.lookAtScreen')} size="phone">
        <div className="player-game__me">
          <Avatar src={room.player.avatarSrc} name={room.player.alias} size={56} colour={room.player.hexColor} decorative />
          <span>{room.player.alias.toLocaleUpperCase()}</span>
        </div>
      </GameStarting>
    </main>
  );
}
