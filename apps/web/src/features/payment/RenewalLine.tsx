import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStateDto } from '@snackparty/protocol';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast';
import { accountErrorKey } from '../account/accountErrors';
import { formatDate } from '../account/dates';
import { useLoad } from '../profile/useLoad';
import { getSubscription, setRenewal } from './paymentApi';
import { planName } from './planName';

/** Whether the plan renews, until when it runs, and a button to stop (or restart) the renewal. */
export function RenewalLine() {
  const { t } = useTranslation();
  const toast = useToast();
  const [loaded] = useLoad((signal) => getSubscription(signal), []);
  const [changed, setChanged] = useState<SubscriptionStateDto | null>(null);
  const [busy, setBusy] = useState(false);
  const state = changed ?? (loaded.status === 'ready' ? loaded.value : null);
  if (!state?.renewal) return null;
  const { renewal } = state;
  const date = formatDate(state.subscriptionEndDate) ?? '';
  const plan = planName(t, renewal.months);

  const change = async (renew: boolean) => {
    if (!renew && !window.confirm(t('payment.renewal.cancelConfirm', { date }))) return;
    setBusy(true);
    try {
      setChanged(await setRenewal(renew));
      toast.show(t(renew ? 'payment.renewal.resumed_toast' : 'payment.renewal.cancelled_toast'), { kind: 'success' });
    } catch (error) {
      toast.show(t(accountErrorKey(error)), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`payment-renewal is-${renewal.status}`} data-renewal={renewal.status}>
      <p>{t(`payment.renewal.${renewal.status}`, { plan, date })}</p>
      {renewal.status === 'active' || renewal.status === 'past_due' ? (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => change(false)}>
          {t('payment.renewal.cancel')}
        </Button>
      ) : renewal.status === 'cancelling' ? (
        <Button size="sm" busy={busy} onClick={() => change(true)}>
          {t('payment.renewal.resume')}
        </Button>
      ) : null}
    </div>
  );
}
