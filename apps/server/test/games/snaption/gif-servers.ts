/**
 * Local servers that speak the GIF providers' protocols, as far as SNAPTION uses them:
 *
 * - GIPHY: `GET /v1/gifs/search` and `/v1/gifs/trending` with `api_key` in the query, answering
 *   `{ data: [Gif], pagination, meta: { status, msg, response_id } }` (GIF objects with their
 *   `images` renditions and `user`), and a 401 `meta` for an unknown key;
 * - KLIPY: `GET /api/v1/{app_key}/gifs/search` and `/gifs/trending`, answering
 *   `{ result: true, data: { data: [items], current_page, per_page, has_next } }` (items with `file`
 *   sizes and formats, ads mixed in), and a 401 `{ result: false }` for an unknown key.
 *
 * Each key the test hands out picks how the server behaves for it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = { kind: 'ok'; count?: number; items?: unknown[] } | { kind: 'slow'; ms: number } | { kind: 'status'; status: number; message?: string } | { kind: 'body'; body: string };

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  /** The client gave up on the request before it was answered. */
  abandoned: boolean;
}

export class ProviderServer {
  readonly requests: SeenRequest[] = [];
  private readonly keys = new Map<string, Behaviour>();
  private readonly server: Server;

  constructor(private readonly answer: (server: ProviderServer, request: IncomingMessage, url: URL, seen: SeenRequest, respond: (status: number, body: unknown) => void) => void) {
    this.server = createServer((request, response) => this.handle(request, response));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A key this server accepts, behaving as told. */
  key(name: string, behaviour: Behaviour = { kind: 'ok' }): string {
    this.keys.set(name, behaviour);
    return name;
  }

  behaviourOf(key: string | null): Behaviour | undefined {
    return key === null ? undefined : this.keys.get(key);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.origin);
    const seen: SeenRequest = { path: url.pathname, query: url.searchParams, abandoned: false };
    this.requests.push(seen);
    response.on('close', () => {
      if (!response.writableFinished) seen.abandoned = true;
    });
    const respond = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    this.answer(this, request, url, seen, respond);
  }
}

/** Runs a key's behaviour: errors are answered here, a page of pictures (now or late) by `page`. */
function behave(behaviour: Behaviour, respond: (status: number, body: unknown) => void, page: (count: number, items?: unknown[]) => void): void {
  switch (behaviour.kind) {
    case 'ok':
      return page(behaviour.count ?? 3, behaviour.items);
    case 'slow':
      setTimeout(() => page(3), behaviour.ms).unref();
      return;
    case 'status':
      return respond(behaviour.status, { message: behaviour.message ?? 'Internal error' });
    case 'body':
      return respond(200, behaviour.body);
  }
}

/** A GIPHY GIF object as the API returns it (sizes are strings, renditions by name). */
export function giphyGif(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const media = (file: string) => `https://media2.giphy.com/media/${id}/${file}?cid=abc123&rid=${file}&ct=g`;
  const image = (file: string, width: number, height: number) => ({ url: media(file), width: String(width), height: String(height), size: '123456' });
  return {
    type: 'gif',
    id,
    url: `https://giphy.com/gifs/funny-cat-${id}`,
    slug: `funny-cat-${id}`,
    bitly_gif_url: `https://gph.is/g/${id}`,
    embed_url: `https://giphy.com/embed/${id}`,
    username: 'catpartner',
    source: '',
    title: `Cat ${id} GIF`,
    rating: 'g',
    is_sticker: 0,
    import_datetime: '2024-01-01 00:00:00',
    trending_datetime: '0000-00-00 00:00:00',
    user: { avatar_url: 'https://media.giphy.com/avatars/cat.png', display_name: 'Cat Partner', username: 'catpartner', profile_url: 'https://giphy.com/catpartner/', is_verified: true },
    images: {
      original: { ...image('giphy.gif', 480, 270), mp4: media('giphy.mp4'), webp: media('giphy.webp'), frames: '23' },
      downsized: image('giphy-downsized.gif', 480, 270),
      downsized_medium: image('giphy-downsized-medium.gif', 480, 270),
      fixed_height: { ...image('200.gif', 356, 200), mp4: media('200.mp4'), webp: media('200.webp') },
      preview_gif: image('giphy-preview.gif', 100, 56),
    },
    ...overrides,
  };
}

/** A page of GIFs whose ids tell the search they answer (`sjov0`, `sjov1`, … or `trending0`, …). */
function searchGifs(url: URL, count: number): unknown[] {
  const tag = (url.searchParams.get('q') ?? 'trending').normalize('NFD').replace(/[^A-Za-z0-9]/g, '');
  return Array.from({ length: count }, (_, i) => giphyGif(`${tag}${i}`));
}

/** GIPHY's API on a local server. */
export function giphyServer(): ProviderServer {
  return new ProviderServer((server, _request, url, _seen, respond) => {
    if (url.pathname !== '/v1/gifs/search' && url.pathname !== '/v1/gifs/trending') return respond(404, { meta: { status: 404, msg: 'Not Found', response_id: '' } });
    const behaviour = server.behaviourOf(url.searchParams.get('api_key'));
    if (!behaviour) return respond(401, { data: [], meta: { status: 401, msg: 'Unauthorized', response_id: '' } });
    behave(behaviour, respond, (count, items) => {
      const data = items ?? searchGifs(url, count);
      respond(200, { data, pagination: { total_count: 1000, count: data.length, offset: 0 }, meta: { status: 200, msg: 'OK', response_id: `resp-${url.searchParams.get('q') ?? 'trending'}` } });
    });
  });
}

/** A KLIPY item as the API returns it: files by size and format. */
export function klipyItem(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const file = (size: string) => {
    const at = (format: string) => ({ url: `https://static.klipy.com/ii/abc${id}/${size}/x${id}.${format}`, width: 498, height: 280, size: 90000 });
    return { gif: at('gif'), webp: at('webp'), jpg: at('jpg'), mp4: at('mp4'), webm: at('webm') };
  };
  return { id, slug: `funny-dog-${id}`, title: `Dog ${id}`, type: 'gif', file: { hd: file('hd'), md: file('md'), sm: file('sm'), xs: file('xs') }, tags: ['dog'], blur_preview: 'data:image/jpeg;base64,AAAA', ...overrides };
}

/** KLIPY's API on a local server; every page carries an ad, as KLIPY's do. */
export function klipyServer(): ProviderServer {
  return new ProviderServer((server, _request, url, _seen, respond) => {
    const match = /^\/api\/v1\/([^/]+)\/gifs\/(search|trending)$/.exec(url.pathname);
    if (!match) return respond(404, { result: false, message: 'Not found' });
    const behaviour = server.behaviourOf(decodeURIComponent(match[1]!));
    if (!behaviour) return respond(401, { result: false, message: 'Unauthorized' });
    behave(behaviour, respond, (count) => {
      const base = match[2] === 'search' ? 1000 : 2000;
      const items: unknown[] = Array.from({ length: count }, (_, i) => klipyItem(base + i));
      items.splice(1, 0, { type: 'ad', content: '<div>ad</div>', width: 300, height: 250 });
      respond(200, { result: true, data: { data: items, current_page: 1, per_page: Number(url.searchParams.get('per_page')), has_next: true } });
    });
  });
}
