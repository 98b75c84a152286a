import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV, joinAs, newPhone } from '../support/phones';

/** The connection banner at its real sizes goes into the docs, to be looked at. */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 4);
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** Everything a page prints as an error: console errors (failed requests included) and uncaught exceptions. */
function collectErrors(page: Page, name: string): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${name}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
  return errors;
}

/** The host screen creates a CANVAS_CLASH room as a guest; resolves its code. */
async function createCanvasClashRoom(tv: Page): Promise<string> {
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Canvas Clash/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  return (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
}

test('a guest opening the site, hosting a room and joining it for the first time prints no console errors', async ({ browser }) => {
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const errors = collectErrors(tv, 'host screen');
  // A first visit of each page, each in a browser that has never been here.
  for (const path of ['/', '/join', '/wordPacks', '/host/session']) {
    const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
    const page = await context.newPage();
    errors.push(...collectErrors(page, path));
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    // The guest sign-in has run: nothing more is on its way.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken') !== null)).toBe(true);
    await page.waitForLoadState('networkidle');
    await context.close();
  }

  const code = await createCanvasClashRoom(tv);
  const phoneContext = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const phone = await phoneContext.newPage();
  errors.push(...collectErrors(phone, 'phone'));
  await joinAs(phone, code, 'Ann', 'DONUT');
  await expect(phone.locator('.player-header__status')).toHaveAttribute('data-state', 'connected');
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(1);
  await phone.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await Promise.all([tvContext.close(), phoneContext.close()]);
});

interface Phone {
  name: string;
  context: BrowserContext;
  page: Page;
  /** Cuts the link from the server to this phone without closing it: the phone notices only by the missing heart-beats. */
  deafen: () => void;
}

/**
 * A phone whose realtime socket the test relays, so that its link from the server can die silently
 * (a network that vanished without telling the browser). Sockets opened after `deafen` work again.
 */
async function newRelayedPhone(browser: Browser, name: string): Promise<Phone> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const links = new Set<{ deaf: boolean }>();
  await context.routeWebSocket(/\/gametje$/, (socket) => {
    const link = { deaf: false };
    links.add(link);
    const upstream = socket.connectToServer();
    upstream.onMessage((message) => {
      if (!link.deaf) socket.send(message);
    });
  });
  const page = await context.newPage();
  return {
    name,
    context,
    page,
    deafen: () => {
      for (const link of links) link.deaf = true;
    },
  };
}

/** The server's view of the game for the shared screen (what it counted, never a secret). */
async function hostView(
  tv: Page,
  code: string,
): Promise<{ stage: string; game: { turn: number; guessCount: number; guessedIds: number[]; reveal: { credits: number[]; points: Record<number, number> } | null } }> {
  return tv.evaluate(async (room) => {
    const response = await fetch(`/api/v1/host/${room}`, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.json();
  }, code);
}

/** This phone's own view of the game. */
async function phoneView(page: Page, code: string): Promise<{ game: { guessCount: number; wrongGuesses: Array<{ text: string }>; guessedRight: boolean } }> {
  return page.evaluate(async (room) => {
    const response = await fetch(`/api/v1/player/${room}/view`, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.json();
  }, code);
}

async function playerIdOf(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('gameSessionPlayerDto')!) as { playerId: number }).playerId);
}

/** The turn's painters (with the word, read off a painter's phone) and its guesser. */
async function rolesOfTurn(phones: Phone[]): Promise<{ word: string; guesser: Phone }> {
  let word: string | null = null;
  const guessers: Phone[] = [];
  for (const phone of phones) {
    const paint = phone.page.locator('.clash-paint');
    const guess = phone.page.getByLabel('Your guess');
    await expect(paint.or(guess).first()).toBeVisible({ timeout: 15_000 });
    if (await paint.isVisible()) word ??= await phone.page.locator('.clash-paint__secret').getAttribute('data-word');
    else guessers.push(phone);
  }
  expect(guessers).toHaveLength(1);
  return { word: word!, guesser: guessers[0]! };
}

const banner = (page: Page) => page.locator('.connection-banner');

