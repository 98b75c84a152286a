import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';

/** Every stage at its real size goes into the docs, to be looked at. */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string, settle = 700): Promise<void> {
  // Let the entrance animations settle.
  await page.waitForTimeout(settle);
  await page.screenshot({ path: `${SHOTS}snaption-${name}.png` });
}

const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 11);
test.beforeAll(async () => {
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

/** The shared screen's stage and round: what changes when the game moves on. */
async function tvMoment(tv: Page): Promise<string> {
  const stage = (await tv.locator('main.host-game').getAttribute('data-stage')) ?? '';
  const round = (await tv.locator('.snaption-round__name').first().textContent({ timeout: 500 }).catch(() => '')) ?? '';
  return `${stage}|${round}`;
}

/** The host skips the stage's timer (the AI player may still be thinking), once the moment is still on. */
async function skip(tv: Page, moment: string): Promise<void> {
  if ((await tvMoment(tv)) !== moment) return;
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' }).click();
  await expect.poll(() => tvMoment(tv), { timeout: 10_000 }).not.toBe(moment);
  // Host buttons ignore a second click within a moment.
  await tv.waitForTimeout(1_100);
}

/** A phone writes its caption and waits until the server has it (or the stage has moved on). */
async function caption(phone: Phone, text: string): Promise<void> {
  const page = phone.page;
  await page.getByLabel('Your caption', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Caption saved!' }).or(page.locator('.snaption:not([data-stage="caption"])'))).toBeVisible({ timeout: 10_000 });
}

/**
 * A phone votes for the first caption it may pick and predicts the next one it may (or skips the
 * prediction); `shots` is called at the prediction step. Returns false when the phone had no vote.
 */
async function vote(phone: Phone, predict: boolean, atChoice?: () => Promise<void>, atPredict?: () => Promise<void>): Promise<boolean> {
  const page = phone.page;
  const ballot = page.getByRole('group', { name: 'Which caption is the best?' });
  await expect(ballot.or(page.getByRole('heading', { name: /Voting time|Your caption is up/ }))).toBeVisible({ timeout: 15_000 });
  if (!(await ballot.isVisible())) return false;
  // Your own caption is marked and cannot be picked.
  await expect(ballot.locator('button[disabled]').filter({ hasText: 'Yours' })).toHaveCount(1);
  await atChoice?.();
  await ballot.locator('button:not([disabled])').first().click();
  const prediction = page.getByRole('group', { name: 'Which caption will get the most votes?' });
  await expect(prediction).toBeVisible();
  await atPredict?.();
  if (predict) await prediction.locator('button:not([disabled])').nth(1).click();
  else await page.getByRole('button', { name: 'No idea, just send my vote' }).click();
  // The last ballot ends the vote: that phone goes straight on to the reveal.
  await expect(page.getByRole('heading', { name: 'Vote in!' }).or(page.locator('.snaption[data-stage="reveal"]'))).toBeVisible({ timeout: 10_000 });
  return true;
}

async function createRoom(tv: Page): Promise<string> {
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Snaption/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  return (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
}

test('SNAPTION: a TV and three phones with one AI play a whole game to the podium, the blind final too, every stage on screen', async ({ browser }) => {
  test.setTimeout(360_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const code = await createRoom(tv);
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
  const [ann, bob, cy] = phones as [Phone, Phone, Phone];
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(4);

  // Two rounds: a normal one and the blind final.
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Rounds' }).getByText('2', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Rounds' }).getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await shot(tv, 'lobby-settings-tv');
  await panel.getByRole('button', { name: 'Done' }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });

  // ---- Round 1: the picture on every screen; everyone captions it.
  await expect(tv.getByRole('heading', { name: 'Caption this!' })).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByText('How to play')).toBeVisible();
  const picture = tv.getByRole('img', { name: 'The picture to caption' });
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/snaption\/cards\/[a-z0-9-]+\.svg$/);
  expect((await tv.request.get(src!)).ok()).toBe(true);
  for (const phone of phones) await expect(phone.page.getByRole('img', { name: 'The picture to caption' })).toHaveAttribute('src', src!);

  await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ann.page.getByRole('alert')).toHaveText('Write a caption first.');
  await shot(ann.page, 'caption-error-phone');
  await ann.page.getByLabel('Your caption', { exact: true }).fill('When the group chat says "quick question"');
  await shot(ann.page, 'caption-phone');
  // A tap opens the picture large.
  await bob.page.getByRole('button', { name: 'Show the picture larger' }).click();
  await expect(bob.page.getByRole('dialog').getByRole('img', { name: 'The picture to caption' })).toBeVisible();
  await shot(bob.page, 'zoom-phone');
  await bob.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const captions = { Ann: 'When the group chat says "quick question"', Bob: 'Monday. Again.', Cy: 'I asked for decaf' };
  await caption(ann, captions.Ann);
  await expect(ann.page.locator('.snaption-phone__mine')).toHaveText(captions.Ann);
  // The TV shows who is done, never what they wrote.
  await expect(tv.locator('.snaption-writer.is-done[data-player]')).not.toHaveCount(0);
  await expect(tv.getByText(captions.Ann)).toHaveCount(0);
  await shot(tv, 'caption-tv');
  // A saved caption can be changed until the deadline.
  await ann.page.getByRole('button', { name: 'Change my caption' }).click();
  await expect(ann.page.getByLabel('Your caption', { exact: true })).toHaveValue(captions.Ann);
  captions.Ann = 'When the group chat says "quick question" at 2 a.m.';
  await ann.page.getByLabel('Your caption', { exact: true }).fill(captions.Ann);
  await ann.page.getByRole('button', { name: 'Send new caption' }).click();
  await expect(ann.page.locator('.snaption-phone__mine')).toHaveText(captions.Ann, { timeout: 10_000 });
  await shot(ann.page, 'caption-saved-phone');
  await caption(bob, captions.Bob);
  await caption(cy, captions.Cy);
  for (const text of Object.values(captions)) await expect(tv.getByText(text)).toHaveCount(0);

  // ---- The rest of the game: the AI player acts on its own, or the host skips its timer.
  const shots = new Set<string>();
  const once = async (name: string, page: Page, settle?: number) => {
    if (shots.has(name)) return;
    shots.add(name);
    await shot(page, name, settle);
  };
  let blind = false;
  let reveals = 0;
  let lastMoment = '';
  const deadline = Date.now() + 280_000;
  while (Date.now() < deadline) {
    if (await tv.getByRole('heading', { name: 'Final scores' }).isVisible()) break;
    const moment = await tvMoment(tv);
    const stage = moment.split('|')[0];
    if (moment !== lastMoment) console.log(`TV ${moment}`);
    const fresh = moment !== lastMoment;
    lastMoment = moment;
    if (stage === 'caption') {
      if (!(await tv.getByRole('heading', { name: 'The blind final!' }).isVisible())) {
        await skip(tv, moment);
        continue;
      }
      // ---- The blind final: write first, see later. No picture anywhere yet.
      blind = true;
      await expect(tv.getByRole('img', { name: 'The picture stays hidden until every caption is in' })).toBeVisible();
      await expect(tv.getByRole('img', { name: 'The picture to caption' })).toHaveCount(0);
      for (const phone of phones) await expect(phone.page.getByRole('img', { name: 'The picture to caption' })).toHaveCount(0);
      await once('blind-caption-phone', cy.page);
      await caption(ann, 'Nobody panic');
      await once('blind-caption-tv', tv);
      await caption(bob, 'This is fine');
      await caption(cy, 'Plot twist');
      await skip(tv, moment);
    } else if (stage === 'unveil') {
      // ---- The unveil: the curtain opens on what everyone captioned.
      await expect(tv.getByRole('heading', { name: 'The big unveil!' })).toBeVisible();
      await expect(tv.getByRole('img', { name: 'The picture to caption' })).toBeVisible();
      await once('unveil-tv', tv, 2_600);
      await expect(ann.page.getByRole('heading', { name: 'The big unveil!' })).toBeVisible();
      await expect(ann.page.locator('.snaption-phone__mine')).toHaveText('Nobody panic');
      await once('unveil-phone', ann.page);
      await expect.poll(() => tvMoment(tv), { timeout: 15_000 }).not.toBe(moment);
    } else if (stage === 'vote') {
      await expect(tv.getByRole('list', { name: 'The captions' })).toBeVisible();
      // Anonymous: no author on the TV while the room votes.
      for (const name of ['ANN', 'BOB', 'CY']) await expect(tv.locator('.snaption-board').getByText(name, { exact: true })).toHaveCount(0);
      let voters = 0;
      for (const phone of phones) {
        const name = blind ? 'final-vote' : 'vote';
        const first = voters === 0;
        const voted = await vote(
          phone,
          voters % 2 === 0,
          () => (first ? once(`${name}-phone`, phone.page) : Promise.resolve()),
          () => (first ? once(`${name}-predict-phone`, phone.page) : Promise.resolve()),
        );
        if (voted) {
          voters += 1;
          if (voters === 1) {
            if (!blind) await once('vote-in-phone', phone.page);
            if ((await tvMoment(tv)) === moment) {
              await expect(tv.getByRole('status', { name: /^Voted: [1-9]\d* of / })).toBeVisible();
              await once(`${name}-tv`, tv);
            }
          }
        }
      }
      expect(voters).toBe(3);
      // The vote ends by itself once the AI player has voted too: a skip pressed as it ends would
      // land on the reveal the screen has just turned to.
      await expect.poll(() => tvMoment(tv), { timeout: 40_000 }).not.toBe(moment);
    } else if (stage === 'reveal') {
      if (!fresh) {
        await tv.waitForTimeout(250);
        continue;
      }
      reveals += 1;
      const name = blind ? 'final-reveal' : 'reveal';
      await expect(tv.getByRole('heading', { name: 'The votes are in!' })).toBeVisible({ timeout: 5_000 });
      await expect(tv.locator('.snaption-entry__count').first()).toBeVisible();
      if (!blind) await once('reveal-votes-tv', tv);
      await expect(tv.getByRole('heading', { name: 'Who wrote what?' })).toBeVisible({ timeout: 6_000 });
      await expect(tv.locator('.snaption-entry__mystery')).toHaveCount(0);
      if (!blind) await once('reveal-authors-tv', tv);
      // The authors are named on the phones now too.
      await expect(ann.page.locator('.snaption-phone__result')).toBeVisible({ timeout: 5_000 });
      // Then the crown and the points (a tie crowns every caption on top: any one of them will do).
      await expect(tv.locator('.snaption-entry.is-top').or(tv.getByRole('heading', { name: 'No votes at all!' })).first()).toBeVisible({ timeout: 6_000 });
      await once(`${name}-tv`, tv, 1_000);
      await once(`${name}-phone`, ann.page);
      // The reveal runs out by itself (a skip as it ends would skip the next stage).
      await expect.poll(() => tvMoment(tv), { timeout: 20_000 }).not.toBe(moment);
    } else if (stage === 'roundScores') {
      const title = blind ? 'Blind final results' : 'Round 1 results';
      await expect(tv.getByRole('heading', { name: title })).toBeVisible();
      await expect(tv.getByRole('list', { name: title }).getByRole('listitem')).toHaveCount(4);
      await expect(tv.getByRole('heading', { name: 'Caption of the round' })).toBeVisible();
      await once(blind ? 'final-scores-tv' : 'round-scores-tv', tv);
      await once(blind ? 'final-scores-phone' : 'round-scores-phone', bob.page);
      await skip(tv, moment);
    } else {
      await tv.waitForTimeout(250);
    }
  }
  expect(blind).toBe(true);
  expect(reveals).toBe(2);
  for (const name of ['vote-tv', 'reveal-tv', 'round-scores-tv', 'blind-caption-tv', 'unveil-tv', 'final-vote-tv', 'final-reveal-tv', 'final-scores-tv']) expect(shots.has(name), name).toBe(true);

  // ---- The podium on every screen.
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByRole('list', { name: 'The winners' }).getByRole('listitem')).not.toHaveCount(0);
  for (const phone of phones) await expect(phone.page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
  await shot(tv, 'podium-tv');
  await shot(cy.page, 'podium-phone');
  await Promise.all([tvContext.close(), ...contexts.map((c) => c.close())]);
});

