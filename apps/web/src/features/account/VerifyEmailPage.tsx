import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS } from '@snackparty/protocol';
import { verifyEmail } from '../../api/account';
import { decodeClaims } from '../../api/token';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Check, Info } from '../../ui/icons';
import { useCreateGame } from '../create-game/CreateGameProvider';
import { AccountCard, AccountLoading } from './AccountCard';
import { accountErrorKey } from './accountErrors';
import { formatDate } from './dates';
import { once } from './once';

type VerifyState = { status: 'checking' } | { status: 'verified'; trialEnd: string | null } | { status: 'failed'; messageKey: string };

/** `/account/verifyEmail?vtoken=…`: verifies the address, logs in and starts the trial. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vtoken = params.get('vtoken') ?? '';
  const session = useSession();
  const { openCreateGame } = useCreateGame();
  const [state, setState] = useState<VerifyState>({ status: 'checking' });
  const loginWith = session.loginWith;

  useEffect(() => {
    let live = true;
    if (!vtoken) {
      setState({ status: 'failed', messageKey: ACCOUNT_MESSAGE_KEYS.tokenInvalid });
      return undefined;
    }
    once(`verify:${vtoken}`, async () => {
      const response = await verifyEmail(vtoken);
      await loginWith(response);
      return response;
    })
      .then((response) => {
        const claims = decodeClaims(response.accessToken);
        if (live) setState({ status: 'verified', trialEnd: formatDate(claims?.subscriptionEndDate ?? claims?.subscriptionEpoch) });
      })
      .catch((error: unknown) => live && setState({ status: 'failed', messageKey: accountErrorKey(error) }));
    return () => {
      live = false;
    };
  }, [vtoken, loginWith]);

  if (state.status === 'checking') return <AccountLoading title={t('account.verifying')} />;
  if (state.status === 'failed') {
    return (
      <AccountCard title={t('account.verifyFailedTitle')} icon={<Info size={40} />} tone="problem" lead={t(state.messageKey)}>
        <a className="btn btn--secondary btn--md" href="/register">
          {t('account.signUpAgain')}
        </a>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('account.verifiedTitle')} icon={<Check size={40} />} tone="done">
      <p>{state.trialEnd ? t('account.trialStartedUntil', { date: state.trialEnd }) : t('account.trialStarted')}</p>
      <Button size="lg" onClick={() => openCreateGame()}>
        {t('account.createRoom')}
      </Button>
    </AccountCard>
  );
}