test('CANVAS_CLASH: a guess typed offline is sent once the phone is back and counts once; a lost receipt is resent without counting twice; a guess whose stage ended meanwhile is told too late', async ({ browser }) => {
  test.setTimeout(150_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const code = await createCanvasClashRoom(tv);
  const phones = [await newRelayedPhone(browser, 'Ann'), await newRelayedPhone(browser, 'Bob'), await newRelayedPhone(browser, 'Cy')];
  const avatars = ['DONUT', 'PANDA', 'BAGEL'];
  for (const [i, phone] of phones.entries()) await joinAs(phone.page, code, phone.name, avatars[i]!);
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });

  // 1. Offline: the guesser's phone says so at once, keeps the guesses and sends them once it is back.
  const first = await rolesOfTurn(phones);
  const guesser = first.guesser;
  const guesserId = await playerIdOf(guesser.page);
  await guesser.context.setOffline(true);
  await expect(banner(guesser.page)).toContainText("You're offline");
  await expect(guesser.page.locator('.player-header__status')).toHaveAttribute('data-state', 'offline');
  const input = guesser.page.getByLabel('Your guess');
  await input.fill('zzzz');
  await input.press('Enter');
  await input.fill(first.word);
  await guesser.page.getByRole('button', { name: 'Guess' }).click();
  const waiting = guesser.page.getByText("Waiting for the connection: your guess will be sent as soon as you're back.");
  await expect(waiting).toBeVisible();
  await expect(banner(guesser.page)).toContainText("your move goes out as soon as you're back");
  // Some seconds offline: still waiting, nothing given up, and nothing reached the server.
  await guesser.page.waitForTimeout(4000);
  await expect(waiting).toBeVisible();
  expect((await hostView(tv, code)).game.guessCount).toBe(0);
  await guesser.context.setOffline(false);
  await expect(banner(guesser.page)).toHaveCount(0, { timeout: 10_000 });
  await expect(guesser.page.locator('.player-header__status')).toHaveAttribute('data-state', 'connected');
  // The guesser was the only one: a right guess ends the drawing.
  await expect(tv.locator('main.host-game[data-stage="credit"]')).toBeVisible({ timeout: 10_000 });
  const afterGuess = await hostView(tv, code);
  expect(afterGuess.game.guessCount).toBe(2);
  expect(afterGuess.game.guessedIds).toEqual([guesserId]);
  expect((await phoneView(guesser.page, code)).game).toMatchObject({ guessCount: 2, guessedRight: true, wrongGuesses: [{ text: 'zzzz' }] });

  // 2. A silent network death: the credit reaches the server but its receipt never comes back. The
  //    phone notices by the missing heart-beats, reconnects and sends the credit again with the same
  //    moveId: the server confirms it without counting it twice, and nothing is reported as too late.
  const credit = guesser.page.getByRole('button', { name: /^Canvas A/ });
  await expect(credit).toBeVisible();
  guesser.deafen();
  await credit.click();
  await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 10_000 });
  const revealed = await hostView(tv, code);
  expect(revealed.game.reveal?.credits.reduce((a, b) => a + b, 0)).toBe(1);
  expect(revealed.game.reveal?.points[guesserId]).toBeGreaterThan(0);
  await expect(banner(guesser.page)).toContainText('Connection lost. Reconnecting…', { timeout: 15_000 });
  await expect(banner(guesser.page)).toHaveCount(0, { timeout: 15_000 });
  await expect(guesser.page.locator('.player-header__status')).toHaveAttribute('data-state', 'connected');
  // The credit went out again at the reconnect and was confirmed, not refused.
  await guesser.page.waitForTimeout(1000);
  await expect(guesser.page.getByText('Too late: the round had already moved on.')).toHaveCount(0);

  // 3. Too late: a guess typed offline whose drawing ends before the phone is back is refused, and
  //    the player is told so.
  const firstTurn = afterGuess.game.turn;
  await expect
    .poll(
      async () => {
        const view = await hostView(tv, code);
        // What is left of the reveal is skipped.
        if (view.stage === 'reveal') await tv.getByRole('button', { name: 'Skip timer' }).click().catch(() => undefined);
        return view.stage === 'draw' && view.game.turn === firstTurn + 1;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const second = await rolesOfTurn(phones);
  const late = second.guesser;
  await late.context.setOffline(true);
  await expect(banner(late.page)).toBeVisible();
  await late.page.getByLabel('Your guess').fill(second.word);
  await late.page.getByLabel('Your guess').press('Enter');
  await expect(late.page.getByText("Waiting for the connection: your guess will be sent as soon as you're back.")).toBeVisible();
  await tv.getByRole('button', { name: 'Skip timer' }).click();
  await expect(tv.locator('main.host-game[data-stage="draw"]')).toHaveCount(0, { timeout: 10_000 });
  await late.context.setOffline(false);
  await expect(late.page.getByText('Too late: the round had already moved on.')).toBeVisible({ timeout: 10_000 });
  await expect(banner(late.page)).toHaveCount(0);
  expect((await hostView(tv, code)).game.guessCount).toBe(0);

  // The shared screen shows its own lost connection the same way, and drops the banner once back.
  await tvContext.setOffline(true);
  await expect(banner(tv)).toContainText("You're offline");
  await tvContext.setOffline(false);
  await expect(banner(tv)).toHaveCount(0, { timeout: 10_000 });

  await Promise.all([tvContext.close(), ...phones.map((phone) => phone.context.close())]);
});

