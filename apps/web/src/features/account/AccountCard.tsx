import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { LoadingDots } from '../../ui/Spinner';
import './account.css';

export interface AccountCardProps {
  title: string;
  icon?: ReactNode;
  lead?: ReactNode;
  /** A finished or failed step: centred, with its icon. */
  tone?: 'form' | 'done' | 'problem';
  children?: ReactNode;
}

/** The frame of the small account pages: one card in the middle of the page. */
export function AccountCard({ title, icon, lead, tone = 'form', children }: AccountCardProps) {
  const titleId = useId();
  useEffect(() => {
    document.title = `${title} · Snackparty`;
  }, [title]);
  return (
    <div className="page account-page">
      <section className={`card account-card account-card--${tone}`} aria-labelledby={titleId}>
        {icon ? (
          <span className="account-card__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h1 id={titleId} className="account-card__title">
          {title}
        </h1>
        {lead ? <p className="account-card__lead">{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}

/** Shown while a link from a mail is being checked. */
export function AccountLoading({ title }: { title: string }) {
  return (
    <AccountCard title={title} tone="done">
      <div className="account-card__loading">
        <LoadingDots label={title} />
      </div>
    </AccountCard>
  );
}
