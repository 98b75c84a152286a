import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { registerAndVerify } from '../support/accounts';
import { MailSink } from '../support/mail';
import { PHONE, TV } from '../support/phones';
import { ServerProcess } from '../support/server';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}admin-${name}.png` });
}

const ADMIN = 'boss@example.com';
const sink = new MailSink();
const port = Number(process.env.E2E_PORT ?? 8181) + 17;
let server: ServerProcess;
test.beforeAll(async () => {
  const smtpPort = await sink.start();
  server = new ServerProcess(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_EMAILS: ADMIN, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  await sink.close();
});

test('an admin sees the events of a game just played, the room, and an error a visitor met', async ({ browser }) => {
  test.setTimeout(150_000);

  // A guest hosts RPS Shoot on a TV with two AI players, starts it and ends it.
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /RPS Shoot/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
  const players = tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(players).toHaveCount(1);
  // The button ignores a second press for a moment (no double adds).
  await tv.waitForTimeout(1_600);
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(players).toHaveCount(2);
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.locator('main.host-game')).toBeVisible({ timeout: 15_000 });
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'End game' }).click();
  await tv.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });

  // A visitor's phone lands on the fallback screen: it reports the error with the page address.
  const visitorContext = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const visitor = await visitorContext.newPage();
  const reported = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/errorReport') && r.status() === 200);
  await visitor.goto('/fallback?from=e2e');
  await expect(visitor.getByRole('alert')).toHaveText('Something went wrong.');
  await reported;
  // The visitor also answers the survey.
  await visitor.goto('/survey');
  await visitor.getByRole('radio', { name: 'Phones only' }).check();
  await visitor.getByRole('radio', { name: /Great/ }).check();
  await visitor.getByRole('radio', { name: 'Maybe' }).check();
  await visitor.getByLabel('What should we make better?').fill('Longer drawing rounds');
  await visitor.getByRole('button', { name: 'Send answers' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // The admin signs up and opens /admin.
  const adminContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const admin = await adminContext.newPage();
  await registerAndVerify(admin, sink, server.url, 'Boss', ADMIN);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin home', level: 1 })).toBeVisible();

  // The game just played, from the server's own events.
  const events = admin.locator('.admin-analytics');
  for (const name of ['Room created', 'Game started', 'Game finished']) {
    await expect(events.locator('.admin-event__name', { hasText: name })).toBeVisible({ timeout: 10_000 });
  }
  await expect(events.locator('li[data-event="game_finished"]')).toContainText('gameType: RPS_SHOOT');
  await expect(events.locator('li[data-event="$pageview"]').first()).toBeVisible();
  // Nothing about the admin: their own page views are not among them.
  await expect(events.locator('li[data-event="$pageview"]', { hasText: '/admin' })).toHaveCount(0);

  // The room, still open, with its AI players; the game counted on today's bar.
  const room = admin.locator('.admin-room', { hasText: code });
  await expect(room).toBeVisible();
  await expect(room.getByRole('list', { name: `Players in ${code}` }).getByRole('listitem')).toHaveCount(2);
  await expect(admin.locator('.admin-activity .bar-chart__legend').first()).toContainText('RPS Shoot 1');

  // The error the visitor met, with where it happened.
  const errors = admin.locator('.admin-errors');
  await expect(errors.getByText('Fallback screen', { exact: true })).toBeVisible();
  await expect(errors.getByText('The fallback screen was shown')).toBeVisible();
  await expect(errors.getByText(/\/fallback\?from=e2e$/)).toBeVisible();
  // The survey's answers, summed up and listed.
  const survey = admin.locator('.admin-survey');
  await expect(survey.getByText('Answers: 1')).toBeVisible();
  await expect(survey.getByRole('row', { name: /A guest.*4.*Maybe.*Longer drawing rounds/ })).toBeVisible();
  await shot(admin, 'tv');
  await admin.screenshot({ path: `${SHOTS}admin-tv-full.png`, fullPage: true });

  // The same page on the admin's phone.
  const phoneContext = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB', storageState: await adminContext.storageState() });
  const phone = await phoneContext.newPage();
  await phone.goto('/admin');
  await expect(phone.locator('.admin-analytics .admin-event__name', { hasText: 'Game finished' })).toBeVisible({ timeout: 10_000 });
  // Nothing is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, 'phone');
  await phone.screenshot({ path: `${SHOTS}admin-phone-full.png`, fullPage: true });

  // Someone who is not an admin is refused by the server as well as the page.
  const refused = await visitor.request.get('/api/v1/admin/rooms');
  expect(refused.status()).toBe(401);
  await Promise.all([tvContext.close(), visitorContext.close(), adminContext.close(), phoneContext.close()]);
});
