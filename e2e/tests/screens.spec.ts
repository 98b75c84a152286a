import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV, createAsPlayingHost, newPhone, openProfileStep } from '../support/phones';

/** How the screens are laid out at their real sizes: a TV at 1920×1080 and a phone at 390×844. */
const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 3);
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

const GUESTS: Array<[string, string]> = [
  ['Bob', 'tomato'], ['Charlotte', 'fry-guy'], ['Dmitri', 'shades'], ['Eve', 'pizza'], ['Francesca', 'taco'],
  ['Gus', 'burger'], ['Henrietta', 'hotdog'], ['Ivo', 'cupcake'], ['Jo', 'ice-cream'], ['Konstantin', 'watermelon'],
];

/** A TV opens a room for the game; returns its page and the room code. */
async function tvRoom(browser: Browser, gameName: RegExp) {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await context.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: gameName }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
  return { tv, code, close: () => context.close() };
}

/**
 * Someone joins through the API (a guest with their own token), as a phone's join does, with the first
 * of the avatars named that nobody in the room has (a host who plays may have been given any).
 */
async function joinByApi(code: string, alias: string, ...avatars: string[]): Promise<void> {
  const guest = await fetch(`${server.url}/api/v1/user/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guestId: `screens-${alias.replace(/\W/g, '')}-${Date.now()}`, language: 'en' }),
  });
  const { accessToken } = (await guest.json()) as { accessToken: string };
  for (const [i, avatar] of avatars.entries()) {
    const joined = await fetch(`${server.url}/api/v1/gameSession/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } }),
    });
    const text = await joined.text();
    if (joined.status === 409 && text.includes('error.avatar_in_use') && i < avatars.length - 1) continue;
    expect(joined.status, text).toBe(200);
    return;
  }
}

