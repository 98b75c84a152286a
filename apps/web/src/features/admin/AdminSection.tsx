import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '../../ui/Spinner';
import { accountErrorKey } from '../account/accountErrors';
import type { Loaded } from '../profile/useLoad';

/** One card of the admin page: a title, what it shows once loaded, and its loading and failed states. */
export function AdminSection<T>({
  title,
  loaded,
  aside,
  className,
  children,
}: {
  title: string;
  loaded: Loaded<T>;
  /** Shown beside the title (a badge, a filter). */
  aside?: ReactNode;
  className?: string;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={`card admin-section ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <header className="admin-section__head">
        <h2 id={`${id}-title`} className="profile-section__title">
          {title}
        </h2>
        {aside}
      </header>
      {loaded.status === 'loading' ? (
        <LoadingDots label={t('admin.loading')} />
      ) : loaded.status === 'failed' ? (
        <p role="alert" className="account-notice account-notice--error">
          {t(accountErrorKey(loaded.error))}
        </p>
      ) : (
        children(loaded.value)
      )}
    </section>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment as dd/mm/yyyy, hh:mm (dates show in en-GB format whatever the language). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
