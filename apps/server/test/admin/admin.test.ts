import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AdminAnalyticsResponse,
  AdminErrorsResponse,
  AdminPaymentsResponse,
  AdminRoomsResponse,
  AdminStatsResponse,
  AdminUser,
  AdminUsersResponse,
} from '@snackparty/protocol';
import { payments, users } from '../../src/db/schema';
import { createRoom, guest, join } from '../helpers/app';
import { buildAccountsApp, claimsOf, Clock, DAY, verifiedAccount } from '../accounts/accounts-app';
import { eq } from 'drizzle-orm';

const ADMIN = 'boss@example.com';
const TESTER = 'tess@example.com';

const ADMIN_GETS = ['/admin/rooms', '/admin/stats', '/admin/users', '/admin/payments', '/admin/errors', '/admin/analytics'];

describe('admin routes', () => {
  const clock = new Clock();
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  const start = () => buildAccountsApp(clock, { adminEmails: [ADMIN], testAccountEmails: [TESTER] });
  const get = <T>(path: string, auth?: { authorization: string }) => app.inject({ method: 'GET', url: `/api/v1${path}`, headers: auth }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const setRoles = (userId: number, roles: unknown, auth: { authorization: string }) =>
    app.inject({ method: 'PUT', url: `/api/v1/admin/users/${userId}/roles`, headers: auth, payload: { roles } });

  it('answer 401 without a token and 403 to guests, accounts and test accounts', async () => {
    app = await start();
    const ann = await guest(app);
    const ada = await verifiedAccount(app, 'ada@example.com');
    const tess = await verifiedAccount(app, TESTER);
    for (const path of ADMIN_GETS) {
      expect((await get(path)).status, path).toBe(401);
      for (const who of [ann.auth, ada.auth, tess.auth]) {
        const res = await get<{ messageKey: string }>(path, who);
        expect([res.status, res.body.messageKey], path).toEqual([403, 'error.forbidden']);
      }
    }
    // A non-admin cannot give themself a role, even with a bad body.
    expect((await setRoles(ada.userId, ['role_admin'], ada.auth)).statusCode).toBe(403);
    expect((await setRoles(ada.userId, 'nonsense', ada.auth)).statusCode).toBe(403);
    const [stored] = await app.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, ada.userId));
    expect(stored!.roles).toEqual([]);
  });

  it('show live rooms with their players, and games and sign-ups per day', async () => {
    // Rooms, games and accounts are stamped by the database's clock: the test's starts at the real time.
    clock.current = Date.now();
    app = await start();
    const boss = await verifiedAccount(app, ADMIN);
    await verifiedAccount(app, 'ada@example.com');
    const host = await guest(app);
    const code = await createRoom(app, host, 'RPS_SHOOT');
    expect((await join(app, await guest(app), code, 'Ann', 'donut')).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/api/v1/game/${code}/addAISessionPlayer`, headers: host.auth });
    await app.rooms.startGame(await app.tokens.verify(host.auth.authorization.slice(7)), code);
    await app.games.idle();

    const rooms = await get<AdminRoomsResponse>('/admin/rooms', boss.auth);
    expect(rooms.status).toBe(200);
    expect(rooms.body.rooms).toHaveLength(1);
    const [room] = rooms.body.rooms;
    expect(room).toMatchObject({ gameCode: code, gameType: 'RPS_SHOOT', hostType: 'HOST', playing: true, owner: { userId: host.userId, isGuest: true } });
    expect(room!.players.map((p) => [p.alias, p.robot, p.online])).toEqual([
      ['Ann', false, false],
      [expect.any(String), true, true],
    ]);

    const stats = await get<AdminStatsResponse>('/admin/stats?days=7', boss.auth);
    expect(stats.status).toBe(200);
    expect(stats.body.days).toHaveLength(7);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect(stats.body.days.at(-1)).toEqual({ date: today, games: { RPS_SHOOT: 1 }, signups: 2 });
    expect(stats.body.days.slice(0, 6).every((d) => d.signups === 0 && Object.keys(d.games).length === 0)).toBe(true);
    expect(stats.body.totals).toMatchObject({ accounts: 2, verifiedAccounts: 2, openRooms: 1, gamesPlayed: 1, signups: 2 });
    expect(stats.body.totals.guests).toBeGreaterThanOrEqual(2);

    // Tomorrow, the same game counts on its own day.
    clock.current = (Math.floor(clock.now() / DAY) + 1) * DAY + 60_000;
    const later = await get<AdminStatsResponse>('/admin/stats?days=2', boss.auth);
    expect(later.body.days.map((d) => [d.date, d.games.RPS_SHOOT ?? 0])).toEqual([
      [today, 1],
      [new Date(clock.now()).toISOString().slice(0, 10), 0],
    ]);
    for (const days of ['0', '91', 'x', '1.5']) expect((await get(`/admin/stats?days=${days}`, boss.auth)).status, days).toBe(422);
  });

  it('list accounts and set their roles; the configuration’s roles stay, an admin keeps their own', async () => {
    app = await start();
    const boss = await verifiedAccount(app, ADMIN);
    const ada = await verifiedAccount(app, 'ada@example.com');
    await verifiedAccount(app, TESTER);
    await guest(app);

    const list = await get<AdminUsersResponse>('/admin/users', boss.auth);
    expect(list.body.users.map((u) => [u.email, u.roles, u.configuredRoles])).toEqual([
      [TESTER, ['role_jest'], ['role_jest']],
      ['ada@example.com', [], []],
      [ADMIN, ['role_admin'], ['role_admin']],
    ]);
    expect((await get<AdminUsersResponse>('/admin/users?query=ADA%40', boss.auth)).body.users.map((u) => u.email)).toEqual(['ada@example.com']);
    expect((await get<AdminUsersResponse>('/admin/users?query=%25', boss.auth)).body.users).toEqual([]);

    // Ada becomes an alpha tester: her next token says so.
    const made = await setRoles(ada.userId, ['role_alpha'], boss.auth);
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as AdminUser).roles).toEqual(['role_alpha']);
    const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', cookies: { snackparty_refresh: ada.refresh } });
    expect(claimsOf(renewed.json().accessToken)).toMatchObject({ roles: ['role_alpha'], isAlphaTester: true });

    // Ada becomes an admin, then is not any more: her sign-ins end, so her admin token stops working at once.
    expect((await setRoles(ada.userId, ['role_admin', 'role_alpha'], boss.auth)).statusCode).toBe(200);
    const adminAda = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'ada@example.com', password: 'correct horse battery' } });
    const adaAdminAuth = { authorization: `Bearer ${adminAda.json().accessToken as string}` };
    expect((await get('/admin/rooms', adaAdminAuth)).status).toBe(200);
    expect((await setRoles(ada.userId, [], boss.auth)).statusCode).toBe(200);
    expect((await get('/admin/rooms', adaAdminAuth)).status).toBe(401);

    // The configuration's role cannot be taken; the admin cannot take their own.
    const tess = list.body.users.find((u) => u.email === TESTER)!;
    expect((await setRoles(tess.userId, [], boss.auth)).json()).toMatchObject({ roles: ['role_jest'] });
    const own = await setRoles(boss.userId, [], boss.auth);
    expect([own.statusCode, own.json().messageKey]).toEqual([409, 'admin.error.ownAdminRole']);

    // Bad input: 4xx with a message key.
    for (const roles of [['role_owner'], 'role_admin', [1], Array(4).fill('role_alpha')]) {
      const res = await setRoles(ada.userId, roles, boss.auth);
      expect([res.statusCode, res.json().messageKey], JSON.stringify(roles)).toEqual([422, 'error.invalid_request']);
    }
    expect((await setRoles(999_999, [], boss.auth)).statusCode).toBe(404);
    const ann = await guest(app);
    const guestRoles = await setRoles(ann.userId, ['role_alpha'], boss.auth);
    expect([guestRoles.statusCode, guestRoles.json().messageKey]).toEqual([422, 'admin.error.guestRoles']);
  });

  it('show payments with their totals, error reports and analytics events', async () => {
    app = await start();
    const boss = await verifiedAccount(app, ADMIN);
    const ada = await verifiedAccount(app, 'ada@example.com');
    await app.database.db.insert(payments).values([
      { userId: ada.userId, sessionId: 'cs_1', planId: 'month', months: 1, amount: 499, currency: 'EUR', status: 'paid', paidAt: new Date(clock.now()) },
      { userId: ada.userId, sessionId: 'cs_2', planId: 'year', months: 12, amount: 3999, currency: 'EUR', status: 'paid', paidAt: new Date(clock.now()) },
      { userId: ada.userId, sessionId: 'cs_3', planId: 'month', months: 1, amount: 2100, currency: 'PLN', status: 'pending' },
    ]);
    const paid = await get<AdminPaymentsResponse>('/admin/payments', boss.auth);
    expect(paid.body.enabled).toBe(false);
    expect(paid.body.payments).toHaveLength(3);
    expect(paid.body.payments[0]).toMatchObject({ email: 'ada@example.com', userName: 'Ada' });
    expect(paid.body.totals).toEqual([{ currency: 'EUR', amount: 4498, count: 2 }]);

    await app.inject({ method: 'POST', url: '/api/v1/errorReport', headers: ada.auth, payload: { source: 'fallback', url: 'http://party.test/fallback' } });
    const reports = await get<AdminErrorsResponse>('/admin/errors', boss.auth);
    expect(reports.body).toMatchObject({ sentry: false, reports: [{ source: 'fallback', url: 'http://party.test/fallback', userId: ada.userId }] });

    await app.inject({ method: 'POST', url: '/api/v1/posthogEvent', headers: ada.auth, payload: { event: '$pageview', properties: { $pathname: '/games' } } });
    await app.inject({ method: 'POST', url: '/api/v1/posthogEvent', headers: ada.auth, payload: { event: 'join_failed', properties: { status: 500 } } });
    await app.inject({ method: 'POST', url: '/api/v1/posthogEvent', headers: ada.auth, payload: { event: '$pageview', properties: { $pathname: '/join' } } });
    const events = await get<AdminAnalyticsResponse>('/admin/analytics', boss.auth);
    expect(events.body.posthog).toBe(false);
    expect(events.body.counts).toEqual([
      { event: '$pageview', count: 2 },
      { event: 'join_failed', count: 1 },
    ]);
    expect(events.body.events.map((e) => [e.event, e.distinctId])).toEqual([
      ['$pageview', `user:${ada.userId}`],
      ['join_failed', `user:${ada.userId}`],
      ['$pageview', `user:${ada.userId}`],
    ]);
    const joins = await get<AdminAnalyticsResponse>('/admin/analytics?event=join_failed', boss.auth);
    expect(joins.body.events.map((e) => e.properties)).toEqual([{ status: 500, isGuest: false }]);
    expect((await get('/admin/analytics?event=nope', boss.auth)).status).toBe(422);
  });
});
