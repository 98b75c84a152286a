import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, newEmail, registerAndVerify as registerWith } from '../support/accounts';
import { MailSink } from '../support/mail';
import { ServerProcess } from '../support/server';

const sink = new MailSink();
const port = Number(process.env.E2E_PORT ?? 8181);
let server: ServerProcess;
let expiredServer: ServerProcess;

test.beforeAll(async () => {
  const smtpPort = await sink.start();
  const env = (trialDays: string, url: string) => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRIAL_DAYS: trialDays,
    ADMIN_EMAILS: 'boss@example.com',
    PUBLIC_URL: url,
  });
  server = new ServerProcess(port, env('14', `http://127.0.0.1:${port}`));
  // A second server whose trials end the moment they start: its accounts are expired at once.
  expiredServer = new ServerProcess(port + 1, env('0', `http://127.0.0.1:${port + 1}`));
  await Promise.all([server.start(), expiredServer.start()]);
});
test.afterAll(async () => {
  await Promise.all([server.stop(), expiredServer.stop()]);
  server.dispose();
  expiredServer.dispose();
  await sink.close();
});

/** Signs up on /register, opens the verification link from the mail, and lands logged in. */
const registerAndVerify = (page: Page, baseUrl: string, name: string, email: string) => registerWith(page, sink, baseUrl, name, email);

function enGb(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

async function logInFromTitleBar(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

test('register, verify by mail, log out, log in and host a room', async ({ page }) => {
  const email = newEmail('ann');
  await registerAndVerify(page, server.url, 'Ann', email);
  const trialEnd = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  await expect(page.getByText(/Your free trial has started\. It runs until \d\d\/\d\d\/\d{4}\./)).toBeVisible();
  const shown = await page.getByText(/It runs until/).textContent();
  expect([enGb(trialEnd), enGb(new Date(trialEnd.getTime() + 3600_000))]).toContain(/(\d\d\/\d\d\/\d{4})/.exec(shown!)![1]);

  // The title bar knows the account; logout clears everything and goes home.
  const chip = page.getByRole('banner').getByRole('button', { name: email });
  await expect(chip).toBeVisible();
  await chip.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'i18nextLng'))).toEqual([]);

  // Log in again and create a room with the account.
  await logInFromTitleBar(page, email, PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page.getByRole('button', { name: 'Create room' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create a room' });
  await create.getByRole('button', { name: /Sync Think/ }).click();
  await create.getByRole('radio', { name: /Central screen/ }).check();
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
});

test('a wrong password is cleared and flagged', async ({ page }) => {
  const email = newEmail('bob');
  await registerAndVerify(page, server.url, 'Bob', email);
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  await logInFromTitleBar(page, email, 'not-the-password');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByText('Wrong email or password.')).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
});

test('forgot password: the mailed link sets a new password that logs in', async ({ page }) => {
  const email = newEmail('cat');
  await registerAndVerify(page, server.url, 'Cat', email);
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgotPassword$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

  const link = await sink.linkFor(email, '/account/resetPassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'crunchy-waffles-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Wrong email or password.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
});

test('an expired subscription shows the overlay when creating a room', async ({ page }) => {
  const email = newEmail('dan');
  await registerAndVerify(page, expiredServer.url, 'Dan', email);
  await page.goto(`${expiredServer.url}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  const endDate = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).subscriptionEndDate as string);

  await page.getByRole('button', { name: 'Create room' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create a room' });
  await create.getByRole('button', { name: /Sync Think/ }).click();
  await create.getByRole('radio', { name: /Central screen/ }).check();
  await create.getByRole('button', { name: 'Create room' }).click();
  const overlay = page.getByRole('dialog', { name: 'Your subscription has expired' });
  await expect(overlay.getByText(`Your subscription ended on ${enGb(new Date(endDate))}. Subscribe again to create rooms.`)).toBeVisible();
  await expect(overlay.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/payment');
  await expect(page).not.toHaveURL(/\/host\/session$/);
});

test('delete account: the mailed link confirms, everything is cleared and the login is gone', async ({ page }) => {
  const email = newEmail('eve');
  await registerAndVerify(page, server.url, 'Eve', email);
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Eve' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Check your mail: open the link in it to confirm the deletion.')).toBeVisible();

  await page.goto(await sink.linkFor(email, '/account/deleteAccount'));
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'i18nextLng'))).toEqual([]);

  await logInFromTitleBar(page, email, PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByText('Wrong email or password.')).toBeVisible();
});

test('an admin invites someone from Admin home; the invite link makes the account', async ({ page, browser }) => {
  await registerAndVerify(page, server.url, 'Boss', 'boss@example.com');
  await page.getByRole('banner').getByRole('button', { name: 'boss@example.com' }).click();
  await page.getByRole('link', { name: 'Admin home' }).click();
  await expect(page.getByRole('heading', { name: 'Admin home' })).toBeVisible();
  const invited = newEmail('fay');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(invited);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invite sent to ${invited}.`)).toBeVisible();

  const guestContext = await browser.newContext({ baseURL: server.url, locale: 'en-GB' });
  const fay = await guestContext.newPage();
  await fay.goto(await sink.linkFor(invited, '/account/invite'));
  await expect(fay.getByRole('heading', { name: 'You are invited' })).toBeVisible();
  await expect(fay.getByText(invited)).toBeVisible();
  await fay.getByLabel('Name').fill('Fay');
  await fay.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await fay.getByLabel('Confirm password').fill(PASSWORD);
  await fay.getByRole('button', { name: 'Create my account' }).click();
  await expect(fay.getByRole('heading', { name: 'Welcome to Snackparty' })).toBeVisible();
  await expect(fay.getByRole('banner').getByRole('button', { name: invited })).toBeVisible();
  await guestContext.close();
});
