import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Tv } from '../../ui/icons';
import './host-recovery.css';

/**
 * Shown by a host screen another browser took over (a room has one host screen at a time): it has
 * stopped showing the room, and can show it here again (which takes it back from the other one).
 */
export function ScreenReplaced({ onShowHere }: { onShowHere: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="tv-redeem" role="alert" data-testid="screen-replaced">
      <section className="tv-redeem__card card">
        <span className="tv-redeem__icon" aria-hidden="true">
          <Tv size={64} />
        </span>
        <h1>{t('hostRecovery.replacedTitle')}</h1>
        <p>{t('hostRecovery.replacedText')}</p>
        <Button onClick={onShowHere} icon={<Tv />}>
          {t('hostRecovery.showHere')}
        </Button>
      </section>
    </main>
  );
}
