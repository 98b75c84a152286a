import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const TV = { viewport: { width: 1920, height: 1080 } };

export async function newPhone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  return { context, page: await context.newPage() };
}

/**
 * Opens the join link, fills the alias and picks an avatar by name from the "view all" grid: the first
 * of those named that is free (a phone that joined without picking was given one at random).
 */
export async function openProfileStep(page: Page, code: string, alias: string, ...avatarNames: string[]): Promise<void> {
  await page.goto(`/join/${code}`);
  await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  await page.getByLabel('Your name').fill(alias);
  await page.getByRole('button', { name: 'View all' }).click();
  // A taken avatar's button is named "<NAME> — unavailable": wait for the grid, then take a free one.
  await expect(page.getByRole('button', { name: new RegExp(`^${avatarNames[0]}\\b`) }).first()).toBeVisible();
  for (const name of avatarNames.slice(0, -1)) {
    const free = page.getByRole('button', { name, exact: true });
    if ((await free.count()) > 0) return free.click();
  }
  await page.getByRole('button', { name: avatarNames.at(-1), exact: true }).click();
}

export async function joinAs(page: Page, code: string, alias: string, ...avatarNames: string[]): Promise<void> {
  await openProfileStep(page, code, alias, ...avatarNames);
  await page.getByRole('button', { name: 'Join game' }).click();
  await expect(page).toHaveURL(/\/player\/session$/, { timeout: 15_000 });
}

/**
 * In the open create dialog, with the game picked: mobile only, the host's own name and avatar, create.
 * The host is seated at once and lands in the player lobby; returns the room code.
 */
export async function createAsPlayingHost(page: Page, alias: string, avatarName?: string, screenshot?: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Create a room' });
  await dialog.getByRole('radio', { name: /Mobile only/ }).check();
  await dialog.getByLabel('Your name').fill(alias);
  if (avatarName) {
    await dialog.getByRole('button', { name: 'View all' }).click();
    await page.getByRole('button', { name: avatarName, exact: true }).click();
  }
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/player\/session$/, { timeout: 15_000 });
  const code = await page.evaluate(() => localStorage.getItem('roomCode'));
  expect(code).toMatch(/^[A-Z0-9]{5}$/);
  return code!;
}

/**
 * On the home page of a shared screen: creates a room of the game named (as a guest, the TV as the
 * central screen) and returns its code.
 */
export async function createTvRoom(tv: Page, game: RegExp): Promise<string> {
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: game }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  return (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
}
