import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, isValidEmail } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { inviteUser } from '../../api/account';
import { appLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { accountErrorKey } from '../account/accountErrors';
import { LanguageSelect } from '../account/LanguageSelect';
import { useFieldProblem } from '../account/useFieldProblem';
import { AccountForm } from '../account/AccountForm';
import { EmailField } from '../account/EmailField';

/** Invites someone by mail: the link lets them create their account, already verified. */
export function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(() => appLanguage());
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = useFieldProblem<'email'>();

  const submit = async () => {
    setSentTo(null);
    if (!isValidEmail(email)) return fields.flag('email', ACCOUNT_MESSAGE_KEYS.emailInvalid);
    setBusy(true);
    try {
      await inviteUser(email.trim(), language);
      setSentTo(email.trim());
      setEmail('');
      fields.clear();
    } catch (error) {
      fields.flag('email', accountErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const error = fields.errorFor('email');
  return (
    <section className="card admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('admin.inviteTitle')}
      </h2>
      <p className="field__hint">{t('admin.inviteLead')}</p>
      <AccountForm onSubmit={() => void submit()}>
        <EmailField id={`${id}-email`} label={t('login.email')} error={error} shake={fields.shakeFor('email')} value={email} onChange={setEmail} inputRef={fields.register('email')} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-language`}>
            {t('registration.language')}
          </label>
          <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} />
        </div>
        {sentTo ? (
          <p className="account-notice account-notice--success" role="status">
            {t('admin.inviteSent', { email: sentTo })}
          </p>
        ) : null}
        <Button type="submit" busy={busy} lockMs={0}>
          {t('admin.sendInvite')}
        </Button>
      </AccountForm>
    </section>
  );
}
