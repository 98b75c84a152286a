import { useTranslation } from 'react-i18next';
import type { AdminPaymentsResponse } from '@snackparty/protocol';
import { appLanguage } from '../../i18n/i18n';
import { formatMoney } from '../payment/money';
import type { Loaded } from '../profile/useLoad';
import { AdminSection, formatDateTime } from './AdminSection';

/** What was paid per currency, and the latest payments with who paid. */
export function PaymentsPanel({ loaded }: { loaded: Loaded<AdminPaymentsResponse> }) {
  const { t } = useTranslation();
  const language = appLanguage();
  return (
    <AdminSection
      title={t('admin.payments.title')}
      loaded={loaded}
      className="admin-payments"
      aside={loaded.status === 'ready' ? <span className="badge badge--muted">{loaded.value.enabled ? t('admin.payments.on') : t('admin.payments.off')}</span> : null}
    >
      {({ payments, totals }) => (
        <>
          {totals.length > 0 ? (
            <ul className="admin-chips" aria-label={t('admin.payments.totals')}>
              {totals.map((total) => (
                <li key={total.currency} className="admin-chip">
                  <strong>{formatMoney(total.amount, total.currency, language)}</strong> {t('admin.payments.paidCount', { count: total.count })}
                </li>
              ))}
            </ul>
          ) : null}
          {payments.length === 0 ? (
            <p className="field__hint">{t('admin.payments.none')}</p>
          ) : (
            <div className="profile-table-wrap">
              <table className="profile-table admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.payments.date')}</th>
                    <th scope="col">{t('admin.payments.account')}</th>
                    <th scope="col">{t('admin.payments.plan')}</th>
                    <th scope="col">{t('admin.payments.amount')}</th>
                    <th scope="col">{t('admin.payments.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((payment) => (
                    <tr key={payment.paymentId}>
                      <td>{formatDateTime(payment.createdAt)}</td>
                      <td>
                        {payment.userName}
                        {payment.email ? <span className="admin-table__sub">{payment.email}</span> : null}
                      </td>
                      <td>
                        {payment.planId}
                        <span className="admin-table__sub">{t('admin.payments.months', { count: payment.months })}</span>
                      </td>
                      <td>{formatMoney(payment.amount, payment.currency, language)}</td>
                      <td>
                        <span className={`badge ${payment.status === 'paid' ? 'admin-badge--live' : payment.status === 'pending' ? 'badge--muted' : 'badge--danger'}`}>
                          {t(`payment.state.${payment.status}`, { defaultValue: payment.status })}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </AdminSection>
  );
}
