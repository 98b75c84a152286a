import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { firstLoginError, oauthAuthorizationPath } from '@snackparty/protocol';
import type { OAuthProvider } from '@snackparty/protocol';
import { fetchOAuthProviders, login } from '../../api/account';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { DiscordMark, GoogleMark } from './accountIcons';
import { loginFailure } from './accountErrors';
import { Field, fieldAria } from './Field';
import { PasswordInput } from './PasswordInput';
import { useFieldProblem } from './useFieldProblem';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import './account.css';

export interface LoginFormProps {
  /** Logged in: the token is stored and the language set. */
  onSuccess: () => void;
  /** A link of the form is followed (sign up, forgot password): a dialog around it closes. */
  onLeave?: () => void;
}

const PROVIDER_ICONS: Record<OAuthProvider, ReactNode> = {
  discord: <DiscordMark />,
  google: <GoogleMark />,
};

/** Email and password, sign up, forgot password and the social logins (spec sections 2, 4, 5, 8). */
export function LoginForm({ onSuccess, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fields = useFieldProblem<'email' | 'password'>();
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(noticeTimer.current);
    };
  }, []);
  // Only the social sign-ins this server has a client for; none until it has said which.
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    let current = true;
    void fetchOAuthProviders().then((list) => {
      if (current) setProviders(list);
    });
    return () => {
      current = false;
    };
  }, []);

  const showNotice = (messageKey: string, displayMs: number) => {
    clearTimeout(noticeTimer.current);
    setNotice(messageKey);
    noticeTimer.current = setTimeout(() => setNotice(null), displayMs);
  };

  const submit = async () => {
    if (busy) return;
    setNotice(null);
    const invalid = firstLoginError(email, password);
    if (invalid) {
      fields.flag(invalid.field, invalid.messageKey);
      return;
    }
    fields.clear();
    setBusy(true);
    try {
      const response = await login(email.trim(), password);
      await session.loginWith(response);
      if (mounted.current) onSuccess();
    } catch (error) {
      if (!mounted.current) return;
      const failure = loginFailure(error);
      if (failure.kind === 'badCredentials') {
        setPassword('');
        fields.flag('password', failure.messageKey);
      } else if (failure.kind === 'unverified') {
        fields.flag('email', failure.messageKey);
      } else {
        showNotice(failure.messageKey, failure.displayMs);
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const emailError = fields.errorFor('email');
  const passwordError = fields.errorFor('password');

  return (
    <div className="login-form">
      <AccountForm onSubmit={() => void submit()}>
        <EmailField id={emailId} label={t('login.email')} error={emailError} shake={fields.shakeFor('email')} value={email} onChange={setEmail} inputRef={fields.register('email')} />
        <Field id={passwordId} label={t('login.password')} error={passwordError} shake={fields.shakeFor('password')}>
          <PasswordInput
            ref={fields.register('password')}
            {...fieldAria(passwordId, passwordError)}
            className="account-input"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Link className="account-link login-form__forgot" to="/account/forgotPassword" onClick={onLeave}>
          {t('login.forgotPassword')}
        </Link>
        {notice ? (
          <p className="account-notice account-notice--error" role="alert">
            {t(notice)}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={busy} lockMs={0}>
          {busy ? <LoadingDots label={t('login.loggingIn')} /> : t('login.logIn')}
        </Button>
      </AccountForm>
      {providers.length > 0 ? (
        <>
          <p className="account-divider">
            <span>{t('login.or')}</span>
          </p>
          <div className="login-form__social">
            {providers.map((provider) => (
              <a key={provider} className={`btn btn--secondary btn--md btn--block social-btn social-btn--${provider}`} href={oauthAuthorizationPath(provider)}>
                <span className="btn__icon">{PROVIDER_ICONS[provider]}</span>
                <span className="btn__label">{t(`login.continueWith.${provider}`)}</span>
              </a>
            ))}
          </div>
        </>
      ) : null}
      <p className="login-form__signup">
        {t('login.noAccount')}{' '}
        <Link className="account-link" to="/register" onClick={onLeave}>
          {t('login.signUp')}
        </Link>
      </p>
    </div>
  );
}
