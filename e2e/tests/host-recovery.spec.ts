import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';

// The owner's phone gone for 3 s (not 20) hands the host's rights on, so the test need not wait long.
const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181), { HOST_HANDOVER_SECONDS: '3' });
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

const SHOTS = '../docs/screenshots/host-recovery-';

async function shot(page: Page, name: string): Promise<void> {
  // Let the entrance animations settle.
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

/** Shows the TV link on the host's phone and reads the link from the page. */
async function showTvLink(phone: Page, screenshot?: string): Promise<string> {
  await phone.getByTestId('show-tv-link').click();
  const dialog = phone.getByRole('dialog', { name: 'Show the room on a TV' });
  await expect(dialog.getByTestId('tv-link-url')).toHaveAttribute('href', /\/tv\/[A-Z0-9]{5}#.+/);
  const link = await dialog.getByTestId('tv-link-url').getAttribute('href');
  expect(link).toMatch(/\/tv\/[A-Z0-9]{5}#.+/);
  if (screenshot) await shot(phone, screenshot);
  await phone.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return link!;
}

test('the TV closes mid-stage and the host\'s phone brings it back with the TV link', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await newPhone(browser, server.url);
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const create = owner.page.getByRole('dialog');
  await create.getByRole('button', { name: 'Continue as guest' }).click();
  await create.getByRole('button', { name: /RPS Shoot/ }).click();
  const code = await createAsPlayingHost(owner.page, 'Olga', 'DONUT');
  const ann = await newPhone(browser, server.url);
  await joinAs(ann.page, code, 'Ann', 'PANDA');
  await expect(owner.page.locator('.player-others').getByRole('listitem')).toHaveCount(2);

  // A TV becomes the room's screen from the link on the host's phone.
  const firstLink = await showTvLink(owner.page, 'phone-tv-link-390');
  const firstTv = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await firstTv.newPage();
  await tv.goto(firstLink);
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  await expect(tv.getByText('ANN').first()).toBeVisible();

  // The game starts; mid-stage the TV tab closes. The game goes on with the server's clock.
  await owner.page.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.locator('.host-game:not([data-stage="loading"])')).toBeVisible({ timeout: 15_000 });
  await firstTv.close();
  await expect(owner.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await expect(owner.page.locator('.player-game:not([data-stage="loading"])')).toBeVisible();

  // The host shows the TV link again (a new one) from the game; a new TV opens it and shows the current stage.
  const secondLink = await showTvLink(owner.page, 'phone-in-game-tv-link-390');
  expect(secondLink).not.toBe(firstLink);
  const secondTv = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv2 = await secondTv.newPage();
  await tv2.goto(secondLink);
  await expect(tv2).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  await expect(tv2.locator('.host-game:not([data-stage="loading"])')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await tv2.locator('.host-game').getAttribute('data-stage')) === (await owner.page.locator('.player-game').getAttribute('data-stage')), { timeout: 10_000 })
    .toBe(true);
  await shot(tv2, 'tv-back-1920');

  // The link is single use: opened again elsewhere, it is refused.
  const third = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const stranger = await third.newPage();
  await stranger.goto(secondLink);
  await expect(stranger.getByRole('heading', { name: 'This TV link does not work' })).toBeVisible({ timeout: 15_000 });
  await shot(stranger, 'link-used-1920');

  // One host screen at a time: a newer one takes over, and the one before says so.
  const thirdLink = await showTvLink(owner.page);
  const fourth = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv3 = await fourth.newPage();
  await tv3.goto(thirdLink);
  await expect(tv3).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  await expect(tv2.getByTestId('screen-replaced')).toBeVisible({ timeout: 15_000 });
  await expect(tv2.getByRole('heading', { name: 'The room is now on another screen' })).toBeVisible();
  await shot(tv2, 'tv-replaced-1920');

  await Promise.all([owner.context.close(), ann.context.close(), secondTv.close(), third.close(), fourth.close()]);
});

test('in a room hosted from a phone, the host\'s rights pass on when the owner\'s phone is gone, and come back only when handed back', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await newPhone(browser, server.url);
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const create = owner.page.getByRole('dialog');
  await create.getByRole('button', { name: 'Continue as guest' }).click();
  await create.getByRole('button', { name: /RPS Shoot/ }).click();
  const code = await createAsPlayingHost(owner.page, 'Olga', 'DONUT');
  const ann = await newPhone(browser, server.url);
  await joinAs(ann.page, code, 'Ann', 'PANDA');
  await expect(owner.page.getByRole('heading', { name: 'You are the host' })).toBeVisible();
  await owner.page.getByTestId('show-tv-link').scrollIntoViewIfNeeded();
  await shot(owner.page, 'phone-host-tools-390');
  await expect(ann.page.getByRole('heading', { name: 'You are the host' })).toHaveCount(0);

  // The owner's phone leaves the room's page: past the timeout Ann, next in seat order, hosts.
  await owner.page.goto('about:blank');
  await expect(ann.page.getByRole('heading', { name: 'You are the host' })).toBeVisible({ timeout: 20_000 });
  await expect(ann.page.getByRole('button', { name: 'Hand host back' })).toBeVisible();
  await expect(ann.page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await ann.page.getByRole('button', { name: 'Hand host back' }).scrollIntoViewIfNeeded();
  await shot(ann.page, 'phone-new-host-390');

  // Olga is back: a player now, her phone learns so by itself; nothing gives the rights back.
  await owner.page.goto(`${server.url}/player/session`);
  await expect(owner.page.getByRole('button', { name: 'Leave room' })).toBeVisible({ timeout: 20_000 });
  await expect(owner.page.getByRole('heading', { name: 'You are the host' })).toHaveCount(0);
  await owner.page.waitForTimeout(4000);
  await expect(ann.page.getByRole('heading', { name: 'You are the host' })).toBeVisible();

  // Ann hands them back: every phone updates.
  await ann.page.getByRole('button', { name: 'Hand host back' }).click();
  await expect(owner.page.getByRole('heading', { name: 'You are the host' })).toBeVisible({ timeout: 15_000 });
  await expect(ann.page.getByRole('heading', { name: 'You are the host' })).toHaveCount(0, { timeout: 15_000 });
  await expect(ann.page.getByRole('button', { name: 'Leave room' })).toBeVisible();

  await Promise.all([owner.context.close(), ann.context.close()]);
});
