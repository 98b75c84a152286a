/**
 * One GIF provider's API as SNAPTION uses it: a search or the trending feed in the room's language,
 * turned into cards. A source throws when the provider fails; the provider around it (see
 * `gif-provider.ts`) adds the timeout, the cache and the quiet fallback to the bundled deck.
 */
import type { Language } from '@snackparty/protocol';
import { GIF_MEDIA_HOSTS, type GifProviderName } from '../../media/gif-config';
import type { GifCard } from './gif-provider';

export interface GifSourceRequest {
  language: Language;
  familyOnly: boolean;
  /** What to search for; none: the provider's trending feed. */
  search?: string;
  limit: number;
  /** Aborted when the answer is no longer awaited (timeout). */
  signal: AbortSignal;
}

export interface GifSource {
  provider: GifProviderName;
  /** Whether the provider allows a server to fetch its trending feed (GIPHY wants it fetched by the client). */
  trendingFromServer: boolean;
  fetch(request: GifSourceRequest): Promise<GifCard[]>;
}

/** A provider answer that could not be used: an HTTP error (with its status) or a body of the wrong shape. */
export class GifSourceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GifSourceError';
  }
}

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_URL_LENGTH = 2048;

/** The card id of a provider's picture (`giphy:<id>`), or none when its id is not a plain token. */
export function gifCardId(provider: GifProviderName, id: unknown): string | undefined {
  const text = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
  return typeof text === 'string' && PROVIDER_ID.test(text) ? `${provider.toLowerCase()}:${text}` : undefined;
}

/**
 * A picture address the pages may load: https, on the provider's own media hosts (which the content
 * security policy allows), no credentials or odd port. Anything else in an answer is dropped.
 */
export function gifMediaUrl(provider: GifProviderName, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const plain = url.protocol === 'https:' && url.port === '' && url.username === '' && url.password === '';
  return plain && GIF_MEDIA_HOSTS[provider].includes(url.hostname) ? url.href : undefined;
}

/** The first of several candidate addresses that passes `gifMediaUrl`. */
export function firstGifMediaUrl(provider: GifProviderName, candidates: readonly unknown[]): string | undefined {
  for (const candidate of candidates) {
    const url = gifMediaUrl(provider, candidate);
    if (url) return url;
  }
  return undefined;
}

/** A short display text from a provider (a user name), or none. */
export function shortText(value: unknown, max = 60): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length > 0 ? text.slice(0, max) : undefined;
}