test('a phone that loses its network mid-game is told why, then is back in its seat in the same game, and so is the shared screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const errors = collectErrors(tv, 'host screen');
  const code = await createCanvasClashRoom(tv);
  const phones: Phone[] = [];
  for (const [name, avatar] of [
    ['Ann', 'DONUT'],
    ['Bob', 'PANDA'],
    ['Cy', 'BAGEL'],
  ] as const) {
    const { context, page } = await newPhone(browser, server.url);
    await joinAs(page, code, name, avatar);
    phones.push({ name, context, page, deafen: () => undefined });
  }

  // In the lobby: the same banner, and the lobby again once back.
  const inLobby = phones[0]!;
  await inLobby.context.setOffline(true);
  await expect(banner(inLobby.page)).toContainText("You're offline");
  await inLobby.context.setOffline(false);
  await expect(banner(inLobby.page)).toHaveAttribute('data-state', 'back', { timeout: 10_000 });
  await expect(banner(inLobby.page)).toHaveText("You're back in your seat.");
  await expect(inLobby.page).toHaveURL(/\/player\/session$/);
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);

  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  const { guesser } = await rolesOfTurn(phones);
  errors.push(...collectErrors(guesser.page, 'guesser'));
  // Something of this phone's own in the game: a wrong guess.
  await guesser.page.getByLabel('Your guess').fill('zzzz');
  await guesser.page.getByRole('button', { name: 'Guess' }).click();
  await expect(guesser.page.locator('.clash-guess__text')).toHaveText(['zzzz']);
  const before = await hostView(tv, code);

  // The network drops: the phone says so at once, over the game it keeps showing.
  await guesser.context.setOffline(true);
  await expect(banner(guesser.page)).toContainText("You're offline. Reconnecting as soon as the network is back…");
  await expect(guesser.page.locator('.player-header__status')).toHaveAttribute('data-state', 'offline');
  await expect(guesser.page.getByLabel('Your guess')).toBeVisible();
  await guesser.page.waitForTimeout(400);
  await guesser.page.screenshot({ path: `${SHOTS}connection-offline-phone.png` });

  // Back: told so for a moment, in the same seat of the same game.
  await guesser.context.setOffline(false);
  await expect(banner(guesser.page)).toHaveAttribute('data-state', 'back', { timeout: 10_000 });
  await expect(banner(guesser.page)).toHaveText("You're back in your seat.");
  await guesser.page.screenshot({ path: `${SHOTS}connection-back-phone.png` });
  await expect(guesser.page.locator('.player-header__status')).toHaveAttribute('data-state', 'connected');
  await expect(banner(guesser.page)).toHaveCount(0, { timeout: 10_000 });
  await expect(guesser.page).toHaveURL(/\/player\/game$/);
  await expect(guesser.page.getByLabel('Your guess')).toBeEnabled();
  await expect(guesser.page.locator('.clash-guess__text')).toHaveText(['zzzz']);
  const after = await hostView(tv, code);
  expect(after.stage).toBe(before.stage);
  expect(after.game.turn).toBe(before.game.turn);
  expect(after.game.guessCount).toBe(1);
  const own = await phoneView(guesser.page, code);
  expect(own.game).toMatchObject({ guessCount: 1, guessedRight: false, wrongGuesses: [{ text: 'zzzz' }] });
  // The seat still plays: a guess now reaches the server.
  await guesser.page.getByLabel('Your guess').fill('yyyy');
  await guesser.page.getByRole('button', { name: 'Guess' }).click();
  await expect.poll(async () => (await hostView(tv, code)).game.guessCount).toBe(2);

  // The shared screen: the same, read from across the room.
  await tvContext.setOffline(true);
  await expect(banner(tv)).toContainText("You're offline");
  await expect(tv.locator('main.host-game')).toBeVisible();
  await tv.waitForTimeout(400);
  await tv.screenshot({ path: `${SHOTS}connection-offline-tv.png` });
  await tvContext.setOffline(false);
  await expect(banner(tv)).toHaveAttribute('data-state', 'back', { timeout: 10_000 });
  await expect(banner(tv)).toHaveText('Connected again: the game goes on.');
  await tv.screenshot({ path: `${SHOTS}connection-back-tv.png` });
  await expect(banner(tv)).toHaveCount(0, { timeout: 10_000 });
  await expect(tv.locator('main.host-game[data-stage="draw"]')).toBeVisible();

  // Never an error screen, never a page error (failed requests while offline are expected).
  for (const page of [tv, guesser.page]) await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|WebSocket|Failed to load resource|Failed to fetch/.test(error))).toEqual([]);
  await Promise.all([tvContext.close(), ...phones.map((phone) => phone.context.close())]);
});

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the app can be installed: its manifest is served as a manifest, and Chromium finds it complete', async ({ browser, request }) => {
  const response = await request.get(`${server.url}/manifest.webmanifest`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Snackparty', short_name: 'Snackparty', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await request.get(`${server.url}${icon.src}`);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }

  // The page links it, its theme colour matches, and the browser reads it without a complaint.
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  const errors = collectErrors(page, 'home');
  await page.goto('/');
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  const cdp = await context.newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }> };
  expect(parsed.url).toBe(`${server.url}/manifest.webmanifest`);
  expect(parsed.errors).toEqual([]);
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // A test browser's context is private, which alone keeps Chromium from offering the install.
  expect(installability.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await page.waitForLoadState('networkidle');

  // A private context gets no offer from Chromium: the page is handed one the way Chromium makes it.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installAsked: boolean }).installAsked = true;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(menu.getByRole('button', { name: 'Install app' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}install-app-menu-phone.png` });
  await menu.getByRole('button', { name: 'Install app' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { installAsked?: boolean }).installAsked)).toBe(true);
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
