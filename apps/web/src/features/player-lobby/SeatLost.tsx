import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Wordmark } from '../../ui/Wordmark';

/** The seat is gone (removed by the host, room unknown or over): say so and offer a way on. */
export function SeatLost({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <main className="player-page player-page--lost">
      <Wordmark size="md" />
      <div className="seat-lost" role="alert">
        <h1 className="seat-lost__title" tabIndex={-1} ref={heading}>
          {t(messageKey)}
        </h1>
        <p className="seat-lost__text">{t('player.seatLostText')}</p>
        <div className="seat-lost__actions">
          <Link className="btn btn--primary btn--lg btn--block" to="/join">
            {t('player.joinAnother')}
          </Link>
          <Link className="btn btn--ghost btn--md btn--block" to="/">
            {t('common.goHome')}
          </Link>
        </div>
      </div>
    </main>
  );
}
