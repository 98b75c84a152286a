import { useTranslation } from 'react-i18next';
import type { AdminErrorsResponse } from '@snackparty/protocol';
import type { Loaded } from '../profile/useLoad';
import { AdminSection, formatDateTime } from './AdminSection';

/** The latest errors the web app reported, each with its page address and what the browser knew. */
export function ErrorsPanel({ loaded }: { loaded: Loaded<AdminErrorsResponse> }) {
  const { t } = useTranslation();
  return (
    <AdminSection
      title={t('errorReport.title')}
      loaded={loaded}
      className="admin-errors"
      aside={loaded.status === 'ready' ? <span className="badge badge--muted">{loaded.value.sentry ? t('errorReport.toSentry') : t('errorReport.storedHere')}</span> : null}
    >
      {({ reports }) =>
        reports.length === 0 ? (
          <p className="field__hint">{t('errorReport.none')}</p>
        ) : (
          <ul className="admin-errors__list">
            {reports.map((report) => (
              <li key={report.id} className="admin-error">
                <details>
                  <summary>
                    <span className="admin-error__line">
                      <span className="badge badge--danger">{t(`errorReport.source.${report.source}`, { defaultValue: report.source })}</span>
                      <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                    </span>
                    <span className="admin-error__message">{report.message || report.errorType || (report.source === 'fallback' ? t('errorReport.fallbackShown') : t('errorReport.noMessage'))}</span>
                    <span className="admin-error__url">{report.url}</span>
                  </summary>
                  <dl className="admin-error__details">
                    {report.errorType ? (
                      <>
                        <dt>{t('errorReport.type')}</dt>
                        <dd>{report.errorType}</dd>
                      </>
                    ) : null}
                    {report.userAgent ? (
                      <>
                        <dt>{t('errorReport.browser')}</dt>
                        <dd>{report.userAgent}</dd>
                      </>
                    ) : null}
                    <dt>{t('errorReport.user')}</dt>
                    <dd>{report.userId ?? t('errorReport.signedOut')}</dd>
                    {report.sentryEventId ? (
                      <>
                        <dt>{t('errorReport.sentryId')}</dt>
                        <dd>
                          <code>{report.sentryEventId}</code>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  {report.stack ? <pre className="admin-error__stack">{report.stack}</pre> : null}
                  {report.componentStack ? <pre className="admin-error__stack">{report.componentStack.trim()}</pre> : null}
                </details>
              </li>
            ))}
          </ul>
        )
      }
    </AdminSection>
  );
}
