/**
 * A phone writes its answers: one prompt at a time, then the next; every answer saved shows as the
 * server has it and can be changed until time runs out. The field stays above the phone's keyboard.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Check } from '../../ui/icons';
import { useMoveSendState } from '../kit/moveSendState';
import { displayAlias } from '../scores';
import { answerLength, answerProblem, tidyAnswer } from './answer';
import { PromptCard } from './shared';
import type { Who } from './shared';
import type { RequipPlayerPrompt } from './types';
import { useKeyboardSafeArea } from '../kit';
import { ReadAloud } from '../kit/ReadAloud';

type Send = (move: string, payload: unknown) => void;

export function AnswerPanel({ prompts, maxLength, final, who, send }: { prompts: RequipPlayerPrompt[]; maxLength: number; final: boolean; who: Who; send: Send }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const openId = editing ?? prompts.find((p) => p.existingAnswer === null)?.promptId ?? null;
  const open = prompts.find((p) => p.promptId === openId) ?? null;
  const index = open ? prompts.indexOf(open) : -1;

  return (
    <section className="requip-phone__answer">
      {prompts.length > 1 ? (
        <ol className="requip-steps" aria-label={t('requip.yourPrompts')}>
          {prompts.map((p, i) => (
            <li key={p.promptId} className={`requip-steps__step ${p.existingAnswer !== null ? 'is-done' : ''} ${p.promptId === openId ? 'is-open' : ''}`}>
              <span aria-hidden="true">{p.existingAnswer !== null ? <Check size={16} /> : i + 1}</span>
              <span className="visually-hidden">
                {t('requip.promptNumber', { n: i + 1 })}: {p.existingAnswer !== null ? t('requip.saved') : t('requip.notAnswered')}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {open ? (
        <AnswerBox
          key={open.promptId}
          prompt={open}
          label={final ? t('requip.finalPrompt') : t('requip.promptOfYours', { n: index + 1, total: prompts.length })}
          maxLength={maxLength}
          who={who}
          send={send}
          onDone={() => setEditing(null)}
        />
      ) : (
        <AllAnswered prompts={prompts} onEdit={setEditing} />
      )}
    </section>
  );
}

function AnswerBox({
  prompt,
  label,
  maxLength,
  who,
  send,
  onDone,
}: {
  prompt: RequipPlayerPrompt;
  label: string;
  maxLength: number;
  who: Who;
  send: Send;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(prompt.existingAnswer ?? '');
  /** The answer sent last: the box closes once the server's view holds it. */
  const [sent, setSent] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const { unanswered } = useMoveSendState();
  const formRef = useRef<HTMLFormElement>(null);
  const keyboard = useKeyboardSafeArea(formRef);

  const problem = answerProblem(text, maxLength);
  // Typing shows a broken rule at once; an empty box only complains after a try.
  const shownProblem = problem && (tried || problem !== 'requip.empty_answer') ? problem : null;
  const saved = sent !== null && prompt.existingAnswer === sent;
  const sending = sent !== null && !saved && unanswered > 0;
  const length = answerLength(text);

  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);

  const submit = () => {
    setTried(true);
    if (problem || sending) return;
    const answer = tidyAnswer(text);
    if (answer === prompt.existingAnswer) {
      onDone();
      return;
    }
    setSent(answer);
    send('answer', { promptId: prompt.promptId, text: answer });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends (an answer is one line); Shift+Enter is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const opponent = prompt.opponentPlayerId !== null ? who(prompt.opponentPlayerId) : null;

  return (
    <div className="requip-phone__write" style={{ '--keyboard-inset': `${keyboard}px` } as CSSProperties}>
      <p className="requip-phone__label">{label}</p>
      <PromptCard prompt={prompt.prompt} className="requip-prompt--phone" />
      <ReadAloud lineKey={`answer:${prompt.promptId}`} text={prompt.prompt} />
      {opponent ? (
        <p className="requip-phone__versus">
          <Avatar src={opponent.avatarSrc} name={opponent.alias} size={28} colour={opponent.hexColor} decorative />
          {t('requip.alsoAnswering', { name: displayAlias(opponent.alias) })}
        </p>
      ) : null}
      <form
        ref={formRef}
        className="requip-phone__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-answer`}>
          {t('requip.yourAnswer')}
        </label>
        <textarea
          id={`${id}-answer`}
          className="field__input requip-phone__input"
          value={text}
          rows={2}
          placeholder={t('requip.placeholder')}
          autoComplete="off"
          autoCapitalize="sentences"
          enterKeyHint="send"
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={`${id}-feedback`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="requip-phone__feedback" id={`${id}-feedback`}>
          <p className="field__error" role={shownProblem ? 'alert' : undefined}>
            {shownProblem ? t(shownProblem, { max: maxLength }) : ''}
          </p>
          <span className={`requip-phone__length ${length > maxLength ? 'is-over' : ''}`} aria-hidden="true">
            {length}/{maxLength}
          </span>
        </div>
        <Button type="submit" size="lg" block lockMs={0} busy={sending}>
          {prompt.existingAnswer === null ? t('requip.send') : t('requip.sendChange')}
        </Button>
        {prompt.existingAnswer !== null ? (
          <Button variant="ghost" block lockMs={0} onClick={onDone}>
            {t('requip.keepAnswer')}
          </Button>
        ) : null}
      </form>
    </div>
  );
}

/** Every prompt answered: the answers as saved, each one still open to change. */
function AllAnswered({ prompts, onEdit }: { prompts: RequipPlayerPrompt[]; onEdit: (promptId: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="requip-phone__done" aria-live="polite">
      <h1 className="requip-phone__title">{t('requip.allAnswered')}</h1>
      <p className="requip-phone__hint">{t('requip.allAnsweredHint')}</p>
      <ul className="requip-phone__saved" aria-label={t('requip.yourAnswers')}>
        {prompts.map((p) => (
          <li key={p.promptId} className="requip-saved">
            <p className="requip-saved__prompt">{p.prompt}</p>
            <p className="requip-saved__answer">{p.existingAnswer}</p>
            <Button variant="secondary" size="sm" lockMs={0} onClick={() => onEdit(p.promptId)} aria-label={t('requip.changeAnswerTo', { prompt: p.prompt })}>
              {t('requip.change')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
