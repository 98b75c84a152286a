import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Discord user as `/users/@me` describes them. */
export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
}

/**
 * Discord's side of an activity's sign-in, on a local port: the OAuth2 token endpoint (a
 * form-encoded authorization-code grant, each code good once, for one client) and `GET /users/@me`
 * with the access token it issued. `failWith` makes it answer every call with that status.
 */
export class FakeDiscord {
  readonly tokenRequests: Array<Record<string, string>> = [];
  failWith: number | null = null;
  private readonly codes = new Map<string, FakeDiscordUser>();
  private readonly tokens = new Map<string, FakeDiscordUser>();
  private server?: Server;
  private issued = 0;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  /** A code Discord's `authorize` would hand the page of this user. */
  codeFor(user: FakeDiscordUser): string {
    const code = `code-${user.id}-${this.codes.size + this.issued + 1}`;
    this.codes.set(code, user);
    return code;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/api`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (this.failWith !== null) return { status: this.failWith, body: { message: 'Service unavailable' } };
    const path = new URL(request.url ?? '/', 'http://discord.test').pathname;
    if (request.method === 'POST' && path === '/api/oauth2/token') {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return { status: 415, body: { error: 'unsupported_media_type' } };
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      this.tokenRequests.push(form);
      if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret) return { status: 401, body: { error: 'invalid_client' } };
      if (form.grant_type !== 'authorization_code') return { status: 400, body: { error: 'unsupported_grant_type' } };
      const user = form.code ? this.codes.get(form.code) : undefined;
      if (!user) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' } };
      this.codes.delete(form.code!);
      const accessToken = `token-${user.id}-${++this.issued}`;
      this.tokens.set(accessToken, user);
      return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: 604800, refresh_token: `refresh-${this.issued}`, scope: 'identify' } };
    }
    if (request.method === 'GET' && path === '/api/users/@me') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const user = bearer ? this.tokens.get(bearer) : undefined;
      if (!user) return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
      return { status: 200, body: { ...user, discriminator: '0', public_flags: 0 } };
    }
    return { status: 404, body: { message: '404: Not Found', code: 0 } };
  }
}