/** The host adds AI players one by one (the button ignores a second tap within a moment). */
async function addAiPlayers(tv: Page, count: number) {
  const players = tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem');
  const before = await players.count();
  for (let i = 1; i <= count; i++) {
    if (i > 1) await tv.waitForTimeout(1_600);
    await tv.getByRole('button', { name: 'Add AI player' }).click();
    await expect(players).toHaveCount(before + i);
  }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is on the page').not.toBeNull();
  return found!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The whole element shows in the window, without scrolling. */
async function expectInView(page: Page, locator: Locator) {
  const b = await box(locator);
  const { width, height } = page.viewportSize()!;
  expect(b.x >= 0 && b.y >= 0 && b.x + b.width <= width && b.y + b.height <= height, `${locator} within ${width}×${height}: ${JSON.stringify(b)}`).toBe(true);
}

test('a full room of 16 fits the TV lobby, and the seventh AI player is told all AI players are in', async ({ browser }) => {
  test.setTimeout(90_000);
  const { tv, code, close } = await tvRoom(browser, /Sync Think/);
  const players = tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem');
  await addAiPlayers(tv, 6);
  // 6 of 16: the room has room, the AI players have all come.
  await tv.waitForTimeout(1_600);
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByText('All AI players are already in the room.')).toBeVisible();
  await expect(tv.getByText('This room is full.')).toHaveCount(0);

  for (const [alias, avatar] of GUESTS) await joinByApi(code, alias, avatar);
  await expect(players).toHaveCount(16);
  await expect(tv.locator('.host-lobby__count')).toHaveText('16 / 16');

  // Everything on one screen: no scrolling, code, address, QR, every player and the start button in view.
  expect(await tv.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
  await expectInView(tv, tv.locator('.host-lobby__code'));
  await expectInView(tv, tv.locator('.host-lobby__url'));
  await expectInView(tv, tv.locator('.host-lobby__qr'));
  for (const player of await players.all()) await expectInView(tv, player);
  await expectInView(tv, tv.getByRole('button', { name: 'Start game' }));
  await close();
});

test('the how-to-play card hides neither the canvases nor the players, and a late phone sees the game in play', async ({ browser }) => {
  test.setTimeout(120_000);
  const { tv, code, close } = await tvRoom(browser, /Canvas Clash/);
  await addAiPlayers(tv, 3);
  await tv.getByRole('button', { name: 'Start game' }).click();
  const tutorial = tv.getByRole('complementary', { name: 'How to play' });
  await expect(tutorial).toBeVisible({ timeout: 15_000 });
  const canvases = tv.locator('.clash-canvas');
  await expect(canvases).toHaveCount(2);
  for (const canvas of await canvases.all()) expect(overlaps(await box(tutorial), await box(canvas))).toBe(false);
  for (const canvas of await canvases.all()) await expectInView(tv, canvas);

  // The same room plays SYNC_THINK: the card keeps clear of the players.
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'End game' }).click();
  await tv.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await tv.getByRole('button', { name: 'Choose another game' }).click();
  await tv.getByRole('dialog', { name: 'Choose a game' }).getByRole('button', { name: /Sync Think/ }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.locator('main.host-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await expect(tutorial).toBeVisible();
  const seats = tv.getByRole('list', { name: 'Players still in play' });
  expect(overlaps(await box(tutorial), await box(seats))).toBe(false);
  for (const seat of await seats.getByRole('listitem').all()) expect(overlaps(await box(tutorial), await box(seat))).toBe(false);

  // A phone that joins now plays from the next game; meanwhile it sees the stage in play, not "game starting".
  const late = await newPhone(browser, server.url);
  await openProfileStep(late.page, code, 'Latecomer', 'TACO');
  await late.page.getByRole('button', { name: 'Join game' }).click();
  await expect(late.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await expect(late.page.getByText('Game in play')).toBeVisible({ timeout: 10_000 });
  await expect(late.page.getByText('Round 1 · Everyone types a word')).toBeVisible();
  await expect(late.page.getByText("You'll play in the next game.")).toBeVisible();
  await expect(late.page.getByText('Game starting')).toHaveCount(0);
  // The next stage shows on the late phone as it comes.
  await tv.getByRole('button', { name: 'Skip timer' }).click();
  await expect(late.page.getByText('Round 1 · The answers')).toBeVisible({ timeout: 10_000 });
  await late.context.close();
  await close();
});

test("the host who plays on a phone shows the room's QR code, and the podium fits the phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const phone = await context.newPage();
  await phone.goto('/');
  await phone.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = phone.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /RPS Shoot/ }).click();
  // The host who plays picks a name in the dialog and is seated at once: no second trip through the join form.
  const code = await createAsPlayingHost(phone, 'Annabelle Lee', undefined, '../docs/screenshots/host-and-play-dialog-390.png');

  // Invite friends: a big QR code of the join link, and the link to copy.
  await expect(phone.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  await phone.getByRole('button', { name: 'Show QR code' }).click();
  const qr = phone.getByRole('dialog', { name: 'Scan to join' }).getByRole('img', { name: `QR code to join room ${code}` });
  await expect(qr).toBeVisible();
  expect((await box(qr)).width).toBeGreaterThanOrEqual(280);
  await phone.getByRole('dialog', { name: 'Scan to join' }).getByRole('button', { name: 'Close' }).click();
  await phone.getByRole('button', { name: 'Copy link' }).click();
  await expect(phone.getByText('Link copied')).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://[^/]+/join/${code}$`));

  // Four players with long names; the host ends the game at once: everyone ties on the podium.
  await joinByApi(code, 'Maximilian Hoff', 'pizza', 'bagel');
  await joinByApi(code, 'Christabel Wong', 'taco', 'donut');
  await phone.getByRole('button', { name: 'Add AI player' }).click();
  await expect(phone.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(4);
  await phone.getByRole('button', { name: 'Start game' }).click();
  await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await phone.getByRole('button', { name: 'Host controls' }).click();
  await phone.getByRole('dialog', { name: 'Host controls' }).getByRole('button', { name: 'End game' }).click();
  await phone.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(phone.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });

  // Three places side by side on one line, and no name cut that has the room to show.
  const places = phone.getByRole('list', { name: 'The winners' }).getByRole('listitem');
  await expect(places).toHaveCount(3);
  await phone.waitForTimeout(1_500); // the podium rises
  const steps = await Promise.all((await places.all()).map(box));
  expect(new Set(steps.map((s) => Math.round(s.y + s.height))).size, JSON.stringify(steps)).toBe(1);
  for (let i = 1; i < steps.length; i++) expect(steps[i]!.x).toBeGreaterThanOrEqual(steps[i - 1]!.x + steps[i - 1]!.width);
  const cut = await phone.locator('.podium__alias, .score-row__name').evaluateAll((names) =>
    names.filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent),
  );
  expect(cut).toEqual([]);
  await expect(phone.getByRole('list', { name: 'Everyone else' }).getByRole('listitem')).toHaveCount(1);
  await context.close();
});
