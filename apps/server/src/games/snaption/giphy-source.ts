/**
 * GIPHY through its official client, `@giphy/js-fetch-api`. The client keeps its API address in one
 * module-wide setting (`setServerUrl`), set here from the configuration, and its own one-minute memory
 * of answers per request address. It takes no abort signal: the provider around a source bounds the
 * wait instead.
 */
import { FetchError, GiphyFetch, setServerUrl, type GifsResult, type Rating } from '@giphy/js-fetch-api';
import { z } from 'zod';
import type { GifConfig } from '../../media/gif-config';
import { GIPHY_LANG } from './gif-languages';
import type { GifCard } from './gif-provider';
import { firstGifMediaUrl, gifCardId, GifSourceError, shortText, type GifSource, type GifSourceRequest } from './gif-source';

/** The renditions a shared screen shows well, largest first: each under a few megabytes, unlike `original`. */
const RENDITIONS = ['downsized_medium', 'downsized', 'fixed_height', 'original'] as const;

const giphyGif = z.object({
  id: z.union([z.string(), z.number()]),
  url: z.string().optional(),
  username: z.string().optional(),
  user: z.object({ display_name: z.string().optional(), username: z.string().optional() }).nullish(),
  images: z.record(z.string(), z.object({ url: z.string().optional() }).nullish()),
});

/** GIPHY's page of a GIF, kept for the attribution when it is on giphy.com. */
function giphyPage(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (url.hostname === 'giphy.com' || url.hostname === 'www.giphy.com') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function giphyCard(item: unknown): GifCard | undefined {
  const parsed = giphyGif.safeParse(item);
  if (!parsed.success) return undefined;
  const gif = parsed.data;
  const cardId = gifCardId('GIPHY', gif.id);
  const imageUrl = firstGifMediaUrl('GIPHY', RENDITIONS.map((name) => gif.images[name]?.url));
  if (!cardId || !imageUrl) return undefined;
  const user = shortText(gif.user?.display_name) ?? shortText(gif.user?.username) ?? shortText(gif.username);
  const pageUrl = giphyPage(gif.url);
  return { cardId, imageUrl, attribution: { provider: 'GIPHY', ...(pageUrl ? { pageUrl } : {}), ...(user ? { user } : {}) } };
}

/** The cards of a GIPHY answer; an answer with pictures none of which is usable counts as malformed. */
export function giphyCards(result: Pick<GifsResult, 'data'>): GifCard[] {
  if (!Array.isArray(result.data)) throw new GifSourceError('GIPHY answered without a list of GIFs');
  const cards = result.data.flatMap((item) => giphyCard(item) ?? []);
  if (result.data.length > 0 && cards.length === 0) throw new GifSourceError('GIPHY answered with no usable GIF');
  return cards;
}

export function giphySource(config: GifConfig): GifSource {
  setServerUrl(config.apiUrl);
  const client = new GiphyFetch(config.apiKey);
  return {
    provider: 'GIPHY',
    // GIPHY's terms want the trending feed requested by the client that shows it, so the server searches.
    trendingFromServer: false,
    async fetch({ language, familyOnly, search, limit }: GifSourceRequest): Promise<GifCard[]> {
      const rating: Rating = familyOnly ? 'g' : 'pg';
      const options = { rating, limit, type: 'gifs' as const };
      try {
        const result = search === undefined ? await client.trending(options) : await client.search(search, { ...options, lang: GIPHY_LANG[language] });
        return giphyCards(result);
      } catch (err) {
        if (err instanceof GifSourceError) throw err;
        // The client's error carries the request address, key included: only its status and message go on.
        if (err instanceof FetchError) throw new GifSourceError(err.message, err.status || undefined);
        throw new GifSourceError(err instanceof Error ? err.message : 'GIPHY request failed');
      }
    },
  };
}
