import { useTranslation } from 'react-i18next';

/** Dates show in en-GB format (spec section 9). */
export function formatDate(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

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
