import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../account/dates';
import { useLoad } from '../profile/useLoad';
import { formatMoney } from './money';
import { getPayments } from './paymentApi';
import { planName } from './planName';
import { RenewalLine } from './RenewalLine';

/**
 * The profile's payments section (owner only): the renewing plan with a way to stop it, then every
 * payment with its date (en-GB), plan, amount, currency, state and receipt.
 */
export function PaymentHistory({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [payments] = useLoad((signal) => getPayments(userId, signal), [userId]);
  // Shown once there is something to show: an account that never paid (and every account of a free
  // server) sees no payments section, and one that cannot be loaded leaves the rest of the profile as is.
  if (payments.status !== 'ready' || payments.value.length === 0) return null;
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('payment.history')}
      </h2>
      <RenewalLine />
      <div className="profile-table-wrap">
        <table className="profile-table">
          <thead>
            <tr>
              <th scope="col">{t('payment.column.date')}</th>
              <th scope="col">{t('payment.column.plan')}</th>
              <th scope="col">{t('payment.column.amount')}</th>
              <th scope="col">{t('payment.column.currency')}</th>
              <th scope="col">{t('payment.column.status')}</th>
              <th scope="col">{t('payment.column.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.value.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(payment.paidAt ?? payment.createdAt)}</td>
                <td>
                  {planName(t, payment.months)} · {t(`payment.kind.${payment.kind}`)}
                </td>
                <td>{formatMoney(payment.amount, payment.currency, i18n.language)}</td>
                <td>{payment.currency}</td>
                <td>{t(`payment.state.${payment.status}`)}</td>
                <td>
                  {payment.status === 'paid' ? (
                    <Link className="account-link" to={`/payment/receipt/${payment.id}`}>
                      {t('payment.viewReceipt')}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
