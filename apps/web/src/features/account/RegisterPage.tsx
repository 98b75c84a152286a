import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOD_AVATARS, NAME_MAX_LENGTH, firstSignupError } from '@snackparty/protocol';
import type { Language, SignupField } from '@snackparty/protocol';
import { signup } from '../../api/account';
import { appLanguage } from '../../i18n/i18n';
import { AvatarCarousel } from '../../ui/AvatarCarousel';
import { Button } from '../../ui/Button';
import { Mail } from '../../ui/icons';
import { LoadingDots } from '../../ui/Spinner';
import { Shake } from '../../ui/Shake';
import { accountErrorKey } from './accountErrors';
import { Field, fieldAria } from './Field';
import { LanguageSelect } from './LanguageSelect';
import { useLoginDialog } from './LoginDialog';
import { PasswordInput } from './PasswordInput';
import { useFieldProblem } from './useFieldProblem';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import './account.css';

/** The register screen's states (spec section 4). */
export type RegisterPhase = 'form' | 'submitting' | 'sent';

/** After a failed sign-up the passwords are empty and flagged: they must be typed again. */
const PASSWORD_AGAIN_KEY = 'registration.passwordAgain';

const NO_AVATARS_IN_USE: ReadonlySet<string> = new Set();

/** Sign up: checks in the spec's order, then the email-sent view (spec sections 2, 4, 5, 8). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [phase, setPhase] = useState<RegisterPhase>('form');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [language, setLanguage] = useState<Language>(() => appLanguage());
  const [avatarSrc, setAvatarSrc] = useState(() => FOOD_AVATARS[Math.floor(Math.random() * FOOD_AVATARS.length)]?.src ?? '');
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [agree, setAgree] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = useFieldProblem<SignupField>();
  const { openLogin } = useLoginDialog();

  useEffect(() => {
    document.title = `${t('registration.title')} · Snackparty`;
  }, [t]);

  const submit = async () => {
    if (phase !== 'form') return;
    setServerError(null);
    const invalid = firstSignupError({ name, email, password, passwordConfirm, agree });
    if (invalid) {
      fields.flag(invalid.field, invalid.messageKey);
      return;
    }
    fields.clear();
    setPhase('submitting');
    try {
      await signup({
        name: name.trim(),
        email: email.trim(),
        password,
        language,
        marketingConsent,
        acceptTerms: true,
        favoriteAvatarSrc: avatarSrc || null,
      });
      setPhase('sent');
    } catch (error) {
      const messageKey = accountErrorKey(error);
      setPassword('');
      setPasswordConfirm('');
      setServerError(messageKey);
      fields.flag('password', PASSWORD_AGAIN_KEY);
      setPhase('form');
    }
  };

  if (phase === 'sent') {
    return (
      <div className="page account-page">
        <section className="card account-card account-card--done" aria-labelledby={`${id}-sent`}>
          <span className="account-card__icon" aria-hidden="true">
            <Mail size={40} />
          </span>
          <h1 id={`${id}-sent`} className="account-card__title">
            {t('registration.emailSentTitle')}
          </h1>
          <p>{t('registration.emailSent', { email: email.trim() })}</p>
          <p className="account-card__note">{t('registration.trialAfterVerify')}</p>
          <Button size="lg" block onClick={() => navigate('/')}>
            {t('registration.goToLogin')}
          </Button>
        </section>
      </div>
    );
  }

  const submitting = phase === 'submitting';
  const errorOf = fields.errorFor;
  return (
    <div className="page account-page">
      <section className="card account-card account-card--wide" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="account-card__title">
          {t('registration.title')}
        </h1>
        <p className="account-card__lead">{t('registration.lead')}</p>
        <AccountForm onSubmit={() => void submit()} className="register-form">
          <div className="register-form__fields">
            <Field id={`${id}-name`} label={t('registration.name')} error={errorOf('name')} shake={fields.shakeFor('name')}>
              <input
                ref={fields.register('name')}
                {...fieldAria(`${id}-name`, errorOf('name'))}
                className="field__input account-input"
                autoComplete="nickname"
                maxLength={NAME_MAX_LENGTH}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <EmailField id={`${id}-email`} label={t('registration.email')} error={errorOf('email')} shake={fields.shakeFor('email')} value={email} onChange={setEmail} inputRef={fields.register('email')} />
            <Field
              id={`${id}-password`}
              label={t('registration.password')}
              error={errorOf('password')}
              shake={fields.shakeFor('password')}
              hint={t('registration.passwordHint')}
            >
              <PasswordInput
                ref={fields.register('password')}
                {...fieldAria(`${id}-password`, errorOf('password'))}
                className="account-input"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <Field
              id={`${id}-confirm`}
              label={t('registration.passwordConfirm')}
              error={errorOf('passwordConfirm')}
              shake={fields.shakeFor('passwordConfirm')}
            >
              <PasswordInput
                ref={fields.register('passwordConfirm')}
                {...fieldAria(`${id}-confirm`, errorOf('passwordConfirm'))}
                className="account-input"
                autoComplete="new-password"
                value={passwordConfirm}
                onChange={(event) => setPasswordConfirm(event.target.value)}
              />
            </Field>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-language`}>
                {t('registration.language')}
              </label>
              <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} />
            </div>
          </div>
          <fieldset className="register-form__avatar">
            <legend className="field__label">{t('registration.favoriteAvatar')}</legend>
            <AvatarCarousel avatars={FOOD_AVATARS} value={avatarSrc} onChange={setAvatarSrc} used={NO_AVATARS_IN_USE} />
          </fieldset>
          <div className="register-form__checks">
            <label className="account-check">
              <input type="checkbox" checked={marketingConsent} onChange={(event) => setMarketingConsent(event.target.checked)} />
              <span>{t('registration.marketingConsent')}</span>
            </label>
            <Shake trigger={fields.shakeFor('agree')}>
              <label className={`account-check ${errorOf('agree') ? 'is-invalid' : ''}`}>
                <input
                  ref={fields.register('agree')}
                  type="checkbox"
                  checked={agree}
                  onChange={(event) => setAgree(event.target.checked)}
                  aria-invalid={errorOf('agree') ? true : undefined}
                  aria-describedby={`${id}-agree-error`}
                />
                <span>
                  {t('registration.acceptTermsBefore')}{' '}
                  <Link className="account-link" to="/terms-and-conditions" target="_blank" rel="noopener">
                    {t('registration.termsLink')}
                  </Link>
                </span>
              </label>
            </Shake>
            <p id={`${id}-agree-error`} className="field__error" role={errorOf('agree') ? 'alert' : undefined}>
              {errorOf('agree') ? t(errorOf('agree')!) : ''}
            </p>
          </div>
          {serverError ? (
            <p className="account-notice account-notice--error" role="alert">
              {t(serverError)}
            </p>
          ) : null}
          <Button type="submit" size="lg" block busy={submitting} lockMs={0}>
            {submitting ? <LoadingDots label={t('registration.signingUp')} /> : t('registration.signUp')}
          </Button>
          <p className="account-card__note">
            {t('registration.haveAccount')}{' '}
            <button type="button" className="link-btn" onClick={openLogin}>
              {t('login.logIn')}
            </button>
          </p>
        </AccountForm>
      </section>
    </div>
  );
}
