import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { topBarWithWidestCode } from '../support/layout';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';
import { recordSpeech, spoken } from '../support/speech';

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181));
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** A TV creates a SYNC_THINK room with a shared screen; returns its page and the room code. */
async function tvRoom(browser: Browser): Promise<{ tv: Page; code: string }> {
  return tvRoomAt(browser, server.url);
}

async function tvRoomAt(browser: Browser, origin: string): Promise<{ tv: Page; code: string }> {
  const context = await browser.newContext({ ...TV, baseURL: origin, locale: 'en-GB' });
  const tv = await context.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const label = await tv.locator('.host-lobby__code').getAttribute('aria-label');
  return { tv, code: label!.replace(/^Room code /, '').replace(/ /g, '') };
}

/** What <html> says about the player's preferences. */
async function htmlFlags(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      text: root.getAttribute('data-text-size'),
      motion: root.getAttribute('data-motion'),
      palette: root.getAttribute('data-palette'),
      rootFontPx: parseFloat(getComputedStyle(root).fontSize),
    };
  });
}

test('a phone turns on larger text, reduced motion and the colour-blind palette; a reload keeps them', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  const phone = await newPhone(browser, server.url);
  const page = phone.page;
  await joinAs(page, code, 'Ann', 'DONUT');

  expect(await htmlFlags(page)).toEqual({ text: 'normal', motion: 'full', palette: 'standard', rootFontPx: 16 });
  await page.getByRole('button', { name: 'My settings' }).click();
  const panel = page.getByRole('dialog', { name: 'My settings' });
  await page.screenshot({ path: '../docs/screenshots/accessibility-settings-phone-default.png' });
  for (const name of ['Larger text', 'Reduce motion', 'Colour-blind-safe colours']) {
    const toggle = panel.getByRole('switch', { name });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveText('On');
  }
  await expect(panel.getByRole('switch', { name: 'Read aloud' })).toHaveAttribute('aria-checked', 'false');
  await page.screenshot({ path: '../docs/screenshots/accessibility-settings-phone.png' });
  expect(await htmlFlags(page)).toEqual({ text: 'large', motion: 'reduced', palette: 'safe', rootFontPx: 20 });

  // Everything moves at once under reduced motion: a button's transition is gone.
  await panel.getByRole('button', { name: 'Close' }).click();
  const transition = await page.getByRole('button', { name: 'My settings' }).evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(transition.split(',').every((d) => parseFloat(d) < 0.01)).toBe(true);
  // The player's own colour on the phone is from the safe set now.
  const colours = await page.locator('.player-list [style*="--"], .player-me [style]').evaluateAll((els) => els.map((el) => (el as HTMLElement).getAttribute('style') ?? ''));
  expect(colours.join(' ').toLowerCase()).toMatch(/#e69f00|#56b4e9|#009e73|#f0e442|#0072b2|#d55e00|#cc79a7/);

  await page.reload();
  await expect(page).toHaveURL(/\/player\/session$/);
  expect(await htmlFlags(page)).toEqual({ text: 'large', motion: 'reduced', palette: 'safe', rootFontPx: 20 });
  await page.getByRole('button', { name: 'My settings' }).click();
  for (const name of ['Larger text', 'Reduce motion', 'Colour-blind-safe colours']) {
    await expect(page.getByRole('dialog', { name: 'My settings' }).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
  }

  // The same panel on a large screen.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: '../docs/screenshots/accessibility-settings-tv.png' });

  await phone.context.close();
  await tv.context().close();
});

/** The focused element: its accessible text, and whether the focus can be seen (outline or ring). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', visible: false, inToolbar: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      visible: el.matches(':focus-visible') && (outline || ring),
      inToolbar: el.closest('[role="toolbar"]') !== null,
    };
  });
}

/** Presses Tab until the focus is on `target`; every stop on the way shows its focus. Returns the names passed. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    passed.push(now.name);
    expect(now.visible, `focus on "${now.name}" is visible`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return passed;
  }
  throw new Error(`Tab never reached the target; passed: ${passed.join(' | ')}`);
}

test('the TV works by keyboard alone: through the lobby to Start, into a game, and its host toolbar', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  const ann = await newPhone(browser, server.url);
  const bob = await newPhone(browser, server.url);
  // Ann's phone notes what it is asked to say.
  await recordSpeech(ann.context);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(2);
  await ann.page.getByRole('button', { name: 'My settings' }).click();
  await ann.page.getByRole('dialog', { name: 'My settings' }).getByRole('switch', { name: 'Read aloud' }).click();
  await ann.page.getByRole('dialog', { name: 'My settings' }).getByRole('button', { name: 'Close' }).click();

  // From the top of the page: the settings come before Start, and each stop shows a focus ring.
  await tv.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const start = tv.getByRole('button', { name: 'Start game' });
  const passed = await tabTo(tv, start);
  const settingsAt = passed.findIndex((name) => /^Change$/.test(name));
  expect(settingsAt, `stops: ${passed.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(settingsAt).toBeLessThan(passed.length - 1);

  // Enter on the settings opens them, Escape closes them and focus comes back.
  await tv.getByRole('button', { name: 'Change', exact: true }).focus();
  await tv.keyboard.press('Enter');
  await expect(tv.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('dialog', { name: 'Settings' })).toHaveCount(0);
  await expect(tv.getByRole('button', { name: 'Change', exact: true })).toBeFocused();

  await tabTo(tv, start);
  await tv.keyboard.press('Enter');
  await expect(tv.locator('main.host-game')).toBeVisible({ timeout: 15_000 });
  for (const phone of [ann.page, bob.page]) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  // The phones keep their own settings button in the game's top bar.
  await expect(ann.page.getByRole('button', { name: 'My settings' })).toBeVisible();
  // Read-aloud is on for Ann alone: her phone reads the first question and offers to read it again.
  await expect(ann.page.getByRole('button', { name: 'Hear it again' })).toBeVisible({ timeout: 10_000 });
  await expect(bob.page.getByRole('button', { name: 'Hear it again' })).toHaveCount(0);
  await expect.poll(() => spoken(ann.page).then((said) => said.length)).toBeGreaterThan(0);
  await ann.page.screenshot({ path: '../docs/screenshots/accessibility-read-aloud-phone.png' });

  // In the game the host's toolbar is reached by Tab; Space and Enter press its buttons.
  const toolbar = tv.getByRole('toolbar', { name: 'Host controls' });
  const stageBefore = await tv.locator('main.host-game').getAttribute('data-stage');
  await tabTo(tv, toolbar.getByRole('button', { name: 'Next', exact: true }));
  await tv.keyboard.press('Space');
  await expect(tv.locator('main.host-game')).not.toHaveAttribute('data-stage', stageBefore ?? '', { timeout: 10_000 });

  await toolbar.getByRole('button', { name: 'End game' }).focus();
  expect((await focused(tv)).inToolbar).toBe(true);
  await tv.keyboard.press('Enter');
  const confirm = tv.getByRole('dialog', { name: 'End the game?' });
  await expect(confirm).toBeVisible();
  await tabTo(tv, confirm.getByRole('button', { name: 'End game' }), 5);
  await tv.keyboard.press('Enter');
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });

  await ann.context.close();
  await bob.context.close();
  await tv.context().close();
});

test("a phone's top bar fits a 390 px phone whatever the room's code, at the usual and at larger text, in the lobby and in a game", async ({ browser }) => {
  const owner = await newPhone(browser, server.url);
  await owner.page.addInitScript(() => localStorage.setItem('accessibilityPreferences', JSON.stringify({ largerText: true, colourBlindPalette: true })));
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  const code = await createAsPlayingHost(owner.page, 'Ann', 'DONUT');
  const bob = await newPhone(browser, server.url);
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  // A player at the usual text size: the bar fits whatever the code and the connection's words.
  await expect(bob.page.locator('.player-header__status')).toHaveAttribute('data-state', 'connected');
  const bobsBar = await topBarWithWidestCode(bob.page);
  expect(bobsBar.right).toBeLessThanOrEqual(bobsBar.width);
  expect(bobsBar.pageWidth).toBeLessThanOrEqual(bobsBar.width);
  await bob.page.screenshot({ path: '../docs/screenshots/player-lobby-top-bar-390.png' });

  const fits = () =>
    owner.page.evaluate(() => {
      // Every control in the bar, down to the last button, inside the phone's 390 px.
      const bar = document.querySelector('.player-header')!;
      const right = Math.max(...[...bar.querySelectorAll('button, span')].map((el) => el.getBoundingClientRect().right));
      return { right, width: 390, scrolls: document.documentElement.scrollWidth > 390 };
    });
  await expect(owner.page.getByRole('button', { name: 'My settings' })).toBeVisible();
  let bar = await fits();
  expect(bar.right).toBeLessThanOrEqual(bar.width);
  expect(bar.scrolls).toBe(false);

  await owner.page.getByRole('button', { name: 'Start game' }).click();
  await expect(owner.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await expect(owner.page.getByRole('button', { name: 'My settings' })).toBeVisible();
  await expect(owner.page.getByRole('button', { name: 'Host controls' })).toBeVisible();
  await expect(owner.page.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await expect(owner.page.getByRole('heading', { name: 'Say any word!' })).toBeVisible({ timeout: 15_000 });
  bar = await fits();
  expect(bar.right).toBeLessThanOrEqual(bar.width);
  await owner.page.screenshot({ path: '../docs/screenshots/accessibility-larger-text-game-phone.png' });
  await owner.context.close();
  await bob.context.close();
});

/**
 * Lighthouse's accessibility score of the join page, the player lobby and a phone in a game, each
 * 95 or more. Lighthouse is not a dependency of the project: the test runs where LIGHTHOUSE_DIR
 * names a folder with it installed (`npm install lighthouse@12` there), and is skipped elsewhere.
 * Scores go to LIGHTHOUSE_REPORT (JSON) when it is set.
 */
test('Lighthouse accessibility: join page, player lobby and a game screen score 95 or more', async ({ browser }) => {
  const lighthouseDir = process.env.LIGHTHOUSE_DIR;
  test.skip(!lighthouseDir, 'set LIGHTHOUSE_DIR to a folder with lighthouse installed');
  test.setTimeout(240_000);
  const { default: lighthouse } = (await import(`${lighthouseDir}/node_modules/lighthouse/core/index.js`)) as {
    default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult }>;
  };
  const { chromium } = await import('@playwright/test');
  const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');

  // The TV on another origin (localhost) than the phone (127.0.0.1): their stored seats stay apart.
  const tvOrigin = server.url.replace('127.0.0.1', 'localhost');
  const { tv, code } = await tvRoomAt(browser, tvOrigin);
  const bob = await newPhone(browser, server.url);
  await joinAs(bob.page, code, 'Bob', 'PANDA');

  // Lighthouse drives the same Chromium through its debugging port, with the phone's storage.
  const port = 9300 + (Number(process.env.E2E_PORT ?? 8181) % 600);
  const profile = mkdtempSync(join(tmpdir(), 'snackparty-lighthouse-'));
  const phone = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
  const scores: Record<string, { score: number; url: string; failing: string[] }> = {};
  const audit = async (name: string, url: string) => {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
      logLevel: 'error',
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `${a.id}: ${a.title}`);
    // The page audited is the one asked for (a lost seat would have sent it home).
    expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(new URL(url).pathname);
    scores[name] = { score: Math.round((lhr.categories.accessibility.score ?? 0) * 100), url: new URL(url).pathname, failing };
  };
  try {
    await audit('join page', `${server.url}/join/${code}`);
    const page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto(`${server.url}/`);
    await joinAs(page, code, 'Ann', 'DONUT');
    await page.close();
    await audit('player lobby', `${server.url}/player/session`);

    await tv.getByRole('button', { name: 'Start game' }).click();
    await expect(bob.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    await expect(bob.page.getByRole('textbox').or(bob.page.getByRole('heading')).first()).toBeVisible();
    await audit('game screen (SYNC_THINK, phone)', `${server.url}/player/game`);
  } finally {
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(scores, null, 2));
  for (const [name, { score, failing }] of Object.entries(scores)) {
    expect(score, `${name}: ${failing.join('; ')}`).toBeGreaterThanOrEqual(95);
  }
  await bob.context.close();
  await tv.context().close();
});

interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: { accessibility: { score: number | null } };
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string }>;
}
