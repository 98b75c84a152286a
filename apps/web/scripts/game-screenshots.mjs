/**
 * Screenshots of every stage of the playable games, on the shared screen (1920×1080) and on
 * phones (390×844), against a running server with the built app:
 *
 *   npm run build && PORT=8098 DATABASE_URL=memory:// npx tsx apps/server/src/server.ts &
 *   BASE_URL=http://127.0.0.1:8098 node apps/web/scripts/game-screenshots.mjs
 *
 * GAMES=rps (or sync, mobile, soon) runs one part only. Output: docs/screenshots/*.png
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8098';
const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const GAMES = new Set((process.env.GAMES ?? 'soon,rps,sync,mobile').split(','));
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
const TV = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: 'en-US' };

async function open(options, path, label) {
  const context = await browser.newContext({ ...options, baseURL: BASE });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror ${label}]`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[console ${label}]`, message.text());
  });
  await page.goto(path);
  return page;
}

async function shot(page, name, { fullPage = false, settle = 400 } = {}) {
  await page.waitForTimeout(settle);
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage });
  console.log('saved', name);
}

async function createRoom(tv, gameName) {
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: gameName }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await tv.waitForURL('**/host/session', { timeout: 15000 });
  const label = await tv.locator('.host-lobby__code').getAttribute('aria-label');
  return label.replace(/^Room code /, '').replace(/ /g, '');
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

async function setCount(dialog, group, value) {
  await dialog.getByRole('group', { name: group }).getByText(String(value), { exact: true }).click();
}

/** Waits for the stage to end by itself for a while, then has the host skip the timer. */
async function skipUnlessOver(tv, stage, waitMs) {
  try {
    await tv.locator(`[data-stage="${stage}"]`).waitFor({ state: 'detached', timeout: waitMs });
  } catch {
    await tv.getByRole('button', { name: 'Skip timer' }).click();
  }
}

/** Waits until one of the texts shows; returns its index. */
async function whichOf(page, texts, timeout = 30000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const [i, text] of texts.entries()) {
      if (await page.getByText(text, { exact: false }).first().isVisible().catch(() => false)) return i;
    }
    await page.waitForTimeout(150);
  }
  throw new Error(`none of ${texts.join(' | ')} showed`);
}

