import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminAnalyticsResponse,
  AdminErrorsResponse,
  AdminPaymentsResponse,
  AdminRoomsResponse,
  AdminStatsResponse,
  AdminUser,
} from '@snackparty/protocol';
import { AdminHomePage } from '../../src/features/admin/AdminHomePage';
import { setItem } from '../../src/storage/storage';
import { initTestI18n } from '../helpers';
import { adminToken, errorBody, json, renderInApp, stubApi, userToken, type ApiCall } from '../account/harness';

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rooms: AdminRoomsResponse = {
  rooms: [
    {
      gameCode: 'KX7PQ',
      gameType: 'RPS_SHOOT',
      hostType: 'HOST',
      language: 'en',
      isPublic: false,
      playing: true,
      createdAt: '2026-03-04T20:00:00.000Z',
      updatedAt: '2026-03-04T20:05:00.000Z',
      owner: { userId: 7, name: 'Guest 7', isGuest: true },
      players: [
        { sessionPlayerId: 11, alias: 'Ann', avatarSrc: '/avatars/donut.svg', robot: false, online: true, gameOwner: false, score: 0 },
        { sessionPlayerId: 12, alias: 'Robo', avatarSrc: '/avatars/robot-1.svg', robot: true, online: true, gameOwner: false, score: 0 },
      ],
    },
  ],
};

const stats: AdminStatsResponse = {
  days: [
    { date: '2026-03-03', games: { SYNC_THINK: 1 }, signups: 0 },
    { date: '2026-03-04', games: { RPS_SHOOT: 2, SYNC_THINK: 1 }, signups: 3 },
  ],
  totals: { accounts: 9, verifiedAccounts: 8, guests: 40, openRooms: 1, gamesPlayed: 4, signups: 3 },
};

const boss: AdminUser = { userId: 1, name: 'Boss', email: 'boss@example.com', roles: ['role_admin'], configuredRoles: ['role_admin'], verified: true, createdAt: '2026-01-01T10:00:00.000Z', subscriptionEndDate: null };
const ada: AdminUser = { userId: 5, name: 'Ada', email: 'ada@example.com', roles: [], configuredRoles: [], verified: true, createdAt: '2026-03-04T10:00:00.000Z', subscriptionEndDate: null };

const payments: AdminPaymentsResponse = {
  enabled: true,
  totals: [{ currency: 'EUR', amount: 4498, count: 2 }],
  payments: [{ paymentId: 3, userId: 5, userName: 'Ada', email: 'ada@example.com', planId: 'year', months: 12, amount: 3999, currency: 'EUR', status: 'paid', createdAt: '2026-03-04T12:00:00.000Z', paidAt: '2026-03-04T12:01:00.000Z' }],
};

const errors: AdminErrorsResponse = {
  sentry: false,
  reports: [
    {
      id: 4,
      source: 'boundary',
      message: "Cannot read properties of undefined (reading 'alias')",
      errorType: 'TypeError',
      stack: 'TypeError: boom\n    at PlayerCard (http://party.test/assets/a.js:1:2)',
      componentStack: '\n    at PlayerCard',
      url: 'http://party.test/player/session',
      userAgent: 'Mozilla/5.0',
      userId: 7,
      sentryEventId: null,
      createdAt: '2026-03-04T20:10:00.000Z',
    },
  ],
};

const analytics = (event = ''): AdminAnalyticsResponse => ({
  posthog: true,
  counts: [
    { event: 'game_finished', count: 2 },
    { event: '$pageview', count: 1 },
  ],
  events: ([
    { id: 9, event: 'game_finished', distinctId: 'user:7', userId: 7, properties: { gameType: 'RPS_SHOOT', rounds: 1 }, createdAt: '2026-03-04T20:20:00.000Z' },
    { id: 8, event: '$pageview', distinctId: 'anon:abc', userId: null, properties: { $pathname: '/games' }, createdAt: '2026-03-04T20:00:00.000Z' },
  ] as AdminAnalyticsResponse['events']).filter((e) => !event || e.event === event),
});

function adminApi(extra: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi({
    'GET /admin/rooms': () => json(200, rooms),
    'GET /admin/stats': () => json(200, stats),
    'GET /admin/users': (call) => json(200, { users: call.path.includes('query=ada') ? [ada] : [ada, boss] }),
    'GET /admin/payments': () => json(200, payments),
    'GET /admin/errors': () => json(200, errors),
    'GET /admin/analytics': (call) => json(200, analytics(new URLSearchParams(call.path.split('?')[1] ?? '').get('event') ?? '')),
    ...extra,
  });
}

