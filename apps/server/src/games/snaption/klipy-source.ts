/**
 * KLIPY through its REST API (it ships no JavaScript client): `GET {api}/{key}/gifs/search` and
 * `/gifs/trending`, answered as `{ result, data: { data: [items], current_page, per_page, has_next } }`
 * where an item has an `id`, a `slug` and its files by size (`hd`, `md`, `sm`, `xs`) and format.
 * No `customer_id` is sent: it only serves KLIPY's per-user history and ads, and names nobody here.
 */
import { z } from 'zod';
import type { GifConfig } from '../../media/gif-config';
import { KLIPY_LOCALE } from './gif-languages';
import type { GifCard } from './gif-provider';
import { firstGifMediaUrl, gifCardId, GifSourceError, type GifSource, type GifSourceRequest } from './gif-source';

/** The files a shared screen shows well, best first: medium GIFs load fast on phones and fill a TV. */
const FILES = [['md', 'gif'], ['hd', 'gif'], ['md', 'webp'], ['sm', 'gif']] as const;

const klipyFile = z.object({ url: z.string().optional() }).nullish();
const klipyItem = z.object({
  id: z.union([z.string(), z.number()]),
  // Ads come in the same list with their own type; only GIFs are pictures to caption.
  type: z.string().optional(),
  file: z.record(z.string(), z.record(z.string(), klipyFile).nullish()),
});
const klipyAnswer = z.object({
  result: z.boolean().optional(),
  data: z.object({ data: z.array(z.unknown()) }),
});

function klipyCard(item: unknown): GifCard | undefined {
  const parsed = klipyItem.safeParse(item);
  if (!parsed.success || (parsed.data.type !== undefined && parsed.data.type !== 'gif')) return undefined;
  const { id, file } = parsed.data;
  const cardId = gifCardId('KLIPY', id);
  const imageUrl = firstGifMediaUrl('KLIPY', FILES.map(([size, format]) => file[size]?.[format]?.url));
  return cardId && imageUrl ? { cardId, imageUrl, attribution: { provider: 'KLIPY' } } : undefined;
}

/** The cards of a KLIPY answer; a body of another shape, or with items none of which is usable, is malformed. */
export function klipyCards(body: unknown): GifCard[] {
  const answer = klipyAnswer.safeParse(body);
  if (!answer.success || answer.data.result === false) throw new GifSourceError('KLIPY answered with an unexpected body');
  const items = answer.data.data.data;
  const cards = items.flatMap((item) => klipyCard(item) ?? []);
  if (items.length > 0 && cards.length === 0) throw new GifSourceError('KLIPY answered with no usable GIF');
  return cards;
}

export function klipySource(config: GifConfig): GifSource {
  const base = `${config.apiUrl}${encodeURIComponent(config.apiKey)}/gifs/`;
  return {
    provider: 'KLIPY',
    trendingFromServer: true,
    async fetch({ language, familyOnly, search, limit, signal }: GifSourceRequest): Promise<GifCard[]> {
      const query = new URLSearchParams({
        page: '1',
        per_page: String(limit),
        locale: KLIPY_LOCALE[language],
        // KLIPY's documentation names the filter `content_filter`; newer clients also send a GIPHY-style
        // `rating`. Both go, so either reading keeps a family room's pictures family-safe.
        content_filter: familyOnly ? 'high' : 'medium',
        rating: familyOnly ? 'g' : 'pg',
      });
      if (search !== undefined) query.set('q', search);
      const response = await fetch(`${base}${search === undefined ? 'trending' : 'search'}?${query}`, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new GifSourceError(`KLIPY answered ${response.status}`, response.status);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new GifSourceError('KLIPY answered with a body that is not JSON', response.status);
      }
      return klipyCards(body);
    },
  };
}
