import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS } from '@snackparty/protocol';
import { fetchResetPassword, resetPassword } from '../../api/account';
import { Button } from '../../ui/Button';
import { Check, Info } from '../../ui/icons';
import { AccountCard, AccountLoading } from './AccountCard';
import { accountErrorKey } from './accountErrors';
import { useLoginDialog } from './LoginDialog';
import { NewPasswordFields, firstNewPasswordError } from './NewPasswordFields';
import type { NewPasswordField } from './NewPasswordFields';
import { useFieldProblem } from './useFieldProblem';
import { AccountForm } from './AccountForm';

type ResetState =
  | { status: 'checking' }
  | { status: 'form'; email: string }
  | { status: 'done' }
  | { status: 'failed'; messageKey: string };

/** `/account/resetPassword?ftoken=…`: a new password twice, then done and log in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const ftoken = params.get('ftoken') ?? '';
  const { openLogin } = useLoginDialog();
  const [state, setState] = useState<ResetState>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = useFieldProblem<NewPasswordField>();

  useEffect(() => {
    let live = true;
    if (!ftoken) {
      setState({ status: 'failed', messageKey: ACCOUNT_MESSAGE_KEYS.tokenInvalid });
      return undefined;
    }
    fetchResetPassword(ftoken)
      .then((answer) => live && setState({ status: 'form', email: answer.email }))
      .catch((error: unknown) => live && setState({ status: 'failed', messageKey: accountErrorKey(error) }));
    return () => {
      live = false;
    };
  }, [ftoken]);

  const submit = async () => {
    setServerError(null);
    const invalid = firstNewPasswordError(password, passwordConfirm);
    if (invalid) return fields.flag(invalid.field, invalid.messageKey);
    setBusy(true);
    try {
      await resetPassword(ftoken, password);
      setState({ status: 'done' });
    } catch (error) {
      setPassword('');
      setPasswordConfirm('');
      setServerError(accountErrorKey(error));
      fields.flag('password', 'registration.passwordAgain');
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'checking') return <AccountLoading title={t('account.resetTitle')} />;
  if (state.status === 'failed') {
    return (
      <AccountCard title={t('account.linkProblemTitle')} icon={<Info size={40} />} tone="problem" lead={t(state.messageKey)}>
        <a className="btn btn--secondary btn--md" href="/account/forgotPassword">
          {t('account.requestNewLink')}
        </a>
      </AccountCard>
    );
  }
  if (state.status === 'done') {
    return (
      <AccountCard title={t('account.resetDoneTitle')} icon={<Check size={40} />} tone="done" lead={t('account.resetDone')}>
        <Button size="lg" onClick={openLogin}>
          {t('login.logIn')}
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.resetTitle')} lead={t('account.resetLead', { email: state.email })}>
      <AccountForm onSubmit={() => void submit()}>
        <NewPasswordFields
          id={id}
          fields={fields}
          password={password}
          passwordConfirm={passwordConfirm}
          onPassword={setPassword}
          onPasswordConfirm={setPasswordConfirm}
        />
        {serverError ? (
          <p className="account-notice account-notice--error" role="alert">
            {t(serverError)}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={busy} lockMs={0}>
          {t('account.savePassword')}
        </Button>
      </AccountForm>
    </AccountCard>
  );
}
