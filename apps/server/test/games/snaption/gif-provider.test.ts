import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_GAME_SETTINGS, type GameSettings } from '@snackparty/protocol';
import { loadConfig } from '../../../src/config';
import { snaptionModule } from '../../../src/games/snaption/module';
import type { GameServerContext } from '../../../src/games/server-module';
import { pageHeaders } from '../../../src/plugins/host-mode-headers';
import { gifImageSources, loadGifConfig, type GifConfig } from '../../../src/media/gif-config';
import { createGifProvider, NO_GIFS, type GifCard, type GifLog, type GifProviderOptions } from '../../../src/games/snaption/gif-provider';
import { GIF_CARDS_PER_GAME, gifStartSettings } from '../../../src/games/snaption/gif-settings';
import { giphyGif, giphyServer, klipyItem, klipyServer, type ProviderServer } from './gif-servers';
import { testDatabase } from '../../helpers/database';

/** A room with no earlier games, and the game about to start in it. */
const ROOM = { id: 0, ownerUserId: 1 };
const GAME_ID = 1;

/** The log lines the provider wrote, as they would reach the server log. */
class RecordingLog implements GifLog {
  readonly lines: Array<{ details: object; message: string }> = [];
  warn(details: object, message: string): void {
    this.lines.push({ details, message });
  }
  get text(): string {
    return JSON.stringify(this.lines);
  }
}

const FAST: GifProviderOptions = { timeoutMs: 250 };

function settings(language: GameSettings['language']): GameSettings {
  return { ...DEFAULT_SHARED_GAME_SETTINGS, language, wordPackIds: [] };
}

function expectWellFormed(cards: GifCard[], provider: 'GIPHY' | 'KLIPY'): void {
  for (const card of cards) {
    expect(card.cardId).toMatch(provider === 'GIPHY' ? /^giphy:[A-Za-z0-9_-]+$/ : /^klipy:[A-Za-z0-9_-]+$/);
    expect(new URL(card.imageUrl).protocol).toBe('https:');
    expect(card.attribution.provider).toBe(provider);
  }
  expect(new Set(cards.map((c) => c.cardId)).size).toBe(cards.length);
}

describe('GIF provider configuration', () => {
  it('reads the keys from the environment, GIPHY first when both are set', () => {
    expect(loadGifConfig({})).toBeUndefined();
    expect(loadGifConfig({ GIPHY_API_KEY: '  ', KLIPY_API_KEY: '' })).toBeUndefined();
    expect(loadGifConfig({ GIPHY_API_KEY: 'g-key' })).toEqual({ provider: 'GIPHY', apiKey: 'g-key', apiUrl: 'https://api.giphy.com/v1/' });
    expect(loadGifConfig({ KLIPY_API_KEY: 'k-key' })).toEqual({ provider: 'KLIPY', apiKey: 'k-key', apiUrl: 'https://api.klipy.com/api/v1/' });
    expect(loadGifConfig({ GIPHY_API_KEY: 'g-key', KLIPY_API_KEY: 'k-key' })?.provider).toBe('GIPHY');
    expect(loadGifConfig({ KLIPY_API_KEY: 'k', KLIPY_API_URL: 'http://127.0.0.1:9/api/v1' })?.apiUrl).toBe('http://127.0.0.1:9/api/v1/');
    expect(() => loadGifConfig({ GIPHY_API_KEY: 'g', GIPHY_API_URL: 'ftp://example.com/' })).toThrow(/GIPHY_API_URL/);
    expect(() => loadGifConfig({ GIPHY_API_KEY: 'g', GIPHY_API_URL: 'not an address' })).toThrow(/GIPHY_API_URL/);
  });

  it("lets the pages load the configured provider's media hosts and no other", () => {
    expect(gifImageSources(undefined)).toEqual([]);
    const giphy = pageHeaders(undefined, undefined, { imgSrc: gifImageSources(loadGifConfig({ GIPHY_API_KEY: 'g' })) })['content-security-policy'];
    const imgSrc = giphy.split(';').find((d) => d.startsWith('img-src '))!;
    expect(imgSrc).toContain('https://media2.giphy.com');
    expect(imgSrc).toContain('https://i.giphy.com');
    expect(imgSrc).not.toContain('klipy');
    expect(gifImageSources(loadGifConfig({ KLIPY_API_KEY: 'k' }))).toEqual(['https://static.klipy.com']);
  });

  it('makes no request at all when nothing is configured', async () => {
    const giphy = await giphyServer().start();
    try {
      const log = new RecordingLog();
      const gifs = createGifProvider(loadGifConfig({ GIPHY_API_URL: `${giphy.origin}/v1/` }), log);
      expect(gifs).toBe(NO_GIFS);
      expect(await gifs.cards({ language: 'en', familyOnly: true, count: 5 })).toEqual([]);
      expect(await gifStartSettings(gifs)('SNAPTION', settings('en'))).toEqual(settings('en'));
      const context = { config: loadConfig({ GIPHY_API_URL: `${giphy.origin}/v1/` }), db: (await testDatabase()).db, log } as unknown as GameServerContext;
      const unchanged = settings('en');
      expect(await snaptionModule().create(context).hooks!.startSettings!('SNAPTION', unchanged, ROOM, GAME_ID)).toBe(unchanged);
      expect(giphy.requests).toEqual([]);
      expect(log.lines).toEqual([]);
    } finally {
      await giphy.stop();
    }
  });
});

