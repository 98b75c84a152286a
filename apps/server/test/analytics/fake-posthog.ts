import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** An event as PostHog's capture API receives it. */
export interface CapturedEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  uuid?: string;
  timestamp?: string;
}

/**
 * PostHog's capture API on a local port, as posthog-node speaks it: `POST /batch/` with
 * `{ api_key, batch: [...] }`, gzip-compressed or not (and the single-event `/i/v0/e/`). It keeps
 * every request's raw text too, so a test can look for what must never arrive.
 */
export class FakePosthog {
  readonly events: CapturedEvent[] = [];
  readonly apiKeys: string[] = [];
  readonly rawBodies: string[] = [];
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.receive(request).then(
        () => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"status":1}');
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

  clear(): void {
    this.events.length = 0;
    this.apiKeys.length = 0;
    this.rawBodies.length = 0;
  }

  private async receive(request: IncomingMessage): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
    const path = new URL(request.url ?? '/', this.url).pathname;
    if (request.method !== 'POST' || (path !== '/batch/' && path !== '/i/v0/e/')) throw new Error(`unexpected ${request.method} ${path}`);
    this.rawBodies.push(text);
    const json = JSON.parse(text) as { api_key: string; batch?: CapturedEvent[] } & Partial<CapturedEvent>;
    this.apiKeys.push(json.api_key);
    for (const event of json.batch ?? [json as CapturedEvent]) this.events.push(event);
  }
}
