import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { PHONE, TV } from '../support/phones';
import { ServerProcess } from '../support/server';

const port = Number(process.env.E2E_PORT ?? 8181);
const CLIENT_ID = 'e2e-activity';
const CLIENT_SECRET = 'e2e-activity-secret';

interface DiscordUser {
  id: string;
  username: string;
  global_name: string;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Discord's OAuth2 token endpoint (a form-encoded code grant) and `/users/@me`, for codes minted by the test. */
class FakeDiscordApi {
  private readonly codes = new Map<string, DiscordUser>();
  private readonly tokens = new Map<string, DiscordUser>();
  private readonly server = createServer((request, response) => {
    void this.answer(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  port = 0;

  async start(): Promise<void> {
    this.port = await listen(this.server);
  }

  codeFor(user: DiscordUser): string {
    const code = `code-${user.id}-${this.codes.size + this.tokens.size}`;
    this.codes.set(code, user);
    return code;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const body = await bodyOf(request);
    if (request.method === 'POST' && request.url === '/api/oauth2/token') {
      const form = new URLSearchParams(body);
      const user = this.codes.get(form.get('code') ?? '');
      const wellFormed = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && form.get('grant_type') === 'authorization_code';
      if (!wellFormed || form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET || !user) return { status: 400, body: { error: 'invalid_grant' } };
      this.codes.delete(form.get('code')!);
      const token = `token-${user.id}`;
      this.tokens.set(token, user);
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 604800, scope: 'identify' } };
    }
    if (request.method === 'GET' && request.url === '/api/users/@me') {
      const user = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? { status: 200, body: { ...user, discriminator: '0', avatar: null, public_flags: 0 } } : { status: 401, body: { message: '401: Unauthorized' } };
    }
    return { status: 404, body: { message: '404: Not Found' } };
  }
}

/**
 * The Discord client's side of the Embedded App SDK's postMessage protocol: it frames the activity
 * with Discord's launch parameters, answers the handshake with READY, AUTHORIZE with the code Discord
 * would give this user, AUTHENTICATE with the user, and any other command with an empty answer. What
 * the activity sent is kept on `window.discordSide` for the test to read.
 */
const DISCORD_CLIENT_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Discord</title>
<style>html,body{margin:0;height:100%;background:#313338}iframe{border:0;width:100%;height:100%;display:block}</style></head>
<body><script>
  const params = new URLSearchParams(location.search);
  const user = JSON.parse(params.get('user'));
  const side = (window.discordSide = { handshake: null, commands: [], authenticatedWith: null });
  const frame = document.createElement('iframe');
  frame.title = 'Activity';
  frame.src = '/?frame_id=frame-' + user.id + '&instance_id=' + encodeURIComponent(params.get('instance')) + '&platform=desktop';
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
    const [opcode, data] = event.data;
    const reply = (payload) => frame.contentWindow.postMessage([1, payload], location.origin);
    if (opcode === 0) {
      side.handshake = data;
      reply({ cmd: 'DISPATCH', evt: 'READY', nonce: null, data: { v: 1, config: { api_endpoint: '//discord.com/api', environment: 'production' }, user: { id: user.id, username: user.username, discriminator: '0' } } });
      return;
    }
    if (opcode !== 1) return;
    side.commands.push(data.cmd);
    if (data.cmd === 'AUTHORIZE') {
      side.authorizeArgs = data.args;
      reply({ cmd: 'AUTHORIZE', evt: null, nonce: data.nonce, data: { code: params.get('code') } });
    } else if (data.cmd === 'AUTHENTICATE') {
      side.authenticatedWith = data.args.access_token;
      reply({ cmd: 'AUTHENTICATE', evt: null, nonce: data.nonce, data: {
        access_token: data.args.access_token,
        user: { id: user.id, username: user.username, discriminator: '0', avatar: null, public_flags: 0, global_name: user.global_name },
        scopes: ['identify'], expires: '2099-01-01T00:00:00.000Z',
        application: { id: '${CLIENT_ID}', name: 'Snackparty', description: '' },
      } });
    } else {
      reply({ cmd: data.cmd, evt: null, nonce: data.nonce, data: null });
    }
  });
  document.body.append(frame);
</script></body></html>`;

/**
 * Discord's proxy on an origin of its own: the activity's page and files come from the application's
 * URL mapping for "/", and its requests do only under "/.proxy" (stripped on the way, WebSocket
 * upgrades too). The API or the socket asked for outside the prefix is refused, as Discord's sandbox
 * would, and counted.
 */
class DiscordProxy {
  refusedOutsideProxy: string[] = [];
  /** Sockets handed over to WebSocket upgrades: the HTTP server no longer closes them itself. */
  private readonly upgraded = new Set<{ destroy: () => void }>();
  viaProxy: string[] = [];
  port = 0;
  private readonly server: Server;

  constructor(private readonly appPort: number) {
    this.server = createServer((request, response) => {
      const url = request.url ?? '/';
      if (url.startsWith('/discord-client.html')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(DISCORD_CLIENT_PAGE);
        return;
      }
      const target = this.targetOf(url);
      if (!target) {
        response.writeHead(403).end();
        return;
      }
      const upstream = httpRequest({ host: '127.0.0.1', port: this.appPort, method: request.method, path: target, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    });
    this.server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
      const target = this.targetOf(request.url ?? '/');
      if (!target) {
        socket.destroy();
        return;
      }
      const upstream = connect(this.appPort, '127.0.0.1', () => {
        let head1 = `${request.method} ${target} HTTP/${request.httpVersion}\r\n`;
        for (let i = 0; i < request.rawHeaders.length; i += 2) head1 += `${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}\r\n`;
        upstream.write(`${head1}\r\n`);
        upstream.write(head);
        socket.pipe(upstream).pipe(socket);
      });
      this.upgraded.add(socket).add(upstream);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port = await listen(this.server);
  }

  stop(): Promise<void> {
    for (const socket of this.upgraded) socket.destroy();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private targetOf(url: string): string | null {
    if (url.startsWith('/.proxy/')) {
      this.viaProxy.push(url);
      return url.slice('/.proxy'.length);
    }
    if (url.startsWith('/api/') || url.startsWith('/gametje')) {
      this.refusedOutsideProxy.push(url);
      return null;
    }
    return url;
  }
}

const discordApi = new FakeDiscordApi();
let server: ServerProcess;
let proxy: DiscordProxy;

test.beforeAll(async () => {
  await discordApi.start();
  server = new ServerProcess(port, {
    DISCORD_CLIENT_ID: CLIENT_ID,
    DISCORD_CLIENT_SECRET: CLIENT_SECRET,
    DISCORD_API_URL: `http://127.0.0.1:${discordApi.port}/api`,
  });
  await server.start();
  proxy = new DiscordProxy(port);
  await proxy.start();
});
test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  server?.dispose();
  await discordApi.stop();
});

