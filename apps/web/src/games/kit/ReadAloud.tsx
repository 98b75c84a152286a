/**
 * Reads a game's prompt or question aloud on a phone whose player asked for it ("My settings",
 * read-aloud), in the room's language: once when the line changes, again from the speaker button.
 * Shows and says nothing for everyone else. A game passes its own text; this piece knows no game.
 */
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../features/accessibility/preferenceStore';
import { Speaker } from '../../ui/icons';
import { useGameRoom } from '../gameRoom';
import { useReadAloud } from './useReadAloud';
import { useRoomSpeechLanguage } from './useRoomSpeechLanguage';
import './kit.css';

export interface ReadAloudProps {
  /** A new key reads the text again (a new prompt, a new stage); the same key does not. */
  lineKey: string;
  /** What is read: the prompt, the question, the choices. Empty reads nothing. */
  text: string;
  /** A BCP 47 tag when the text is not in the room's language (an instruction in the phone's own). */
  language?: string;
  className?: string;
}

export function ReadAloud({ lineKey, text, language, className }: ReadAloudProps) {
  const { t } = useTranslation();
  const on = usePreferences().readAloud;
  const room = useGameRoom();
  const roomLanguage = useRoomSpeechLanguage(room?.code ?? null, on && !language);
  const reader = useReadAloud(on && text ? { key: lineKey, text } : null, language ?? roomLanguage);
  if (!on || !reader.supported) return null;
  return (
    <button
      type="button"
      className={`read-aloud ${reader.speaking ? 'is-speaking' : ''} ${className ?? ''}`}
      onClick={reader.speakAgain}
      aria-label={t('accessibility.hearAgain')}
      title={t('accessibility.hearAgain')}
    >
      <Speaker size={24} />
      <span className="read-aloud__text">{t('accessibility.hearAgain')}</span>
    </button>
  );
}
