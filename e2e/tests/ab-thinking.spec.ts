import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';

/** Every stage at its real size goes into the docs, to be looked at. */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const taken = new Set<string>();
async function shot(page: Page, name: string): Promise<void> {
  if (taken.has(name)) return;
  taken.add(name);
  // Let the entrance animations settle.
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SHOTS}ab-thinking-${name}.png` });
}

const port = Number(process.env.E2E_PORT ?? 8181) + 11;
let server: ServerProcess;
test.beforeAll(async () => {
  server = new ServerProcess(port);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

interface Phone {
  name: string;
  page: Page;
}

/** The shared screen's stage, the question and its number: what changes when the game moves on. */
async function tvMoment(tv: Page): Promise<string> {
  const stage = (await tv.locator('main.host-game').getAttribute('data-stage')) ?? '';
  const which = (await tv.locator('.ab-top__which').textContent({ timeout: 300 }).catch(() => '')) ?? '';
  const round = (await tv.locator('.ab-round').first().textContent({ timeout: 300 }).catch(() => '')) ?? '';
  return `${stage}|${round}|${which}`;
}

/** The host skips the stage's timer, once the moment is still on. */
async function skip(tv: Page, moment: string): Promise<void> {
  if ((await tvMoment(tv)) !== moment) return;
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' }).click();
  await expect.poll(() => tvMoment(tv), { timeout: 10_000 }).not.toBe(moment);
  // Host buttons ignore a second click within a moment.
  await tv.waitForTimeout(1_100);
}

/** A phone answers what the question asks: a side, then the slider (or, in the final, a guess). */
async function answer(phone: Phone, side: 'first' | 'last', prediction: string, onShot?: () => Promise<void>): Promise<'answered' | 'over'> {
  const page = phone.page;
  const pick = page.getByRole('group', { name: 'Your pick' });
  const over = page.locator('.ab:not([data-stage="question"])');
  await expect(pick.or(over)).toBeVisible({ timeout: 15_000 });
  if (await over.isVisible()) return 'over';
  await pick.getByRole('button')[side]().click();
  const slider = page.getByRole('slider');
  const guess = page.getByRole('group', { name: /^What will .* pick\?$/ });
  const named = page.getByText('Everyone is guessing your pick!');
  await expect(slider.or(guess).or(named).or(over)).toBeVisible({ timeout: 10_000 });
  if (await slider.isVisible()) await slider.fill(prediction);
  else if (await guess.isVisible()) await guess.getByRole('button')[side === 'first' ? 'last' : 'first']().click();
  await onShot?.();
  await expect(page.getByText(/Locked in!/).or(over)).toBeVisible({ timeout: 10_000 });
  return 'answered';
}

test('AB_THINKING: a TV and three phones with one AI play a whole game to the podium, every stage on screen', async ({ browser }) => {
  test.setTimeout(420_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /A\/B Thinking/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const contexts = [];
  const phones: Phone[] = [];
  for (const [name, avatar] of [
    ['Ann', 'DONUT'],
    ['Bob', 'PANDA'],
    ['Cy', 'BAGEL'],
  ] as const) {
    const phone = await newPhone(browser, server.url);
    contexts.push(phone.context);
    await joinAs(phone.page, code, name, avatar);
    phones.push({ name, page: phone.page });
  }
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(4);
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Rounds' }).getByText('2', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Rounds' }).getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await shot(tv, 'lobby-settings-tv');
  await panel.getByRole('button', { name: 'Done' }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  const [ann, bob, cy] = phones as [Phone, Phone, Phone];

  // ---- The first question: the TV shows the halves and the how-to-play card; nobody's pick shows.
  await expect(tv.locator('.ab-halves')).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByText('How to play')).toBeVisible();
  await shot(ann.page, 'question-phone');

  let questions = 0;
  let finals = 0;
  let lastMoment = '';
  const deadline = Date.now() + 380_000;
  while (Date.now() < deadline) {
    if (await tv.getByRole('heading', { name: 'Final scores' }).isVisible()) break;
    const moment = await tvMoment(tv);
    const stage = moment.split('|')[0];
    const fresh = moment !== lastMoment;
    lastMoment = moment;
    if (stage === 'question' && fresh) {
      questions += 1;
      const final = await tv.locator('.ab.is-final').isVisible();
      if (final) finals += 1;
      for (const [i, phone] of phones.entries()) {
        const named = final && (await phone.page.getByText('Everyone is guessing your pick!').isVisible());
        const result = await answer(phone, i === 1 ? 'last' : 'first', String([70, 35, 55][i]), async () => {
          if (i !== 0 && !named) return;
          if (named) await shot(phone.page, 'final-named-phone');
          else await shot(phone.page, final ? 'final-guess-phone' : 'answered-phone');
        });
        if (result === 'over') break;
        if (i === 0 && (await tvMoment(tv)) === moment) {
          // The TV ticks off who has answered, never what.
          await expect(tv.locator('.ab-answerer.is-done')).not.toHaveCount(0);
          await expect(tv.locator('.ab-marker, .ab-card')).toHaveCount(0);
          await shot(tv, final ? 'final-question-tv' : 'question-tv');
        }
      }
      // The AI player answers within seconds and the question closes by itself.
      await expect.poll(() => tvMoment(tv), { timeout: 25_000 }).not.toBe(moment);
    } else if (stage === 'split') {
      await expect(tv.locator('.ab-bar')).toBeVisible();
      if (!taken.has('split-tv')) {
        await tv.waitForTimeout(2_400);
        await shot(tv, 'split-tv');
        await shot(bob.page, 'split-phone');
      }
      await skip(tv, moment);
    } else if (stage === 'predictions') {
      const final = await tv.locator('.ab-final-reveal').isVisible();
      if (final) {
        await expect(tv.locator('.ab-guesses__side')).toHaveCount(2);
        await expect(ann.page.locator('.ab-phone__result')).toBeVisible();
        await shot(tv, 'final-reveal-tv');
        await shot(ann.page, 'final-reveal-phone');
      } else {
        await expect(tv.locator('.ab-marker')).toHaveCount(4);
        await expect(tv.locator('.ab-card')).toHaveCount(4);
        if (!taken.has('predictions-tv')) {
          await tv.waitForTimeout(3_000);
          await shot(tv, 'predictions-tv');
          await shot(ann.page, 'predictions-phone');
        }
      }
      await skip(tv, moment);
    } else if (stage === 'roundScores') {
      const final = await tv.getByRole('heading', { name: 'Final round results' }).isVisible();
      await expect(tv.getByRole('list', { name: final ? 'Final round results' : 'Round 1 results' }).getByRole('listitem')).toHaveCount(4);
      await shot(tv, final ? 'final-scores-tv' : 'round-scores-tv');
      await shot(cy.page, final ? 'final-scores-phone' : 'round-scores-phone');
      await skip(tv, moment);
    } else {
      await tv.waitForTimeout(250);
    }
  }
  // Four questions and the final's four; a host's skip that lands as a stage ends by itself may skip one.
  expect(questions).toBeGreaterThanOrEqual(6);
  expect(finals).toBeGreaterThanOrEqual(2);
  for (const name of ['question-tv', 'split-tv', 'predictions-tv', 'round-scores-tv', 'final-question-tv', 'final-reveal-tv']) expect(taken.has(name), name).toBe(true);

  // ---- The podium on every screen.
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByRole('list', { name: 'The winners' }).getByRole('listitem')).not.toHaveCount(0);
  for (const phone of phones) await expect(phone.page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
  await shot(tv, 'podium-tv');
  await shot(cy.page, 'podium-phone');
  await Promise.all([tvContext.close(), ...contexts.map((c) => c.close())]);
});

test('AB_THINKING on phones alone: the phone shows the question, the split and every prediction', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await newPhone(browser, server.url);
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /A\/B Thinking/ }).click();
  const code = await createAsPlayingHost(owner.page, 'Ann', 'DONUT');
  const others = [await newPhone(browser, server.url), await newPhone(browser, server.url), await newPhone(browser, server.url)];
  const phones: Phone[] = [
    { name: 'Ann', page: owner.page },
    { name: 'Bob', page: others[0]!.page },
    { name: 'Cy', page: others[1]!.page },
    { name: 'Dee', page: others[2]!.page },
  ];
  for (const [i, [name, avatar]] of (
    [
      ['Ann', 'DONUT'],
      ['Bob', 'PANDA'],
      ['Cy', 'BAGEL'],
      ['Dee', 'TACO'],
    ] as const
  ).entries()) {
    if (i > 0) await joinAs(phones[i]!.page, code, name, avatar);
  }
  await expect(owner.page.locator('.player-others').getByRole('listitem')).toHaveCount(4);
  await owner.page.getByRole('button', { name: 'Start game' }).click();
  for (const [i, phone] of phones.entries()) {
    await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    await answer(phone, i % 2 === 0 ? 'first' : 'last', String(20 + i * 20));
  }
  // Everyone answered: the split fills on every phone, then every prediction lands on it.
  await expect(owner.page.locator('.ab-bar')).toBeVisible({ timeout: 10_000 });
  await owner.page.waitForTimeout(2_400);
  await shot(owner.page, 'alone-split-phone');
  await expect(owner.page.locator('.ab-marker')).toHaveCount(4, { timeout: 12_000 });
  await expect(owner.page.getByRole('list', { name: 'Points for this question' }).getByRole('listitem')).toHaveCount(4);
  // The markers land one after another.
  await owner.page.waitForTimeout(1_200);
  await shot(owner.page, 'alone-predictions-phone');
  await Promise.all([owner.context.close(), ...others.map((o) => o.context.close())]);
});
