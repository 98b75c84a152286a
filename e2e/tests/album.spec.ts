/**
 * The party album: a night of two games (Requip, then A/B Thinking) on a TV with AI players; the TV
 * shows the album's QR after each game; the host opens the album, makes a private link; another
 * device opens the album from the link; the host revokes it and the link stops working.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SHOTS}album-${name}.png`, fullPage: false });
}

const port = Number(process.env.E2E_PORT ?? 8181) + 17;
let server: ServerProcess;
test.beforeAll(async () => {
  server = new ServerProcess(port);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

async function addAi(tv: Page, count: number): Promise<void> {
  const seats = tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem');
  for (let i = 0; i < count; i++) {
    const before = await seats.count();
    await tv.getByRole('button', { name: 'Add AI player' }).click();
    await expect(seats).toHaveCount(before + 1);
    // The button ignores a second press for a moment (no double adds).
    await tv.waitForTimeout(1_600);
  }
}

async function oneRound(tv: Page): Promise<void> {
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Rounds' }).getByText('1', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Rounds' }).getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await panel.getByRole('button', { name: 'Done' }).click();
}

const ANSWERS = ['Pickled socks', 'A very confused goose', 'Tax return bingo', 'Spoon warmer deluxe', 'Interpretive dance'];

/** Whatever a phone is asked right now, it answers (a Requip answer or vote, an A/B pick); never waits long. */
async function playPhone(page: Page, name: string, written: string[]): Promise<void> {
  const quick = { timeout: 1_500 };
  const box = page.getByLabel('Your answer', { exact: true });
  if (await box.isVisible()) {
    const text = `${name}: ${ANSWERS[written.length % ANSWERS.length]}`;
    await box.fill(text, quick);
    await page.getByRole('button', { name: 'Send', exact: true }).click(quick);
    written.push(text);
    await page.waitForTimeout(400);
    return;
  }
  const ballot = page.getByRole('group', { name: /Which answer is the best\?|Give your 3 votes/ });
  if (await ballot.isVisible()) {
    const votes = (await page.getByRole('group', { name: /Give your 3 votes/ }).isVisible()) ? 3 : 1;
    for (let i = 0; i < votes; i++) await ballot.locator('button:not([disabled])').first().click(quick);
  }
  const noIdea = page.getByRole('button', { name: 'No idea, just send my vote' });
  if (await noIdea.isVisible()) await noIdea.click(quick);
  const pick = page.getByRole('group', { name: 'Your pick' });
  if ((await pick.isVisible()) && !(await page.getByText(/Locked in!/).isVisible())) {
    await pick.getByRole('button')[name === 'Ann' ? 'first' : 'last']().click(quick);
    const slider = page.getByRole('slider');
    if (await slider.isVisible()) await slider.fill('60', quick);
    const guess = page.getByRole('group', { name: /^What will .* pick\?$/ });
    if (await guess.isVisible()) await guess.getByRole('button').first().click(quick);
  }
}

/**
 * The AI players play; the host skips a stage's timer only once it has stood still for a while (the
 * AI players have had their say), until the podium. The TV then shows the album's QR.
 */
async function playToPodium(tv: Page, phones: Array<{ page: Page; name: string; written: string[] }>): Promise<void> {
  const podium = tv.getByRole('heading', { name: 'Final scores' });
  const screen = tv.locator('main.host-game');
  const deadline = Date.now() + 300_000;
  let moment = '';
  let since = Date.now();
  while (!(await podium.isVisible())) {
    if (Date.now() > deadline) throw new Error('the game did not reach its podium');
    // A phone's screen may change under it: each phone gets a few seconds, then the next look.
    for (const phone of phones) await Promise.race([playPhone(phone.page, phone.name, phone.written).catch(() => undefined), tv.waitForTimeout(5_000)]);
    const now = (await screen.getAttribute('data-stage', { timeout: 1_000 }).catch(() => '')) ?? '';
    if (now !== moment) {
      moment = now;
      since = Date.now();
    } else if (Date.now() - since > 12_000) {
      const skip = tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' });
      if (await skip.isVisible().catch(() => false)) await skip.click({ timeout: 2_000 }).catch(() => undefined);
      since = Date.now();
    }
    await tv.waitForTimeout(500);
  }
  await expect(tv.getByTestId('album-qr')).toBeVisible({ timeout: 10_000 });
}

