/**
 * Which GIF provider the server asks for pictures games show, from the environment: `GIPHY_API_KEY` or
 * `KLIPY_API_KEY` (GIPHY when both are set), and, for tests against a local server that speaks the
 * provider's protocol, `GIPHY_API_URL` and `KLIPY_API_URL`. No key: no provider, the bundled deck only.
 */

export type GifProviderName = 'GIPHY' | 'KLIPY';

export interface GifConfig {
  provider: GifProviderName;
  apiKey: string;
  /** The API's base address, ending in a slash (GIPHY: `…/v1/`, KLIPY: `…/api/v1/`). */
  apiUrl: string;
}

export const GIPHY_API_URL = 'https://api.giphy.com/v1/';
export const KLIPY_API_URL = 'https://api.klipy.com/api/v1/';

/**
 * The hosts each provider serves its media from: the only hosts a card's picture may come from, and
 * so what the pages' `img-src` must allow while the provider is configured.
 */
export const GIF_MEDIA_HOSTS: Readonly<Record<GifProviderName, readonly string[]>> = {
  GIPHY: ['media.giphy.com', 'media0.giphy.com', 'media1.giphy.com', 'media2.giphy.com', 'media3.giphy.com', 'media4.giphy.com', 'i.giphy.com'],
  KLIPY: ['static.klipy.com'],
};

function baseUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${value}"`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The GIF provider the environment configures, or none. */
export function loadGifConfig(env: Record<string, string | undefined>): GifConfig | undefined {
  const giphyKey = env.GIPHY_API_KEY?.trim();
  if (giphyKey) return { provider: 'GIPHY', apiKey: giphyKey, apiUrl: baseUrl('GIPHY_API_URL', env.GIPHY_API_URL, GIPHY_API_URL) };
  const klipyKey = env.KLIPY_API_KEY?.trim();
  if (klipyKey) return { provider: 'KLIPY', apiKey: klipyKey, apiUrl: baseUrl('KLIPY_API_URL', env.KLIPY_API_URL, KLIPY_API_URL) };
  return undefined;
}

/** The `img-src` sources the pages need for the configured provider's pictures (none without one). */
export function gifImageSources(config: GifConfig | undefined): string[] {
  return config ? GIF_MEDIA_HOSTS[config.provider].map((host) => `https://${host}`) : [];
}
