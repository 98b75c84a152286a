import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  host: string;
  port: number;
  /** `postgres://…` for PostgreSQL, `memory://` for a throwaway embedded database; unset: PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
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
}

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST ?? '0.0.0.0',
    port: int(env.PORT, 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(REPO_ROOT, 'data')),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 24 * 3600),
    stompTcpPort: env.STOMP_TCP_PORT ? int(env.STOMP_TCP_PORT, 0) : undefined,
    stompTcpHost: env.STOMP_TCP_HOST ?? '127.0.0.1',
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024),
  };
}