test('a night of two games: the album after each, opened from the share link on another device, then the link revoked', async ({ browser }) => {
  test.setTimeout(600_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Requip/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });

  // Game 1: Requip, Ann and Bob on their phones with two AI players.
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
  const players = [];
  for (const [name, avatar] of [
    ['Ann', 'DONUT'],
    ['Bob', 'PANDA'],
  ] as const) {
    const phone = await newPhone(browser, server.url);
    await joinAs(phone.page, code, name, avatar);
    players.push({ ...phone, name, written: [] as string[] });
  }
  await addAi(tv, 2);
  await oneRound(tv);
  await tv.getByRole('button', { name: 'Start game' }).click();
  await playToPodium(tv, players);
  await shot(tv, 'qr-tv');

  // Game 2: A/B Thinking, the same four.
  await tv.getByRole('button', { name: 'Choose another game' }).click();
  await tv.getByRole('dialog', { name: 'Choose a game' }).getByRole('button', { name: /A\/B Thinking/ }).click();
  await expect(tv.getByRole('button', { name: 'Start game' })).toBeVisible({ timeout: 10_000 });
  await oneRound(tv);
  await tv.getByRole('button', { name: 'Start game' }).click();
  await playToPodium(tv, players);

  // The QR names the room's album; the host opens it: both games, in order.
  const address = (await tv.getByTestId('album-qr').getAttribute('data-address'))!;
  expect(address).toMatch(/\/album\/\d+$/);
  await tv.goto(new URL(address).pathname);
  await expect(tv.getByRole('heading', { name: 'Party album' })).toBeVisible();
  const games = tv.getByTestId('album-game');
  await expect(games).toHaveCount(2);
  await expect(games.nth(0).getByRole('heading', { level: 2 })).toContainText('Requip');
  await expect(games.nth(1).getByRole('heading', { level: 2 })).toContainText('A/B Thinking');
  await expect(games.nth(0).locator('.album-answer').first()).toBeVisible();
  // What the phones wrote is in the album, with its author.
  const written = players.flatMap((p) => p.written);
  expect(written.length).toBeGreaterThan(0);
  await expect(games.nth(0).getByText(written[0]!)).toBeVisible();
  await expect(games.nth(1).locator('.album-split').first()).toBeVisible();

  // The whole album as one file.
  const download = tv.waitForEvent('download');
  await tv.getByRole('button', { name: 'Download the album (HTML)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^snackparty-[a-z0-9]+-album\.html$/);

  // The host makes the private link.
  await tv.getByRole('button', { name: 'Make a private link' }).click();
  const link = tv.getByTestId('album-share-url');
  await expect(link).toHaveValue(/\/album\/shared\/[A-Za-z0-9_-]{22}$/);
  const shared = new URL(await link.inputValue()).pathname;
  await shot(tv, 'tv');

  // Another device, never in the room, opens the album from the link.
  const phone = await newPhone(browser, server.url);
  await phone.page.goto(shared);
  await expect(phone.page.getByRole('heading', { name: 'Party album' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.page.getByTestId('album-game')).toHaveCount(2);
  await expect(phone.page.getByRole('button', { name: 'Make a private link' })).toHaveCount(0);
  await shot(phone.page, 'phone');

  // The host revokes it: the link no longer opens the album.
  await tv.getByRole('button', { name: 'Revoke link' }).click();
  await expect(tv.getByRole('button', { name: 'Make a private link' })).toBeVisible();
  await phone.page.reload();
  await expect(phone.page.getByRole('alert')).toHaveText('This album link does not work (any more).');
  await expect(phone.page.getByTestId('album-game')).toHaveCount(0);

  await phone.context.close();
  for (const player of players) await player.context.close();
  await tvContext.close();
});
