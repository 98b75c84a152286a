import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, NAME_MAX_LENGTH } from '@snackparty/protocol';
import type { InviteDto, Language } from '@snackparty/protocol';
import { acceptInvite, fetchInvite } from '../../api/account';
import { useSession } from '../../app/session';
import { appLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Check, Info } from '../../ui/icons';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { AccountCard, AccountLoading } from './AccountCard';
import { accountErrorKey } from './accountErrors';
import { Field, fieldAria } from './Field';
import { LanguageSelect } from './LanguageSelect';
import { NewPasswordFields, firstNewPasswordError } from './NewPasswordFields';
import type { NewPasswordField } from './NewPasswordFields';
import { useFieldProblem } from './useFieldProblem';
import { AccountForm } from './AccountForm';

type InviteState = { status: 'checking' } | { status: 'form'; invite: InviteDto } | { status: 'done' } | { status: 'failed'; messageKey: string };

/** `/account/invite?itoken=…`: the invited address, then a name and a password, and you are in. */
export function InvitePage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const itoken = params.get('itoken') ?? '';
  const session = useSession();
  const { openCreateGame } = useCreateGame();
  const [state, setState] = useState<InviteState>({ status: 'checking' });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [language, setLanguage] = useState<Language>(() => appLanguage());
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = useFieldProblem<'name' | NewPasswordField>();

  useEffect(() => {
    let live = true;
    if (!itoken) {
      setState({ status: 'failed', messageKey: ACCOUNT_MESSAGE_KEYS.tokenInvalid });
      return undefined;
    }
    fetchInvite(itoken)
      .then((invite) => live && setState({ status: 'form', invite }))
      .catch((error: unknown) => live && setState({ status: 'failed', messageKey: accountErrorKey(error) }));
    return () => {
      live = false;
    };
  }, [itoken]);

  const submit = async () => {
    setServerError(null);
    if (!name.trim()) return fields.flag('name', ACCOUNT_MESSAGE_KEYS.nameRequired);
    const invalid = firstNewPasswordError(password, passwordConfirm);
    if (invalid) return fields.flag(invalid.field, invalid.messageKey);
    setBusy(true);
    try {
      await session.loginWith(await acceptInvite({ itoken, name: name.trim(), password, language }));
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

  if (state.status === 'checking') return <AccountLoading title={t('account.inviteTitle')} />;
  if (state.status === 'failed') {
    return <AccountCard title={t('account.linkProblemTitle')} icon={<Info size={40} />} tone="problem" lead={t(state.messageKey)} />;
  }
  if (state.status === 'done') {
    return (
      <AccountCard title={t('account.inviteDoneTitle')} icon={<Check size={40} />} tone="done" lead={t('account.inviteDone')}>
        <Button size="lg" onClick={() => openCreateGame()}>
          {t('account.createRoom')}
        </Button>
      </AccountCard>
    );
  }
  const nameError = fields.errorFor('name');
  return (
    <AccountCard title={t('account.inviteTitle')} lead={t('account.inviteLead', { invitedBy: state.invite.invitedBy })}>
      <p className="account-invited">
        <span className="field__label">{t('login.email')}</span>
        <strong>{state.invite.email}</strong>
      </p>
      <AccountForm onSubmit={() => void submit()}>
        <Field id={`${id}-name`} label={t('registration.name')} error={nameError} shake={fields.shakeFor('name')}>
          <input
            ref={fields.register('name')}
            {...fieldAria(`${id}-name`, nameError)}
            className="field__input account-input"
            autoComplete="nickname"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <NewPasswordFields
          id={id}
          fields={fields}
          password={password}
          passwordConfirm={passwordConfirm}
          onPassword={setPassword}
          onPasswordConfirm={setPasswordConfirm}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-language`}>
            {t('registration.language')}
          </label>
          <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} />
        </div>
        {serverError ? (
          <p className="account-notice account-notice--error" role="alert">
            {t(serverError)}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={busy} lockMs={0}>
          {t('account.inviteAccept')}
        </Button>
      </AccountForm>
    </AccountCard>
  );
}
