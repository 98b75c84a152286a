import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV, openProfileStep } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}audience-${name}.png` });
}

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 21);
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** REQUIP seats sixteen: the names and avatars of a full room. */
const SEATS: Array<[string, string]> = [
  ['Ada', 'bagel'], ['Ben', 'sushi-dude'], ['Cleo', 'panda'], ['Dev', 'pear-man'], ['Eli', 'donut'], ['Fay', 'tomato'],
  ['Gus', 'fry-guy'], ['Hana', 'shades'], ['Ivo', 'pizza'], ['Jo', 'taco'], ['Kai', 'burger'], ['Lea', 'hotdog'],
  ['Mo', 'cupcake'], ['Nia', 'ice-cream'], ['Oto', 'watermelon'], ['Pia', 'banana'],
];

/** Someone takes a seat through the API (a guest with their own token), as a phone's join does; their phone then sleeps. */
async function joinByApi(code: string, alias: string, avatar: string): Promise<void> {
  const guest = await fetch(`${server.url}/api/v1/user/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guestId: `audience-${alias}-${Date.now()}`, language: 'en' }),
  });
  const { accessToken } = (await guest.json()) as { accessToken: string };
  const joined = await fetch(`${server.url}/api/v1/gameSession/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ gameCode: code, alias, avatarSrc: `/avatars/${avatar}.svg`, userInfo: { host: false } }),
  });
  expect(joined.status, await joined.clone().text()).toBe(200);
}

test('the audience: a full REQUIP room turns a phone away from its seats, the phone joins the audience and its vote shows on the TV', async ({ browser }) => {
  test.setTimeout(240_000);
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
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
  for (const [alias, avatar] of SEATS) await joinByApi(code, alias, avatar);
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(16, { timeout: 15_000 });

  // A phone opens the join link: the room is full, and the audience is offered instead.
  const phoneContext = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const phone = await phoneContext.newPage();
  await openProfileStep(phone, code, 'Zoe', 'EGG');
  await phone.getByRole('button', { name: 'Join game' }).click();
  await expect(phone.getByRole('alert')).toHaveText('This room is full.');
  const offer = phone.getByRole('region', { name: 'Watch and vote with the audience' });
  await expect(offer).toBeVisible();
  await shot(phone, 'offer-phone');
  await offer.getByRole('button', { name: 'Join the audience' }).click();
  await expect(phone).toHaveURL(new RegExp(`/audience/${code}$`));
  // The name typed for the seat is the audience name: no second form.
  await expect(phone.getByRole('heading', { name: 'Waiting for the next game' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.locator('.audience-head__name')).toHaveText(/^zoe$/i);
  await expect(tv.getByRole('status', { name: '1 watching in the audience' })).toBeVisible({ timeout: 10_000 });
  await shot(phone, 'waiting-phone');

  // The game starts: the audience follows it. The sleeping phones' seats are played by the AI after the room's wait.
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(phone.getByRole('heading', { name: 'Everyone writes answers' })).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByText('Watch the big screen')).toBeVisible();

  // The vote: the audience votes among the answers on the TV, and sees its own split. The seats the AI
  // plays may all vote before this phone does (the vote then ends at once): then it votes on the next prompt.
  const ballot = phone.getByRole('group', { name: 'Vote for your favourite' });
  const mark = tv.getByText('Audience 100%');
  let chosenText = '';
  for (let prompt = 0; prompt < 4; prompt += 1) {
    await expect(ballot).toBeVisible({ timeout: 90_000 });
    const choice = ballot.getByRole('button').first();
    chosenText = (await choice.locator('.audience-option__label').textContent())!.trim();
    await choice.click();
    const counted = await expect(choice)
      .toContainText('100%', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!counted) continue;
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(phone.getByText('Your choice is in. You can still change it.')).toBeVisible();
    await shot(phone, 'vote-phone');
    // The reveal: the TV shows the audience's vote apart from the players', on the answer it chose.
    if (await expect(mark).toBeVisible({ timeout: 40_000 }).then(() => true, () => false)) break;
  }
  await expect(mark).toBeVisible();
  const answer = tv.locator('.requip-card').filter({ has: mark }).first();
  await expect(answer).toContainText(chosenText);
  await shot(tv, 'reveal-tv');
  await expect(phone.locator('.audience-result')).toBeVisible({ timeout: 15_000 });
  await shot(phone, 'result-phone');

  // The audience page on a big screen (a laptop in the back of the room): the name first, then the game.
  const laptopContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const laptop = await laptopContext.newPage();
  await laptop.goto(`/audience/${code}`);
  await laptop.getByLabel('Your name').fill('Yuri');
  await shot(laptop, 'name-tv');
  await laptop.getByRole('button', { name: 'Watch' }).click();
  await expect(laptop.locator('.audience-stage__game')).toHaveText('Requip', { timeout: 15_000 });
  await expect(tv.getByRole('status', { name: '2 watching in the audience' })).toBeVisible({ timeout: 10_000 });
  await shot(laptop, 'game-tv');

  await laptopContext.close();
  await phoneContext.close();
  await tvContext.close();
});
