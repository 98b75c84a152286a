/**
 * Screenshots of every CANVAS_CLASH stage, on the shared screen (1920×1080) and on phones (390×844),
 * against a running server with the built app:
 *
 *   npm run build -w @snackparty/web && PORT=8098 DATABASE_URL=memory:// npx tsx apps/server/src/server.ts &
 *   BASE_URL=http://127.0.0.1:8098 node apps/web/scripts/canvas-clash-screenshots.mjs
 *
 * Output: docs/screenshots/canvas-*.png
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8098';
const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
const TV = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: 'en-US' };
const LAPTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, locale: 'en-US' };

async function open(options, path, label) {
  const context = await browser.newContext({ ...options, baseURL: BASE });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror ${label}]`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) console.error(`[console ${label}]`, message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) console.error(`[http ${label}]`, response.status(), response.request().method(), new URL(response.url()).pathname);
  });
  await page.goto(path);
  return page;
}

async function shot(page, name, { fullPage = false, settle = 400 } = {}) {
  await page.waitForTimeout(settle);
  await page.screenshot({ path: `${OUT}canvas-${name}.png`, fullPage });
  console.log('saved', `canvas-${name}`);
}

async function join(code, alias, avatar) {
  const page = await open(PHONE, `/join/${code}`, alias);
  await page.getByLabel('Your name').fill(alias);
  await page.getByRole('button', { name: 'View all' }).click();
  await page.getByRole('button', { name: avatar, exact: true }).click();
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.waitForURL('**/player/session', { timeout: 15000 });
  return page;
}

/** A stroke through the given points (fractions of the canvas), with the mouse. */
async function stroke(page, box, points) {
  const at = ([x, y]) => [box.x + box.width * x, box.y + box.height * y];
  const [x0, y0] = at(points[0]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const point of points.slice(1)) {
    const [x, y] = at(point);
    await page.mouse.move(x, y, { steps: 4 });
  }
  await page.mouse.up();
}

function circle(cx, cy, r, n = 24) {
  return Array.from({ length: n + 1 }, (_, i) => [cx + r * Math.cos((i / n) * 2 * Math.PI), cy + r * Math.sin((i / n) * 2 * Math.PI)]);
}

/** A small picture: a round shape with rays in one colour, a ground line in another. */
async function paintPicture(page, variant) {
  const canvas = page.getByRole('img', { name: /^Your canvas: paint / });
  const box = await canvas.boundingBox();
  await page.getByRole('button', { name: variant === 0 ? 'Orange' : 'Red', exact: true }).click().catch(() => undefined);
  await stroke(page, box, circle(0.5, 0.42, variant === 0 ? 0.22 : 0.18));
  await page.getByRole('button', { name: variant === 0 ? 'Brown' : 'Green', exact: true }).click().catch(() => undefined);
  await stroke(page, box, [[0.12, 0.85], [0.35, 0.8], [0.6, 0.86], [0.88, 0.8]]);
  await page.getByRole('button', { name: 'Black', exact: true }).click().catch(() => undefined);
  await stroke(page, box, [[0.5, 0.64], [0.5, 0.8]]);
}

const stageOf = (page) => page.locator('main.host-game').getAttribute('data-stage');

async function waitStage(tv, stage, timeout = 30000) {
  await tv.locator(`main.host-game[data-stage="${stage}"]`).waitFor({ timeout });
}

async function skip(tv) {
  await tv.getByRole('button', { name: 'Skip timer' }).click();
  await tv.waitForTimeout(1600);
}

