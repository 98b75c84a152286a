import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone } from '../support/phones';
import { recordSpeech, spoken } from '../support/speech';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8181) + 1;
let server: ServerProcess;
test.beforeAll(async () => {
  server = new ServerProcess(port, { PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** The seconds a countdown says it has left ("Time left: 12 s"). */
function secondsOf(label: string | null): number {
  const found = /(\d+)/.exec(label ?? '');
  return found ? Number(found[1]) : -1;
}

test('a player with extra time and read-aloud on plays a SYNC_THINK level: heard aloud, answered after the others\' deadline, and the answer counts', async ({ browser }) => {
  test.setTimeout(150_000);
  const base = server.url;
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const ann = await newPhone(browser, base);
  const bob = await newPhone(browser, base);
  // Ann's phone notes what it is asked to say.
  await recordSpeech(ann.context);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');

  // Ann turns extra time and read-aloud on in her own settings; her phone keeps them.
  await ann.page.getByRole('button', { name: 'My settings' }).click();
  const settings = ann.page.getByRole('dialog', { name: 'My settings' });
  const extraTime = settings.getByRole('switch', { name: 'Extra time' });
  await expect(extraTime).toHaveAttribute('aria-checked', 'false');
  await extraTime.click();
  await expect(extraTime).toHaveAttribute('aria-checked', 'true');
  await expect(extraTime).toContainText('On');
  expect(await ann.page.evaluate(() => localStorage.getItem('extraTime'))).toBe('true');
  await settings.getByRole('switch', { name: 'Read aloud' }).click();
  await expect(settings.getByRole('switch', { name: 'Read aloud' })).toHaveAttribute('aria-checked', 'true');
  await extraTime.scrollIntoViewIfNeeded();
  await ann.page.screenshot({ path: `${SHOTS}extra-time-setting-phone.png` });
  await ann.page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of [ann.page, bob.page]) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await expect(tv.locator('main.host-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await expect(ann.page.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await expect(bob.page.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });

  // Her phone reads the level's two words aloud, in the room's language.
  await expect.poll(() => spoken(ann.page), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^en/));
  const heard = (await spoken(ann.page)).join(' ').toLowerCase();
  const shown = ((await ann.page.locator('.player-game').textContent()) ?? '').toLowerCase();
  expect(heard.split('|')[1]!.split(/[^\p{L}]+/u).filter((w) => w.length > 2).some((w) => shown.includes(w))).toBe(true);

  // Ann's clock runs 20 s (the room's default cap) longer than Bob's.
  const annClock = ann.page.getByRole('timer');
  const bobClock = bob.page.getByRole('timer');
  await expect(annClock).toBeVisible();
  const annLeft = secondsOf(await annClock.getAttribute('aria-label'));
  const bobLeft = secondsOf(await bobClock.getAttribute('aria-label'));
  expect(annLeft - bobLeft).toBeGreaterThanOrEqual(18);

  await bob.page.getByLabel('Your word').fill('lighthouse');
  await bob.page.getByRole('button', { name: 'Send' }).click();
  await expect(bob.page.getByText('lighthouse').first()).toBeVisible();

  // Everyone's 30 s pass: the TV's clock is at zero and it says whom the stage waits for, by name only.
  const waiting = tv.getByRole('status').filter({ hasText: 'Waiting for' });
  await expect(waiting).toBeVisible({ timeout: 40_000 });
  await expect(waiting).toContainText(/ANN/i);
  await expect(waiting).not.toContainText(/BOB/i);
  await expect(tv.locator('main.host-game[data-stage="answer"]')).toBeVisible();
  await tv.screenshot({ path: `${SHOTS}extra-time-waiting-tv.png` });
  const left = secondsOf(await annClock.getAttribute('aria-label'));
  expect(left).toBeGreaterThan(5);
  await ann.page.screenshot({ path: `${SHOTS}extra-time-countdown-phone.png` });

  // Her answer, after the others' deadline, is taken and ends the level at once.
  await ann.page.getByLabel('Your word').fill('lighthouse');
  await ann.page.getByRole('button', { name: 'Send' }).click();
  await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 10_000 });
  await expect(waiting).toHaveCount(0);
  await expect(ann.page.getByText(/too late/i)).toHaveCount(0);
  // The reveal shows her answer, and it matched Bob's: it counts like any other.
  const annAnswer = tv.locator('.sync-answer').filter({ hasText: /ann/i });
  await expect(annAnswer).toContainText(/lighthouse/i, { timeout: 15_000 });
  await expect(annAnswer).toHaveClass(/is-matched/, { timeout: 15_000 });

  await Promise.all([tvContext.close(), ann.context.close(), bob.context.close()]);
});
