import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getGameSession } from '../../api/endpoints';
import { GameArt } from '../../games/GameArt';
import { gameInfo } from '../../games/catalogue';
import { Avatar } from '../../ui/Avatar';
import { storedRoom } from './storedRoom';
import type { StoredRoom } from './storedRoom';
import './back-to-room.css';

/**
 * "Back to your room": the room this device hosts or has a seat in, with its code, shown only once
 * the server has said the room is still open (a room that ended or that the server forgot is not
 * offered).
 */
export function BackToRoom() {
  const { t } = useTranslation();
  const [room] = useState<StoredRoom | null>(() => storedRoom());
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!room) return undefined;
    const controller = new AbortController();
    getGameSession(room.code, controller.signal)
      .then((session) => {
        if (!controller.signal.aborted) setOpen(session.active && session.gameCode.toUpperCase() === room.code.toUpperCase());
      })
      .catch(() => {
        // Unknown room, or no answer: nothing to go back to from here.
      });
    return () => controller.abort();
  }, [room]);

  if (!room || !open) return null;
  const game = room.gameType ? t(`games.${room.gameType}.name`) : null;
  return (
    <div className="page back-to-room-wrap">
      <section className="back-to-room" aria-labelledby="back-to-room-title">
        <span className="back-to-room__art" aria-hidden="true">
          {room.player ? (
            <Avatar src={room.player.avatarSrc} name={room.player.alias} size={64} colour={room.player.hexColor} decorative />
          ) : room.gameType ? (
            <span className="back-to-room__game" style={{ '--game-colour': gameInfo(room.gameType).colour } as CSSProperties}>
              <GameArt type={room.gameType} size={56} />
            </span>
          ) : null}
        </span>
        <div className="back-to-room__text">
          <h2 id="back-to-room-title" className="back-to-room__title">
            {room.role === 'host' ? t('home.backToRoom.hostTitle') : t('home.backToRoom.playerTitle')}
          </h2>
          <p className="back-to-room__meta">
            <span className="visually-hidden">{t('lobby.roomCode')} </span>
            <span className="back-to-room__code">{room.code}</span>
            {game ? <span> · {game}</span> : null}
            {room.player ? <span> · {room.player.alias}</span> : null}
          </p>
        </div>
        <Link className="btn btn--primary btn--lg back-to-room__btn" to={room.path}>
          {t('home.backToRoom.button')}
        </Link>
      </section>
    </div>
  );
}
