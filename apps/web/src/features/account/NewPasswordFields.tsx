import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, PASSWORD_MIN_LENGTH } from '@snackparty/protocol';
import { Field, fieldAria } from './Field';
import { PasswordInput } from './PasswordInput';
import type { FieldProblems } from './useFieldProblem';

export type NewPasswordField = 'password' | 'passwordConfirm';

/** The first problem of a new password typed twice, in the sign-up order. */
export function firstNewPasswordError(password: string, passwordConfirm: string): { field: NewPasswordField; messageKey: string } | undefined {
  if (!password) return { field: 'password', messageKey: ACCOUNT_MESSAGE_KEYS.passwordRequired };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', messageKey: ACCOUNT_MESSAGE_KEYS.passwordTooShort };
  if (!passwordConfirm) return { field: 'passwordConfirm', messageKey: ACCOUNT_MESSAGE_KEYS.passwordConfirmRequired };
  if (password !== passwordConfirm) return { field: 'passwordConfirm', messageKey: ACCOUNT_MESSAGE_KEYS.passwordMismatch };
  return undefined;
}

/** A new password and its confirmation. */
export function NewPasswordFields(props: {
  id: string;
  fields: Pick<FieldProblems<NewPasswordField>, 'errorFor' | 'shakeFor' | 'register'>;
  password: string;
  passwordConfirm: string;
  onPassword: (value: string) => void;
  onPasswordConfirm: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { id, fields } = props;
  return (
    <>
      <Field
        id={`${id}-password`}
        label={t('account.newPassword')}
        error={fields.errorFor('password')}
        shake={fields.shakeFor('password')}
        hint={t('registration.passwordHint')}
      >
        <PasswordInput
          ref={fields.register('password')}
          {...fieldAria(`${id}-password`, fields.errorFor('password'))}
          className="account-input"
          autoComplete="new-password"
          value={props.password}
          onChange={(event) => props.onPassword(event.target.value)}
        />
      </Field>
      <Field
        id={`${id}-confirm`}
        label={t('registration.passwordConfirm')}
        error={fields.errorFor('passwordConfirm')}
        shake={fields.shakeFor('passwordConfirm')}
      >
        <PasswordInput
          ref={fields.register('passwordConfirm')}
          {...fieldAria(`${id}-confirm`, fields.errorFor('passwordConfirm'))}
          className="account-input"
          autoComplete="new-password"
          value={props.passwordConfirm}
          onChange={(event) => props.onPasswordConfirm(event.target.value)}
        />
      </Field>
    </>
  );
}
