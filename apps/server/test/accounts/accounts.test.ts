import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { REUSE_GRACE_MS } from '../../src/accounts/refresh-tokens';
import { guest } from '../helpers/app';
import {
  Clock,
  DAY,
  HOUR,
  PASSWORD,
  buildAccountsApp,
  claimsOf,
  lastMail,
  mailCount,
  refreshCookie,
  signup,
  tokenIn,
  verifiedAccount,
} from './accounts-app';

const login = (app: FastifyInstance, email: string, password = PASSWORD, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password }, remoteAddress });
const withCookie = (value: string) => ({ cookie: `snackparty_refresh=${value}` });

describe('accounts', () => {
  let app: FastifyInstance;
  let clock: Clock;
  beforeEach(async () => {
    clock = new Clock();
    app = await buildAccountsApp(clock, { adminEmails: ['boss@example.com'], testAccountEmails: ['tester@example.com'], trialDays: 14 });
  });
  afterEach(() => app.close());

  describe('sign-up and verification', () => {
    it('creates an unverified account, mails the link, and the link verifies, starts the trial and signs in', async () => {
      const res = await signup(app, 'Ada@Example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ emailSent: true });
      const [row] = await app.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.emailVerifiedAt).toBeNull();
      expect((await login(app, 'ada@example.com')).json().messageKey).toBe('registration.email_has_not_been_verified');
      expect((await login(app, 'ada@example.com')).statusCode).toBe(400);

      const mail = await lastMail(app, 'verify', 'ada@example.com');
      expect(mail!.text).toContain('http://party.test/account/verifyEmail?vtoken=');
      const vtoken = tokenIn(mail!.text, 'vtoken');
      const verified = await app.inject({ method: 'GET', url: `/api/v1/user/verifyEmail?vtoken=${vtoken}` });
      expect(verified.statusCode).toBe(200);
      const claims = claimsOf(verified.json().accessToken);
      expect(claims).toMatchObject({ sub: 'ada@example.com', isGuest: false, name: 'Ada', roles: [], isAlphaTester: false });
      expect(claims.subscriptionEpoch).toBe(Math.floor((clock.now() + 14 * DAY) / 1000));
      expect(claims.subscriptionEndDate).toBe(new Date(clock.now() + 14 * DAY).toISOString());
      const cookie = verified.cookies.find((c) => c.name === 'snackparty_refresh')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/user', maxAge: 30 * 24 * 3600 });
      expect(cookie.secure).toBeFalsy();
      // Its readable companion tells the web app there is a sign-in to renew, and holds no secret.
      expect(verified.cookies.find((c) => c.name === 'snackparty_signed_in')).toMatchObject({ value: '1', path: '/', maxAge: 30 * 24 * 3600 });
      expect(verified.cookies.find((c) => c.name === 'snackparty_signed_in')!.httpOnly).toBeFalsy();

      const again = await app.inject({ method: 'GET', url: `/api/v1/user/verifyEmail?vtoken=${vtoken}` });
      expect([again.statusCode, again.json().messageKey]).toEqual([410, 'account.token_used']);
      const unknown = await app.inject({ method: 'GET', url: '/api/v1/user/verifyEmail?vtoken=nosuchtoken123456' });
      expect([unknown.statusCode, unknown.json().messageKey]).toEqual([404, 'account.token_invalid']);
      expect((await login(app, 'ada@example.com')).statusCode).toBe(200);
    });

    it('refuses a verification link after 24 hours', async () => {
      await signup(app, 'late@example.com');
      const vtoken = tokenIn((await lastMail(app, 'verify', 'late@example.com'))!.text, 'vtoken');
      clock.advance(24 * HOUR + 1000);
      const res = await app.inject({ method: 'GET', url: `/api/v1/user/verifyEmail?vtoken=${vtoken}` });
      expect([res.statusCode, res.json().messageKey]).toEqual([410, 'account.token_expired']);
    });

    it.each([
      [{ password: 'short' }, 'registration.password_too_short'],
      [{ password: 'Password123' }, 'registration.password_too_common'],
      [{ password: 'qwertyuiop' }, 'registration.password_too_common'],
      [{ email: 'not-an-address' }, 'registration.email_invalid'],
      [{ name: '' }, 'registration.name_required'],
      [{ acceptTerms: false }, 'registration.terms_required'],
    ])('refuses %j with 422 %s', async (change, messageKey) => {
      const res = await signup(app, 'someone@example.com', change);
      expect(res.statusCode).toBe(422);
      expect(res.json().messageKey).toBe(messageKey);
      expect(await mailCount(app, 'someone@example.com')).toBe(0);
    });

    it('answers the same for an address with a verified account and mails it a reset hint instead', async () => {
      await verifiedAccount(app, 'taken@example.com');
      const res = await signup(app, 'taken@example.com', { name: 'Mallory', password: 'another long password' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ emailSent: true });
      const hint = await lastMail(app, 'signupAttempt', 'taken@example.com');
      expect(hint!.text).toContain('http://party.test/account/forgotPassword');
      // The account keeps its name and password.
      expect((await login(app, 'taken@example.com')).statusCode).toBe(200);
      expect((await login(app, 'taken@example.com', 'another long password')).statusCode).toBe(401);
    });

    it('sends a fresh verification mail to an address that signed up but never verified', async () => {
      await signup(app, 'again@example.com');
      // The first mail is written before the second sign-up, so the last one is the second's.
      await app.mailer.idle();
      await signup(app, 'again@example.com', { language: 'de' });
      const mail = await lastMail(app, 'verify', 'again@example.com');
      expect(mail!.language).toBe('de');
      expect(await mailCount(app, 'again@example.com')).toBe(2);
    });
  });

  describe('sign-in', () => {
    it('answers 401 with the same key for a wrong password and an unknown address', async () => {
      await verifiedAccount(app, 'ada@example.com');
      const wrong = await login(app, 'ada@example.com', 'not the password');
      const unknown = await login(app, 'nobody@example.com', 'not the password');
      expect([wrong.statusCode, wrong.json().messageKey]).toEqual([401, 'login.bad_credentials']);
      expect([unknown.statusCode, unknown.json().messageKey]).toEqual([401, 'login.bad_credentials']);
      expect(refreshCookie(wrong)).toBeUndefined();
    });

    it('gives admins and test accounts their roles from the configuration and stores them', async () => {
      const boss = await verifiedAccount(app, 'boss@example.com');
      expect(claimsOf(boss.accessToken)).toMatchObject({ roles: ['role_admin'], isAlphaTester: true });
      const tester = await verifiedAccount(app, 'tester@example.com');
      expect(claimsOf(tester.accessToken)).toMatchObject({ roles: ['role_jest'], isAlphaTester: true });
      const [row] = await app.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row!.roles).toEqual(['role_admin']);
    });

    it('stops one address after 20 failures in 15 minutes, whatever accounts it tries', async () => {
      await verifiedAccount(app, 'ada@example.com');
      for (let i = 0; i < 20; i++) expect((await login(app, `guess${i}@example.com`, 'wrong password', '10.5.5.5')).statusCode).toBe(401);
      const blocked = await login(app, 'ada@example.com', PASSWORD, '10.5.5.5');
      expect([blocked.statusCode, blocked.json().messageKey]).toEqual([429, 'login.too_many_attempts']);
      expect((await login(app, 'ada@example.com', PASSWORD, '10.5.5.6')).statusCode).toBe(200);
      clock.advance(16 * 60_000);
      expect((await login(app, 'ada@example.com', PASSWORD, '10.5.5.5')).statusCode).toBe(200);
    });
  });

  describe('refresh sessions', () => {
    it('rotates the cookie and revokes the family when a spent token comes back', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const first = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) });
      expect(first.statusCode).toBe(200);
      expect(claimsOf(first.json().accessToken).userId).toBe(ada.userId);
      const next = refreshCookie(first)!;
      expect(next).toBeDefined();
      expect(next).not.toBe(ada.refresh);

      // Past the few seconds in which two tabs may race with one cookie, a spent token is a copy.
      clock.advance(REUSE_GRACE_MS + 1000);
      const reuse = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) });
      expect(reuse.statusCode).toBe(401);
      // The thief's copy and the owner's newer token both stop working.
      const after = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(next) });
      expect(after.statusCode).toBe(401);
    });

    it('lets two requests of one browser race with the same cookie, each getting its own next token', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const [a, b] = await Promise.all([
        app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) }),
        app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: withCookie(ada.refresh) }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const nextA = refreshCookie(a)!;
      const nextB = refreshCookie(b)!;
      expect(nextA).not.toBe(nextB);
      clock.advance(1000);
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(nextB) })).statusCode).toBe(200);
    });

    it('expires refresh tokens after 30 days', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      clock.advance(30 * DAY + 1000);
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);
    });

    it('checkSession renews from the cookie alone and rotates it; nothing at all answers 403', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const res = await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: withCookie(ada.refresh) });
      expect(res.statusCode).toBe(200);
      expect(claimsOf(res.json().accessToken).userId).toBe(ada.userId);
      expect(refreshCookie(res)).not.toBe(ada.refresh);
      expect((await app.inject({ method: 'GET', url: '/api/v1/user/checkSession' })).statusCode).toBe(403);
      const bogus = await app.inject({ method: 'GET', url: '/api/v1/user/checkSession', headers: withCookie('bogus-value-123') });
      expect(bogus.statusCode).toBe(403);
      // A cookie found no good goes, and with it the sign that there is a sign-in to renew.
      expect(bogus.cookies.find((c) => c.name === 'snackparty_signed_in')?.value).toBe('');
    });

    it('marks the cookie Secure when the public address is https', async () => {
      await app.close();
      app = await buildAccountsApp(clock, { publicUrl: 'https://party.example' });
      const res = await signup(app, 'ada@example.com');
      expect(res.statusCode).toBe(200);
      const mail = await lastMail(app, 'verify', 'ada@example.com');
      expect(mail!.text).toContain('https://party.example/account/verifyEmail?vtoken=');
      const verified = await app.inject({ method: 'GET', url: `/api/v1/user/verifyEmail?vtoken=${tokenIn(mail!.text, 'vtoken')}` });
      expect(verified.cookies.find((c) => c.name === 'snackparty_refresh')!.secure).toBe(true);
    });

    it('logout revokes the cookie and clears it', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const out = await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: withCookie(ada.refresh) });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === 'snackparty_refresh')?.value).toBe('');
      expect(out.cookies.find((c) => c.name === 'snackparty_signed_in')).toMatchObject({ value: '', path: '/' });
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('mails a link, shows the masked address, sets the password once and signs out everywhere', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const nobody = await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'nobody@example.com' } });
      expect([nobody.statusCode, nobody.json()]).toEqual([200, { emailSent: true }]);
      expect(await mailCount(app, 'nobody@example.com')).toBe(0);

      const res = await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'ada@example.com' } });
      expect([res.statusCode, res.json()]).toEqual([200, { emailSent: true }]);
      const ftoken = tokenIn((await lastMail(app, 'reset', 'ada@example.com'))!.text, 'ftoken');
      const shown = await app.inject({ method: 'GET', url: `/api/v1/user/resetPassword?ftoken=${ftoken}` });
      expect([shown.statusCode, shown.json()]).toEqual([200, { email: 'a***@example.com' }]);

      const common = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken, password: 'password1' } });
      expect([common.statusCode, common.json().messageKey]).toEqual([422, 'registration.password_too_common']);
      const done = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken, password: 'a brand new secret' } });
      expect(done.statusCode).toBe(204);
      expect((await login(app, 'ada@example.com')).statusCode).toBe(401);
      expect((await login(app, 'ada@example.com', 'a brand new secret')).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);

      const again = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken, password: 'yet another secret' } });
      expect([again.statusCode, again.json().messageKey]).toEqual([410, 'account.token_used']);
      expect((await app.inject({ method: 'GET', url: `/api/v1/user/resetPassword?ftoken=${ftoken}` })).statusCode).toBe(410);
    });

    it('retires the older open reset links once a newer one has set the password', async () => {
      await verifiedAccount(app, 'ada@example.com');
      const request = async () => {
        await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'ada@example.com' } });
        return tokenIn((await lastMail(app, 'reset', 'ada@example.com'))!.text, 'ftoken');
      };
      const older = await request();
      const newer = await request();
      expect(older).not.toBe(newer);
      const done = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken: newer, password: 'a brand new secret' } });
      expect(done.statusCode).toBe(204);

      const shown = await app.inject({ method: 'GET', url: `/api/v1/user/resetPassword?ftoken=${older}` });
      expect([shown.statusCode, shown.json().messageKey]).toEqual([410, 'account.token_expired']);
      const late = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken: older, password: 'the attackers secret' } });
      expect([late.statusCode, late.json().messageKey]).toEqual([410, 'account.token_expired']);
      expect((await login(app, 'ada@example.com', 'the attackers secret')).statusCode).toBe(401);
      expect((await login(app, 'ada@example.com', 'a brand new secret')).statusCode).toBe(200);

      // A link asked for after the reset works as usual.
      const later = await request();
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken: later, password: 'yet another secret' } })).statusCode).toBe(204);
    });

    it('expires reset links after an hour and verifies an unverified address it reaches', async () => {
      await signup(app, 'fresh@example.com');
      await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'fresh@example.com' } });
      const ftoken = tokenIn((await lastMail(app, 'reset', 'fresh@example.com'))!.text, 'ftoken');
      const done = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken, password: 'a brand new secret' } });
      expect(done.statusCode).toBe(204);
      expect((await login(app, 'fresh@example.com', 'a brand new secret')).statusCode).toBe(200);

      await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'fresh@example.com' } });
      const late = tokenIn((await lastMail(app, 'reset', 'fresh@example.com'))!.text, 'ftoken');
      clock.advance(HOUR + 1000);
      const expired = await app.inject({ method: 'POST', url: '/api/v1/user/resetPassword', payload: { ftoken: late, password: 'too late a secret' } });
      expect([expired.statusCode, expired.json().messageKey]).toEqual([410, 'account.token_expired']);
    });
  });

  describe('account deletion', () => {
    it('refuses guests, mails a link, and the link wipes the account once', async () => {
      const visitor = await guest(app);
      const refused = await app.inject({ method: 'POST', url: '/api/v1/user/initDeleteAccount', headers: visitor.auth });
      expect([refused.statusCode, refused.json().messageKey]).toEqual([403, 'account.guest_not_allowed']);

      const ada = await verifiedAccount(app, 'ada@example.com');
      const init = await app.inject({ method: 'POST', url: '/api/v1/user/initDeleteAccount', headers: ada.auth });
      expect([init.statusCode, init.json()]).toEqual([200, { emailSent: true }]);
      const dtoken = tokenIn((await lastMail(app, 'delete', 'ada@example.com'))!.text, 'dtoken');

      const other = await verifiedAccount(app, 'other@example.com');
      const wrongUser = await app.inject({ method: 'DELETE', url: `/api/v1/userProfile/${other.userId}/deleteAccount?dtoken=${dtoken}` });
      expect(wrongUser.statusCode).toBe(404);
      const wrongBearer = await app.inject({ method: 'DELETE', url: `/api/v1/userProfile/${ada.userId}/deleteAccount?dtoken=${dtoken}`, headers: other.auth });
      expect(wrongBearer.statusCode).toBe(403);

      const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/userProfile/${ada.userId}/deleteAccount?dtoken=${dtoken}` });
      expect(deleted.statusCode).toBe(204);
      const [row] = await app.database.db.select().from(users).where(eq(users.id, ada.userId));
      expect(row).toMatchObject({ email: null, passwordHash: null, name: 'Deleted user' });
      expect(row!.deletedAt).not.toBeNull();
      expect((await login(app, 'ada@example.com')).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}` })).json().messageKey).toBe('error.not_found');
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) })).statusCode).toBe(401);
      const again = await app.inject({ method: 'DELETE', url: `/api/v1/userProfile/${ada.userId}/deleteAccount?dtoken=${dtoken}` });
      expect([again.statusCode, again.json().messageKey]).toEqual([410, 'account.token_used']);
    });
  });

  describe('news consent', () => {
    it('is given only by saying so: a sign-up without it gets no news', async () => {
      await signup(app, 'quiet@example.com', { marketingConsent: undefined });
      await signup(app, 'keen@example.com', { marketingConsent: true });
      const rows = await app.database.db.select().from(users);
      const consent = Object.fromEntries(rows.map((row) => [row.email, row.marketingConsent]));
      expect(consent).toMatchObject({ 'quiet@example.com': false, 'keen@example.com': true });
      expect((await lastMail(app, 'verify', 'quiet@example.com'))!.text).not.toContain('utoken=');
      expect((await lastMail(app, 'verify', 'keen@example.com'))!.text).toContain('utoken=');
    });

    it('unsubscribes with the link from a mail or with the bearer', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const utoken = tokenIn((await lastMail(app, 'verify', 'ada@example.com'))!.text, 'utoken');
      const res = await app.inject({ method: 'POST', url: '/api/v1/user/unsubscribe', payload: { utoken } });
      expect([res.statusCode, res.json()]).toEqual([200, { unsubscribed: true }]);
      const [row] = await app.database.db.select().from(users).where(eq(users.id, ada.userId));
      expect(row!.marketingConsent).toBe(false);

      await app.database.db.update(users).set({ marketingConsent: true }).where(eq(users.id, ada.userId));
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/unsubscribe', headers: ada.auth, payload: {} })).statusCode).toBe(200);
      const [after] = await app.database.db.select().from(users).where(eq(users.id, ada.userId));
      expect(after!.marketingConsent).toBe(false);
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/unsubscribe', payload: {} })).statusCode).toBe(401);
    });
  });

  describe('invitations', () => {
    it('lets only admins invite; the invite creates a verified account once', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const refused = await app.inject({ method: 'POST', url: '/api/v1/user/invite', headers: ada.auth, payload: { email: 'friend@example.com' } });
      expect(refused.statusCode).toBe(403);

      const boss = await verifiedAccount(app, 'boss@example.com', { name: 'The Boss' });
      const sent = await app.inject({ method: 'POST', url: '/api/v1/user/invite', headers: boss.auth, payload: { email: 'friend@example.com', language: 'fr' } });
      expect([sent.statusCode, sent.json()]).toEqual([200, { emailSent: true }]);
      const mail = await lastMail(app, 'invite', 'friend@example.com');
      expect(mail!.subject).toBe('Vous êtes invité sur Snackparty');
      const itoken = tokenIn(mail!.text, 'itoken');

      const invite = await app.inject({ method: 'GET', url: `/api/v1/user/fetchInvite?itoken=${itoken}` });
      expect(invite.json()).toEqual({ email: 'friend@example.com', invitedBy: 'The Boss' });
      const accepted = await app.inject({ method: 'POST', url: '/api/v1/user/acceptInvite', payload: { itoken, name: 'Friend', password: 'friendly long secret', language: 'fr' } });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().locale).toBe('fr');
      expect(claimsOf(accepted.json().accessToken)).toMatchObject({ sub: 'friend@example.com', name: 'Friend' });
      expect(claimsOf(accepted.json().accessToken).subscriptionEpoch).toBe(Math.floor((clock.now() + 14 * DAY) / 1000));
      expect(refreshCookie(accepted)).toBeDefined();
      expect((await login(app, 'friend@example.com', 'friendly long secret')).statusCode).toBe(200);

      const again = await app.inject({ method: 'POST', url: '/api/v1/user/acceptInvite', payload: { itoken, name: 'Friend', password: 'friendly long secret' } });
      expect([again.statusCode, again.json().messageKey]).toEqual([410, 'account.token_used']);
      expect((await app.inject({ method: 'GET', url: `/api/v1/user/fetchInvite?itoken=${itoken}` })).statusCode).toBe(410);
    });

    it('verifies a sign-up at once when it carries a valid invite for the same address', async () => {
      const boss = await verifiedAccount(app, 'boss@example.com');
      await app.inject({ method: 'POST', url: '/api/v1/user/invite', headers: boss.auth, payload: { email: 'pal@example.com' } });
      const itoken = tokenIn((await lastMail(app, 'invite', 'pal@example.com'))!.text, 'itoken');
      const res = await signup(app, 'pal@example.com', { itoken });
      expect(res.statusCode).toBe(200);
      expect(res.json().emailSent).toBe(false);
      expect(claimsOf(res.json().accessToken).sub).toBe('pal@example.com');
      expect(await lastMail(app, 'verify', 'pal@example.com')).toBeUndefined();
      expect((await login(app, 'pal@example.com')).statusCode).toBe(200);
    });
  });

  describe('subscription gate on creating rooms', () => {
    const create = (auth: { authorization: string }) =>
      app.inject({ method: 'POST', url: '/api/v1/gameSession/create', headers: auth, payload: { isPublic: false, language: 'en', hostType: 'HOST', initialGameType: 'RPS_SHOOT' } });

    it('lets a fresh trial and a guest create, and refuses an account whose trial has ended with 403', async () => {
      const ada = await verifiedAccount(app, 'ada@example.com');
      const made = await create(ada.auth);
      expect(made.statusCode).toBe(200);
      clock.advance(15 * DAY);
      // The access token lives a day; the refresh cookie gives a fresh one with the ended subscription.
      const renewed = await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(ada.refresh) });
      const auth = { authorization: `Bearer ${renewed.json().accessToken}` };
      const expired = await create(auth);
      expect([expired.statusCode, expired.json().messageKey]).toEqual([403, 'error.subscription_expired']);
      const game = await app.inject({ method: 'POST', url: '/api/v1/game/create', headers: auth, payload: { gameType: 'RPS_SHOOT', gameCode: made.json().gameCode } });
      expect([game.statusCode, game.json().messageKey]).toEqual([403, 'error.subscription_expired']);

      const visitor = await guest(app);
      expect((await create(visitor.auth)).statusCode).toBe(200);
      const boss = await verifiedAccount(app, 'boss@example.com');
      clock.advance(15 * DAY);
      const bossToken = (await app.inject({ method: 'POST', url: '/api/v1/user/refreshToken', headers: withCookie(boss.refresh) })).json().accessToken;
      expect((await create({ authorization: `Bearer ${bossToken}` })).statusCode).toBe(200);
    });
  });
});
