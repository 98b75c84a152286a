import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button';

export interface AnswerFormProps {
  /** The field's label; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the button; the form never reloads the page. */
  onSubmit: () => void;
  submitLabel: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  submitDisabled?: boolean;
  /** The text is refused as it stands (the describing element says why). */
  invalid?: boolean;
  /** Id of the element that gives feedback on the text. */
  describedBy?: string;
  /** A full-width button. */
  block?: boolean;
  className?: string;
  inputClassName?: string;
  /** Shown between the field and the button (feedback, a length count). */
  children?: ReactNode;
  /** Shown after the button (a second choice). */
  after?: ReactNode;
}

/**
 * One word or short answer typed on a phone: a labelled text box and a send button. Phones' own
 * keyboard help is off (no autocorrect, no capitals), since the words are compared as typed.
 */
export function AnswerForm({
  label,
  hideLabel = false,
  value,
  onChange,
  onSubmit,
  submitLabel,
  placeholder,
  maxLength,
  disabled,
  submitDisabled,
  invalid,
  describedBy,
  block,
  className,
  inputClassName,
  children,
  after,
}: AnswerFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={className} onSubmit={submit} noValidate>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={`field__input ${inputClassName ?? ''}`}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="send"
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {children}
      <Button type="submit" size="lg" block={block} lockMs={0} disabled={submitDisabled}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
