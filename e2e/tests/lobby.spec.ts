import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone, openProfileStep } from '../support/phones';

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181));
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

function playerList(page: Page) {
  return page.getByRole('list', { name: /Players in the room/ });
}

test('a TV hosts, three phones join live, one is kicked, one reloads, the server restarts', async ({ browser }) => {
  const base = server.url;

  // The TV creates a room.
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const codeLabel = await tv.locator('.host-lobby__code').getAttribute('aria-label');
  const code = codeLabel!.replace(/^Room code /, '').replace(/ /g, '');
  expect(code).toMatch(/^[A-Z0-9]{5}$/);
  await expect(tv.getByText('Nobody here yet. Grab your phones!')).toBeVisible();

  // Three phones join; the one that wants a taken avatar is told so.
  const ann = await newPhone(browser, base);
  const bob = await newPhone(browser, base);
  const cat = await newPhone(browser, base);
  await openProfileStep(cat.page, code, 'Cat', 'DONUT');
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await cat.page.getByRole('button', { name: 'Join game' }).click();
  await expect(cat.page.getByText('This avatar is already taken. Please pick another one.')).toBeVisible();
  await cat.page.getByRole('button', { name: 'View all' }).click();
  await expect(cat.page.getByRole('button', { name: 'DONUT — Taken' })).toBeDisabled();
  await cat.page.getByRole('button', { name: 'TACO', exact: true }).click();
  await cat.page.getByRole('button', { name: 'Join game' }).click();
  await expect(cat.page).toHaveURL(/\/player\/session$/, { timeout: 15_000 });
  await joinAs(bob.page, code, 'Bob', 'PANDA');

  // The TV sees all three, live.
  const list = playerList(tv);
  await expect(list.getByText('ANN')).toBeVisible();
  await expect(list.getByText('BOB')).toBeVisible();
  await expect(list.getByText('CAT')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // The host kicks Bob: Bob is told and cannot come back.
  await tv.getByRole('button', { name: 'Remove BOB' }).click();
  await tv.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(bob.page.getByText('You were removed from the room.')).toBeVisible();
  await expect(list.getByText('BOB')).toHaveCount(0);
  await bob.page.goto(`/join/${code}`);
  await expect(bob.page.getByRole('button', { name: 'Rejoin' })).toHaveCount(0);
  await bob.page.getByLabel('Your name').fill('Bob');
  await bob.page.getByRole('button', { name: 'Join game' }).click();
  await expect(bob.page.getByText('You were removed from the room.')).toBeVisible();

  // Ann reloads her phone and is back in the same seat.
  const annSeat = await ann.page.evaluate(() => JSON.parse(localStorage.getItem('gameSessionPlayerDto')!).sessionPlayerId);
  await ann.page.reload();
  await expect(ann.page).toHaveURL(/\/player\/session$/);
  await expect(ann.page.getByText('ANN').first()).toBeVisible();
  expect(await ann.page.evaluate(() => JSON.parse(localStorage.getItem('gameSessionPlayerDto')!).sessionPlayerId)).toBe(annSeat);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // The server restarts: the room and its seats are still there, and everyone reconnects.
  await server.restart();
  await tv.reload();
  await expect(playerList(tv).getByText('ANN')).toBeVisible({ timeout: 15_000 });
  await expect(playerList(tv).getByText('CAT')).toBeVisible();
  await cat.page.reload();
  await expect(cat.page).toHaveURL(/\/player\/session$/);
  await expect(cat.page.getByText('CAT').first()).toBeVisible();
  const res = await fetch(`${base}/api/v1/gameSession/${code}`);
  expect((await res.json()).active).toBe(true);

  await Promise.all([tvContext.close(), ann.context.close(), bob.context.close(), cat.context.close()]);
});
