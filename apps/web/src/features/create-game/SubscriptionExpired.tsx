import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshToken } from '../../api/http';
import { formatDate } from '../account/dates';
import { getSubscription } from '../payment/paymentApi';
import { onPaidElsewhere } from '../payment/paymentChannel';

/** How often an open overlay asks whether the subscription runs again (paid on another device). */
const RENEWAL_CHECK_MS = 5000;

/**
 * The subscription-expired overlay: the end date and a way to the payment page. It closes itself
 * (`onRenewed`) once the account is paid up again, here, in another tab or on another device.
 */
export function SubscriptionExpired({ endDate, epoch, onRenewed }: { endDate: string | null; epoch: number | null; onRenewed: () => void }) {
  const { t } = useTranslation();
  const formatted = formatDate(endDate ?? epoch);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renewed = async () => {
      // The next token carries the new end date, which the rest of the page reads.
      await refreshToken().catch(() => undefined);
      if (live) onRenewed();
    };
    const check = async () => {
      if (document.visibilityState === 'visible') {
        const state = await getSubscription().catch(() => null);
        if (!live) return;
        if (state?.subscriptionEndDate && new Date(state.subscriptionEndDate).getTime() > Date.now()) return void renewed();
      }
      timer = setTimeout(() => void check(), RENEWAL_CHECK_MS);
    };
    timer = setTimeout(() => void check(), RENEWAL_CHECK_MS);
    const stopListening = onPaidElsewhere(() => void renewed());
    return () => {
      live = false;
      clearTimeout(timer);
      stopListening();
    };
  }, [onRenewed]);

  return (
    <div className="create-expired" role="alert">
      <p>{formatted ? t('subscription.endedOn', { date: formatted }) : t('subscription.ended')}</p>
      <a className="btn btn--primary btn--lg" href="/payment">
        {t('subscription.subscribeAgain')}
      </a>
    </div>
  );
}
