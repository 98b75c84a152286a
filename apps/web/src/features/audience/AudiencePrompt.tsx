import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AUDIENCE_GUESS, type AudienceMe, type AudiencePromptMessage, type AudienceTally } from '@snackparty/protocol';
import { AnswerForm } from '../../games/kit';

export interface AudiencePromptProps {
  prompt: AudiencePromptMessage;
  stageNumber: number;
  me: AudienceMe | null;
  tally: AudienceTally | null;
  choose: (choice: string) => void;
  guess: (text: string) => void;
}

/** What the audience does now: one of the options (with the audience's split so far), or a typed guess. */
export function AudiencePrompt({ prompt, stageNumber, me, tally, choose, guess }: AudiencePromptProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const feedbackId = useId();
  const mine = me?.stageNumber === stageNumber ? me : null;

  if (prompt.kind === 'guess') {
    const answer = mine?.guess;
    return (
      <section className="audience-prompt" aria-labelledby={`${feedbackId}-title`}>
        <h2 id={`${feedbackId}-title`} className="audience-prompt__title">
          {t('audience.action.guess')}
        </h2>
        {mine?.guessedRight ? (
          <p className="audience-prompt__right" role="status">
            {t('audience.guessRight')}
          </p>
        ) : (
          <AnswerForm
            label={t('audience.guessLabel')}
            hideLabel
            value={text}
            onChange={setText}
            onSubmit={() => {
              if (text.trim() === '') return;
              guess(text.trim());
              setText('');
            }}
            submitLabel={t('audience.send')}
            placeholder={t('audience.guessPlaceholder')}
            maxLength={MAX_AUDIENCE_GUESS}
            describedBy={feedbackId}
            block
          >
            <p id={feedbackId} className="audience-prompt__feedback" role="status">
              {answer && !answer.right ? t('audience.guessWrong', { text: answer.text }) : ''}
            </p>
          </AnswerForm>
        )}
        {tally && tally.stageNumber === stageNumber && tally.guessedRight > 0 ? (
          <p className="audience-prompt__note">{t('audience.guessedRight', { n: tally.guessedRight })}</p>
        ) : null}
      </section>
    );
  }

  const counts = tally && tally.stageNumber === stageNumber ? tally.counts : {};
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const chosen = mine?.choice ?? null;
  return (
    <section className="audience-prompt" aria-labelledby={`${feedbackId}-title`}>
      <h2 id={`${feedbackId}-title`} className="audience-prompt__title">
        {t(`audience.action.${prompt.action}`)}
      </h2>
      <div className="audience-options" role="group" aria-labelledby={`${feedbackId}-title`}>
        {prompt.options.map((option) => {
          const label = option.label ?? (option.labelKey ? t(option.labelKey) : option.id);
          const share = total > 0 ? Math.round(((counts[option.id] ?? 0) / total) * 100) : 0;
          return (
            <button
              key={option.id}
              type="button"
              className={`audience-option ${chosen === option.id ? 'is-chosen' : ''}`}
              aria-pressed={chosen === option.id}
              onClick={() => choose(option.id)}
            >
              <span className="audience-option__fill" style={{ transform: `scaleX(${share / 100})` }} aria-hidden="true" />
              <span className="audience-option__label">{label}</span>
              <span className="audience-option__share">{t('audience.share', { n: share })}</span>
            </button>
          );
        })}
      </div>
      <p className="audience-prompt__note" role="status">
        {chosen !== null ? t('audience.chosen') : t('audience.chooseHint')}
      </p>
    </section>
  );
}
