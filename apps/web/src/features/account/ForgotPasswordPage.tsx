import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, isValidEmail } from '@snackparty/protocol';
import { forgotPassword } from '../../api/account';
import { Button } from '../../ui/Button';
import { Mail } from '../../ui/icons';
import { AccountCard } from './AccountCard';
import { accountErrorKey } from './accountErrors';
import { useFieldProblem } from './useFieldProblem';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';

/** `/account/forgotPassword`: an address, then "check your mail" (the answer is the same for any address). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = useFieldProblem<'email'>();

  const submit = async () => {
    if (!email.trim()) return fields.flag('email', ACCOUNT_MESSAGE_KEYS.emailRequired);
    if (!isValidEmail(email)) return fields.flag('email', ACCOUNT_MESSAGE_KEYS.emailInvalid);
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      setSent(true);
    } catch (error) {
      fields.flag('email', accountErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AccountCard title={t('account.checkMailTitle')} icon={<Mail size={40} />} tone="done">
        <p>{t('account.resetMailSent', { email: email.trim() })}</p>
      </AccountCard>
    );
  }
  const error = fields.errorFor('email');
  return (
    <AccountCard title={t('account.forgotTitle')} lead={t('account.forgotLead')}>
      <AccountForm onSubmit={() => void submit()}>
        <EmailField id={`${id}-email`} label={t('login.email')} error={error} shake={fields.shakeFor('email')} value={email} onChange={setEmail} inputRef={fields.register('email')} />
        <Button type="submit" size="lg" block busy={busy} lockMs={0}>
          {t('account.sendResetLink')}
        </Button>
      </AccountForm>
    </AccountCard>
  );
}
