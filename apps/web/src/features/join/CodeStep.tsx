import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_CODE_LENGTH } from '@snackparty/protocol';
import { Button } from '../../ui/Button';
import { Shake } from '../../ui/Shake';
import { LoadingDots } from '../../ui/Spinner';
import { isCompleteCode } from './joinMachine';

export interface CodeStepProps {
  code: string;
  error: string | null;
  shake: number;
  checking: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** Room code entry: upper-cased as typed, at most 5, join enabled at exactly 5. */
export function CodeStep({ code, error, shake, checking, onChange, onSubmit }: CodeStepProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    if (shake) input.current?.focus();
  }, [shake]);

  return (
    <section className="card join-card" aria-labelledby="join-code-title">
      <h1 id="join-code-title" className="join-card__title">
        {t('join.title')}
      </h1>
      <p className="join-card__lead">{t('join.codeLead')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="room-code">
            {t('join.codeLabel')}
          </label>
          <Shake trigger={shake}>
            <input
              ref={input}
              id="room-code"
              className="field__input join-code-input"
              value={code}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={(event) => {
                // Enter submits even while the button is disabled, so a short code gets its message.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onSubmit();
                }
              }}
              maxLength={ROOM_CODE_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              enterKeyHint="go"
              placeholder="ABCDE"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${hintId} ${errorId}`}
              readOnly={checking}
              autoFocus={!code}
            />
          </Shake>
          <p id={hintId} className="field__hint">
            {t('join.codeHint')}
          </p>
          <p id={errorId} className="field__error" role={error ? 'alert' : undefined}>
            {error ? t(error) : ''}
          </p>
        </div>
        <Button type="submit" size="lg" block disabled={!isCompleteCode(code) || checking} busy={checking}>
          {checking ? <LoadingDots label={t('join.checking')} /> : t('join.join')}
        </Button>
      </form>
    </section>
  );
}