/** One person's Discord client, launching the activity of a voice channel. */
interface Launched {
  page: Page;
  activity: FrameLocator;
}

async function launch(browser: Browser, user: DiscordUser, instanceId: string, device: typeof TV | typeof PHONE): Promise<Launched> {
  const context = await browser.newContext({ ...device, locale: 'en-GB' });
  const page = await context.newPage();
  const query = new URLSearchParams({ instance: instanceId, user: JSON.stringify(user), code: discordApi.codeFor(user) });
  await page.goto(`${proxy.url}/discord-client.html?${query}`);
  return { page, activity: page.frameLocator('iframe[title="Activity"]') };
}

test('two people launching the activity in one voice channel play in one room, each under their Discord name', async ({ browser }) => {
  test.setTimeout(90_000);
  const instanceId = `i-${Date.now()}-gc-777`;
  const dave: DiscordUser = { id: '80351110224678912', username: 'dave_99', global_name: 'Dave' };
  const erin: DiscordUser = { id: '80351110224678913', username: 'erin', global_name: 'Érin ✨' };

  const launched: Launched[] = [];
  try {
    const first = await launch(browser, dave, instanceId, TV);
    launched.push(first);
    // The first one in owns the room: the host controls are on their own screen.
    await expect(first.activity.getByRole('heading', { name: 'You are the host' })).toBeVisible({ timeout: 20_000 });
    await expect(first.activity.getByRole('heading', { name: 'DAVE' })).toBeVisible();

    const second = await launch(browser, erin, instanceId, PHONE);
    launched.push(second);
    await expect(second.activity.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible({ timeout: 20_000 });
    await expect(second.activity.getByRole('heading', { name: 'ÉRIN' })).toBeVisible();
    await playTogether(first, second, dave);
  } finally {
    for (const { page } of launched) await page.context().close();
  }
});

async function playTogether(first: Launched, second: Launched, dave: DiscordUser): Promise<void> {
  // One room: each sees the other arrive, under the letters of their Discord names.
  const code = await first.activity.locator('body').evaluate(() => localStorage.getItem('roomCode'));
  expect(code).toMatch(/^[A-Z0-9]{5}$/);
  expect(await second.activity.locator('body').evaluate(() => localStorage.getItem('roomCode'))).toBe(code);
  await expect(first.activity.getByRole('listitem').filter({ hasText: /Érin/i })).toBeVisible({ timeout: 10_000 });
  await expect(second.activity.getByRole('listitem').filter({ hasText: /Dave/i })).toBeVisible();

  // Discord's side saw the handshake with the configured client id, an identify-only authorize, and
  // the access token our server got from Discord handed back to authenticate.
  const side = await first.page.evaluate(() => (window as unknown as { discordSide: { handshake: { client_id: string }; authorizeArgs: { scope: string[]; response_type: string }; authenticatedWith: string } }).discordSide);
  expect(side.handshake.client_id).toBe(CLIENT_ID);
  expect(side.authorizeArgs).toMatchObject({ scope: ['identify'], response_type: 'code' });
  expect(side.authenticatedWith).toBe(`token-${dave.id}`);
  // The API and the socket went through the proxy's prefix only.
  expect(proxy.refusedOutsideProxy).toEqual([]);
  expect(proxy.viaProxy.some((url) => url.startsWith('/.proxy/gametje'))).toBe(true);
  expect(proxy.viaProxy.some((url) => url.startsWith('/.proxy/api/v1/gameSession/getOrCreateSessionForDiscord/'))).toBe(true);

  await first.page.screenshot({ path: '../docs/screenshots/discord-activity-host-1920.png' });
  await second.page.screenshot({ path: '../docs/screenshots/discord-activity-player-390.png' });

  // The owner starts the game for everyone in the voice channel.
  await first.activity.getByRole('button', { name: 'Start game' }).click();
  await expect(first.page.frameLocator('iframe[title="Activity"]').locator('body')).not.toContainText('You are the host', { timeout: 20_000 });
  await expect.poll(() => second.activity.locator('body').evaluate(() => location.pathname), { timeout: 20_000 }).toBe('/player/game');
}

test('a page opened with ?wrapper=1 (the native app) shows the embedded home, with no marketing', async ({ browser }) => {
  for (const [device, name] of [[PHONE, 'embedded-home-390'], [TV, 'embedded-home-1920']] as const) {
    const context = await browser.newContext({ ...device, baseURL: server.url, locale: 'en-GB' });
    const page = await context.newPage();
    const posted: unknown[] = [];
    await page.exposeFunction('shellReceived', (message: string) => posted.push(JSON.parse(message)));
    await page.addInitScript(() => {
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage: (text: string) => (window as unknown as { shellReceived: (t: string) => void }).shellReceived(text) };
    });
    await page.goto('/?wrapper=1');
    await expect(page.getByRole('heading', { name: 'Join a room' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Host a room' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect.poll(() => posted).toContainEqual({ type: 'pageLoaded' });
    // The guest token is stored when the API answers, which may be after the first paint.
    await expect.poll(() => posted).toContainEqual(expect.objectContaining({ type: 'storeAccessToken', language: 'en' }));
    await page.screenshot({ path: `../docs/screenshots/${name}.png` });
    // The flag stays for the visit: an unknown address shows the embedded home too.
    await page.goto('/somewhere');
    await expect(page.getByRole('heading', { name: 'Join a room' })).toBeVisible();
    await context.close();
  }
});
