import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone } from '../support/phones';

// No OAuth client is configured: the login form offers no social sign-in.
const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181));
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** The language the page is in, from the html lang attribute the app keeps in step. */
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('a language picked in the header or by ?lng= stays after the next page load', async ({ browser }) => {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  // The guest sign-in of a first visit is done in English.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Guest' })).toBeVisible();

  await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Polski/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gry imprezowe dla wszystkich w pokoju');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Gość' })).toBeVisible();
  expect(await pageLanguage(page)).toBe('pl');

  await page.goto('/?lng=dk');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Gæst' })).toBeVisible();
  expect(await pageLanguage(page)).toBe('da');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Gæst' })).toBeVisible();
  expect(await pageLanguage(page)).toBe('da');
  await context.close();
});

test('the home page leads the host screen and a phone back to their open room', async ({ browser }) => {
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await expect(tv.getByRole('link', { name: 'Back to your room' })).toHaveCount(0);
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const phone = await newPhone(browser, server.url);
  await joinAs(phone.page, code, 'Pia', 'TACO');

  await tv.goto('/');
  const tvCard = tv.getByRole('region', { name: 'Your room is still open' });
  await expect(tvCard.getByText(code, { exact: true })).toBeVisible();
  await tvCard.getByRole('link', { name: 'Back to your room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/);
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByText('PIA')).toBeVisible();

  await phone.page.goto('/');
  const phoneCard = phone.page.getByRole('region', { name: 'You still have a seat in this room' });
  await expect(phoneCard.getByText(code, { exact: true })).toBeVisible();
  await phoneCard.getByRole('link', { name: 'Back to your room' }).click();
  await expect(phone.page).toHaveURL(/\/player\/session$/);

  // Once the room has ended, the home page offers nothing to go back to.
  const ended = await tv.evaluate(async (roomCode) => {
    const response = await fetch(`/api/v1/gameSession/${roomCode}/destroy`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return response.status;
  }, code);
  expect(ended).toBeLessThan(300);
  await phone.page.goto('/');
  await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.page.getByRole('link', { name: 'Back to your room' })).toHaveCount(0);
  await tvContext.close();
  await phone.context.close();
});

test('a guest sees Log in without social sign-ins nobody configured, also on the word packs page', async ({ browser }) => {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/wordPacks');
  await page.getByRole('banner').getByRole('button', { name: 'Guest' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forget me on this device' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(login.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
  await context.close();
});
