import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oauthIdentities, users } from '../../src/db/schema';
import { Clock, DAY, MINUTE, buildAccountsApp, claimsOf, refreshCookie, verifiedAccount } from '../accounts/accounts-app';

/** Who the mock providers say signs in; each test sets it. */
interface ProviderUser {
  subject: string;
  email: string;
  verified: boolean;
  name: string;
}

describe('social sign-in', () => {
  const google = new OAuth2Server();
  const discord = new OAuth2Server();
  let googleUser: ProviderUser;
  let discordUser: ProviderUser;
  let app: FastifyInstance;
  let clock: Clock;

  beforeAll(async () => {
    for (const server of [google, discord]) {
      await server.issuer.keys.generate('RS256');
      await server.start(0, '127.0.0.1');
    }
    // Google speaks OpenID Connect: the subject comes in the id_token, the address from userinfo.
    google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      if (token.payload.aud === 'google-client') token.payload.sub = googleUser.subject;
    });
    google.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { sub: googleUser.subject, email: googleUser.email, email_verified: googleUser.verified, name: googleUser.name };
    });
    // Discord's /users/@me shape.
    discord.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { id: discordUser.subject, username: discordUser.name, global_name: discordUser.name, email: discordUser.email, verified: discordUser.verified };
    });
  });
  afterAll(async () => {
    await google.stop();
    await discord.stop();
  });

  beforeEach(async () => {
    clock = new Clock();
    googleUser = { subject: 'google-123', email: 'gina@example.com', verified: true, name: 'Gina' };
    discordUser = { subject: '80351110224678912', email: 'dave@example.com', verified: true, name: 'Dave' };
    app = await buildAccountsApp(clock, {
      oauth: {
        google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: google.issuer.url! },
        discord: {
          clientId: 'discord-client',
          clientSecret: 'discord-secret',
          authorizeUrl: `${discord.issuer.url}/authorize`,
          tokenUrl: `${discord.issuer.url}/token`,
          userinfoUrl: `${discord.issuer.url}/userinfo`,
        },
      },
    });
  });
  afterEach(() => app.close());

  /** Follows the redirects as a browser would; returns where the app finally sends the browser. */
  async function signIn(provider: 'google' | 'discord', tamper: { state?: string; dropCookie?: boolean } = {}) {
    const start = await app.inject({ method: 'GET', url: `/oauth2/authorization/${provider}` });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`http://party.test/login/oauth2/code/${provider}`);
    const flow = start.cookies.find((c) => c.name === 'snackparty_oauth')!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/login/oauth2/code' });

    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    if (tamper.state) back.searchParams.set('state', tamper.state);
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: tamper.dropCookie ? {} : { snackparty_oauth: flow.value },
    });
    expect(callback.statusCode).toBe(302);
    return new URL(callback.headers.location as string);
  }

  async function consume(target: URL) {
    const ltoken = target.searchParams.get('ltoken');
    expect(ltoken).toBeTruthy();
    return app.inject({ method: 'GET', url: `/api/v1/user/consumeLoginToken?ltoken=${ltoken}` });
  }

  it('creates a verified account with a trial on a first Google sign-in', async () => {
    const target = await signIn('google');
    expect(target.origin + target.pathname).toBe('http://party.test/');
    const res = await consume(target);
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().accessToken);
    expect(claims).toMatchObject({ sub: 'gina@example.com', name: 'Gina', isGuest: false });
    expect(claims.subscriptionEpoch).toBe(Math.floor((clock.now() + 14 * DAY) / 1000));
    expect(refreshCookie(res)).toBeDefined();
    const [identity] = await app.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.provider, 'google'));
    expect(identity).toMatchObject({ subject: 'google-123', userId: claims.userId });

    // The login token is single use.
    const again = await consume(target);
    expect([again.statusCode, again.json().messageKey]).toEqual([410, 'account.token_used']);
  });

  it('links a Discord sign-in to the account with the same verified address, and finds it again by identity', async () => {
    const dave = await verifiedAccount(app, 'dave@example.com');
    const res = await consume(await signIn('discord'));
    expect(claimsOf(res.json().accessToken).userId).toBe(dave.userId);
    const linked = await app.database.db
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, 'discord'), eq(oauthIdentities.subject, discordUser.subject)));
    expect(linked).toHaveLength(1);

    discordUser = { ...discordUser, email: 'dave.new@example.com' };
    const later = await consume(await signIn('discord'));
    expect(claimsOf(later.json().accessToken).userId).toBe(dave.userId);
    expect(await app.database.db.select().from(users).where(eq(users.email, 'dave.new@example.com'))).toHaveLength(0);
  });

  it('refuses an address the provider has not verified', async () => {
    discordUser = { ...discordUser, verified: false };
    const target = await signIn('discord');
    expect(target.searchParams.get('loginError')).toBe('login.social_failed');
    expect(target.searchParams.get('ltoken')).toBeNull();
  });

  it('refuses a callback whose state does not match', async () => {
    const target = await signIn('google', { state: 'forged-state-value' });
    expect(target.searchParams.get('loginError')).toBe('login.social_failed');
    expect(await app.database.db.select().from(oauthIdentities)).toHaveLength(0);
  });

  it('refuses a callback without the cookie that holds the verifier', async () => {
    const target = await signIn('discord', { dropCookie: true });
    expect(target.searchParams.get('loginError')).toBe('login.social_failed');
  });

  it('refuses a login token after two minutes', async () => {
    const target = await signIn('google');
    clock.advance(2 * MINUTE + 1000);
    const late = await consume(target);
    expect([late.statusCode, late.json().messageKey]).toEqual([410, 'account.token_expired']);
  });

  it('answers 404 for a provider without a client id', async () => {
    await app.close();
    app = await buildAccountsApp(clock, { oauth: {} });
    expect((await app.inject({ method: 'GET', url: '/oauth2/authorization/google' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/oauth2/authorization/github' })).statusCode).toBe(404);
  });

  it('tells the web app which providers have a client: both, one, or none', async () => {
    const providers = async () => (await app.inject({ method: 'GET', url: '/api/v1/oauth2/providers' })).json();
    expect(await providers()).toEqual({ providers: ['discord', 'google'] });
    await app.close();
    app = await buildAccountsApp(clock, { oauth: { google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: google.issuer.url! } } });
    expect(await providers()).toEqual({ providers: ['google'] });
    await app.close();
    app = await buildAccountsApp(clock, { oauth: {} });
    expect(await providers()).toEqual({ providers: [] });
  });
});
