import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Shake } from '../../ui/Shake';

export interface FieldProps {
  /** The input's id; the error's id is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A translation key. */
  error: string | null;
  shake: number;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form field whose error is read out and whose input shakes when flagged. */
export function Field({ id, label, error, shake, hint, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Shake trigger={shake}>{children}</Shake>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ? t(error) : ''}
      </p>
    </div>
  );
}

/** The aria props of an input inside a Field. */
export function fieldAria(id: string, error: string | null) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-error` } as const;
}
