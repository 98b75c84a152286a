import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone, openProfileStep } from '../support/phones';

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181));
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

const SHOTS = '../docs/screenshots';

/** Toasts gone and overlays faded in, so a screenshot shows the screen as it stays. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.toast, .connection-banner')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(500);
}

/** A TV creates a Sync Think room with a central screen; returns the page and the room code. */
async function tvRoom(browser: Parameters<Parameters<typeof test>[2]>[0]['browser']): Promise<{ tv: Page; code: string }> {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await context.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const label = await tv.locator('.host-lobby__code').getAttribute('aria-label');
  const code = label!.replace(/^Room code /, '').replace(/ /g, '');
  expect(code).toMatch(/^[A-Z0-9]{5}$/);
  return { tv, code };
}

/** The host changes the room's settings as the lobby's controls do (PUT /host/updateGameSettings). */
async function setSettings(tv: Page, code: string, settings: Record<string, unknown>): Promise<void> {
  const status = await tv.evaluate(
    async ({ gameCode, settings }) => {
      const res = await fetch('/api/v1/host/updateGameSettings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        body: JSON.stringify({ gameCode, settings }),
      });
      return res.status;
    },
    { gameCode: code, settings },
  );
  expect(status).toBe(200);
}

test('a phone waits until the TV lets it in; a turned-away phone is told so', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  await setSettings(tv, code, { approveJoins: true });

  const ana = await newPhone(browser, server.url);
  await openProfileStep(ana.page, code, 'Ana', 'DONUT');
  await ana.page.getByRole('button', { name: 'Join game' }).click();
  await expect(ana.page.getByRole('alertdialog', { name: 'Waiting for the host to let you in' })).toBeVisible();
  await expect(tv.getByText('ANA wants to join')).toBeVisible();
  await settled(ana.page);
  await ana.page.screenshot({ path: `${SHOTS}/room-gate-waiting-phone.png` });
  await settled(tv);
  await tv.screenshot({ path: `${SHOTS}/room-gate-tv-requests.png` });
  // Still waiting a few asks later: nothing lets it in but the host.
  await ana.page.waitForTimeout(4500);
  await expect(ana.page).not.toHaveURL(/\/player\/session$/);

  await tv.getByRole('button', { name: 'Let ANA in' }).click();
  await expect(ana.page).toHaveURL(/\/player\/session$/, { timeout: 15_000 });
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByText('ANA')).toBeVisible();
  await expect(tv.getByText('ANA wants to join')).toHaveCount(0);

  const bob = await newPhone(browser, server.url);
  await openProfileStep(bob.page, code, 'Bob', 'TACO');
  await bob.page.getByRole('button', { name: 'Join game' }).click();
  await expect(tv.getByText('BOB wants to join')).toBeVisible();
  await tv.getByRole('button', { name: 'Turn BOB away' }).click();
  await expect(bob.page.getByText('The host did not let you in.')).toBeVisible({ timeout: 10_000 });
});

test('a kicked phone that clears its cookies cannot join again', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  const cat = await newPhone(browser, server.url);
  await joinAs(cat.page, code, 'Cat', 'DONUT');
  const list = tv.getByRole('list', { name: /Players in the room/ });
  await expect(list.getByText('CAT')).toBeVisible();
  await tv.getByRole('button', { name: 'Remove CAT' }).click();
  await tv.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(cat.page.getByText('You were removed from the room.')).toBeVisible();

  // Cookies and the app's sign-in gone: the phone comes back as a brand-new guest.
  const before = await cat.page.evaluate(() => localStorage.getItem('guestId'));
  await cat.context.clearCookies();
  await cat.page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key !== 'snackpartyDeviceId') localStorage.removeItem(key);
  });
  await openProfileStep(cat.page, code, 'Kat', 'TACO');
  await cat.page.getByRole('button', { name: 'Join game' }).click();
  await expect(cat.page.getByText('You were removed from the room.')).toBeVisible();
  expect(await cat.page.evaluate(() => localStorage.getItem('guestId'))).not.toBe(before);
  await expect(list.getByText('KAT')).toHaveCount(0);

  // Another phone joins as usual.
  const dan = await newPhone(browser, server.url);
  await joinAs(dan.page, code, 'Dan', 'TACO');
  await expect(list.getByText('DAN')).toBeVisible();
});

test('streamer mode hides the room code on the TV', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  await expect(tv.locator('.host-lobby__code')).toHaveText(code);
  await setSettings(tv, code, { streamerMode: true });
  await expect(tv.getByText(/Code hidden — streamer mode/)).toBeVisible();
  await expect(tv.locator('.host-lobby__code')).toHaveCount(0);
  await expect(tv.locator('.host-lobby__qr')).toHaveCount(0);
  expect(await tv.locator('main').innerText()).not.toContain(code);
  await settled(tv);
  await tv.screenshot({ path: `${SHOTS}/room-gate-tv-streamer.png` });
  await setSettings(tv, code, { streamerMode: false });
  await expect(tv.locator('.host-lobby__code')).toHaveText(code);
});

test("the host's phone shows the code and lets waiting phones in", async ({ browser }) => {
  const host = await newPhone(browser, server.url);
  await host.page.goto('/');
  await host.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = host.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  const code = await createAsPlayingHost(host.page, 'Olga');
  await setSettings(host.page, code, { approveJoins: true, streamerMode: true });
  // The code and its QR are on the host's phone.
  await expect(host.page.getByText(code, { exact: true })).toBeVisible();
  await expect(host.page.getByRole('button', { name: 'Show QR code' })).toBeVisible();

  const eve = await newPhone(browser, server.url);
  await openProfileStep(eve.page, code, 'Eve', 'TACO');
  await eve.page.getByRole('button', { name: 'Join game' }).click();
  await expect(eve.page.getByRole('alertdialog', { name: 'Waiting for the host to let you in' })).toBeVisible();
  const request = host.page.getByText('EVE wants to join');
  await expect(request).toBeVisible();
  await request.scrollIntoViewIfNeeded();
  await settled(host.page);
  await host.page.screenshot({ path: `${SHOTS}/room-gate-host-phone-requests.png` });
  await host.page.getByRole('button', { name: 'Let EVE in' }).click();
  await expect(eve.page).toHaveURL(/\/player\/session$/, { timeout: 15_000 });
});