describe('GIPHY through its official client', () => {
  let giphy: ProviderServer;
  const config = (key: string): GifConfig => loadGifConfig({ GIPHY_API_KEY: key, GIPHY_API_URL: `${giphy.origin}/v1/` })!;

  beforeAll(async () => {
    giphy = await giphyServer().start();
  });
  afterAll(async () => {
    await giphy.stop();
  });

  it('searches in the room language, family-rated, and gives cards with ids, URLs and attribution', async () => {
    const key = giphy.key('giphy-danish', { kind: 'ok', count: 4 });
    const log = new RecordingLog();
    const cards = await createGifProvider(config(key), log, FAST).cards({ language: 'dk', familyOnly: true, count: 10 });

    expect(cards).toHaveLength(4);
    expectWellFormed(cards, 'GIPHY');
    expect(cards.map((c) => c.cardId).sort()).toEqual(['giphy:sjov0', 'giphy:sjov1', 'giphy:sjov2', 'giphy:sjov3']);
    const card = cards.find((c) => c.cardId === 'giphy:sjov0')!;
    expect(card.imageUrl).toBe('https://media2.giphy.com/media/sjov0/giphy-downsized-medium.gif?cid=abc123&rid=giphy-downsized-medium.gif&ct=g');
    expect(card.attribution).toEqual({ provider: 'GIPHY', pageUrl: 'https://giphy.com/gifs/funny-cat-sjov0', user: 'Cat Partner' });

    const sent = giphy.requests.filter((r) => r.query.get('api_key') === key);
    expect(sent).toHaveLength(1);
    // GIPHY wants its trending feed requested by the client that shows it: the server only searches.
    expect(sent[0]!.path).toBe('/v1/gifs/search');
    expect(sent[0]!.query.get('q')).toBe('sjov');
    expect(sent[0]!.query.get('lang')).toBe('da');
    expect(sent[0]!.query.get('rating')).toBe('g');
    expect(log.lines).toEqual([]);
  });

  it('asks for pictures rated for most audiences when the room is not family-only', async () => {
    const key = giphy.key('giphy-pg');
    await createGifProvider(config(key), new RecordingLog(), FAST).cards({ language: 'de', familyOnly: false, count: 2 });
    const sent = giphy.requests.filter((r) => r.query.get('api_key') === key);
    expect(sent.map((r) => [r.query.get('rating'), r.query.get('lang'), r.query.get('q')])).toEqual([['pg', 'de', 'lustig']]);
  });

  it('keeps only pictures from GIPHY media hosts over https with a plain id', async () => {
    const items = [
      giphyGif('good1'),
      giphyGif('elsewhere', { images: { downsized_medium: { url: 'https://evil.example/x.gif', width: '1', height: '1' } } }),
      giphyGif('plain', { images: { downsized_medium: { url: 'http://media2.giphy.com/media/plain/x.gif', width: '1', height: '1' } } }),
      giphyGif('../odd id'),
      giphyGif('fallback', { user: null, url: 'https://phishing.example/gifs/x', images: { original: { url: 'https://i.giphy.com/fallback.webp', width: '1', height: '1' } } }),
    ];
    const key = giphy.key('giphy-mixed', { kind: 'ok', items });
    const cards = await createGifProvider(config(key), new RecordingLog(), FAST).cards({ language: 'en', familyOnly: true, count: 10 });
    expect(cards.map((c) => c.cardId).sort()).toEqual(['giphy:fallback', 'giphy:good1']);
    expect(cards.find((c) => c.cardId === 'giphy:fallback')).toEqual({
      cardId: 'giphy:fallback',
      imageUrl: 'https://i.giphy.com/fallback.webp',
      attribution: { provider: 'GIPHY', user: 'catpartner' },
    });
  });

  it('deals from a pool: a second game spares a request, concurrent games share one', async () => {
    const key = giphy.key('giphy-cache', { kind: 'ok', count: 6 });
    let now = 1_000_000;
    const gifs = createGifProvider(config(key), new RecordingLog(), { ...FAST, poolTtlMs: 60_000, now: () => now });
    const sent = () => giphy.requests.filter((r) => r.query.get('api_key') === key);

    const [a, b] = await Promise.all([
      gifs.cards({ language: 'en', familyOnly: true, count: 3 }),
      gifs.cards({ language: 'en', familyOnly: true, count: 3 }),
    ]);
    const c = await gifs.cards({ language: 'en', familyOnly: true, count: 6 });
    expect(sent()).toHaveLength(1);
    expect([a.length, b.length, c.length]).toEqual([3, 3, 6]);
    expect(new Set([...a, ...b, ...c].map((card) => card.cardId)).size).toBe(6);

    // Another language or family setting is another pool.
    await gifs.cards({ language: 'fr', familyOnly: true, count: 1 });
    expect(sent().map((r) => r.query.get('q'))).toEqual(['funny', 'drôle']);

    // Once the pool is old, the next game fills it again with the next search.
    now += 60_001;
    await gifs.cards({ language: 'en', familyOnly: true, count: 1 });
    expect(sent().map((r) => r.query.get('q'))).toEqual(['funny', 'drôle', 'reaction']);
  });

  it('gives up on a slow GIPHY after the timeout: no cards, logged', async () => {
    const key = giphy.key('giphy-slow', { kind: 'slow', ms: 3000 });
    const log = new RecordingLog();
    const started = Date.now();
    const cards = await createGifProvider(config(key), log, FAST).cards({ language: 'en', familyOnly: true, count: 3 });
    expect(cards).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.details).toMatchObject({ provider: 'GIPHY', reason: 'no answer within 250 ms' });
  });

  it.each([
    ['an unknown key (401)', 'giphy-unknown-key', undefined, 401],
    ['a server error (500)', 'giphy-500', { kind: 'status', status: 500 } as const, 500],
    ['an error that repeats the key', 'giphy-echo', { kind: 'status', status: 403, message: 'Invalid authentication credentials for giphy-echo' } as const, 403],
    ['a body that is not JSON', 'giphy-not-json', { kind: 'body', body: '<html>oops</html>' } as const, undefined],
    ['a body without GIPHY meta', 'giphy-no-meta', { kind: 'body', body: JSON.stringify({ data: [giphyGif('x1')] }) } as const, undefined],
    ['a body without a list', 'giphy-no-list', { kind: 'body', body: JSON.stringify({ data: 'nope', meta: { status: 200, msg: 'OK', response_id: 'r' } }) } as const, undefined],
  ])('answers no cards on %s and logs it without the key', async (_case, name, behaviour, status) => {
    const key = behaviour ? giphy.key(name, behaviour) : name;
    const log = new RecordingLog();
    const gifs = createGifProvider(config(key), log, FAST);
    expect(await gifs.cards({ language: 'en', familyOnly: true, count: 3 })).toEqual([]);
    expect(giphy.requests.filter((r) => r.query.get('api_key') === key)).toHaveLength(1);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.message).toMatch(/bundled/);
    expect(log.lines[0]!.details).toMatchObject({ provider: 'GIPHY', ...(status ? { status } : {}) });
    expect(log.text).not.toContain(key);

    // The provider is left alone for a while: the next game asks nothing.
    expect(await gifs.cards({ language: 'en', familyOnly: true, count: 3 })).toEqual([]);
    expect(giphy.requests.filter((r) => r.query.get('api_key') === key)).toHaveLength(1);
  });

  it("answers no cards at once when the caller stops waiting", async () => {
    const key = giphy.key('giphy-abort', { kind: 'slow', ms: 3000 });
    const gifs = createGifProvider(config(key), new RecordingLog(), { timeoutMs: 2000 });
    const controller = new AbortController();
    const started = Date.now();
    const pending = gifs.cards({ language: 'en', familyOnly: true, count: 3, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await gifs.cards({ language: 'en', familyOnly: true, count: 3, signal: AbortSignal.abort() })).toEqual([]);
  });

  it("fills SNAPTION's customCards at the game's start from the server's configuration", async () => {
    const key = giphy.key('giphy-start', { kind: 'ok', count: 20 });
    const context = { config: { ...loadConfig({}), gif: config(key) }, db: (await testDatabase()).db, log: new RecordingLog() } as unknown as GameServerContext;
    const start = snaptionModule().create(context).hooks!.startSettings!;
    const played = (await start('SNAPTION', settings('nl'), ROOM, GAME_ID)) as GameSettings & { customCards: GifCard[] };
    expect(played.language).toBe('nl');
    expect(played.customCards).toHaveLength(GIF_CARDS_PER_GAME);
    expectWellFormed(played.customCards, 'GIPHY');
    expect(played.customCards[0]!.attribution.provider).toBe('GIPHY');
    expect(giphy.requests.filter((r) => r.query.get('api_key') === key).map((r) => [r.query.get('q'), r.query.get('lang'), r.query.get('rating')])).toEqual([['grappig', 'nl', 'g']]);

    // The host turned the lobby's "family only" off: pictures rated for most audiences.
    await start('SNAPTION', { ...settings('nl'), snaptionSettings: { familyOnly: false } }, ROOM, GAME_ID);
    expect(giphy.requests.filter((r) => r.query.get('api_key') === key).map((r) => r.query.get('rating'))).toEqual(['g', 'pg']);
  });
});

