import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS } from '@snackparty/protocol';
import { unsubscribe } from '../../api/account';
import { Check, Info } from '../../ui/icons';
import { AccountCard, AccountLoading } from './AccountCard';
import { accountErrorKey } from './accountErrors';
import { once } from './once';

/** `/account/unsubscribe?utoken=…`: no more news mails. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const utoken = params.get('utoken') ?? '';
  const [state, setState] = useState<'working' | 'done' | string>('working');

  useEffect(() => {
    let live = true;
    if (!utoken) {
      setState(ACCOUNT_MESSAGE_KEYS.tokenInvalid);
      return undefined;
    }
    once(`unsubscribe:${utoken}`, () => unsubscribe(utoken))
      .then(() => live && setState('done'))
      .catch((error: unknown) => live && setState(accountErrorKey(error)));
    return () => {
      live = false;
    };
  }, [utoken]);

  if (state === 'working') return <AccountLoading title={t('account.unsubscribeTitle')} />;
  if (state === 'done') {
    return <AccountCard title={t('account.unsubscribedTitle')} icon={<Check size={40} />} tone="done" lead={t('account.unsubscribed')} />;
  }
  return <AccountCard title={t('account.linkProblemTitle')} icon={<Info size={40} />} tone="problem" lead={t(state)} />;
}
