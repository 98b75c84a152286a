import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181));
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** A guest's bearer header, for rooms made through the API. */
async function guestHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const guest = await request.post(`${server.url}/api/v1/user/guest`, { data: { guestId: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`, language: 'en' } });
  expect(guest.ok(), await guest.text()).toBe(true);
  return { Authorization: `Bearer ${(await guest.json()).accessToken}` };
}

/** A room made through the API, with its game (nobody connects to it). */
async function room(request: APIRequestContext, headers: Record<string, string>, gameType: string, isPublic: boolean): Promise<string> {
  const session = await request.post(`${server.url}/api/v1/gameSession/create`, { headers, data: { isPublic, language: 'en', hostType: 'HOST', initialGameType: gameType } });
  expect(session.ok(), await session.text()).toBe(true);
  const code = (await session.json()).gameCode as string;
  const game = await request.post(`${server.url}/api/v1/game/create`, { headers, data: { gameType, gameCode: code } });
  expect(game.ok(), await game.text()).toBe(true);
  return code;
}

/** The rows of the list, by room code (what each row's code cell reads). */
async function listedCodes(page: Page): Promise<string[]> {
  const codes = await page.locator('.public-games__code').allTextContents();
  return codes.map((text) => text.replace(/^Room code\s*/, '').trim());
}

/** On the join screen with its code filled in: the name, an avatar from "view all", and in. */
async function pickSeat(page: Page, alias: string, avatarName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Your name').fill(alias);
  await page.getByRole('button', { name: 'View all' }).click();
  await page.getByRole('button', { name: avatarName, exact: true }).click();
  await page.getByRole('button', { name: 'Join game' }).click();
  await expect(page).toHaveURL(/\/player\/session$/, { timeout: 15_000 });
}

test('quick play makes a public room that another browser sees appear live in /publicGames and joins', async ({ browser }) => {
  const base = server.url;
  const viewer = await browser.newContext({ ...PHONE, baseURL: base, locale: 'en-GB' });
  const bob = await viewer.newPage();
  await bob.goto('/publicGames');
  await expect(bob.getByRole('heading', { name: 'Public games' })).toBeVisible();
  await expect(bob.getByText('No recent active games')).toBeVisible();
  await bob.screenshot({ path: `${SHOTS}public-games-empty-phone.png`, animations: 'disabled' });
  // Marks this page load: a reload would lose it.
  await bob.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));

  // Ann presses quick play on her laptop: a public room, and she picks her seat in it.
  const host = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const ann = await host.newPage();
  await ann.goto('/publicGames');
  await expect(ann.getByText('No recent active games')).toBeVisible();
  await ann.screenshot({ path: `${SHOTS}public-games-empty-tv.png`, animations: 'disabled' });
  await ann.getByRole('button', { name: 'Quick play' }).click();
  await expect(ann).toHaveURL(/\/join\/[A-Z0-9]{5}$/, { timeout: 15_000 });
  const code = ann.url().split('/').pop()!;
  await pickSeat(ann, 'Ann', 'DONUT');

  // Bob's list shows the room without a reload, with Ann in it.
  const row = bob.getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row.getByText('Players: 1 of', { exact: false })).toBeAttached();
  expect(await bob.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  expect(await listedCodes(bob)).toEqual([code]);

  // Bob joins from the list; Ann's lobby sees him.
  await row.getByRole('link', { name: /^Join / }).click();
  await expect(bob).toHaveURL(new RegExp(`/join/${code}$`));
  await pickSeat(bob, 'Bob', 'PANDA');
  await expect(ann.getByText('BOB').first()).toBeVisible({ timeout: 10_000 });

  await viewer.close();
  await host.close();
});

test('the list with rooms, newest first, on a phone and a TV; a private room is never listed', async ({ browser, request }) => {
  const base = server.url;
  const phone = await browser.newContext({ ...PHONE, baseURL: base, locale: 'en-GB' });
  const page = await phone.newPage();
  await page.goto('/publicGames');
  await expect(page.locator('.public-games__table, .public-games__empty')).toBeVisible();
  const before = await listedCodes(page);

  const headers = await guestHeaders(request);
  const privateCode = await room(request, headers, 'SYNC_THINK', false);
  const made: string[] = [];
  for (const gameType of ['CANVAS_CLASH', 'RPS_SHOOT', 'SNAPTION']) made.unshift(await room(request, headers, gameType, true));
  await expect.poll(() => listedCodes(page), { timeout: 10_000 }).toEqual([...made, ...before]);
  expect(await listedCodes(page)).not.toContain(privateCode);
  await page.screenshot({ path: `${SHOTS}public-games-phone.png`, fullPage: true, animations: 'disabled' });

  const tv = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const tvPage = await tv.newPage();
  await tvPage.goto('/publicGames');
  await expect.poll(() => listedCodes(tvPage)).toEqual([...made, ...before]);
  await tvPage.screenshot({ path: `${SHOTS}public-games-tv.png`, animations: 'disabled' });

  // The create dialog's switch, on a phone.
  await page.goto('/');
  await page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByText('Public room', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: /Public room/ })).toBeChecked();
  await dialog.getByText('Public room', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}public-games-create-switch-phone.png`, animations: 'disabled' });

  await phone.close();
  await tv.close();
});
