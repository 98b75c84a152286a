/**
 * Where analytics events are forwarded besides the database, from the environment: `POSTHOG_KEY`
 * (the project's API key, `phc_…`) and `POSTHOG_HOST` (PostHog Cloud US by default; the EU cloud or a
 * self-hosted PostHog otherwise). No key: events are only stored.
 */

export interface PosthogConfig {
  key: string;
  /** The address events are sent to, without a trailing slash. */
  host: string;
}

export const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

export function loadPosthogConfig(env: NodeJS.ProcessEnv): PosthogConfig | undefined {
  const key = env.POSTHOG_KEY?.trim();
  if (!key) return undefined;
  const raw = env.POSTHOG_HOST?.trim() || POSTHOG_DEFAULT_HOST;
  let host: URL;
  try {
    host = new URL(raw);
  } catch {
    throw new Error(`POSTHOG_HOST must be an http(s) address, got "${raw}"`);
  }
  if (host.protocol !== 'http:' && host.protocol !== 'https:') throw new Error(`POSTHOG_HOST must be an http(s) address, got "${raw}"`);
  return { key, host: host.href.replace(/\/+$/, '') };
}
