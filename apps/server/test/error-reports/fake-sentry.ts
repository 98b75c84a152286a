import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface Envelope {
  projectId: string;
  /** The `sentry_key` the SDK authenticated with (header or query). */
  publicKey: string | undefined;
  header: Record<string, unknown>;
  items: Array<{ header: Record<string, unknown>; payload: Record<string, unknown> }>;
}

/**
 * Sentry's (and GlitchTip's) envelope endpoint on a local port: `POST /api/{project}/envelope/`, a
 * newline-separated envelope (its header, then each item's header and payload). `refuse` makes it
 * answer 500, as an overloaded Sentry would.
 */
export class FakeSentry {
  readonly envelopes: Envelope[] = [];
  refuse = false;
  private server?: Server;

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  dsn(projectId = '42', publicKey = 'publickey123'): string {
    return `http://${publicKey}@127.0.0.1:${this.port}/${projectId}`;
  }

  /** The events of every envelope received. */
  get events(): Array<Record<string, unknown>> {
    return this.envelopes.flatMap((e) => e.items.filter((i) => i.header.type === 'event').map((i) => i.payload));
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.receive(request).then(
        (id) => {
          response.writeHead(this.refuse ? 500 : 200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id }));
        },
        () => {
          response.writeHead(400);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private async receive(request: IncomingMessage): Promise<string | undefined> {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${this.port}`);
    const match = /^\/api\/(\d+)\/envelope\/$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) throw new Error(`unexpected ${request.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
    const lines = text.split('\n').filter((line) => line.length > 0);
    const header = JSON.parse(lines.shift()!) as Record<string, unknown>;
    const items: Envelope['items'] = [];
    while (lines.length > 0) {
      const itemHeader = JSON.parse(lines.shift()!) as Record<string, unknown>;
      items.push({ header: itemHeader, payload: JSON.parse(lines.shift() ?? '{}') as Record<string, unknown> });
    }
    const auth = String(request.headers['x-sentry-auth'] ?? '');
    const publicKey = /sentry_key=([^,\s]+)/.exec(auth)?.[1] ?? url.searchParams.get('sentry_key') ?? undefined;
    if (!this.refuse) this.envelopes.push({ projectId: match[1]!, publicKey, header, items });
    return header.event_id as string | undefined;
  }
}