async function rps() {
  const tv = await open(TV, '/', 'tv');
  const code = await createRoom(tv, /RPS Shoot/);
  console.log('RPS room', code);
  const anna = await join(code, 'Anna', 'DONUT');
  const bo = await join(code, 'Bo', 'PANDA');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await tv.getByRole('button', { name: 'Add AI player' }).click({ delay: 50 }).catch(() => undefined);
  await tv.waitForTimeout(1700);
  if ((await tv.locator('.player-list .player-tile:not(.player-tile--empty)').count()) < 4) await tv.getByRole('button', { name: 'Add AI player' }).click();
  await tv.getByText('ROBO').first().waitFor();

  // Settings: one round, one battle per pair.
  await shot(tv, 'lobby-settings-tv');
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const dialog = tv.getByRole('dialog');
  await setCount(dialog, 'Rounds', 1);
  await setCount(dialog, 'Battles per pair', 1);
  await shot(tv, 'lobby-settings-panel-tv');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await anna.getByText('Battles per pair').waitFor();
  await shot(anna, 'lobby-settings-phone', { settle: 800 });

  await tv.getByRole('button', { name: 'Start game' }).click();
  await anna.waitForURL('**/player/game');
  await bo.waitForURL('**/player/game');

  for (let battle = 1; battle <= 2; battle++) {
    await tv.getByText(`Battle ${battle} of 2`).waitFor({ timeout: 20000 });
    const phones = [anna, bo];
    const roles = [];
    for (const phone of phones) roles.push(await whichOf(phone, ['Pick your three throws', 'Who wins?']));
    const fighter = phones[roles.indexOf(0)];
    const bettor = phones[roles.indexOf(1)];
    if (fighter) {
      await fighter.getByRole('button', { name: 'Rock', exact: true }).click();
      await fighter.getByRole('button', { name: 'Paper', exact: true }).click();
      if (battle === 1) await shot(fighter, 'rps-pick-fighter-phone');
    }
    if (bettor) {
      await bettor.getByRole('radio').first().click();
      if (battle === 1) await shot(bettor, 'rps-bet-phone');
    }
    await shot(tv, battle === 1 ? 'rps-pick-tv' : 'rps-pick-2-tv', { settle: 1200 });
    if (fighter) {
      await fighter.getByRole('button', { name: 'Scissors', exact: true }).click();
      if (battle === 1) await shot(fighter, 'rps-reveal-start-phone', { settle: 200 });
    }
    // The AI players take a few seconds; the host skips the rest of the timer.
    await skipUnlessOver(tv, 'pick', 6000);
    await tv.locator('[data-stage="reveal"]').waitFor({ timeout: 25000 });
    await tv.waitForTimeout(2800);
    if (battle === 1) await shot(tv, 'rps-reveal-throws-tv', { settle: 0 });
    await tv.waitForTimeout(4200);
    if (battle === 1) {
      await shot(tv, 'rps-reveal-tv', { settle: 0 });
      if (fighter) await shot(fighter, 'rps-reveal-fighter-phone', { settle: 0 });
      if (bettor) await shot(bettor, 'rps-reveal-bet-phone', { settle: 0 });
    }
  }
  await tv.locator('[data-stage="roundScores"]').waitFor({ timeout: 20000 });
  await shot(tv, 'rps-round-scores-tv', { settle: 1500 });
  await shot(anna, 'rps-round-scores-phone', { settle: 0 });
  await tv.getByRole('button', { name: 'Skip timer' }).click();
  await tv.getByText('Final scores').waitFor({ timeout: 15000 });
  await shot(tv, 'podium-tv', { settle: 1800 });
  await anna.getByText('Final scores').waitFor({ timeout: 15000 });
  await shot(anna, 'podium-phone', { settle: 1500 });
  await tv.getByRole('button', { name: 'Choose another game' }).click();
  await shot(tv, 'choose-game-tv');
  await tv.getByRole('button', { name: 'Close' }).click();
  await tv.getByRole('button', { name: 'New game, same players' }).click();
  await tv.getByText('Battle 1 of 2').waitFor({ timeout: 15000 });
  await anna.locator('[data-stage="pick"]').waitFor({ timeout: 15000 });
  await shot(tv, 'rps-new-game-tv', { settle: 600 });
  await Promise.all([tv.context().close(), anna.context().close(), bo.context().close()]);
}

