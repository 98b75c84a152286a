import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hostableGameTypes } from '@snackparty/games/manifests';
import { SURVEY_FUN_MAX, SURVEY_FUN_MIN, SURVEY_IMPROVE_MAX_LENGTH, SURVEY_PLAY_AGAIN, SURVEY_PLAYED_WITH } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { DateInput } from '../../ui/DateInput';
import { Check } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { Shake } from '../../ui/Shake';
import { accountErrorKey } from '../account/accountErrors';
import { useFieldProblem } from '../account/useFieldProblem';
import { EMPTY_DRAFT, answersOf, draftOf, firstSurveyProblem } from './surveyForm';
import type { SurveyDraft, SurveyField } from './surveyForm';
import { myAnswer, submitSurvey } from './surveyApi';
import './survey.css';

const FUN_SCORES = Array.from({ length: SURVEY_FUN_MAX - SURVEY_FUN_MIN + 1 }, (_, i) => SURVEY_FUN_MIN + i);
const FUN_FACES = ['😴', '🙂', '😀', '😄', '🤩'];

interface ChoiceGroupProps<V extends string | number> {
  field: SurveyField;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string; icon?: string }>;
  value: V | null;
  onChange: (value: V) => void;
  problems: ReturnType<typeof useFieldProblem<SurveyField>>;
  className?: string;
}

/** One question answered by picking one choice: radio buttons that look like pills. */
function ChoiceGroup<V extends string | number>({ field, legend, options, value, onChange, problems, className }: ChoiceGroupProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const error = problems.errorFor(field);
  return (
    <fieldset className={`survey-question ${className ?? ''}`} aria-describedby={`${id}-error`} aria-invalid={error ? true : undefined}>
      <legend className="survey-question__legend">{legend}</legend>
      <Shake trigger={problems.shakeFor(field)}>
        <div className="survey-choices">
          {options.map((option, index) => (
            <label key={option.value} className={`survey-choice ${value === option.value ? 'is-picked' : ''}`}>
              <input
                type="radio"
                name={`${id}-${field}`}
                value={String(option.value)}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                ref={index === 0 ? problems.register(field) : undefined}
              />
              {option.icon ? (
                <span className="survey-choice__icon" aria-hidden="true">
                  {option.icon}
                </span>
              ) : null}
              <span className="survey-choice__label">{option.label}</span>
            </label>
          ))}
        </div>
      </Shake>
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ? t(error) : ''}
      </p>
    </fieldset>
  );
}

function Question({ id, label, hint, error, shake, children }: { id: string; label: string; hint?: string; error: string | null; shake: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="survey-question">
      <label className="survey-question__legend" htmlFor={id}>
        {label}
      </label>
      {hint ? <p className="survey-question__hint">{hint}</p> : null}
      <Shake trigger={shake}>{children}</Shake>
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ? t(error) : ''}
      </p>
    </div>
  );
}

/**
 * `/survey` and `/rocoSurveyOct10`: a short survey about a game night. Everyone may answer (a guest
 * too, signed in on the way); answering again changes the answer given before.
 */
