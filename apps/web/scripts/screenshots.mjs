/**
 * Screenshots of the main screens at phone (390×844) and TV (1920×1080) size, against a running
 * app (vite dev server or the server with the built app) and a running API.
 *
 *   BASE_URL=http://127.0.0.1:5173 node apps/web/scripts/screenshots.mjs
 *
 * Output: docs/screenshots/*.png
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:5173';
const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const ONLY = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
const TV = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: 'en-US' };

async function open(options, path = '/') {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror ${path}]`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[console ${path}]`, message.text());
  });
  await page.goto(BASE + path);
  return page;
}

async function shot(page, name, fullPage = false) {
  if (ONLY && !ONLY.has(name)) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage });
  console.log('saved', name);
}

async function waitForFonts(page) {
  await page.evaluate(() => globalThis.document.fonts.ready);
}

try {
  // Home
  const tv = await open(TV, '/');
  await tv.getByRole('heading', { level: 1 }).waitFor();
  await waitForFonts(tv);
  await shot(tv, 'home-tv');

  const phoneHome = await open(PHONE, '/');
  await phoneHome.getByRole('heading', { level: 1 }).waitFor();
  await waitForFonts(phoneHome);
  await shot(phoneHome, 'home-phone');
  await phoneHome.getByRole('button', { name: 'Menu' }).click();
  await shot(phoneHome, 'menu-phone');
  await phoneHome.getByRole('button', { name: 'Close menu' }).click();

  // Create-game dialog on the phone (game list), then on the TV through to the host lobby.
  await phoneHome.getByRole('button', { name: 'Create room' }).first().click();
  await phoneHome.getByRole('dialog').waitFor();
  await shot(phoneHome, 'create-account-phone');
  await phoneHome.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
  await shot(phoneHome, 'create-game-phone');
  await phoneHome.getByRole('dialog').getByRole('button', { name: /Snaption/ }).click();
  await shot(phoneHome, 'create-game-mode-phone');
  await phoneHome.context().close();

  await tv.getByRole('button', { name: 'Create room' }).first().click();
  await tv.getByRole('dialog').waitFor();
  await shot(tv, 'create-account-tv');
  await tv.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
  await shot(tv, 'create-game-tv');
  await tv.getByRole('dialog').getByRole('button', { name: /Sync Think/ }).click();
  await tv.getByRole('radio', { name: /Central screen/ }).check();
  await shot(tv, 'create-game-mode-tv');
  await tv.getByRole('dialog').getByRole('button', { name: 'Create room' }).click();
  await tv.waitForTimeout(1800);
  await shot(tv, 'create-game-progress-tv');
  await tv.waitForURL('**/host/session', { timeout: 15000 });
  await tv.getByText('Room code').first().waitFor();
  const code = (await tv.locator('.host-lobby__code').innerText()).trim();
  console.log('room', code);
  await tv.waitForTimeout(800);
  await shot(tv, 'host-lobby-empty-tv');

  // Join: code step, a wrong code, then alias and avatar.
  const anna = await open(PHONE, '/join');
  await anna.getByLabel('Room code').waitFor();
  await waitForFonts(anna);
  await shot(anna, 'join-code-phone');
  await anna.getByLabel('Room code').fill('abc');
  await anna.getByLabel('Room code').press('Enter');
  await shot(anna, 'join-error-length-phone');
  await anna.getByLabel('Room code').fill('ZZZZZ');
  await anna.getByRole('button', { name: 'Join' }).click();
  await anna.getByText('No game found with this room code.').waitFor();
  await shot(anna, 'join-error-phone');
  await anna.waitForTimeout(1600); // the button click lock
  await anna.getByLabel('Room code').fill(code.toLowerCase());
  await anna.getByRole('button', { name: 'Join' }).click();
  await anna.getByLabel('Your name').waitFor();
  await anna.waitForURL(`**/join/${code}`);
  await shot(anna, 'join-profile-phone');
  await anna.getByLabel('Your name').fill('Anna');
  await anna.getByRole('button', { name: 'View all' }).click();
  await anna.getByRole('button', { name: 'DONUT', exact: true }).click();
  await anna.getByRole('button', { name: 'Join game' }).click();
  await anna.getByText('Joining game…').or(anna.getByText("You're in!")).first().waitFor();
  await shot(anna, 'join-joining-phone');
  await anna.waitForURL('**/player/session', { timeout: 10000 });

  // Two more players; the third looks at a taken avatar first.
  const bo = await open(PHONE, `/join/${code}`);
  await bo.getByLabel('Your name').waitFor();
  await bo.getByLabel('Your name').fill('Bo Łukasz');
  await bo.getByRole('button', { name: 'View all' }).click();
  await bo.getByRole('button', { name: 'SUSHI DUDE', exact: true }).click();
  await bo.getByRole('button', { name: 'Join game' }).click();
  await bo.waitForURL('**/player/session', { timeout: 10000 });

  const cleo = await open(PHONE, `/join/${code}`);
  await cleo.getByLabel('Your name').waitFor();
  await cleo.getByLabel('Your name').fill('Cléo');
  await cleo.getByRole('button', { name: 'View all' }).click();
  await cleo.getByRole('dialog').waitFor();
  await shot(cleo, 'join-avatars-all-phone');
  await cleo.getByRole('button', { name: 'PIZZA', exact: true }).click();
  // Walk the carousel back onto DONUT, which Anna has.
  for (let i = 0; i < 4; i++) await cleo.getByRole('button', { name: 'Previous avatar' }).click();
  await shot(cleo, 'join-avatar-taken-phone');
  await cleo.getByRole('button', { name: 'Join game' }).click();
  await cleo.getByText('This avatar is already taken. Please pick another one.').first().waitFor();
  await shot(cleo, 'join-avatar-error-phone');
  await cleo.getByRole('button', { name: 'Next avatar' }).click();
  await cleo.waitForTimeout(1600); // the button click lock
  await cleo.getByRole('button', { name: 'Join game' }).click();
  await cleo.waitForURL('**/player/session', { timeout: 10000 });

  // The host adds an AI player; Cléo's phone goes away.
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await tv.waitForTimeout(1000);
  await cleo.context().close();
  await tv.getByText('Offline').first().waitFor({ timeout: 20000 }).catch(() => console.warn('no offline marker seen'));
  await shot(tv, 'host-lobby-tv');
  await tv.getByRole('button', { name: /Remove ANNA/i }).click();
  await shot(tv, 'host-kick-confirm-tv');
  await tv.getByRole('button', { name: 'Cancel' }).click();

  await shot(anna, 'player-lobby-phone');

  // The same screens at the other size: the host lobby on a small screen, a player and the join screen on a big one.
  const hostSmall = await browser.newContext({ ...PHONE, storageState: await tv.context().storageState() });
  const hostSmallPage = await hostSmall.newPage();
  await hostSmallPage.goto(`${BASE}/host/session`);
  await hostSmallPage.getByText('ANNA').first().waitFor();
  await shot(hostSmallPage, 'host-lobby-phone');
  await hostSmall.close();
  const annaBig = await browser.newContext({ ...TV, storageState: await anna.context().storageState() });
  const annaBigPage = await annaBig.newPage();
  await annaBigPage.goto(`${BASE}/player/session`);
  await annaBigPage.getByText('Waiting for the host to start').waitFor({ timeout: 10000 });
  await shot(annaBigPage, 'player-lobby-tv');
  await annaBig.close();
  const joinBig = await open(TV, `/join/${code}`);
  await joinBig.getByLabel('Your name').waitFor();
  await waitForFonts(joinBig);
  await shot(joinBig, 'join-profile-tv');
  await joinBig.goto(`${BASE}/join`);
  await joinBig.getByLabel('Room code').waitFor();
  await shot(joinBig, 'join-code-tv');
  await joinBig.context().close();

  // Rejoin card: Bo goes back to the join screen with the seat still stored.
  await bo.goto(`${BASE}/join`);
  await bo.getByText('Welcome back!').waitFor();
  await shot(bo, 'join-rejoin-phone');
  await bo.getByRole('button', { name: 'Rejoin' }).click();
  await bo.waitForURL('**/player/session');

  // Start: the host screen and the phones switch to "game starting".
  await tv.getByRole('button', { name: 'Start game' }).click();
  await tv.getByText('Game starting').waitFor({ timeout: 10000 }).catch(() => console.warn('no game starting on host'));
  await shot(tv, 'host-game-starting-tv');
  await anna.waitForURL('**/player/game', { timeout: 10000 }).catch(() => console.warn('phone did not move to /player/game'));
  await shot(anna, 'player-game-phone');

  // Fallback, smart-TV home, legal.
  const fb = await open(PHONE, '/fallback');
  await waitForFonts(fb);
  await shot(fb, 'fallback-phone');
  await tv.goto(`${BASE}/fallback`);
  await waitForFonts(tv);
  await shot(tv, 'fallback-tv');
  await tv.goto(`${BASE}/smarttvhome`);
  await tv.getByRole('heading', { level: 1 }).waitFor();
  await shot(tv, 'smarttv-home-tv');
  await fb.goto(`${BASE}/terms-and-conditions`);
  await fb.getByRole('heading', { level: 1 }).waitFor();
  await shot(fb, 'terms-phone');
  await fb.goto(`${BASE}/?lng=pl`);
  await fb.getByRole('heading', { level: 1 }).waitFor();
  await shot(fb, 'home-phone-pl');

  // Mobile only: the host creates on a phone, joins like everyone and gets the host controls.
  const owner = await open(PHONE, '/');
  await owner.getByRole('button', { name: 'Create room' }).first().click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: /Sync Think/ }).click();
  await owner.getByRole('radio', { name: /Mobile only/ }).check();
  await owner.getByRole('dialog').getByRole('button', { name: 'Create room' }).click();
  await owner.waitForURL(/\/join\/[A-Z0-9]{5}$/, { timeout: 15000 });
  await owner.getByLabel('Your name').fill('Dana');
  await owner.getByRole('button', { name: 'Join game' }).click();
  await owner.waitForURL('**/player/session', { timeout: 10000 });
  await owner.getByText('You are the host').waitFor();
  await owner.getByRole('button', { name: 'Add AI player' }).click();
  await owner.getByText('ROBO').waitFor({ timeout: 5000 }).catch(() => console.warn('no AI player seen'));
  await shot(owner, 'player-lobby-host-phone');
  // A reload keeps the seat (rejoin), no new alias.
  await owner.reload();
  await owner.getByText('You are the host').waitFor({ timeout: 10000 });
  await shot(owner, 'player-lobby-host-phone');

  // The owner removes a player; that phone says so.
  const roomCode = (await owner.locator('.player-header__room').innerText()).replace(/\s|Room code/g, '');
  const eve = await open(PHONE, `/join/${roomCode}`);
  await eve.getByLabel('Your name').fill('Eve');
  await eve.getByRole('button', { name: 'Join game' }).click();
  await eve.waitForURL('**/player/session', { timeout: 10000 });
  await owner.getByRole('button', { name: 'Remove EVE' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await eve.getByText('You were removed from the room.').waitFor({ timeout: 10000 });
  await shot(eve, 'player-kicked-phone');

  // Error paths with a stubbed API: an expired subscription, and no server at all.
  const expired = await open(PHONE, '/');
  await expired.route('**/api/v1/gameSession/create', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ statusCode: 403, error: 'Forbidden', messageKey: 'error.subscription_expired', message: 'Subscription expired' }) }),
  );
  await expired.getByRole('button', { name: 'Create room' }).first().click();
  await expired.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
  await expired.getByRole('dialog').getByRole('button', { name: /Canvas Clash/ }).click();
  await expired.getByRole('dialog').getByRole('button', { name: 'Create room' }).click();
  await expired.getByRole('link', { name: 'Subscribe again' }).waitFor();
  await shot(expired, 'create-expired-phone');

  const offline = await open(PHONE, '/join');
  await offline.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
  await offline.getByLabel('Room code').fill('QWERT');
  await offline.getByRole('button', { name: 'Join' }).click();
  await offline.getByText(/Server not reachable/).waitFor();
  await shot(offline, 'join-server-unreachable-phone');
} finally {
  await browser.close();
}