async function sync() {
  const tv = await open(TV, '/', 'tv');
  const code = await createRoom(tv, /Sync Think/);
  console.log('SYNC room', code);
  const anna = await join(code, 'Anna', 'DONUT');
  const bo = await join(code, 'Bo', 'PANDA');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await tv.getByText('ROBO').first().waitFor();
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const dialog = tv.getByRole('dialog');
  await setCount(dialog, 'Rounds', 1);
  await setCount(dialog, 'Levels per round', 2);
  await shot(tv, 'sync-settings-panel-tv');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await shot(tv, 'sync-lobby-tv');
  await tv.getByRole('button', { name: 'Start game' }).click();
  await anna.waitForURL('**/player/game');
  await bo.waitForURL('**/player/game');

  // Level 0: different words, so the game goes on to level 1.
  await anna.getByLabel('Your word').fill('banana');
  await shot(anna, 'sync-answer-phone');
  await anna.getByRole('button', { name: 'Send' }).click();
  await shot(tv, 'sync-answer-tv', { settle: 1200 });
  await bo.getByLabel('Your word').fill('ocean');
  await bo.getByRole('button', { name: 'Send' }).click();
  await shot(bo, 'sync-answered-phone', { settle: 800 });
  await tv.locator('[data-stage="reveal"]').waitFor({ timeout: 40000 });
  await tv.waitForTimeout(5500);
  await shot(tv, 'sync-reveal-answers-tv', { settle: 0 });
  await tv.waitForTimeout(5000);
  await shot(tv, 'sync-reveal-tv', { settle: 0 });
  await shot(anna, 'sync-reveal-phone', { settle: 0 });
  await tv.getByRole('button', { name: 'Skip timer' }).click();
  // Level 1 (if someone is still in play): both write the same word.
  const level = await whichOf(tv, ['Round 1 results', 'Level 1'], 20000).catch(() => 0);
  if (level === 1) {
    for (const phone of [anna, bo]) {
      const input = phone.getByLabel('Your word');
      if (await input.isVisible().catch(() => false)) {
        await input.fill('wave');
        await phone.getByRole('button', { name: 'Send' }).click();
      }
    }
    await shot(tv, 'sync-answer-level1-tv', { settle: 800 });
    await shot(anna, 'sync-answer-level1-phone', { settle: 0 });
    await tv.locator('[data-stage="reveal"]').waitFor({ timeout: 40000 });
    await tv.waitForTimeout(10500);
    await shot(tv, 'sync-reveal-level1-tv', { settle: 0 });
    await tv.getByRole('button', { name: 'Skip timer' }).click();
  }
  await tv.locator('[data-stage="roundScores"]').waitFor({ timeout: 30000 });
  await shot(tv, 'sync-round-scores-tv', { settle: 1500 });
  await shot(anna, 'sync-round-scores-phone', { settle: 0 });
  await tv.getByRole('button', { name: 'Skip timer' }).click();
  await tv.getByText('Final scores').waitFor({ timeout: 15000 });
  await shot(tv, 'sync-podium-tv', { settle: 1800 });
  await Promise.all([tv.context().close(), anna.context().close(), bo.context().close()]);
}

/** Mobile only: the owner hosts from a phone and gets the host controls there. */
async function mobile() {
  const owner = await open(PHONE, '/', 'owner');
  await owner.getByRole('button', { name: 'Create room' }).first().click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: /RPS Shoot/ }).click();
  await owner.getByRole('radio', { name: /Mobile only/ }).check();
  await owner.getByRole('dialog').getByRole('button', { name: 'Create room' }).click();
  await owner.waitForURL(/\/join\/[A-Z0-9]{5}$/, { timeout: 15000 });
  await owner.getByLabel('Your name').fill('Dana');
  await owner.getByRole('button', { name: 'Join game' }).click();
  await owner.waitForURL('**/player/session', { timeout: 10000 });
  await owner.getByRole('button', { name: 'Add AI player' }).click();
  await owner.getByText('ROBO').first().waitFor();
  await shot(owner, 'lobby-settings-owner-phone', { fullPage: true });
  await owner.getByRole('button', { name: 'Change', exact: true }).click();
  await shot(owner, 'lobby-settings-panel-phone');
  await setCount(owner.getByRole('dialog'), 'Rounds', 1);
  await owner.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await owner.getByRole('button', { name: 'Start game' }).click();
  await owner.waitForURL('**/player/game');
  await owner.getByText('Pick your three throws').waitFor({ timeout: 20000 });
  await owner.getByRole('button', { name: 'Host controls' }).click();
  await shot(owner, 'host-menu-phone');
  await owner.getByRole('button', { name: 'End game' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'End game' }).click();
  await owner.getByText('Final scores').waitFor({ timeout: 15000 });
  await shot(owner, 'podium-owner-phone', { settle: 1500, fullPage: true });
  await owner.context().close();
}

/** A game that cannot be played yet: "coming soon", Start stays off. */
async function soon() {
  const tv = await open(TV, '/', 'tv');
  const code = await createRoom(tv, /Snaption/);
  await join(code, 'Anna', 'DONUT');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await tv.getByRole('button', { name: 'Add AI player' }).click({ delay: 1600 });
  await tv.getByText('Coming soon').waitFor();
  await shot(tv, 'lobby-coming-soon-tv', { settle: 800 });
  await tv.context().close();
}

try {
  if (GAMES.has('soon')) await soon();
  if (GAMES.has('rps')) await rps();
  if (GAMES.has('sync')) await sync();
  if (GAMES.has('mobile')) await mobile();
} finally {
  await browser.close();
}
