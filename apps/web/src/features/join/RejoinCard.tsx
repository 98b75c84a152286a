import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeGameType } from '@snackparty/protocol';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { storedGameType } from '../../storage/seat';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Close } from '../../ui/icons';
import { rejoinSeat } from './rejoin';

export interface RejoinCardProps {
  seat: { roomCode: string; sessionPlayer: SessionPlayerDto };
  onClose: () => void;
  onLost: (messageKey: string) => void;
}

/** Offers the stored seat: room code, game type, the player's avatar and a rejoin button. */
export function RejoinCard({ seat, onClose, onLost }: RejoinCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const gameType = normalizeGameType(storedGameType() ?? '');
  const player = seat.sessionPlayer;

  const rejoin = async () => {
    setError(null);
    const result = await rejoinSeat(seat.roomCode, player.sessionPlayerId);
    if (result.ok) navigate('/player/session');
    else if (result.seatLost) onLost(result.messageKey);
    else setError(result.messageKey);
  };

  return (
    <section className="rejoin-card" aria-labelledby="rejoin-title">
      <button type="button" className="icon-btn rejoin-card__close" onClick={onClose} aria-label={t('join.rejoinClose')}>
        <Close size={22} />
      </button>
      <Avatar src={player.avatarSrc} name={player.alias} size={64} colour={player.hexColor} />
      <div className="rejoin-card__text">
        <h2 id="rejoin-title" className="rejoin-card__title">
          {t('join.rejoinTitle')}
        </h2>
        <p className="rejoin-card__meta">
          <span className="rejoin-card__code">{seat.roomCode}</span>
          {gameType ? <span> · {t(`games.${gameType}.name`)}</span> : null}
          <span> · {player.alias}</span>
        </p>
        {error ? (
          <p className="field__error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
      <Button onClick={rejoin} className="rejoin-card__btn">
        {t('join.rejoin')}
      </Button>
    </section>
  );
}
