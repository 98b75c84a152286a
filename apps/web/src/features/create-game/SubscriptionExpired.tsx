import { useTranslation } from 'react-i18next';
import { formatDate } from '../account/dates';

/** The subscription-expired overlay: the end date and a way back to the payment page. */
export function SubscriptionExpired({ endDate, epoch }: { endDate: string | null; epoch: number | null }) {
  const { t } = useTranslation();
  const formatted = formatDate(endDate ?? epoch);
  return (
    <div className="create-expired" role="alert">
      <p>{formatted ? t('subscription.endedOn', { date: formatted }) : t('subscription.ended')}</p>
      <a className="btn btn--primary btn--lg" href="/payment">
        {t('subscription.subscribeAgain')}
      </a>
    </div>
  );
}
