import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/**
 * Joining as the audience instead of a seat: offered up front when the room is full or its game has
 * started, and as a quiet link otherwise.
 */
export function AudienceOffer({ prominent, onWatch }: { prominent: boolean; onWatch: () => void }) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  // Offered after a refusal below it: brought into view, so the way in is seen with the reason.
  useEffect(() => {
    if (prominent) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [prominent]);
  if (!prominent) {
    return (
      <button type="button" className="link-btn join-audience-link" onClick={onWatch}>
        {t('audience.justWatch')}
      </button>
    );
  }
  return (
    <section ref={card} className="card join-audience" aria-labelledby="join-audience-title">
      <h2 id="join-audience-title" className="join-audience__title">
        {t('audience.offerTitle')}
      </h2>
      <p className="join-card__lead">{t('audience.offerHint')}</p>
      <Button size="lg" block variant="secondary" onClick={onWatch}>
        {t('audience.join')}
      </Button>
    </section>
  );
}
