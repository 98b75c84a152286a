import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS } from '@snackparty/protocol';
import { deleteAccount } from '../../api/account';
import { clearAllStoredState, useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Info } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { AccountCard } from './AccountCard';
import { accountErrorKey } from './accountErrors';
import { useLoginDialog } from './LoginDialog';

/** `/account/deleteAccount?dtoken=…`: the last confirmation, then everything is gone. */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const dtoken = params.get('dtoken') ?? '';
  const session = useSession();
  const { openLogin } = useLoginDialog();
  const [error, setError] = useState<string | null>(dtoken ? null : ACCOUNT_MESSAGE_KEYS.tokenInvalid);

  const confirm = async () => {
    if (!session.claims) return;
    setError(null);
    try {
      await deleteAccount(session.claims.userId, dtoken);
      clearAllStoredState();
      toast.show(t('account.deleted'), { kind: 'success', durationMs: 6000 });
      navigate('/', { replace: true });
    } catch (failure) {
      setError(accountErrorKey(failure));
    }
  };

  if (!dtoken) {
    return <AccountCard title={t('account.linkProblemTitle')} icon={<Info size={40} />} tone="problem" lead={t(ACCOUNT_MESSAGE_KEYS.tokenInvalid)} />;
  }
  return (
    <AccountCard title={t('account.deleteTitle')} lead={t('account.deleteLead')}>
      {session.isUser ? (
        <>
          <p className="account-card__note">{t('account.deleteAs', { email: session.claims?.sub ?? '' })}</p>
          {error ? (
            <p className="account-notice account-notice--error" role="alert">
              {t(error)}
            </p>
          ) : null}
          <div className="account-actions">
            <Button variant="ghost" onClick={() => navigate('/')} lockMs={0}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" size="lg" onClick={confirm}>
              {t('account.deleteConfirm')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('account.deleteLoginFirst')}</p>
          <Button size="lg" onClick={openLogin}>
            {t('login.logIn')}
          </Button>
        </>
      )}
    </AccountCard>
  );
}
