/**
 * A phone writes its caption under the picture (in the blind final, under a card still face down).
 * The caption saved shows as the server has it and can be changed until time runs out. The box
 * stays above the phone's keyboard.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Check } from '../../ui/icons';
import { useMoveSendState } from '../kit/moveSendState';
import { captionLength, captionProblem, tidyCaption } from './caption';
import { MysteryPicture, PhonePicture } from './shared';
import type { SnaptionCard } from './types';
import { useKeyboardSafeArea } from '../kit';
import { ReadAloud } from '../kit/ReadAloud';
import { LANGUAGE_TAGS, asLanguage } from '../../i18n/languages';

type Send = (move: string, payload: unknown) => void;

export function CaptionPanel({
  card,
  blind,
  saved,
  maxLength,
  send,
}: {
  card: SnaptionCard | null;
  blind: boolean;
  /** The caption as the server has it (null: none yet). */
  saved: string | null;
  maxLength: number;
  send: Send;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(saved === null);
  const open = editing || saved === null;
  return (
    <section className="snaption-phone__caption">
      {blind ? (
        <div className="snaption-phone__blind">
          <MysteryPicture size="phone" />
          <p className="snaption-phone__blind-text">
            <strong>{t('snaption.blindTitle')}</strong> {t('snaption.blindPhoneHint')}
          </p>
        </div>
      ) : card ? (
        <PhonePicture card={card} />
      ) : null}
      {open ? (
        <CaptionBox saved={saved} maxLength={maxLength} send={send} onDone={() => setEditing(false)} />
      ) : (
        <div className="snaption-phone__saved" aria-live="polite">
          <h1 className="snaption-phone__title">
            <Check size={28} /> {t('snaption.captionSaved')}
          </h1>
          <p className="snaption-phone__mine">{saved}</p>
          <p className="snaption-phone__hint">{t('snaption.changeUntilTime')}</p>
          <Button variant="secondary" block lockMs={0} onClick={() => setEditing(true)}>
            {t('snaption.changeCaption')}
          </Button>
        </div>
      )}
    </section>
  );
}

function CaptionBox({ saved, maxLength, send, onDone }: { saved: string | null; maxLength: number; send: Send; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState(saved ?? '');
  /** The caption sent last: the box closes once the server's view holds it. */
  const [sent, setSent] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const { unanswered } = useMoveSendState();
  const formRef = useRef<HTMLFormElement>(null);
  const keyboard = useKeyboardSafeArea(formRef);

  const problem = captionProblem(text, maxLength);
  // Typing shows a broken rule at once; an empty box only complains after a try.
  const shownProblem = problem && (tried || problem !== 'snaption.empty_caption') ? problem : null;
  const arrived = sent !== null && saved === sent;
  const sending = sent !== null && !arrived && unanswered > 0;
  const length = captionLength(text);

  useEffect(() => {
    if (arrived) onDone();
  }, [arrived, onDone]);

  const submit = () => {
    setTried(true);
    if (problem || sending) return;
    const caption = tidyCaption(text);
    if (caption === saved) {
      onDone();
      return;
    }
    setSent(caption);
    send('caption', { text: caption });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends (a caption is one line); Shift+Enter is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      ref={formRef}
      className="snaption-phone__form"
      style={{ '--keyboard-inset': `${keyboard}px` } as CSSProperties}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="snaption-phone__label" htmlFor={`${id}-caption`}>
        {t('snaption.yourCaption')}
      </label>
      {/* The picture has no words: the instruction is read, in this phone's own language. */}
      <ReadAloud lineKey="caption" text={t('snaption.yourCaption')} language={LANGUAGE_TAGS[asLanguage(i18n.language)]} />
      <textarea
        id={`${id}-caption`}
        className="field__input snaption-phone__input"
        value={text}
        rows={2}
        placeholder={t('snaption.placeholder')}
        autoComplete="off"
        autoCapitalize="sentences"
        enterKeyHint="send"
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={`${id}-feedback`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="snaption-phone__feedback" id={`${id}-feedback`}>
        <p className="field__error" role={shownProblem ? 'alert' : undefined}>
          {shownProblem ? t(shownProblem, { max: maxLength }) : ''}
        </p>
        <span className={`snaption-phone__length ${length > maxLength ? 'is-over' : ''}`} aria-hidden="true">
          {length}/{maxLength}
        </span>
      </div>
      <Button type="submit" size="lg" block lockMs={0} busy={sending}>
        {saved === null ? t('snaption.send') : t('snaption.sendChange')}
      </Button>
      {saved !== null ? (
        <Button variant="ghost" block lockMs={0} onClick={onDone}>
          {t('snaption.keepCaption')}
        </Button>
      ) : null}
    </form>
  );
}
