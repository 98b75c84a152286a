import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@snackparty/protocol';
import type { AdminRoomsResponse, AdminStatsResponse } from '@snackparty/protocol';
import { gameInfo } from '../../games/catalogue';
import type { Loaded } from '../profile/useLoad';
import { AdminSection } from './AdminSection';
import { BarChart, type ChartSeries } from './BarChart';

/** The figures at a glance: open rooms, players online, games and sign-ups of the period, accounts. */
export function StatTiles({ stats, rooms, days }: { stats: Loaded<AdminStatsResponse>; rooms: Loaded<AdminRoomsResponse>; days: number }) {
  const { t } = useTranslation();
  const totals = stats.status === 'ready' ? stats.value.totals : null;
  const roomList = rooms.status === 'ready' ? rooms.value.rooms : null;
  const online = roomList?.reduce((sum, room) => sum + room.players.filter((p) => p.online && !p.robot).length, 0);
  const tiles: Array<[string, number | undefined]> = [
    [t('admin.stats.openRooms'), roomList?.length ?? totals?.openRooms],
    [t('admin.stats.playersOnline'), online],
    [t('admin.stats.gamesPlayed', { days }), totals?.gamesPlayed],
    [t('admin.stats.signupsInPeriod', { days }), totals?.signups],
    [t('admin.stats.accounts'), totals?.accounts],
    [t('admin.stats.guests'), totals?.guests],
  ];
  return (
    <dl className="admin-tiles" aria-label={t('admin.stats.title')}>
      {tiles.map(([label, value]) => (
        <div key={label} className="admin-tile">
          <dt>{label}</dt>
          <dd>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Games started per type and per day, and accounts created per day, over the period. */
export function ActivityCharts({ loaded, days }: { loaded: Loaded<AdminStatsResponse>; days: number }) {
  const { t } = useTranslation();
  const gameSeries: ChartSeries[] = GAME_TYPES.map((type) => ({ key: type, label: t(`games.${type}.name`, { defaultValue: type }), colour: gameInfo(type).colour }));
  return (
    <AdminSection title={t('admin.stats.gamesPerDay', { days })} loaded={loaded} className="admin-activity">
      {(stats) => (
        <>
          <BarChart title={t('admin.stats.gamesPerDay', { days })} days={stats.days.map((d) => ({ date: d.date, values: d.games }))} series={gameSeries} emptyText={t('admin.stats.noGames')} />
          <h3 className="admin-subtitle">{t('admin.stats.signupsPerDay', { days })}</h3>
          <BarChart
            title={t('admin.stats.signupsPerDay', { days })}
            days={stats.days.map((d) => ({ date: d.date, values: { signups: d.signups } }))}
            series={[{ key: 'signups', label: t('admin.stats.signups'), colour: '#6cb7ff' }]}
            emptyText={t('admin.stats.noSignups')}
            height={150}
          />
        </>
      )}
    </AdminSection>
  );
}
