import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';

/** Full screen while the room's host has not let this phone in yet; the phone keeps asking meanwhile. */
export function WaitingForHost({ alias, avatarSrc, onCancel }: { alias: string; avatarSrc: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.focus();
  }, []);
  return (
    <div className="joining-overlay waiting-for-host" role="alertdialog" aria-modal="true" aria-labelledby="waiting-title" aria-describedby="waiting-text" tabIndex={-1} ref={root}>
      <Avatar src={avatarSrc} name={alias} size={140} colour="#FFCB2E" />
      <p className="joining-overlay__alias">{alias}</p>
      <h2 id="waiting-title" className="joining-overlay__title" aria-live="polite">
        {t('join.waitingForHost')}
      </h2>
      <p id="waiting-text" className="waiting-for-host__text">
        {t('join.waitingForHostHint')}
      </p>
      <LoadingDots />
      <Button variant="secondary" onClick={onCancel} className="waiting-for-host__cancel">
        {t('join.stopWaiting')}
      </Button>
    </div>
  );
}
