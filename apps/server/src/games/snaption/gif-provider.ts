/**
 * GIFs for SNAPTION's pictures when a provider key is configured. A game asks for a few cards as it
 * starts; the answer comes from a small pool per room language kept in memory, so a busy server asks
 * the provider now and then rather than once per game. A provider that is slow, refuses the key or
 * answers nonsense costs a game a few seconds at most: the answer is then no cards (the bundled deck
 * plays), the failure is logged without the key, and the provider is left alone for a while.
 */
import type { Language } from '@snackparty/protocol';
import type { GifConfig, GifProviderName } from '../../media/gif-config';
import { gifLanguage, REACTION_SEARCHES } from './gif-languages';
import { GifSourceError, type GifSource } from './gif-source';
import { giphySource } from './giphy-source';
import { klipySource } from './klipy-source';

/**
 * Who a picture is from, for the attribution the provider requires wherever it shows: "Powered by
 * GIPHY" or "Powered by KLIPY", with GIPHY's creator and page when it names them.
 */
export interface GifAttribution {
  provider: GifProviderName;
  pageUrl?: string;
  user?: string;
}

/** A picture to caption: the game's Card (`cardId` prefixed with the provider), with its attribution. */
export interface GifCard {
  cardId: string;
  imageUrl: string;
  attribution: GifAttribution;
}

export interface GifCardRequest {
  /** The room's language (an unknown one reads as English). */
  language: string;
  /** Only pictures rated for everyone (GIPHY `g`) rather than for most audiences (`pg`). */
  familyOnly: boolean;
  count: number;
  /** Aborted when the caller no longer waits: the answer is then no cards. */
  signal?: AbortSignal;
}

export interface GifProvider {
  /** Up to `count` different cards, never a rejection: none when no provider is configured or it fails. */
  cards(request: GifCardRequest): Promise<GifCard[]>;
}

/** No provider configured: the bundled deck only, and no request anywhere. */
export const NO_GIFS: GifProvider = { cards: async () => [] };

export interface GifLog {
  warn(details: object, message: string): void;
}

export interface GifProviderOptions {
  /** How long one provider request may take. */
  timeoutMs?: number;
  /** How long a pool of pictures is dealt from before it is fetched again. */
  poolTtlMs?: number;
  /** How long the provider is left alone after it failed or had nothing. */
  retryAfterMs?: number;
  /** Pictures asked for per request (one request fills a pool). */
  poolSize?: number;
  now?: () => number;
  /** Which pictures of a pool a game gets. */
  random?: () => number;
}

const DEFAULTS = {
  timeoutMs: 3000,
  poolTtlMs: 10 * 60_000,
  retryAfterMs: 60_000,
  poolSize: 25,
};

interface Pool {
  cards: GifCard[];
  expiresAt: number;
}

/** The message of a failure with the key blanked, in case an answer or an address repeats it. */
function redacted(message: string, key: string): string {
  return key.length > 0 ? message.split(key).join('[key]') : message;
}

/**
 * A source behind a timeout and a pool per room language and family setting. Concurrent requests for
 * an empty pool share one provider request; the searches rotate (with the trending feed where the
 * provider allows a server to fetch it) so pools refilled over a night differ.
 */
export class PooledGifProvider implements GifProvider {
  private readonly pools = new Map<string, Pool>();
  private readonly filling = new Map<string, Promise<GifCard[]>>();
  private readonly rotation = new Map<string, number>();
  private readonly tuning: typeof DEFAULTS;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly source: GifSource,
    private readonly apiKey: string,
    private readonly log: GifLog,
    options: GifProviderOptions = {},
  ) {
    this.tuning = {
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      poolTtlMs: options.poolTtlMs ?? DEFAULTS.poolTtlMs,
      retryAfterMs: options.retryAfterMs ?? DEFAULTS.retryAfterMs,
      poolSize: options.poolSize ?? DEFAULTS.poolSize,
    };
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  async cards({ language, familyOnly, count, signal }: GifCardRequest): Promise<GifCard[]> {
    if (count <= 0 || signal?.aborted) return [];
    const lang = gifLanguage(language);
    const key = `${lang}:${familyOnly ? 'family' : 'all'}`;
    const pool = this.pools.get(key);
    const cards = pool && pool.expiresAt > this.now() ? pool.cards : await untilAborted(this.fill(key, lang, familyOnly), signal);
    return this.deal(cards, count);
  }

  private fill(key: string, language: Language, familyOnly: boolean): Promise<GifCard[]> {
    const running = this.filling.get(key);
    if (running) return running;
    const fill = this.fetchPool(key, language, familyOnly).finally(() => this.filling.delete(key));
    this.filling.set(key, fill);
    return fill;
  }

  private async fetchPool(key: string, language: Language, familyOnly: boolean): Promise<GifCard[]> {
    const search = this.nextSearch(key, language);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new GifSourceError(`no answer within ${this.tuning.timeoutMs} ms`));
      }, this.tuning.timeoutMs);
    });
    let cards: GifCard[] = [];
    try {
      // The race also ends a request the source cannot abort (GIPHY's client takes no signal).
      const fetched = await Promise.race([
        this.source.fetch({ language, familyOnly, search, limit: this.tuning.poolSize, signal: controller.signal }),
        timedOut,
      ]);
      cards = [...new Map(fetched.map((card) => [card.cardId, card])).values()];
    } catch (err) {
      this.log.warn(
        {
          provider: this.source.provider,
          language,
          ...(search === undefined ? { feed: 'trending' } : { search }),
          ...(err instanceof GifSourceError && err.status ? { status: err.status } : {}),
          reason: redacted(err instanceof Error ? err.message : String(err), this.apiKey),
        },
        'GIF provider failed; SNAPTION plays its bundled pictures',
      );
    } finally {
      clearTimeout(timer);
    }
    const ttl = cards.length > 0 ? this.tuning.poolTtlMs : this.tuning.retryAfterMs;
    this.pools.set(key, { cards, expiresAt: this.now() + ttl });
    return cards;
  }

  /** The next query of the rotation for a pool: undefined is the trending feed. */
  private nextSearch(key: string, language: Language): string | undefined {
    const searches: ReadonlyArray<string | undefined> = this.source.trendingFromServer ? [undefined, ...REACTION_SEARCHES[language]] : REACTION_SEARCHES[language];
    const turn = this.rotation.get(key) ?? 0;
    this.rotation.set(key, turn + 1);
    return searches[turn % searches.length];
  }

  /** `count` cards of the pool, a different pick each game. */
  private deal(cards: readonly GifCard[], count: number): GifCard[] {
    const deck = [...cards];
    const dealt = Math.min(count, deck.length);
    for (let i = 0; i < dealt; i++) {
      const j = i + Math.floor(this.random() * (deck.length - i));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    return deck.slice(0, dealt);
  }
}

/** Resolves with the work's result, or with no cards as soon as the signal aborts. */
function untilAborted(work: Promise<GifCard[]>, signal: AbortSignal | undefined): Promise<GifCard[]> {
  if (!signal) return work;
  return new Promise((resolve) => {
    const onAbort = () => resolve([]);
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then((cards) => {
      signal.removeEventListener('abort', onAbort);
      resolve(cards);
    });
  });
}

/** The provider the configuration names (GIPHY or KLIPY), or none. */
export function createGifProvider(config: GifConfig | undefined, log: GifLog, options?: GifProviderOptions): GifProvider {
  if (!config) return NO_GIFS;
  const source = config.provider === 'GIPHY' ? giphySource(config) : klipySource(config);
  return new PooledGifProvider(source, config.apiKey, log, options);
}
