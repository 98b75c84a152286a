/**
 * A room whose host refuses rude words: the TV sets the filter in the lobby; a German phone is told,
 * in German, that its rude name and then its rude answer are not taken, and plays on with clean ones.
 * Nothing rude ever reaches the TV.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV, createTvRoom, joinAs, newPhone } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}moderation-${name}.png` });
}

const port = Number(process.env.E2E_PORT ?? 8181) + 23;
let server: ServerProcess;
test.beforeAll(async () => {
  server = new ServerProcess(port);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

const REFUSED_DE = 'Dieses Wort ist in diesem Raum nicht erlaubt. Versuch etwas anderes.';

test('a strict room refuses a rude name and a rude answer, in the player’s language; the host hides an answer from every screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const code = await createTvRoom(tv, /Requip/);

  // The host refuses rude words: a room setting with three choices, masking until changed.
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  const filter = panel.getByRole('group', { name: 'Rude words' });
  await expect(filter.getByRole('radio', { name: 'Masked' })).toBeChecked();
  await filter.getByText('Refused', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Refused' })).toBeChecked();
  await filter.scrollIntoViewIfNeeded();
  await shot(tv, 'settings-tv');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(tv.locator('.settings-summary')).toContainText('Refused');

  // A German phone: its rude name is refused with the message in German; a clean one is taken.
  const german = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'de-DE' });
  const anna = await german.newPage();
  await anna.goto(`/join/${code}`);
  await expect(anna.getByRole('heading', { name: 'Wer bist du?' })).toBeVisible();
  await anna.getByLabel('Dein Name').fill('Fuck Face');
  await anna.getByRole('button', { name: 'Mitspielen' }).click();
  await expect(anna.getByText(REFUSED_DE)).toBeVisible({ timeout: 10_000 });
  await shot(anna, 'alias-refused-phone');
  await anna.getByLabel('Dein Name').fill('Anna');
  await anna.getByRole('button', { name: 'Mitspielen' }).click();
  await expect(anna).toHaveURL(/\/player\/session$/, { timeout: 15_000 });

  const others: Array<{ context: BrowserContext; page: Page }> = [];
  // Anna was given an avatar at random: each of the others has a second one in case it is theirs.
  for (const [name, ...avatars] of [
    ['Bob', 'PANDA', 'DONUT'],
    ['Cy', 'BAGEL', 'TACO'],
  ] as const) {
    const phone = await newPhone(browser, server.url);
    others.push(phone);
    await joinAs(phone.page, code, name, ...avatars);
  }
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  await expect(tv.getByText('Fuck')).toHaveCount(0);
  await tv.getByRole('button', { name: 'Start game' }).click();

  // Her rude answer is refused, in German, and she can write another.
  const box = anna.getByLabel('Deine Antwort', { exact: true });
  await expect(box).toBeVisible({ timeout: 20_000 });
  const prompt = (await anna.locator('.requip-phone__write .requip-prompt__text').textContent())!;
  await box.fill('so ein sh1t');
  await anna.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(anna.getByRole('alert').filter({ hasText: REFUSED_DE })).toBeVisible({ timeout: 10_000 });
  await shot(anna, 'answer-refused-phone');
  // The prompt is still hers to answer.
  await expect(anna.locator('.requip-phone__write .requip-prompt__text')).toHaveText(prompt);
  await box.fill('ein nasser Socken');
  await anna.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(anna.locator('.requip-phone__write .requip-prompt__text').filter({ hasText: prompt })).toHaveCount(0, { timeout: 10_000 });
  await expect(tv.getByText('sh1t')).toHaveCount(0);

  // Everyone answers the rest; at the vote the host hides an answer from every screen with one tap.
  await writeAll(anna, 'Deine Antwort', 'Senden', 'Alles beantwortet!');
  for (const phone of others) await writeAll(phone.page, 'Your answer', 'Send', 'All answered!');
  const options = tv.getByRole('list', { name: 'The answers' });
  await expect(options).toBeVisible({ timeout: 30_000 });
  const first = options.getByRole('listitem').first();
  const hiddenText = (await first.locator('.requip-option__text').textContent())!;
  await first.getByRole('button', { name: /^Hide answer A/ }).click();
  await expect(first).toContainText('Hidden by the host');
  await expect(options).not.toContainText(hiddenText);
  await shot(tv, 'hidden-answer-tv');
  // The phones' ballots show it hidden too (whoever may vote on this prompt).
  for (const page of [anna, ...others.map((o) => o.page)]) await expect(page.getByText(hiddenText, { exact: true })).toHaveCount(0);
  // The TV reloads: still hidden.
  await tv.reload();
  await expect(tv.getByRole('list', { name: 'The answers' }).or(tv.locator('.requip-card'))).not.toHaveCount(0, { timeout: 15_000 });
  await expect(tv.getByText('Hidden by the host').first()).toBeVisible();
  await expect(tv.locator('main')).not.toContainText(hiddenText);

  for (const context of [tvContext, german, ...others.map((o) => o.context)]) await context.close();
});

/** A phone writes an answer to every prompt it still has. */
async function writeAll(page: Page, label: string, send: string, done: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  const movedOn = page.locator('.requip:not([data-stage="answer"])');
  for (let i = 0; i < 3; i++) {
    const finished = page.getByRole('heading', { name: done });
    await expect(box.or(finished).or(movedOn)).toBeVisible({ timeout: 15_000 });
    if ((await finished.isVisible()) || (await movedOn.isVisible())) return;
    const prompt = (await page.locator('.requip-phone__write .requip-prompt__text').textContent())!;
    await box.fill(`a quiet answer ${i} ${Math.random().toString(36).slice(2, 6)}`);
    await page.getByRole('button', { name: send, exact: true }).click();
    await expect(page.locator('.requip-phone__write .requip-prompt__text').filter({ hasText: prompt })).toHaveCount(0, { timeout: 10_000 });
  }
}
