/**
 * Where error reports go besides the database, from the environment: `SENTRY_DSN`, the DSN of a
 * Sentry project or of a self-hosted GlitchTip (`https://{public key}@{host}/{project id}`), and
 * `SENTRY_ENVIRONMENT` (`production` unless set). No DSN: reports are only stored.
 */

export interface SentryConfig {
  dsn: string;
  environment: string;
}

/** The DSN, checked at start: a broken one stops the server instead of losing every report. */
export function loadSentryConfig(env: NodeJS.ProcessEnv): SentryConfig | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error('SENTRY_DSN is not an address (https://{public key}@{host}/{project id})');
  }
  const projectId = url.pathname.split('/').filter(Boolean).pop() ?? '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.username || !/^\d+$/.test(projectId)) {
    throw new Error('SENTRY_DSN must look like https://{public key}@{host}/{project id}');
  }
  return { dsn, environment: env.SENTRY_ENVIRONMENT?.trim() || 'production' };
}
