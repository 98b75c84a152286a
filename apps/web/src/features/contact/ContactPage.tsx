import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, isValidEmail } from '@snackparty/protocol';
import { sendContactForm } from '../../api/account';
import { Button } from '../../ui/Button';
import { Check } from '../../ui/icons';
import { accountErrorKey } from '../account/accountErrors';
import { Field, fieldAria } from '../account/Field';
import { useFieldProblem } from '../account/useFieldProblem';
import { AccountForm } from '../account/AccountForm';
import { EmailField } from '../account/EmailField';
import '../account/account.css';

type ContactField = 'name' | 'email' | 'message';

/** The first problem of the contact form (spec section 5): name, email, message. */
export function firstContactError(form: { name: string; email: string; message: string }): { field: ContactField; messageKey: string } | undefined {
  if (!form.name.trim()) return { field: 'name', messageKey: ACCOUNT_MESSAGE_KEYS.contactNameRequired };
  if (!form.email.trim()) return { field: 'email', messageKey: ACCOUNT_MESSAGE_KEYS.emailRequired };
  if (!isValidEmail(form.email)) return { field: 'email', messageKey: ACCOUNT_MESSAGE_KEYS.emailInvalid };
  if (!form.message.trim()) return { field: 'message', messageKey: ACCOUNT_MESSAGE_KEYS.contactMessageRequired };
  return undefined;
}

/** `/contact`: name, email and message, and a success banner once sent (spec section 2). */
export function ContactPage() {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = useFieldProblem<ContactField>();

  useEffect(() => {
    document.title = `${t('contact.title')} · Snackparty`;
  }, [t]);

  const submit = async () => {
    setServerError(null);
    const invalid = firstContactError({ name, email, message });
    if (invalid) return fields.flag(invalid.field, invalid.messageKey);
    fields.clear();
    setBusy(true);
    try {
      await sendContactForm({ name: name.trim(), email: email.trim(), message: message.trim() });
      setSent(true);
      setMessage('');
    } catch (error) {
      setServerError(accountErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page account-page">
      <section className="card account-card account-card--wide" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="account-card__title">
          {t('contact.title')}
        </h1>
        <p className="account-card__lead">{t('contact.lead')}</p>
        {sent ? (
          <p className="account-notice account-notice--success" role="status">
            <Check size={20} /> {t('contact.sent')}
          </p>
        ) : null}
        <AccountForm onSubmit={() => void submit()}>
          <Field id={`${id}-name`} label={t('contact.name')} error={fields.errorFor('name')} shake={fields.shakeFor('name')}>
            <input
              ref={fields.register('name')}
              {...fieldAria(`${id}-name`, fields.errorFor('name'))}
              className="field__input account-input"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <EmailField id={`${id}-email`} label={t('contact.email')} error={fields.errorFor('email')} shake={fields.shakeFor('email')} value={email} onChange={setEmail} inputRef={fields.register('email')} />
          <Field id={`${id}-message`} label={t('contact.message')} error={fields.errorFor('message')} shake={fields.shakeFor('message')}>
            <textarea
              ref={fields.register('message')}
              {...fieldAria(`${id}-message`, fields.errorFor('message'))}
              className="field__input account-input account-textarea"
              required
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </Field>
          {serverError ? (
            <p className="account-notice account-notice--error" role="alert">
              {t(serverError)}
            </p>
          ) : null}
          <Button type="submit" size="lg" block busy={busy} lockMs={0}>
            {t('contact.send')}
          </Button>
        </AccountForm>
      </section>
    </div>
  );
}