export function SurveyPage() {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const problems = useFieldProblem<SurveyField>();
  const [draft, setDraft] = useState<SurveyDraft>(EMPTY_DRAFT);
  const [loading, setLoading] = useState(true);
  const [answeredAt, setAnsweredAt] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const games = hostableGameTypes(false);

  useEffect(() => {
    document.title = `${t('survey.title')} · Snackparty`;
  }, [t]);

  // An answer given before fills the form, so it can be changed.
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        if (!(await session.ensureToken())) return;
        const previous = await myAnswer(controller.signal);
        if (previous) {
          setDraft(draftOf(previous.answers));
          setAnsweredAt(previous.updatedAt);
        }
      } catch {
        // Nothing to fill in: the form starts empty.
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    })();
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  const change = <K extends keyof SurveyDraft>(key: K, value: SurveyDraft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (problems.problem?.field === key) problems.clear();
  };

  const submit = async () => {
    setServerError(null);
    const problem = firstSurveyProblem(draft);
    if (problem) return problems.flag(problem.field, problem.messageKey);
    problems.clear();
    setBusy(true);
    try {
      if (!(await session.ensureToken())) throw new Error('no sign-in');
      const saved = await submitSurvey(appLanguage(), answersOf(draft));
      setAnsweredAt(saved.updatedAt);
      setSent(true);
    } catch (error) {
      setServerError(accountErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="page survey-page">
        <section className="card survey-card survey-thanks" aria-live="polite">
          <span className="survey-thanks__check" aria-hidden="true">
            <Check size={40} />
          </span>
          <h1 className="survey-card__title">{t('survey.thanksTitle')}</h1>
          <p className="survey-card__lead">{t('survey.thanksText')}</p>
          <div className="survey-thanks__actions">
            <Button variant="secondary" lockMs={0} onClick={() => setSent(false)}>
              {t('survey.change')}
            </Button>
            <Link className="btn btn--primary btn--md" to="/">
              <span className="btn__label">{t('survey.home')}</span>
            </Link>
          </div>
        </section>
      </div>
    );
  }

  const dateError = problems.errorFor('playedOn');
  const improveError = problems.errorFor('improve');
  return (
    <div className="page survey-page">
      <section className="card survey-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="survey-card__title">
          {t('survey.title')}
        </h1>
        <p className="survey-card__lead">{t('survey.lead')}</p>
        {answeredAt ? (
          <p className="survey-card__notice" role="status">
            {t('survey.answeredBefore', { date: new Date(answeredAt).toLocaleDateString('en-GB') })}
          </p>
        ) : null}
        {loading ? (
          <LoadingDots />
        ) : (
          <form
            className="survey-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ChoiceGroup
              field="playedWith"
              legend={t('survey.playedWith')}
              options={SURVEY_PLAYED_WITH.map((value) => ({ value, label: t(`survey.playedWithChoice.${value}`) }))}
              value={draft.playedWith}
              onChange={(value) => change('playedWith', value)}
              problems={problems}
            />
            <ChoiceGroup
              field="fun"
              legend={t('survey.fun')}
              className="survey-question--fun"
              options={FUN_SCORES.map((value, index) => ({ value, icon: FUN_FACES[index], label: t(`survey.funChoice.${value}`) }))}
              value={draft.fun}
              onChange={(value) => change('fun', value)}
              problems={problems}
            />
            <div className="survey-question">
              <label className="survey-question__legend" htmlFor={`${id}-game`}>
                {t('survey.favouriteGame')}
              </label>
              <select
                id={`${id}-game`}
                className="field__input survey-select"
                value={draft.favouriteGame}
                onChange={(event) => change('favouriteGame', event.target.value as GameType | '')}
              >
                <option value="">{t('survey.noFavourite')}</option>
                {games.map((type) => (
                  <option key={type} value={type}>
                    {t(`games.${type}.name`)}
                  </option>
                ))}
              </select>
            </div>
            <ChoiceGroup
              field="playAgain"
              legend={t('survey.playAgain')}
              options={SURVEY_PLAY_AGAIN.map((value) => ({ value, label: t(`survey.playAgainChoice.${value}`) }))}
              value={draft.playAgain}
              onChange={(value) => change('playAgain', value)}
              problems={problems}
            />
            <Question id={`${id}-date`} label={t('survey.playedOn')} hint={t('survey.optional')} error={dateError} shake={problems.shakeFor('playedOn')}>
              <DateInput
                id={`${id}-date`}
                ref={problems.register('playedOn')}
                className="field__input survey-date"
                value={draft.playedOn}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={`${id}-date-error`}
                onChange={(event) => change('playedOn', event.target.value)}
              />
            </Question>
            <Question id={`${id}-improve`} label={t('survey.improve')} hint={t('survey.optional')} error={improveError} shake={problems.shakeFor('improve')}>
              <textarea
                id={`${id}-improve`}
                ref={problems.register('improve')}
                className="field__input survey-textarea"
                rows={4}
                maxLength={SURVEY_IMPROVE_MAX_LENGTH}
                value={draft.improve}
                aria-invalid={improveError ? true : undefined}
                aria-describedby={`${id}-improve-error`}
                onChange={(event) => change('improve', event.target.value)}
              />
            </Question>
            {serverError ? (
              <p className="survey-card__error" role="alert">
                {t(serverError)}
              </p>
            ) : null}
            <Button type="submit" size="lg" block busy={busy} lockMs={0}>
              {answeredAt ? t('survey.update') : t('survey.send')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
