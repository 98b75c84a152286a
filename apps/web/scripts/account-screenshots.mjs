/**
 * Screenshots of the account screens at phone (390×844) and TV (1920×1080) size. The script runs
 * its own server (with the built app: `npm run build -w @snackparty/web` first) and a mail sink, so
 * that the links in the mails can be followed like a person would.
 *
 *   node apps/web/scripts/account-screenshots.mjs
 *
 * Output: docs/screenshots/account-*.png
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT = join(ROOT, 'docs/screenshots/');
const PORT = Number(process.env.PORT ?? 8391);
const BASE = `http://127.0.0.1:${PORT}`;
const ONLY = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;
mkdirSync(OUT, { recursive: true });

// A mail sink: every mail is kept, parsed.
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push(mail);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const dataDir = mkdtempSync(join(tmpdir(), 'snackparty-shots-'));
let server;
async function startServer(trialDays) {
  server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: BASE,
      TRIAL_DAYS: String(trialDays),
      ADMIN_EMAILS: 'ann@example.com',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}
async function stopServer() {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

async function linkFor(to, path) {
  for (let i = 0; i < 100; i++) {
    for (const mail of [...mails].reverse()) {
      if (!mail.to?.text?.includes(to)) continue;
      const match = new RegExp(`https?://[^\\s"<>]+${path}\\?[a-z]+=[^\\s"<>]+`).exec(String(mail.html || mail.text));
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no mail to ${to} with ${path}`);
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-GB' };
const TV = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: 'en-GB' };
const SIZES = { phone: PHONE, tv: TV };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function open(size, path = '/') {
  const context = await browser.newContext({ ...SIZES[size], baseURL: BASE });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror ${path}]`, error.message));
  await page.goto(path);
  await page.evaluate(() => globalThis.document.fonts.ready);
  return page;
}

async function shot(page, name, fullPage = false) {
  if (ONLY && !ONLY.has(name)) return;
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage });
  console.log('saved', name);
}

const PASSWORD = 'sunny-pickles-42';

/** Register (with shots of the form, an error and the mail-sent view), then follow the mail's link. */
async function register(size, name, email, withShots) {
  const page = await open(size, '/register');
  await page.getByLabel('Name').waitFor();
  if (withShots) await shot(page, `account-register-${size}`, size === 'phone');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('sunny-pickles-24');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('The passwords do not match.').waitFor();
  if (withShots) await shot(page, `account-register-error-${size}`);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
  if (withShots) await shot(page, `account-register-sent-${size}`);
  await page.goto(await linkFor(email, '/account/verifyEmail'));
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
  if (withShots) await shot(page, `account-verify-${size}`);
  return page;
}

try {
  await startServer(14);
  for (const size of ['phone', 'tv']) {
    // The login dialog (on the phone through the menu), with an error.
    const home = await open(size, '/');
    if (size === 'phone') {
      await home.getByRole('button', { name: 'Menu' }).click();
      await home.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log in' }).waitFor();
      await shot(home, 'account-menu-guest-phone');
      await home.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log in' }).click();
    } else {
      await home.getByRole('banner').getByRole('button', { name: 'Guest' }).click();
      await shot(home, 'account-menu-guest-tv');
      await home.getByRole('button', { name: 'Log in' }).click();
    }
    const login = home.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
    await shot(home, `account-login-${size}`);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText('Please enter a valid email address.').waitFor();
    await shot(home, `account-login-error-${size}`);
    await home.context().close();

    // Register, verify, the menu and the profile.
    const email = `ann.${size}@example.com`;
    const page = await register(size, 'Ann', email, true);
    if (size === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByText(email).waitFor();
      await shot(page, 'account-menu-phone');
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: email }).click();
      await shot(page, 'account-menu-tv');
      await page.getByRole('link', { name: 'Profile' }).click();
    }
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await shot(page, `account-profile-${size}`, true);

    // Forgot and reset password.
    const forgot = await open(size, '/account/forgotPassword');
    await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await shot(forgot, `account-forgot-${size}`);
    await forgot.getByRole('button', { name: 'Send link' }).click();
    await forgot.getByRole('heading', { name: 'Check your mail' }).waitFor();
    await shot(forgot, `account-forgot-sent-${size}`);
    await forgot.goto(await linkFor(email, '/account/resetPassword'));
    await forgot.getByLabel('New password', { exact: true }).waitFor();
    await shot(forgot, `account-reset-${size}`);
    await forgot.context().close();
    await page.context().close();
  }

  // An account whose trial ended at once: creating a room shows the overlay.
  await stopServer();
  await startServer(0);
  for (const size of ['phone', 'tv']) {
    const page = await register(size, 'Bo', `bo.${size}@example.com`, false);
    await page.goto('/');
    await page.getByRole('button', { name: 'Create room' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create a room' });
    await create.getByRole('button', { name: /Sync Think/ }).click();
    await create.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('dialog', { name: 'Your subscription has expired' }).waitFor();
    await shot(page, `account-overlay-${size}`);
    await page.context().close();
  }
} finally {
  await browser.close();
  if (server && server.exitCode === null) await stopServer();
  await new Promise((resolve) => smtp.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
