import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_STATS_DEFAULT_DAYS } from '@snackparty/protocol';
import { useSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { Refresh } from '../../ui/icons';
import { AnalyticsPanel } from './AnalyticsPanel';
import { ErrorsPanel } from './ErrorsPanel';
import { InviteForm } from './InviteForm';
import { LiveRooms } from './LiveRooms';
import { PaymentsPanel } from './PaymentsPanel';
import { SurveyPanel } from './SurveyPanel';
import { ActivityCharts, StatTiles } from './StatsPanel';
import { UsersPanel } from './UsersPanel';
import { getAdminErrors, getAdminPayments, getAdminRooms, getAdminStats } from './adminApi';
import { useReload } from './useReload';
import '../account/account.css';
import '../profile/profile.css';
import './admin.css';

/** The open rooms change all the time: they are read again this often while the page is open. */
const ROOMS_REFRESH_MS = 15_000;

/**
 * `/admin`: admins only (spec section 6); the server answers 403 to anyone else. The operator's
 * view of the server: live rooms and players, games per type and per day, sign-ups and roles,
 * payments, reported errors and analytics events, and inviting people.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const session = useSession();

  useEffect(() => {
    document.title = `${t('admin.title')} · Snackparty`;
  }, [t]);

  if (!session.isAdmin) {
    return (
      <div className="page admin-page">
        <section className="card account-card account-card--problem">
          <h1 className="account-card__title">{t('admin.title')}</h1>
          <p role="alert">{t('admin.adminsOnly')}</p>
          <Link className="btn btn--secondary btn--md" to="/">
            {t('common.goHome')}
          </Link>
        </section>
      </div>
    );
  }
  return <AdminDashboard />;
}

function AdminDashboard() {
  const { t } = useTranslation();
  const session = useSession();
  const [refresh, setRefresh] = useState(0);
  const [roomsTick, setRoomsTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setRoomsTick((n) => n + 1);
    }, ROOMS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const days = ADMIN_STATS_DEFAULT_DAYS;
  const [rooms] = useReload((signal) => getAdminRooms(signal), [refresh, roomsTick]);
  const [stats] = useReload((signal) => getAdminStats(days, signal), [refresh]);
  const [payments] = useReload((signal) => getAdminPayments(signal), [refresh]);
  const [errors] = useReload((signal) => getAdminErrors(signal), [refresh]);

  return (
    <div className="page admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{t('admin.title')}</h1>
        <Button variant="secondary" size="sm" lockMs={500} icon={<Refresh size={18} />} onClick={() => setRefresh((n) => n + 1)}>
          {t('admin.refresh')}
        </Button>
      </header>
      <StatTiles stats={stats} rooms={rooms} days={days} />
      <div className="admin-layout">
        <div className="admin-layout__column">
          <ActivityCharts loaded={stats} days={days} />
          <LiveRooms loaded={rooms} />
          <AnalyticsPanel refresh={refresh} />
        </div>
        <div className="admin-layout__column">
          <ErrorsPanel loaded={errors} />
          <UsersPanel refresh={refresh} />
          <PaymentsPanel loaded={payments} />
          <SurveyPanel refresh={refresh} />
          <InviteForm />
          <section className="card admin-section admin-links" aria-labelledby="admin-links-title">
            <h2 id="admin-links-title" className="profile-section__title">
              {t('admin.links')}
            </h2>
            <ul>
              {session.claims ? (
                <li>
                  <Link className="account-link" to={`/user/${session.claims.userId}`}>
                    {t('admin.myProfile')}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link className="account-link" to="/wordPacks">
                  {t('admin.wordPacks')}
                </Link>
              </li>
              <li>
                <Link className="account-link" to="/join">
                  {t('nav.joinGame')}
                </Link>
              </li>
              <li>
                <Link className="account-link" to="/contact">
                  {t('nav.contact')}
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
