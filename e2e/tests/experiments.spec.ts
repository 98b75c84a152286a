import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerAndVerify } from '../support/accounts';
import { MailSink } from '../support/mail';
import { PHONE, TV, joinAs } from '../support/phones';
import { ServerProcess } from '../support/server';

/** Every stage at its real size goes into the docs, to be looked at. */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  // Let the entrance animations settle.
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SHOTS}experiments-${name}.png` });
}

const ADMIN = 'boss@example.com';
const sink = new MailSink();
const port = Number(process.env.E2E_PORT ?? 8181) + 13;
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

/** Where the avatar of `playerId` stands on a screen's field (scene pixels), or null. */
async function avatarAt(page: Page, playerId: string): Promise<{ x: number; y: number } | null> {
  const g = page.locator(`.tag-avatar[data-player="${playerId}"]`).first();
  if ((await g.count()) === 0) return null;
  return { x: Number(await g.getAttribute('data-x')), y: Number(await g.getAttribute('data-y')) };
}

/** The centre of the joystick on a phone's screen (CSS pixels). */
async function padCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.getByRole('application', { name: /Joystick/ }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger pushes the joystick `dx`, `dy` from its centre for `ms`, then lets go. */
async function steerWithTouch(context: BrowserContext, page: Page, dx: number, dy: number, ms: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const centre = await padCentre(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: centre.x, y: centre.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: centre.x + dx / 2, y: centre.y + dy / 2 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: centre.x + dx, y: centre.y + dy }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The mouse holds the joystick `dx`, `dy` from its centre for `ms`, then lets go. */
async function steerWithMouse(page: Page, dx: number, dy: number, ms: number): Promise<void> {
  const centre = await padCentre(page);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 4 });
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

test('EXPERIMENTS: an admin hosts tag, two phones (touch and mouse) and an AI run on the TV, a round ends with results', async ({ browser }) => {
  test.setTimeout(240_000);

  // Someone who is not an admin never sees the game in the create dialog.
  const guestContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/');
  await guestPage.getByRole('button', { name: 'Create room' }).first().click();
  const guestDialog = guestPage.getByRole('dialog');
  await guestDialog.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(guestDialog.getByRole('button', { name: /RPS Shoot/ }).first()).toBeVisible();
  await expect(guestDialog.getByRole('button', { name: /Experiments/ })).toHaveCount(0);
  await guestContext.close();

  // The admin signs up and sees it.
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await registerAndVerify(tv, sink, server.url, 'Boss', ADMIN);
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog', { name: 'Create a room' });
  await expect(dialog.getByRole('button', { name: /Experiments/ })).toBeVisible();
  await shot(tv, 'create-admin-tv');
  await dialog.getByRole('button', { name: /Experiments/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  // Ann's phone has a touch screen; Bob plays in a small desktop window with a mouse.
  const annContext = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const ann = await annContext.newPage();
  const bobContext = await browser.newContext({ viewport: PHONE.viewport, baseURL: server.url, locale: 'en-GB' });
  const bob = await bobContext.newPage();
  await joinAs(ann, code, 'Ann', 'DONUT');
  await joinAs(bob, code, 'Bob', 'PANDA');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Rounds' }).getByText('1', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Rounds' }).getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await panel.getByRole('button', { name: 'Done' }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of [ann, bob]) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });

  // ---- The run: everyone on the TV's field, "it" marked with its ring and hand.
  await expect(tv.locator('.tag--tv[data-stage="tag"]')).toBeVisible({ timeout: 15_000 });
  await expect(tv.locator('.tag-avatar')).toHaveCount(3);
  await expect(tv.locator('.tag-avatar[data-it="true"] .tag-avatar__it-ring')).toHaveCount(1);
  await expect(tv.locator('.tag-avatar[data-it="true"] .tag-avatar__it-badge')).toHaveCount(1);
  for (const phone of [ann, bob]) {
    await expect(phone.getByRole('application', { name: /Joystick/ })).toBeVisible();
    await expect(phone.locator('.tag-avatar')).toHaveCount(3);
  }
  const annId = (await ann.locator('.tag-avatar.is-mine').getAttribute('data-player'))!;
  const bobId = (await bob.locator('.tag-avatar.is-mine').getAttribute('data-player'))!;
  const aiId = (await tv.locator('.tag-avatar').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-player')))).find((id) => id !== annId && id !== bobId)!;
  expect(Number(aiId)).toBeLessThan(0);

  // The AI player runs by itself.
  const aiFrom = await avatarAt(tv, aiId);
  await expect.poll(async () => JSON.stringify(await avatarAt(tv, aiId)), { timeout: 5_000 }).not.toBe(JSON.stringify(aiFrom));

  // Ann pushes her joystick with a finger, to the right: the TV sees her run.
  const annFrom = (await avatarAt(tv, annId))!;
  const annStart = (await avatarAt(ann, annId))!;
  const right = annFrom.x < 1200 ? 1 : -1;
  await steerWithTouch(annContext, ann, 80 * right, 0, 1_200);
  await expect.poll(async () => ((await avatarAt(tv, annId))!.x - annFrom.x) * right, { timeout: 5_000 }).toBeGreaterThan(250);
  // The finger has let go, but the run's last steps may still be on their way: the phone and the TV
  // come to rest at the same place.
  await expect.poll(async () => (await avatarAt(tv, annId))!.x - (await avatarAt(ann, annId))!.x, { timeout: 5_000 }).toBe(0);
  const annOnPhone = (await avatarAt(ann, annId))!;
  expect((annOnPhone.x - annStart.x) * right).toBeGreaterThan(250);
  await shot(ann, 'tag-phone');

  // Bob holds the knob down with the mouse: the TV sees him run too.
  const bobFrom = (await avatarAt(tv, bobId))!;
  const down = bobFrom.y < 560 ? 1 : -1;
  await steerWithMouse(bob, 0, 80 * down, 900);
  await expect.poll(async () => ((await avatarAt(tv, bobId))!.y - bobFrom.y) * down, { timeout: 5_000 }).toBeGreaterThan(200);
  await shot(bob, 'tag-phone-mouse');
  await shot(tv, 'tag-tv');

  // ---- The host ends the run: everyone's times and points.
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' }).click();
  await expect(tv.locator('.tag--tv[data-stage="results"]')).toBeVisible({ timeout: 10_000 });
  const results = tv.getByRole('list', { name: "This round's times and points" });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(results).toContainText('ANN');
  await expect(results).toContainText('BOB');
  for (const phone of [ann, bob]) await expect(phone.getByRole('list', { name: "This round's times and points" })).toBeVisible();
  await expect(ann.locator('.tag-results__row.is-self')).toContainText('ANN');
  await shot(tv, 'results-tv');
  await shot(ann, 'results-phone');

  // One round: the results lead to the final scores.
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  await shot(tv, 'over-tv');

  await Promise.all([tvContext.close(), annContext.close(), bobContext.close()]);
});
