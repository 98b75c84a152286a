import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLoginCode, normalizeLoginCode } from '@snackparty/protocol';
import { confirmLoginCode } from '../../api/smartTv';
import { isApiError } from '../../api/errors';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Check, Info } from '../../ui/icons';
import { AccountCard } from '../account/AccountCard';
import { LoginForm } from '../account/LoginForm';
import '../account/account.css';
import './smart-tv.css';

/**
 * `/loginCode/{code}`: a phone signs a TV in. The phone must be signed in to an account (the TV gets a
 * session of that account); it checks the code against the one on the TV and confirms.
 */
export function LoginCodePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { loginCode = '' } = useParams();
  const normalized = normalizeLoginCode(loginCode);
  const shown = normalized ? formatLoginCode(normalized) : loginCode;
  const [state, setState] = useState<'ready' | 'busy' | 'done' | { problem: string }>('ready');

  if (!normalized) return <AccountCard title={t('loginCode.title')} icon={<Info size={40} />} tone="problem" lead={t('loginCode.not_found')} />;
  if (state === 'done') {
    return <AccountCard title={t('loginCode.doneTitle')} icon={<Check size={40} />} tone="done" lead={t('loginCode.done')} />;
  }
  if (!session.isUser) {
    return (
      <AccountCard title={t('loginCode.title')} lead={t('loginCode.signInFirst', { code: shown })}>
        <LoginForm onSuccess={() => setState('ready')} />
      </AccountCard>
    );
  }

  const confirm = async () => {
    setState('busy');
    try {
      await confirmLoginCode(normalized);
      setState('done');
    } catch (error) {
      setState({ problem: isApiError(error) && error.messageKey ? error.messageKey : 'error.server_unavailable' });
    }
  };

  return (
    <AccountCard title={t('loginCode.title')} lead={t('loginCode.lead', { name: session.claims?.name ?? '' })}>
      <p className="login-code__code" data-testid="login-code">
        {shown}
      </p>
      {typeof state === 'object' ? (
        <p className="account-notice account-notice--error" role="alert">
          {t(state.problem)}
        </p>
      ) : null}
      <Button size="lg" block busy={state === 'busy'} onClick={confirm}>
        {t('loginCode.confirm')}
      </Button>
    </AccountCard>
  );
}