const tv = await open(TV, '/', 'tv');
try {
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Canvas Clash/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await tv.waitForURL('**/host/session', { timeout: 15000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label')).replace(/^Room code /, '').replace(/ /g, '');
  console.log('CANVAS_CLASH room', code);
  const phones = [await join(code, 'Anna', 'DONUT'), await join(code, 'Bo', 'PANDA'), await join(code, 'Cy', 'BAGEL')];
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await tv.getByText('ROBO').first().waitFor();
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Turns to paint' }).getByText('1', { exact: true }).click();
  await shot(tv, 'lobby-settings-tv', { settle: 800 });
  await panel.getByRole('button', { name: 'Done' }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await phone.waitForURL('**/player/game');

  for (let turn = 1; turn <= 2; turn++) {
    await waitStage(tv, 'draw');
    await tv.waitForTimeout(800);
    const painters = [];
    const guessers = [];
    for (const phone of phones) {
      await phone.locator('.clash-paint, .clash-guess').first().waitFor({ timeout: 15000 });
      if (await phone.locator('.clash-paint').isVisible()) painters.push(phone);
      else guessers.push(phone);
    }
    await painters[0].getByRole('img', { name: /^Your canvas: paint / }).waitFor();
    const word = await painters[0].locator('.clash-paint__secret').getAttribute('data-word');
    for (const [i, painter] of painters.entries()) await paintPicture(painter, i);
    const guesser = guessers[0];
    if (turn === 1) {
      await shot(painters[0], 'painter-phone', { settle: 600 });
      await guesser.getByLabel('Your guess').fill('pizza');
      await guesser.getByRole('button', { name: 'Guess' }).click();
      await guesser.getByLabel('Your guess').fill(word.slice(0, -1));
      await guesser.getByRole('button', { name: 'Guess' }).click();
      await guesser.getByLabel('Your guess').fill('sun');
      await shot(guesser, 'guesser-phone', { settle: 800 });
    }
    await guesser.getByLabel('Your guess').fill(word);
    await guesser.getByRole('button', { name: 'Guess' }).click();
    await guesser.getByText('Right!').waitFor({ timeout: 5000 });
    if (turn === 1) {
      await shot(guesser, 'guessed-phone', { settle: 600 });
      await shot(tv, 'draw-tv', { settle: 1200 });
      // A laptop as the shared screen: the same stage, smaller.
      await tv.setViewportSize(LAPTOP.viewport);
      await shot(tv, 'draw-laptop', { settle: 600 });
      await tv.setViewportSize(TV.viewport);
    }
    if ((await stageOf(tv)) === 'draw') await skip(tv);
    await waitStage(tv, 'credit').catch(() => undefined);
    if ((await stageOf(tv)) === 'credit') {
      if (turn === 1) {
        await shot(tv, 'credit-tv', { settle: 600 });
        await shot(guesser, 'credit-phone', { settle: 0 });
        await shot(painters[0], 'credit-painter-phone', { settle: 0 });
      }
      await guesser.getByRole('button', { name: 'Canvas A' }).click();
    }
    await waitStage(tv, 'reveal');
    if (turn === 1) {
      await shot(tv, 'reveal-tv', { settle: 1500 });
      await shot(guesser, 'reveal-phone', { settle: 0 });
      await shot(painters[0], 'reveal-painter-phone', { settle: 0 });
    }
    await skip(tv);
  }
  await waitStage(tv, 'roundSummary');
  await shot(tv, 'round-summary-tv', { settle: 1500 });
  await shot(phones[0], 'round-summary-phone', { settle: 0 });
  await skip(tv);
  await tv.getByRole('heading', { name: 'Final scores' }).waitFor({ timeout: 15000 });
  await shot(tv, 'podium-tv', { settle: 1500 });
  await tv.getByRole('list', { name: 'Drawings of this game' }).waitFor({ timeout: 10000 });
  await shot(tv, 'gallery-tv', { settle: 6500 });
  await shot(tv, 'game-over-full-tv', { fullPage: true, settle: 0 });
  await phones[1].getByRole('heading', { name: 'Gallery' }).scrollIntoViewIfNeeded();
  await shot(phones[1], 'gallery-phone', { settle: 800 });
  await phones[1].getByRole('button', { name: /^Replay / }).first().click();
  await shot(phones[1], 'gallery-replay-phone', { settle: 900 });

} finally {
  await browser.close();
}
