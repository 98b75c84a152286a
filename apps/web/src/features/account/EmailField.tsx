import type { ReactNode, Ref } from 'react';
import { Field, fieldAria } from './Field';

export interface EmailFieldProps {
  id: string;
  label: ReactNode;
  /** A translation key. */
  error: string | null;
  shake: number;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** An email address field: the right keyboard on phones and the browser's autofill. */
export function EmailField({ id, label, error, shake, value, onChange, inputRef }: EmailFieldProps) {
  return (
    <Field id={id} label={label} error={error} shake={shake}>
      <input
        ref={inputRef}
        {...fieldAria(id, error)}
        className="field__input account-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
