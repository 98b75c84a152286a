import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { LoadingDots } from '../../ui/Spinner';

/** Full screen while the join runs, then "you're in" as the page fades out. */
export function JoiningOverlay({ alias, avatarSrc, joined, colour }: { alias: string; avatarSrc: string; joined: boolean; colour: string | null }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.focus();
  }, []);
  return (
    <div className={`joining-overlay ${joined ? 'is-joined' : ''}`} role="alertdialog" aria-modal="true" aria-labelledby="joining-title" tabIndex={-1} ref={root}>
      <Avatar src={avatarSrc} name={alias} size={140} colour={colour ?? '#FFCB2E'} />
      <p className="joining-overlay__alias">{alias}</p>
      <h2 id="joining-title" className="joining-overlay__title" aria-live="assertive">
        {joined ? t('join.joined') : t('join.joining')}
      </h2>
      {joined ? null : <LoadingDots />}
    </div>
  );
}
