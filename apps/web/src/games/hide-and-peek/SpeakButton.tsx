import { useTranslation } from 'react-i18next';
import { Speaker } from '../../ui/icons';
import type { ReadAloudHandle } from '../kit/useReadAloud';

/** The big speaker button: hear the instruction again. Not shown where the browser cannot speak. */
export function SpeakButton({ reader }: { reader: ReadAloudHandle }) {
  const { t } = useTranslation();
  if (!reader.supported) return null;
  return (
    <button type="button" className={`hp-speak ${reader.speaking ? 'is-speaking' : ''}`} onClick={reader.speakAgain} aria-label={t('hideandpeek.hearAgain')} title={t('hideandpeek.hearAgain')}>
      <Speaker size={40} />
    </button>
  );
}
