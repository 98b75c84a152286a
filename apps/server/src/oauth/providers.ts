import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { OAuthProvider } from '@snackparty/protocol';
import type { SocialProfile } from '../accounts/account-service';
import type { OAuthConfig } from '../config';

/** What the sign-in round trip keeps between the redirect to the provider and the way back. */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  challenge: string;
  redirectUri: string;
}

export interface CodeExchange {
  code: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
}

/** One social provider: where to send the browser, and who came back with a code. */
export interface OAuthClient {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  profile(exchange: CodeExchange): Promise<SocialProfile>;
}

const TIMEOUT_MS = 10_000;

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The authorization-code grant with the PKCE verifier and the client's secret in the form. */
async function exchangeCode(tokenUrl: string, clientId: string, clientSecret: string, exchange: CodeExchange): Promise<Record<string, unknown>> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.verifier,
    client_id: clientId,
    client_secret: clientSecret,
  });
  const tokens = await fetchJson(tokenUrl, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (typeof tokens.access_token !== 'string') throw new Error('No access token in the token response');
  return tokens;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Google, or any OpenID Connect issuer: endpoints from the discovery document, the id_token checked against its keys. */
export class OidcClient implements OAuthClient {
  private discovery?: Promise<{ issuer: string; authorize: string; token: string; userinfo: string | null; keys: JWTVerifyGetKey }>;

  constructor(
    private readonly provider: OAuthProvider,
    private readonly config: { clientId: string; clientSecret: string; issuer: string },
  ) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const { authorize } = await this.discover();
    const url = new URL(authorize);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.challenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async profile(exchange: CodeExchange): Promise<SocialProfile> {
    const endpoints = await this.discover();
    const tokens = await exchangeCode(endpoints.token, this.config.clientId, this.config.clientSecret, exchange);
    if (typeof tokens.id_token !== 'string') throw new Error('No id_token in the token response');
    const { payload } = await jwtVerify(tokens.id_token, endpoints.keys, { issuer: endpoints.issuer, audience: this.config.clientId });
    if (payload.nonce !== undefined && payload.nonce !== exchange.nonce) throw new Error('The id_token nonce does not match');
    if (!payload.sub) throw new Error('The id_token names no subject');
    let claims: Record<string, unknown> = payload;
    if (endpoints.userinfo) {
      const userinfo = await fetchJson(endpoints.userinfo, { headers: { authorization: `Bearer ${String(tokens.access_token)}` } });
      if (userinfo.sub !== payload.sub) throw new Error('The userinfo subject differs from the id_token');
      claims = { ...payload, ...userinfo };
    }
    return {
      provider: this.provider,
      subject: payload.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: text(claims.name) ?? text(claims.given_name),
    };
  }

  private discover() {
    this.discovery ??= fetchJson(`${this.config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`)
      .then((doc) => {
        const issuer = text(doc.issuer);
        const authorize = text(doc.authorization_endpoint);
        const token = text(doc.token_endpoint);
        const jwks = text(doc.jwks_uri);
        if (!issuer || !authorize || !token || !jwks) throw new Error('Incomplete discovery document');
        return { issuer, authorize, token, userinfo: text(doc.userinfo_endpoint), keys: createRemoteJWKSet(new URL(jwks)) };
      })
      .catch((error: unknown) => {
        // A failed discovery is tried again on the next sign-in.
        this.discovery = undefined;
        throw error;
      });
    return this.discovery;
  }
}

/** Discord: plain OAuth2 with fixed endpoints and a `/users/@me` that tells the address and whether it is verified. */
export class DiscordClient implements OAuthClient {
  constructor(private readonly config: NonNullable<OAuthConfig['discord']>) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const url = new URL(this.config.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'identify email',
      state: request.state,
      code_challenge: request.challenge,
      code_challenge_method: 'S256',
      prompt: 'none',
    }).toString();
    return url.toString();
  }

  async profile(exchange: CodeExchange): Promise<SocialProfile> {
    const tokens = await exchangeCode(this.config.tokenUrl, this.config.clientId, this.config.clientSecret, exchange);
    const me = await fetchJson(this.config.userinfoUrl, { headers: { authorization: `Bearer ${String(tokens.access_token)}` } });
    const subject = text(me.id) ?? text(me.sub);
    if (!subject) throw new Error('The user endpoint names no id');
    return {
      provider: 'discord',
      subject,
      email: text(me.email),
      emailVerified: me.verified === true,
      name: text(me.global_name) ?? text(me.username),
    };
  }
}

/** The providers that have a client id configured. */
export function oauthClients(config: OAuthConfig): Map<OAuthProvider, OAuthClient> {
  const clients = new Map<OAuthProvider, OAuthClient>();
  if (config.google) clients.set('google', new OidcClient('google', config.google));
  if (config.discord) clients.set('discord', new DiscordClient(config.discord));
  return clients;
}
