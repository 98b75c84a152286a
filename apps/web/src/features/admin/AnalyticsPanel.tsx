import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ANALYTICS_EVENTS, SERVER_ANALYTICS_EVENTS } from '@snackparty/protocol';
import type { AnalyticsEventName, AnalyticsProperties } from '@snackparty/protocol';
import { useReload } from './useReload';
import { AdminSection, formatDateTime } from './AdminSection';
import { getAdminAnalytics } from './adminApi';

const EVENTS: readonly AnalyticsEventName[] = [...SERVER_ANALYTICS_EVENTS, ...CLIENT_ANALYTICS_EVENTS];

/** The translation key of an event's name (`$pageview` is PostHog's own name for a page view). */
export function eventKey(event: string): string {
  return `admin.analytics.events.${event.replace(/^\$/, '')}`;
}

function describeProperties(properties: AnalyticsProperties): string {
  return Object.entries(properties)
    .filter(([name]) => name !== '$current_url' && name !== '$geoip_disable')
    .map(([name, value]) => `${name.replace(/^\$/, '')}: ${String(value)}`)
    .join(' · ');
}

/** An anonymous browser's long id, shortened for reading (the whole one is its title). */
function shortId(distinctId: string): string {
  return distinctId.length > 18 ? `${distinctId.slice(0, 14)}…` : distinctId;
}

/** The latest analytics events (of one kind when picked) and how many of each in the last 30 days. */
export function AnalyticsPanel({ refresh }: { refresh: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [event, setEvent] = useState<AnalyticsEventName | ''>('');
  const [loaded] = useReload((signal) => getAdminAnalytics(event, signal), [event, refresh]);
  return (
    <AdminSection
      title={t('admin.analytics.title')}
      loaded={loaded}
      className="admin-analytics"
      aside={
        <div className="admin-search">
          <label className="visually-hidden" htmlFor={`${id}-event`}>
            {t('admin.analytics.filter')}
          </label>
          <select id={`${id}-event`} className="field__input account-input account-select admin-search__input" value={event} onChange={(e) => setEvent(e.target.value as AnalyticsEventName | '')}>
            <option value="">{t('admin.analytics.all')}</option>
            {EVENTS.map((name) => (
              <option key={name} value={name}>
                {t(eventKey(name))}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {({ events, counts, posthog }) => (
        <>
          <p className="field__hint">{posthog ? t('admin.analytics.toPosthog') : t('admin.analytics.storedHere')}</p>
          {counts.length > 0 ? (
            <ul className="admin-chips" aria-label={t('admin.analytics.counts')}>
              {counts.map((c) => (
                <li key={c.event} className="admin-chip">
                  {t(eventKey(c.event), { defaultValue: c.event })} <strong>{c.count}</strong>
                </li>
              ))}
            </ul>
          ) : null}
          {events.length === 0 ? (
            <p className="field__hint">{t('admin.analytics.none')}</p>
          ) : (
            <ul className="admin-events">
              {events.map((e) => (
                <li key={e.id} className="admin-event" data-event={e.event}>
                  <div className="admin-event__head">
                    <span className="admin-event__name">{t(eventKey(e.event), { defaultValue: e.event })}</span>
                    <span className="admin-event__who" title={e.distinctId}>
                      {shortId(e.distinctId)}
                    </span>
                    <time className="admin-event__when" dateTime={e.createdAt}>
                      {formatDateTime(e.createdAt)}
                    </time>
                  </div>
                  <p className="admin-event__details">{describeProperties(e.properties)}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminSection>
  );
}