describe('the admin page', () => {
  it('shows live rooms, games per day, reported errors, analytics events and payments', async () => {
    setItem('accessToken', adminToken());
    adminApi();
    renderInApp(<AdminHomePage />, '/admin');

    const room = await screen.findByRole('list', { name: 'Players in KX7PQ' });
    expect(within(room).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Annonline', 'RoboAI player']);
    expect(screen.getByText('Playing')).toBeTruthy();

    // The chart: a bar per game type and day, the legend with the period's totals.
    const chart = screen.getByRole('img', { name: 'Games played per day, last 30 days' });
    expect(chart.querySelectorAll('g[data-date="2026-03-04"] rect:not(.bar-chart__hit)')).toHaveLength(2);
    const legend = chart.closest('figure')!.querySelector('.bar-chart__legend')!;
    expect(legend.textContent).toContain('RPS Shoot 2');
    expect(legend.textContent).toContain('Sync Think 2');

    const tiles = screen.getByLabelText('Figures');
    expect(within(tiles).getByText('Guests').nextSibling?.textContent).toBe('40');
    expect(within(tiles).getByText('Players online').nextSibling?.textContent).toBe('1');

    expect(await screen.findByText("Cannot read properties of undefined (reading 'alias')")).toBeTruthy();
    expect(screen.getByText('Screen error')).toBeTruthy();
    expect(screen.getByText('Kept on this server')).toBeTruthy();

    expect(await screen.findByText('Game finished', { selector: '.admin-event__name' })).toBeTruthy();
    expect(screen.getByText(/^Kept on this server and forwarded to PostHog/)).toBeTruthy();
    expect(screen.getByText('€44.98')).toBeTruthy();
  });

  it('filters analytics events by kind', async () => {
    setItem('accessToken', adminToken());
    const calls = adminApi();
    renderInApp(<AdminHomePage />, '/admin');
    await screen.findByText('Page view', { selector: '.admin-event__name' });
    fireEvent.change(screen.getByLabelText('Show events'), { target: { value: 'game_finished' } });
    await waitFor(() => expect(screen.queryByText('Page view', { selector: '.admin-event__name' })).toBeNull());
    expect(calls.some((c) => c.path === '/admin/analytics?event=game_finished')).toBe(true);
  });

  it('gives and takes roles; the configuration’s and the admin’s own are locked', async () => {
    setItem('accessToken', adminToken());
    const calls = adminApi({
      'PUT /admin/users/5/roles': (call) => json(200, { ...ada, roles: (call.body as { roles: string[] }).roles }),
    });
    renderInApp(<AdminHomePage />, '/admin');

    const adaRoles = await screen.findByRole('group', { name: 'Roles of Ada' });
    const bossRoles = screen.getByRole('group', { name: 'Roles of Boss' });
    expect((within(bossRoles).getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(bossRoles).getByRole('checkbox', { name: 'Alpha tester' }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(within(adaRoles).getByRole('checkbox', { name: 'Alpha tester' }));
    await waitFor(() => expect((within(adaRoles).getByRole('checkbox', { name: 'Alpha tester' }) as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([{ path: '/admin/users/5/roles', body: { roles: ['role_alpha'] } }]);
    expect(await screen.findByText('Roles of Ada saved.')).toBeTruthy();

    // The search asks the server.
    fireEvent.change(screen.getByLabelText('Search name or email'), { target: { value: 'ada' } });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Roles of Boss' })).toBeNull());
    expect(calls.some((c) => c.path === '/admin/users?query=ada')).toBe(true);
  });

  it('says what the server refused when a role change fails', async () => {
    setItem('accessToken', adminToken());
    adminApi({ 'PUT /admin/users/5/roles': () => errorBody(422, 'admin.error.guestRoles') });
    renderInApp(<AdminHomePage />, '/admin');
    const adaRoles = await screen.findByRole('group', { name: 'Roles of Ada' });
    fireEvent.click(within(adaRoles).getByRole('checkbox', { name: 'Test account' }));
    expect(await screen.findByText('Guests have no roles.')).toBeTruthy();
    expect((within(adaRoles).getByRole('checkbox', { name: 'Test account' }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks the server for nothing when the visitor is not an admin', async () => {
    setItem('accessToken', userToken());
    const calls = adminApi();
    renderInApp(<AdminHomePage />, '/admin');
    expect(await screen.findByText('Only admins can open this page.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/admin'))).toEqual([]);
  });
});