describe('KLIPY through its REST API', () => {
  let klipy: ProviderServer;
  const config = (key: string): GifConfig => loadGifConfig({ KLIPY_API_KEY: key, KLIPY_API_URL: `${klipy.origin}/api/v1` })!;
  const sentWith = (key: string) => klipy.requests.filter((r) => r.path.startsWith(`/api/v1/${key}/`));

  beforeAll(async () => {
    klipy = await klipyServer().start();
  });
  afterAll(async () => {
    await klipy.stop();
  });

  it("takes the trending feed, then searches, in the room's locale with the family filter; ads are left out", async () => {
    const key = klipy.key('klipy-german', { kind: 'ok', count: 5 });
    let now = 0;
    const gifs = createGifProvider(config(key), new RecordingLog(), { ...FAST, poolTtlMs: 1000, now: () => now });

    const trending = await gifs.cards({ language: 'de', familyOnly: true, count: 10 });
    expect(trending).toHaveLength(5);
    expectWellFormed(trending, 'KLIPY');
    expect(trending.map((c) => c.cardId).sort()).toEqual(['klipy:2000', 'klipy:2001', 'klipy:2002', 'klipy:2003', 'klipy:2004']);
    expect(trending.find((c) => c.cardId === 'klipy:2000')).toEqual({
      cardId: 'klipy:2000',
      imageUrl: 'https://static.klipy.com/ii/abc2000/md/x2000.gif',
      attribution: { provider: 'KLIPY' },
    });

    now += 1001;
    const searched = await gifs.cards({ language: 'de', familyOnly: true, count: 2 });
    expect(searched.every((c) => /^klipy:100\d$/.test(c.cardId))).toBe(true);

    const sent = sentWith(key);
    expect(sent.map((r) => r.path)).toEqual([`/api/v1/${key}/gifs/trending`, `/api/v1/${key}/gifs/search`]);
    for (const r of sent) {
      expect(r.query.get('locale')).toBe('de_DE');
      expect(r.query.get('content_filter')).toBe('high');
      expect(r.query.get('rating')).toBe('g');
      expect(r.query.get('per_page')).toBe('25');
      expect(r.query.has('customer_id')).toBe(false);
    }
    expect(sent[1]!.query.get('q')).toBe('lustig');
  });

  it('uses a milder filter when the room is not family-only, and spares a second request', async () => {
    const key = klipy.key('klipy-mild');
    const gifs = createGifProvider(config(key), new RecordingLog(), FAST);
    await gifs.cards({ language: 'en', familyOnly: false, count: 2 });
    await gifs.cards({ language: 'en', familyOnly: false, count: 2 });
    expect(sentWith(key).map((r) => [r.query.get('content_filter'), r.query.get('rating'), r.query.get('locale')])).toEqual([['medium', 'pg', 'en_US']]);
  });

  it('aborts a slow request at the timeout: no cards, logged', async () => {
    const key = klipy.key('klipy-slow', { kind: 'slow', ms: 3000 });
    const log = new RecordingLog();
    const started = Date.now();
    expect(await createGifProvider(config(key), log, FAST).cards({ language: 'en', familyOnly: true, count: 3 })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
    await expect.poll(() => sentWith(key)[0]?.abandoned).toBe(true);
    expect(log.lines).toHaveLength(1);
    expect(log.text).not.toContain(key);
  });

  it.each([
    ['an unknown key (401)', 'klipy-unknown-key', undefined, 401],
    ['a server error (500)', 'klipy-500', { kind: 'status', status: 500 } as const, 500],
    ['a body that is not JSON', 'klipy-not-json', { kind: 'body', body: 'Service Unavailable' } as const, undefined],
    ['a body of another shape', 'klipy-other-shape', { kind: 'body', body: JSON.stringify({ result: true, data: [] }) } as const, undefined],
    ['a refusal in the body', 'klipy-refused', { kind: 'body', body: JSON.stringify({ result: false, data: { data: [] } }) } as const, undefined],
    ['items that are no pictures', 'klipy-no-pictures', { kind: 'body', body: JSON.stringify({ result: true, data: { data: [klipyItem(1, { file: { md: { gif: { url: 'javascript:alert(1)' } } } })] } }) } as const, undefined],
  ])('answers no cards on %s and logs it without the key', async (_case, name, behaviour, status) => {
    const key = behaviour ? klipy.key(name, behaviour) : name;
    const log = new RecordingLog();
    expect(await createGifProvider(config(key), log, FAST).cards({ language: 'en', familyOnly: true, count: 3 })).toEqual([]);
    expect(sentWith(key)).toHaveLength(1);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.details).toMatchObject({ provider: 'KLIPY', ...(status ? { status } : {}) });
    expect(log.text).not.toContain(key);
  });
});
