import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, addressKey } from '../../src/accounts/login-throttle';
import { loginAttempts } from '../../src/db/schema';
import { Clock, MINUTE, PASSWORD, buildAccountsApp, lastMail, tokenIn, verifiedAccount } from '../accounts/accounts-app';

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('login throttling', () => {
  let app: FastifyInstance;
  let clock: Clock;
  beforeEach(async () => {
    clock = new Clock();
    app = await buildAccountsApp(clock);
  });
  afterEach(() => app.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password }, remoteAddress });

  it('lets at most 20 of 30 parallel wrong sign-ins from one address past the throttle', async () => {
    const codes = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => login(`guess${i}@example.com`, 'wrong password', '10.7.7.7'))));
    expect(countOf(codes, 401)).toBe(LOGIN_LIMITS.perAddress.max);
    expect(countOf(codes, 429)).toBe(30 - LOGIN_LIMITS.perAddress.max);
  });

  it('lets at most 10 of 30 parallel wrong sign-ins at one account from one address through; the owner elsewhere is unaffected', async () => {
    await verifiedAccount(app, 'ada@example.com');
    const responses = await Promise.all(Array.from({ length: 30 }, () => login('ada@example.com', 'wrong password', '10.7.7.7')));
    const codes = statuses(responses);
    expect(countOf(codes, 401)).toBe(LOGIN_LIMITS.perAccountAndAddress.max);
    expect(countOf(codes, 429)).toBe(30 - LOGIN_LIMITS.perAccountAndAddress.max);
    const refused = responses.find((r) => r.statusCode === 429)!.json();
    expect(refused).toMatchObject({ messageKey: 'login.too_many_attempts', details: { retryAfterSeconds: 15 * 60 } });
    expect((await login('ada@example.com', PASSWORD, '10.8.8.8')).statusCode).toBe(200);
  });

  it('stops one address at one account after 10 failures, while it may still try others and the account is open elsewhere', async () => {
    await verifiedAccount(app, 'ada@example.com');
    await verifiedAccount(app, 'bob@example.com');
    for (let i = 0; i < 10; i++) expect((await login('ada@example.com', `guess number ${i}`, '10.3.3.3')).statusCode).toBe(401);
    const blocked = await login('ada@example.com', PASSWORD, '10.3.3.3');
    expect([blocked.statusCode, blocked.json().messageKey]).toEqual([429, 'login.too_many_attempts']);
    expect((await login('bob@example.com', PASSWORD, '10.3.3.3')).statusCode).toBe(200);
    expect((await login('ada@example.com', PASSWORD, '10.3.3.4')).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login('ada@example.com', PASSWORD, '10.3.3.3')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    await verifiedAccount(app, 'ada@example.com');
    for (let i = 0; i < 19; i++) expect((await login(`guess${i}@example.com`, 'wrong password', '10.4.4.4')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login('ada@example.com', PASSWORD, '10.4.4.4')).statusCode).toBe(200);
    expect((await login('nobody@example.com', 'wrong password', '10.4.4.4')).statusCode).toBe(401);
    expect((await login('ada@example.com', PASSWORD, '10.4.4.4')).statusCode).toBe(429);
  });

  it('after 100+ failures from many addresses the owner still signs in from an address of their own, with no wait', async () => {
    await verifiedAccount(app, 'ada@example.com');
    // 100 failures from 50 addresses: an hour's worth for one account.
    for (let a = 0; a < 50; a++) {
      for (let i = 0; i < 2; i++) expect((await login('ada@example.com', `guess ${a}-${i}`, `10.20.${a}.1`)).statusCode).toBe(401);
    }
    // The account is under pressure: an address that failed there must now wait between attempts,
    // longer after each failure; fresh addresses get their one try and then wait too.
    const stranger = await login('ada@example.com', 'guess again', '10.20.0.1');
    expect([stranger.statusCode, stranger.json().details]).toEqual([429, { retryAfterSeconds: 60 }]);
    for (let a = 50; a < 60; a++) {
      expect((await login('ada@example.com', `guess ${a}`, `10.20.${a}.1`)).statusCode).toBe(401);
      expect((await login('ada@example.com', `guess ${a} again`, `10.20.${a}.1`)).json().details).toEqual({ retryAfterSeconds: 30 });
    }

    // The owner, from a new address, with the right password: in at once (0 ms waited).
    const started = clock.now();
    const owner = await login('ada@example.com', PASSWORD, '192.168.1.50');
    expect(owner.statusCode).toBe(200);
    expect(clock.now() - started).toBe(0);

    // A typo of the owner's own costs a short wait (30 s), not an hour.
    expect((await login('ada@example.com', 'typo', '192.168.1.51')).statusCode).toBe(401);
    const early = await login('ada@example.com', PASSWORD, '192.168.1.51');
    expect([early.statusCode, early.json().details]).toEqual([429, { retryAfterSeconds: 30 }]);
    clock.advance(30_000);
    expect((await login('ada@example.com', PASSWORD, '192.168.1.51')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    for (let i = 1; i <= 20; i++) expect((await login(`guess${i}@example.com`, 'wrong password', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(401);
    expect((await login('guess99@example.com', 'wrong password', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await login('guess99@example.com', 'wrong password', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('forgets what it counted for an address when its account is deleted', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    expect((await login('ada@example.com', 'wrong password', '10.5.5.5')).statusCode).toBe(401);
    expect((await app.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'ada@example.com'))).length).toBeGreaterThan(0);
    await app.inject({ method: 'POST', url: '/api/v1/user/initDeleteAccount', headers: ada.auth });
    const dtoken = tokenIn((await lastMail(app, 'delete', 'ada@example.com'))!.text, 'dtoken');
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/userProfile/${ada.userId}/deleteAccount?dtoken=${dtoken}` })).statusCode).toBe(204);
    expect(await app.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'ada@example.com'))).toEqual([]);
  });
});