test('SNAPTION on phones alone: each phone shows the picture, the captions to vote on and the whole reveal', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await newPhone(browser, server.url);
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Snaption/ }).click();
  const code = await createAsPlayingHost(owner.page, 'Ann', 'DONUT');
  const bob = await newPhone(browser, server.url);
  const cy = await newPhone(browser, server.url);
  const phones: Phone[] = [
    { name: 'Ann', page: owner.page },
    { name: 'Bob', page: bob.page },
    { name: 'Cy', page: cy.page },
  ];
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await joinAs(cy.page, code, 'Cy', 'BAGEL');
  await expect(owner.page.locator('.player-others').getByRole('listitem')).toHaveCount(3);
  await owner.page.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) {
    await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    await expect(phone.page.getByRole('img', { name: 'The picture to caption' })).toBeVisible({ timeout: 15_000 });
    await caption(phone, `${phone.name} has had enough`);
  }

  // Every caption is in: the vote, with the picture and every caption on each phone.
  for (const phone of phones) {
    await expect(phone.page.getByRole('group', { name: 'Which caption is the best?' })).toBeVisible({ timeout: 15_000 });
    await expect(phone.page.getByRole('img', { name: 'The picture to caption' })).toBeVisible();
    await expect(phone.page.getByRole('group', { name: 'Which caption is the best?' }).getByRole('button')).toHaveCount(3);
  }
  await shot(bob.page, 'alone-vote-phone');
  for (const phone of phones) await vote(phone, true);

  // The whole reveal on every phone: votes, authors, the crown.
  await expect(cy.page.locator('.snaption-entries--phone')).toBeVisible({ timeout: 10_000 });
  await expect(cy.page.getByRole('heading', { name: /takes the crown!|It's a tie!/ })).toBeVisible({ timeout: 12_000 });
  await expect(cy.page.locator('.snaption-phone__result')).toBeVisible();
  await shot(cy.page, 'alone-reveal-phone', 1_000);
  await Promise.all([owner.context.close(), bob.context.close(), cy.context.close()]);
});
