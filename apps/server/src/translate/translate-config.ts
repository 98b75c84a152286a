/**
 * The translation server, from the environment: `TRANSLATE_URL` (a LibreTranslate server, or any
 * server that speaks its `/translate` API), `TRANSLATE_API_KEY` when it wants one, and
 * `TRANSLATE_TIMEOUT_MS`. Without an address the product offers no translation.
 */

export interface TranslateConfig {
  /** The address translations are posted to, ending in `/translate`. */
  translateUrl: string;
  /** Sent as `api_key`; never logged. */
  apiKey?: string;
  /** A translation not back by then is given up (503). */
  timeoutMs: number;
}

export const DEFAULT_TRANSLATE_TIMEOUT_MS = 15_000;

/** The configured translation server, or none. */
export function loadTranslateConfig(env: Record<string, string | undefined>): TranslateConfig | undefined {
  const raw = env.TRANSLATE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`TRANSLATE_URL must be an http(s) address, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`TRANSLATE_URL must be an http(s) address, got "${raw}"`);
  // The server's address (`http://host:5000`) or its translate endpoint itself: both are taken.
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/translate') ? path : `${path}/translate`;
  const timeout = env.TRANSLATE_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_TRANSLATE_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`TRANSLATE_TIMEOUT_MS must be a whole number of milliseconds, got "${timeout}"`);
  return { translateUrl: url.href, apiKey: env.TRANSLATE_API_KEY?.trim() || undefined, timeoutMs };
}
