import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 1);
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

const standInRow = (tv: Page) => tv.getByRole('status', { name: 'Seats played by the AI for now' });

test('an away phone\'s seat is played by the AI, shown on the TV and on the phone, and taken back with a move', async ({ browser }) => {
  test.setTimeout(120_000);
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
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of [ann.page, bob.page]) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await expect(tv.locator('main.host-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await expect(standInRow(tv)).toHaveCount(0);

  // Ann's phone is gone (the tab closed). After the room's 20 s, the AI plays her seat.
  await ann.page.close();
  await expect(standInRow(tv)).toBeVisible({ timeout: 35_000 });
  await expect(standInRow(tv)).toContainText('ANN');
  await expect(standInRow(tv)).toContainText('Played by the AI for now');
  await expect(standInRow(tv)).not.toContainText('BOB');
  await tv.screenshot({ path: `${SHOTS}stand-in-tv.png` });

  // She comes back in a new tab: her phone says the AI plays for her until her next move.
  const again = await ann.context.newPage();
  await again.goto('/player/game');
  const banner = again.getByRole('status').filter({ hasText: 'The AI is playing for you for now' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Your next move takes your seat back');
  await expect(bob.page.getByText('The AI is playing for you for now')).toHaveCount(0);
  await again.screenshot({ path: `${SHOTS}stand-in-phone.png` });

  // The next level: her own word takes the seat back, on her phone and on the TV.
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: /Skip timer|Next/ }).first().click();
  await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 15_000 });
  await expect(again.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 30_000 });
  const input = again.getByLabel('Your word');
  await input.fill('lighthouse');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  await expect(standInRow(tv)).toHaveCount(0, { timeout: 10_000 });
  await expect(again.getByText('lighthouse').first()).toBeVisible();

  await Promise.all([tvContext.close(), ann.context.close(), bob.context.close()]);
});
