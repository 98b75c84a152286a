import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a request to the server carried, as LibreTranslate reads it. */
export interface ReceivedTranslation {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

/** A few words per language, as a real server would translate them. */
const DICTIONARY: Record<string, Record<string, string>> = {
  de: { cat: 'Katze', dog: 'Hund', 'frying pan': 'Bratpfanne', 'good morning': 'Guten Morgen' },
  da: { cat: 'kat', dog: 'hund', 'frying pan': 'stegepande' },
  fr: { cat: 'chat', dog: 'chien', 'frying pan': 'poêle' },
  en: { katze: 'cat', hund: 'dog' },
};
const LANGUAGES = ['en', 'de', 'da', 'fr', 'nl', 'es', 'pl', 'sk', 'ro'];

/**
 * A local server that speaks LibreTranslate's `POST /translate` (JSON body; `q` a string or a list;
 * `source` a code or `auto`; `api_key` checked when one is required; errors as `{ "error": … }`).
 * Words it knows are translated, others come back marked with the target language.
 */
export class FakeLibreTranslate {
  readonly received: ReceivedTranslation[] = [];
  /** Set to make the next answers fail (an outage) or hang (a slow server). */
  mode: 'ok' | 'fail' | 'hang' | 'wrongShape' = 'ok';
  private server?: Server;

  constructor(private readonly apiKey?: string) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') return send(404, { error: 'Not Found' });
    if (this.mode === 'hang') return;
    if (this.mode === 'fail') return send(500, { error: 'Cannot translate text: model not loaded' });
    let body: ReceivedTranslation;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedTranslation;
    } catch {
      return send(400, { error: 'Invalid request: missing q parameter' });
    }
    this.received.push(body);
    if (this.apiKey && body.api_key !== this.apiKey) return send(403, { error: 'Invalid API key' });
    if (!body.q) return send(400, { error: 'Invalid request: missing q parameter' });
    if (!LANGUAGES.includes(body.target)) return send(400, { error: `${body.target} is not supported` });
    const translate = (text: string) => DICTIONARY[body.target]?.[text.toLowerCase()] ?? `[${body.target}] ${text}`;
    const detected = { confidence: 90, language: 'en' };
    if (this.mode === 'wrongShape') return send(200, { translatedText: 42 });
    if (Array.isArray(body.q)) {
      return send(200, { translatedText: body.q.map(translate), ...(body.source === 'auto' ? { detectedLanguage: body.q.map(() => detected) } : {}) });
    }
    return send(200, { translatedText: translate(body.q), ...(body.source === 'auto' ? { detectedLanguage: detected } : {}) });
  }
}
