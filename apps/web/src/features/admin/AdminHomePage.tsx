import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, isValidEmail } from '@snackparty/protocol';
import type { Language } from '@snackparty/protocol';
import { inviteUser } from '../../api/account';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { accountErrorKey } from '../account/accountErrors';
import { LanguageSelect } from '../account/LanguageSelect';
import { useFieldProblem } from '../account/useFieldProblem';
import { AccountForm } from '../account/AccountForm';
import { EmailField } from '../account/EmailField';
import '../account/account.css';
import './admin.css';

/** `/admin`: admins only (spec section 6). Invite someone by mail, and the places admins go. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const session = useSession();

  useEffect(() => {
    document.title = `${t('admin.title')} · Snackparty`;
  }, [t]);

  if (!session.isAdmin) {
    return (
      <div className="page admin-page">
        <section className="card account-card account-card--problem">
          <h1 className="account-card__title">{t('admin.title')}</h1>
          <p role="alert">{t('admin.adminsOnly')}</p>
          <Link className="btn btn--secondary btn--md" to="/">
            {t('common.goHome')}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="page admin-page">
      <h1 className="admin-page__title">{t('admin.title')}</h1>
      <div className="admin-grid">
        <InviteForm />
        <section className="card admin-links" aria-labelledby="admin-links-title">
          <h2 id="admin-links-title" className="profile-section__title">
            {t('admin.links')}
          </h2>
          <ul>
            {session.claims ? (
              <li>
                <Link className="account-link" to={`/user/${session.claims.userId}`}>
                  {t('admin.myProfile')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link className="account-link" to="/wordPacks">
                {t('admin.wordPacks')}
              </Link>
            </li>
            <li>
              <Link className="account-link" to="/join">
                {t('nav.joinGame')}
              </Link>
            </li>
            <li>
              <Link className="account-link" to="/contact">
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

function InviteForm() {
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
    <section className="card" aria-labelledby={`${id}-title`}>
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
