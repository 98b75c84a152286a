import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { LoadingDots } from '../../ui/Spinner';
import { formatDate } from '../account/dates';
import { useLoad } from '../profile/useLoad';
import { formatMoney } from './money';
import { getPayment } from './paymentApi';
import { planName } from './planName';
import '../account/account.css';
import './payment.css';

/** `/payment/receipt/{paymentId}`: a paid payment as a receipt to keep or print (its owner only). */
export function ReceiptPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const paymentId = Number(useParams().paymentId);
  const userId = session.claims?.userId;
  const [payment] = useLoad(
    (signal) => (userId && Number.isInteger(paymentId) && paymentId > 0 ? getPayment(userId, paymentId, signal) : Promise.reject(new Error('not found'))),
    [userId, paymentId],
  );

  useEffect(() => {
    document.title = `${t('payment.receipt.title')} · Snackparty`;
  }, [t]);

  const back = (
    <Link className="btn btn--secondary btn--md" to={userId ? `/user/${userId}` : '/'}>
      {t('payment.receipt.back')}
    </Link>
  );
  if (payment.status === 'loading') return <LoadingDots label={t('payment.loading')} />;
  if (payment.status === 'failed' || payment.value.status !== 'paid') {
    return (
      <div className="page payment-page">
        <section className="card account-card account-card--problem">
          <h1 className="account-card__title">{t('payment.receipt.title')}</h1>
          <p role="alert">{t('payment.receipt.notFound')}</p>
          {back}
        </section>
      </div>
    );
  }
  const paid = payment.value;
  return (
    <div className="page payment-page">
      <section className="card account-card payment-receipt" aria-labelledby="receipt-title">
        <h1 id="receipt-title" className="account-card__title">
          Snackparty · {t('payment.receipt.title')}
        </h1>
        <dl>
          <dt>{t('payment.receipt.number')}</dt>
          <dd>{`SP-${String(paid.id).padStart(6, '0')}`}</dd>
          <dt>{t('payment.receipt.account')}</dt>
          <dd>{session.claims?.sub || session.claims?.name}</dd>
          <dt>{t('payment.receipt.date')}</dt>
          <dd>{formatDate(paid.paidAt ?? paid.createdAt)}</dd>
          <dt>{t('payment.receipt.plan')}</dt>
          <dd>
            {planName(t, paid.months)} · {t(`payment.kind.${paid.kind}`)}
          </dd>
          <dt>{t('payment.receipt.amount')}</dt>
          <dd>{formatMoney(paid.amount, paid.currency, i18n.language)}</dd>
          <dt>{t('payment.receipt.status')}</dt>
          <dd>{t(`payment.state.${paid.status}`)}</dd>
        </dl>
        <div className="payment-receipt__actions payment-result__actions">
          <Button onClick={() => window.print()}>{t('payment.receipt.print')}</Button>
          {back}
        </div>
      </section>
    </div>
  );
}
