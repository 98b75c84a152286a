import { expect, test } from '@playwright/test';
import { newEmail, registerAndVerify } from '../support/accounts';
import { MailSink } from '../support/mail';
import { TV, joinAs, newPhone } from '../support/phones';
import { focusWithArrows, pressWithRemote } from '../support/remote';
import { ServerProcess } from '../support/server';

const sink = new MailSink();
const port = Number(process.env.E2E_PORT ?? 8181) + 3;
let server: ServerProcess;

test.beforeAll(async () => {
  const smtpPort = await sink.start();
  server = new ServerProcess(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  await sink.close();
});

test('a TV signs in by a code a phone confirms, opens a room and runs a game with the remote only', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = server.url;
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const owner = await newPhone(browser, base);
  const email = newEmail('tv-owner');
  await registerAndVerify(owner.page, sink, base, 'Tia', email);

  // The TV home, on a TV (here by ?tv=1): the remote starts on "Create room"; up goes to "Sign in".
  await tv.goto('/?tv=1');
  const create = tv.getByRole('button', { name: 'Create room' });
  await expect(create).toBeFocused();
  await tv.screenshot({ path: '../docs/screenshots/smart-tv-home-1920.png' });
  await pressWithRemote(tv, tv.getByRole('button', { name: 'Sign in' }));
  const signIn = tv.getByRole('dialog', { name: 'Sign in on this TV' });
  const shownCode = (await signIn.getByTestId('tv-login-code').textContent())!.trim();
  expect(shownCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
  await expect(signIn.getByText(`127.0.0.1:${port}/loginCode/${shownCode}`)).toBeVisible();
  await expect(signIn.getByRole('img', { name: 'QR code to sign this TV in' })).toBeVisible();
  await tv.screenshot({ path: '../docs/screenshots/smart-tv-sign-in-code-1920.png' });

  // The phone opens the QR's address, checks the code and confirms.
  await owner.page.goto(`/loginCode/${shownCode}`);
  await expect(owner.page.getByTestId('login-code')).toHaveText(shownCode);
  await owner.page.screenshot({ path: '../docs/screenshots/smart-tv-confirm-code-390.png' });
  await owner.page.getByRole('button', { name: 'Yes, sign the TV in' }).click();
  await expect(owner.page.getByRole('heading', { name: 'The TV is signed in' })).toBeVisible();
  await owner.page.screenshot({ path: '../docs/screenshots/smart-tv-confirmed-390.png' });

  // The TV hears it at its next poll and is signed in to the account.
  await expect(tv.getByTestId('tv-signed-in')).toHaveText('Signed in as Tia', { timeout: 15_000 });
  await expect(signIn).toBeHidden();
  // The same code is spent.
  const again = await owner.page.request.post(`/api/v1/smarttv/confirmLoginCode/${shownCode}`, {
    headers: { authorization: `Bearer ${await owner.page.evaluate(() => localStorage.getItem('accessToken'))}` },
  });
  expect([409, 410]).toContain(again.status());

  // A room on the TV, with the remote: create, pick RPS Shoot, create.
  await pressWithRemote(tv, create);
  const dialog = tv.getByRole('dialog', { name: 'Create a room' });
  await pressWithRemote(tv, dialog.getByRole('button', { name: /RPS Shoot/ }));
  await expect(dialog.getByRole('radio', { name: /This TV/ })).toBeChecked();
  await tv.screenshot({ path: '../docs/screenshots/smart-tv-create-mode-1920.png' });
  await pressWithRemote(tv, dialog.getByRole('button', { name: 'Create room' }));
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const codeLabel = await tv.locator('.host-lobby__code').getAttribute('aria-label');
  const code = codeLabel!.replace(/^Room code /, '').replace(/ /g, '');
  const session = await tv.request.get(`/api/v1/smarttv/${code}`);
  expect(await session.json()).toMatchObject({ gameCode: code, hostType: 'SMART_TV' });

  const ann = await newPhone(browser, base);
  const bob = await newPhone(browser, base);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(2);
  await tv.screenshot({ path: '../docs/screenshots/smart-tv-lobby-1920.png' });

  // Start with the remote; both phones battle.
  await pressWithRemote(tv, tv.getByRole('button', { name: 'Start game' }));
  for (const phone of [ann.page, bob.page]) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  for (const phone of [ann.page, bob.page]) await expect(phone.getByRole('heading', { name: 'Pick your three throws' })).toBeVisible({ timeout: 15_000 });
  for (const move of ['Rock', 'Paper', 'Scissors']) await ann.page.getByRole('button', { name: move, exact: true }).click();
  await expect(ann.page.getByRole('status').filter({ hasText: 'Locked in' })).toBeVisible();
  // The second to lock in ends the battle at once.
  for (const move of ['Rock', 'Paper', 'Scissors']) await bob.page.getByRole('button', { name: move, exact: true }).click();
  await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByText(/It's a tie!/)).toBeVisible({ timeout: 10_000 });

  // The host ends the game from the remote, confirms with OK, and the podium shows.
  await pressWithRemote(tv, tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'End game' }));
  const confirmEnd = tv.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' });
  await focusWithArrows(tv, confirmEnd);
  await tv.keyboard.press('Enter');
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
  await tv.screenshot({ path: '../docs/screenshots/smart-tv-podium-1920.png' });
  await Promise.all([tvContext.close(), owner.context.close(), ann.context.close(), bob.context.close()]);
});
