import { resolve } from 'node:path';
import { REPO_ROOT } from './paths';
import { loadGifConfig, type GifConfig } from './media/gif-config';
import { loadCastConfig, type CastConfig } from './chromecast/cast-config';
import { loadDiscordActivityConfig, type DiscordActivityConfig } from './discord/activity-config';
import { loadPaymentsConfig, type PaymentsConfig } from './payments/payment-config';
import { loadSiteConfig, type SiteConfig } from './routes/site-config';
import { loadPosthogConfig, type PosthogConfig } from './analytics/analytics-config';
import { loadSentryConfig, type SentryConfig } from './error-reports/error-report-config';
import { loadTranslateConfig, type TranslateConfig } from './translate/translate-config';

export interface Config {
  host: string;
  port: number;
  /** `postgres://…` for PostgreSQL, `memory://` for a throwaway embedded database; unset: PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * `redis://…`: several server processes share the rooms through this Redis (each room run by one of
   * them, any of them taking any client). Unset: one process runs everything, as on a single machine.
   */
  redisUrl?: string;
  /** Token signing secret; when unset one is generated once and kept in the database. */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  /** STOMP over plain TCP for non-browser clients; unset or 0 disables it (-1 picks a free port, for tests). */
  stompTcpPort?: number;
  stompTcpHost: string;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** A room with no host screen and no seat connected for this many minutes ends; 0 keeps rooms open. */
  roomIdleTimeoutMinutes: number;
  /** When set, `GET /metrics` asks for it as a bearer token; unset, it is open (keep it on an inner network). */
  metricsToken?: string;
  /** In a room hosted from a phone, the host's rights pass to the next player once the owner's phone has been offline this long; 0 never. */
  hostHandoverMs: number;
  /** Where people reach the app; links in mails and social sign-in redirects start here. */
  publicUrl: string;
  /** PUBLIC_URL was set, so it is also the address phones are told to open (otherwise it is worked out). */
  publicUrlConfigured: boolean;
  /** Days of free use a new account gets once its address is verified. */
  trialDays: number;
  /**
   * Whether an ended trial or subscription stops an account creating rooms: with payments on, or
   * when TRIAL_DAYS is set explicitly. Otherwise the server is free to use.
   */
  subscriptionRequired: boolean;
  /** Card payments (STRIPE_SECRET_KEY); unset: no payments, and the product is free. */
  payments?: PaymentsConfig;
  refreshTokenTtlDays: number;
  /** Addresses that get role_admin when a token is issued. */
  adminEmails: string[];
  /** Addresses that get role_jest (test accounts) when a token is issued. */
  testAccountEmails: string[];
  /** `smtp://user:pass@host:port` (or smtps://); unset keeps mail in the outbox table and the log. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where the contact form is delivered. */
  contactEmail: string;
  oauth: OAuthConfig;
  /** An OpenAI-compatible chat endpoint that writes what a game's AI says (an answer to a prompt); unset: the games' bundled texts. */
  llm?: LlmConfig;
  /** The GIF provider games may take pictures from; unset: their bundled pictures only. */
  gif?: GifConfig;
  /** The Chromecast receiver phones cast rooms to (CAST_APP_ID); unset: no casting. */
  cast?: CastConfig;
  /** The Discord application of the Discord activity; unset: the product runs without it. */
  discord?: DiscordActivityConfig;
  /** The marketing site's links (the maker's blog, community chat, social accounts); unset ones are not shown. */
  site: SiteConfig;
  /** PostHog, where analytics events are forwarded (POSTHOG_KEY); unset: they are only stored. */
  posthog?: PosthogConfig;
  /** Sentry or GlitchTip, where error reports are sent (SENTRY_DSN); unset: they are only stored. */
  sentry?: SentryConfig;
  /** The LibreTranslate-compatible server that translates pack entries (TRANSLATE_URL); unset: no translation offered. */
  translate?: TranslateConfig;
}

export interface LlmConfig {
  /** The API's base URL, e.g. `http://localhost:11434/v1` (Ollama) or `http://localhost:8080/v1` (llama.cpp). */
  url: string;
  model: string;
  /** Sent as the bearer token; local servers need none. */
  apiKey?: string;
  /** An answer not written within this long is written from the bundled bank instead. */
  timeoutMs: number;
}

export interface OAuthConfig {
  discord?: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; userinfoUrl: string };
  google?: { clientId: string; clientSecret: string; issuer: string };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
}

/** The language model, when both its address and its model are set. */
function llmConfig(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  if (!env.LLM_URL || !env.LLM_MODEL) return undefined;
  return { url: env.LLM_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY || undefined, timeoutMs: int(env.LLM_TIMEOUT_MS, 8000) };
}

function oauthConfig(env: NodeJS.ProcessEnv): OAuthConfig {
  const oauth: OAuthConfig = {};
  if (env.OAUTH_DISCORD_CLIENT_ID) {
    oauth.discord = {
      clientId: env.OAUTH_DISCORD_CLIENT_ID,
      clientSecret: env.OAUTH_DISCORD_CLIENT_SECRET ?? '',
      authorizeUrl: env.OAUTH_DISCORD_AUTHORIZE_URL || 'https://discord.com/oauth2/authorize',
      tokenUrl: env.OAUTH_DISCORD_TOKEN_URL || 'https://discord.com/api/oauth2/token',
      userinfoUrl: env.OAUTH_DISCORD_USERINFO_URL || 'https://discord.com/api/users/@me',
    };
  }
  if (env.OAUTH_GOOGLE_CLIENT_ID) {
    oauth.google = {
      clientId: env.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: env.OAUTH_GOOGLE_CLIENT_SECRET ?? '',
      issuer: env.OAUTH_GOOGLE_ISSUER || 'https://accounts.google.com',
    };
  }
  return oauth;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const payments = loadPaymentsConfig(env);
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(REPO_ROOT, 'data')),
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 24 * 3600),
    stompTcpPort: env.STOMP_TCP_PORT ? int(env.STOMP_TCP_PORT, 0) : undefined,
    stompTcpHost: env.STOMP_TCP_HOST ?? '127.0.0.1',
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024),
    roomIdleTimeoutMinutes: int(env.ROOM_IDLE_TIMEOUT_MINUTES, 30),
    metricsToken: env.METRICS_TOKEN || undefined,
    hostHandoverMs: int(env.HOST_HANDOVER_SECONDS, 20) * 1000,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlConfigured: Boolean(env.PUBLIC_URL),
    trialDays: int(env.TRIAL_DAYS, 14),
    subscriptionRequired: Boolean(payments) || Boolean(env.TRIAL_DAYS),
    payments,
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30),
    adminEmails: list(env.ADMIN_EMAILS),
    testAccountEmails: list(env.TEST_ACCOUNT_EMAILS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Snackparty <no-reply@localhost>',
    contactEmail: env.CONTACT_EMAIL || 'support@snackparty.app',
    oauth: oauthConfig(env),
    llm: llmConfig(env),
    gif: loadGifConfig(env),
    cast: loadCastConfig(env),
    discord: loadDiscordActivityConfig(env),
    site: loadSiteConfig(env),
    posthog: loadPosthogConfig(env),
    sentry: loadSentryConfig(env),
    translate: loadTranslateConfig(env),
  };
}
