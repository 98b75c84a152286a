// The cookie plugin's request and reply members (registered in plugins/auth.ts).
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ACCOUNT_MESSAGE_KEYS,
  OAUTH_PROVIDERS,
  OAUTH_PROVIDERS_PATH,
  oauthCallbackPath,
  type OAuthProvider,
  type OAuthProvidersResponse,
} from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import { pkcePair, randomState } from './pkce';
import type { OAuthClient } from './providers';

/** Holds state, nonce and PKCE verifier between the redirect to the provider and the way back. */
const FLOW_COOKIE = 'snackparty_oauth';
const FLOW_MAX_AGE_SECONDS = 10 * 60;
const CALLBACK_PATH_PREFIX = '/login/oauth2/code';

interface FlowCookie {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  verifier: string;
}

export interface OAuthRouteOptions {
  clients: Map<OAuthProvider, OAuthClient>;
  accounts: AccountService;
  publicUrl: string;
}

function isProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Social sign-in (authorization code with PKCE S256): `/oauth2/authorization/{provider}` sends the
 * browser to the provider; `/login/oauth2/code/{provider}` finds or creates the account and sends the
 * browser back to the app with a two-minute login token, which the app trades for a session.
 */
export async function oauthRoutes(app: FastifyInstance, { clients, accounts, publicUrl }: OAuthRouteOptions) {
  const secure = publicUrl.startsWith('https:');
  const redirectUri = (provider: OAuthProvider) => `${publicUrl}${oauthCallbackPath(provider)}`;

  app.get<{ Params: { provider: string } }>('/oauth2/authorization/:provider', async (request, reply) => {
    const provider = request.params.provider;
    const client = isProvider(provider) ? clients.get(provider) : undefined;
    if (!isProvider(provider) || !client) return reply.callNotFound();
    const { verifier, challenge } = pkcePair();
    const flow: FlowCookie = { provider, state: randomState(), nonce: randomState(), verifier };
    let location: string;
    try {
      location = await client.authorizationUrl({ state: flow.state, nonce: flow.nonce, challenge, redirectUri: redirectUri(provider) });
    } catch (error) {
      request.log.warn({ provider, err: (error as Error).message }, 'social sign-in could not start');
      return failed(reply);
    }
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: CALLBACK_PATH_PREFIX,
      maxAge: FLOW_MAX_AGE_SECONDS,
    });
    return reply.redirect(location, 302);
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    `${CALLBACK_PATH_PREFIX}/:provider`,
    async (request, reply) => {
      const provider = request.params.provider;
      const client = isProvider(provider) ? clients.get(provider) : undefined;
      if (!isProvider(provider) || !client) return reply.callNotFound();
      reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH_PREFIX });
      try {
        const flow = readFlow(request.cookies[FLOW_COOKIE], (value) => request.unsignCookie(value));
        const { code, state, error } = request.query;
        if (error) throw new Error(`The provider answered ${error}`);
        if (!flow || flow.provider !== provider) throw new Error('No sign-in was started here (missing or altered cookie)');
        if (!state || state !== flow.state) throw new Error('The state does not match');
        if (!code) throw new Error('No code');
        const profile = await client.profile({ code, verifier: flow.verifier, nonce: flow.nonce, redirectUri: redirectUri(provider) });
        const user = await accounts.socialAccount(profile);
        const ltoken = await accounts.createLoginToken(user.id);
        return reply.redirect(`${publicUrl}/?ltoken=${encodeURIComponent(ltoken)}`, 302);
      } catch (error) {
        request.log.warn({ provider, err: (error as Error).message }, 'social sign-in failed');
        return failed(reply);
      }
    },
  );

  function failed(reply: FastifyReply) {
    return reply.redirect(`${publicUrl}/?loginError=${ACCOUNT_MESSAGE_KEYS.oauthFailed}`, 302);
  }
}

/**
 * Under the API base: which social sign-ins have a client here, so that the login form offers only
 * those (a provider without one would answer 404 and leave the user on the home page).
 */
export async function oauthProviderRoutes(api: FastifyInstance, { clients }: Pick<OAuthRouteOptions, 'clients'>) {
  const configured: OAuthProvidersResponse = { providers: OAUTH_PROVIDERS.filter((provider) => clients.has(provider)) };
  api.get(OAUTH_PROVIDERS_PATH, async () => configured);
}

function readFlow(cookie: string | undefined, unsign: (value: string) => { valid: boolean; value: string | null }): FlowCookie | undefined {
  if (!cookie) return undefined;
  const unsigned = unsign(cookie);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<FlowCookie>;
    if (typeof flow.state !== 'string' || typeof flow.verifier !== 'string' || typeof flow.nonce !== 'string' || typeof flow.provider !== 'string') return undefined;
    return flow as FlowCookie;
  } catch {
    return undefined;
  }
}
