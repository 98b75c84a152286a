import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';

/** Every stage at its real size goes into the docs, to be looked at. */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string): Promise<void> {
  // Let the entrance animations settle.
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SHOTS}requip-${name}.png` });
}

/** A real SMTP server that keeps the mails: an account is verified through the link in its mail. */
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData: (stream, _session, callback) => {
    simpleParser(stream)
      .then((mail) => {
        mails.push(mail);
        callback();
      })
      .catch(callback);
  },
});

const port = Number(process.env.E2E_PORT ?? 8181) + 9;
let server: ServerProcess;
test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = new ServerProcess(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

interface Phone {
  name: string;
  page: Page;
}

/** The shared screen's stage and the prompt on it: what changes when the game moves on. */
async function tvMoment(tv: Page): Promise<string> {
  const stage = (await tv.locator('main.host-game').getAttribute('data-stage')) ?? '';
  const prompt = (await tv.locator('.requip-prompt__text').first().textContent({ timeout: 500 }).catch(() => '')) ?? '';
  return `${stage}|${prompt}`;
}

/** The host skips the stage's timer (the AI player may still be thinking), once the moment is still on. */
async function skip(tv: Page, moment: string): Promise<void> {
  if ((await tvMoment(tv)) !== moment) return;
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' }).click();
  await expect.poll(() => tvMoment(tv), { timeout: 10_000 }).not.toBe(moment);
  // Host buttons ignore a second click within a moment.
  await tv.waitForTimeout(1_100);
}

async function createRoom(tv: Page, guest: boolean): Promise<string> {
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  if (guest) await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Requip/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  return (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
}

/**
 * A phone writes its answers, one prompt after the other. `answerFor` picks the text for a prompt;
 * returns the prompts the phone had, with what it wrote.
 */
async function writeAnswers(phone: Phone, answerFor: (prompt: string, i: number) => string): Promise<Array<{ prompt: string; answer: string }>> {
  const written: Array<{ prompt: string; answer: string }> = [];
  const box = phone.page.getByLabel('Your answer', { exact: true });
  // The last answer of the room ends the stage at once: that phone moves on to the vote.
  const movedOn = phone.page.locator('.requip:not([data-stage="answer"])');
  for (let i = 0; i < 3; i++) {
    const done = phone.page.getByRole('heading', { name: 'All answered!' });
    await expect(box.or(done).or(movedOn)).toBeVisible({ timeout: 15_000 });
    if ((await done.isVisible()) || (await movedOn.isVisible())) break;
    const prompt = (await phone.page.locator('.requip-phone__write .requip-prompt__text').textContent())!;
    const answer = answerFor(prompt, i);
    await box.fill(answer);
    await phone.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(phone.page.locator('.requip-phone__write .requip-prompt__text').filter({ hasText: prompt })).toHaveCount(0, { timeout: 10_000 });
    written.push({ prompt, answer });
  }
  return written;
}

/** A voter's phone: the best answer (the first it may pick), then its suspect or none. */
async function vote(phone: Phone, suspect: boolean, final: boolean, onSpotStep?: () => Promise<void>): Promise<boolean> {
  const page = phone.page;
  const ballot = page.getByRole('group', { name: final ? /Give your 3 votes/ : 'Which answer is the best?' });
  const watching = page.getByRole('heading', { name: /Your prompt is up!|Voting time/ });
  // The vote ends as soon as every voter has voted: a phone may already be on the reveal.
  const over = page.locator('.requip:not([data-stage="vote"])');
  await expect(ballot.or(watching).or(over)).toBeVisible({ timeout: 15_000 });
  if (!(await ballot.isVisible())) return false;
  const options = ballot.locator('button:not([disabled])');
  await options.first().click();
  if (final) {
    await options.first().click();
    await options.nth(1).click();
  }
  const spot = page.getByRole('group', { name: 'Which one did the AI write?' });
  await expect(spot).toBeVisible();
  await onSpotStep?.();
  if (suspect) await spot.locator('button:not([disabled])').last().click();
  else await page.getByRole('button', { name: 'No idea, just send my vote' }).click();
  // The last ballot ends the vote: that phone goes straight on to the reveal.
  await expect(page.getByRole('heading', { name: 'Vote in!' }).or(page.locator('.requip[data-stage="reveal"]'))).toBeVisible({ timeout: 10_000 });
  return true;
}

test('REQUIP: a TV and three phones with one AI play a whole game to the podium, every stage on screen', async ({ browser }) => {
  test.setTimeout(360_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  const code = await createRoom(tv, true);
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

  // Two rounds: a normal one and the final. The lobby offers family prompts and category packs.
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Rounds' }).getByText('2', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Rounds' }).getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await expect(panel.getByRole('switch', { name: 'Family-friendly' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByRole('group', { name: 'Category packs' })).toContainText('None picked: the built-in prompts are used.');
  await shot(tv, 'lobby-settings-tv');
  await panel.getByRole('button', { name: 'Done' }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });

  // ---- Round 1: everyone writes two answers. Two people who share a prompt write the same (a jinx).
  await expect(tv.getByRole('heading', { name: 'Write your answers!' })).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByText('How to play')).toBeVisible();
  const [ann, bob, cy] = phones as [Phone, Phone, Phone];
  await expect(ann.page.getByText('Your prompt 1 of 2')).toBeVisible();
  await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ann.page.getByRole('alert')).toHaveText('Write an answer first.');
  await shot(ann.page, 'answer-error-phone');
  const seen = new Map<string, string>();
  let jinxed = false;
  const all: string[] = [];
  for (const [n, phone] of phones.entries()) {
    if (n === 0) await shot(phone.page, 'answer-phone');
    const written = await writeAnswers(phone, (prompt, i) => {
      const twin = seen.get(prompt);
      if (twin && !jinxed) {
        jinxed = true;
        return twin;
      }
      return `${phone.name} says ${['a soggy waffle', 'grandma on a jetski', 'three angry geese'][i] ?? 'nothing'}`;
    });
    for (const { prompt, answer } of written) seen.set(prompt, answer);
    all.push(...written.map((w) => w.answer));
    if (n === 0) {
      // The TV shows who is done, never what they wrote.
      await expect(tv.locator('.requip-writer.is-done')).not.toHaveCount(0);
      for (const answer of all) await expect(tv.getByText(answer)).toHaveCount(0);
      await shot(tv, 'answer-tv');
    }
  }
  expect(jinxed).toBe(true);
  // A saved answer can be changed until the deadline.
  await expect(ann.page.getByRole('heading', { name: 'All answered!' })).toBeVisible();
  const firstAnswer = ann.page.locator('.requip-saved__answer').first();
  const before = (await firstAnswer.textContent())!;
  await ann.page.locator('.requip-saved').first().getByRole('button', { name: /^Change your answer/ }).click();
  await expect(ann.page.getByLabel('Your answer', { exact: true })).toHaveValue(before);
  await ann.page.getByLabel('Your answer', { exact: true }).fill(`${before}!`);
  await ann.page.getByRole('button', { name: 'Send new answer' }).click();
  await expect(firstAnswer).toHaveText(`${before}!`, { timeout: 10_000 });
  await shot(ann.page, 'answered-phone');

  // ---- Each prompt in turn: the vote, then the reveal. The AI player votes on its own, or the host skips.
  const shots = new Set<string>();
  const once = async (name: string, page: Page) => {
    if (shots.has(name)) return;
    shots.add(name);
    await shot(page, name);
  };
  let votes = 0;
  let reveals = 0;
  let final = false;
  let lastMoment = '';
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await tv.getByRole('heading', { name: 'Final scores' }).isVisible()) break;
    const moment = await tvMoment(tv);
    const stage = moment.split('|')[0];
    if (stage === 'reveal' && moment !== lastMoment) reveals += 1;
    lastMoment = moment;
    if (stage === 'answer') {
      if (!(await tv.getByRole('heading', { name: 'The final round!' }).isVisible())) {
        await skip(tv, moment);
        continue;
      }
      // ---- The final: one prompt for everyone.
      final = true;
      await expect(ann.page.getByText('The final prompt')).toBeVisible({ timeout: 10_000 });
      await once('final-answer-phone', ann.page);
      for (const phone of phones) await writeAnswers(phone, () => `${phone.name} bets on ${phone.name === 'Ann' ? 'a llama' : phone.name === 'Bob' ? 'the moon' : 'cold soup'}`);
      await once('final-answer-tv', tv);
      await skip(tv, moment);
    } else if (stage === 'vote') {
      await expect(tv.getByRole('list', { name: 'The answers' })).toBeVisible();
      const phoneShots = !shots.has(final ? 'final-vote-phone' : 'vote-phone');
      let voters = 0;
      for (const phone of phones) {
        const ballot = phone.page.getByRole('group', { name: final ? /Give your 3 votes/ : 'Which answer is the best?' });
        const over = phone.page.locator('.requip:not([data-stage="vote"])');
        await expect(ballot.or(phone.page.getByRole('heading', { name: /Your prompt is up!|Voting time/ })).or(over)).toBeVisible({ timeout: 15_000 });
        if (await over.isVisible()) continue;
        if (phoneShots && (await ballot.isVisible())) await once(final ? 'final-vote-phone' : 'vote-phone', phone.page);
        if (!(await ballot.isVisible()) && !final && (await phone.page.getByRole('heading', { name: 'Your prompt is up!' }).isVisible())) await once('vote-author-phone', phone.page);
        // The first voter of each prompt spots; the others have no idea.
        if (await vote(phone, voters === 0, final, () => once(final ? 'final-spot-phone' : 'spot-phone', phone.page))) {
          voters += 1;
          if (!final && (await phone.page.getByRole('heading', { name: 'Vote in!' }).isVisible())) await once('vote-in-phone', phone.page);
          // The TV while the votes come in: how many, never who.
          if (voters === 1 && (await tvMoment(tv)) === moment) {
            await expect(tv.getByRole('status', { name: /^Voted: [1-9]\d* of / })).toBeVisible();
            await once(final ? 'final-vote-tv' : 'vote-tv', tv);
          }
        }
      }
      votes += 1;
      // The AI player votes within seconds and closes the vote (a skip just as it does would skip the reveal).
      await expect.poll(() => tvMoment(tv), { timeout: 30_000 }).not.toBe(moment);
    } else if (stage === 'reveal') {
      const jinx = await tv.getByRole('heading', { name: 'Jinx!' }).isVisible();
      if (jinx) {
        await expect(tv.locator('.requip-card.is-jinx')).toHaveCount(2, { timeout: 5_000 });
        // The authors are named and the AI's answer, when there is one, has turned round.
        await expect(tv.locator('.requip-card__mystery')).toHaveCount(0, { timeout: 5_000 });
        await tv.waitForTimeout(400);
        await once('reveal-jinx-tv', tv);
      } else {
        if (!shots.has(final ? 'final-reveal-tv' : 'reveal-points-tv')) {
          if (!final) {
            await expect(tv.getByRole('heading', { name: 'The votes are in!' })).toBeVisible({ timeout: 5_000 });
            await once('reveal-votes-tv', tv);
            await expect(tv.getByRole('heading', { name: 'Who wrote what?' })).toBeVisible({ timeout: 5_000 });
            await expect(tv.locator('.requip-card.is-ai')).toHaveCount(1);
            await once('reveal-authors-tv', tv);
          }
        }
        // The points: the authors are named on the phones now too.
        await expect(tv.locator('.requip-card__points').first()).toBeVisible({ timeout: 12_000 });
        await once(final ? 'final-reveal-tv' : 'reveal-points-tv', tv);
        await expect(ann.page.locator('.requip-phone__result')).toBeVisible({ timeout: 5_000 });
        await once(final ? 'final-reveal-phone' : 'reveal-phone', ann.page);
      }
      // The reveal runs out by itself (a skip as it ends would skip the next one).
      await expect.poll(() => tvMoment(tv), { timeout: 20_000 }).not.toBe(moment);
    } else if (stage === 'roundScores') {
      await expect(tv.getByRole('heading', { name: final ? 'Final round results' : 'Round 1 results' })).toBeVisible();
      await expect(tv.getByRole('list', { name: final ? 'Final round results' : 'Round 1 results' }).getByRole('listitem')).toHaveCount(4);
      await once(final ? 'final-scores-tv' : 'round-scores-tv', tv);
      await once(final ? 'final-scores-phone' : 'round-scores-phone', bob.page);
      await skip(tv, moment);
    } else {
      await tv.waitForTimeout(250);
    }
  }
  expect(final).toBe(true);
  expect(votes).toBeGreaterThanOrEqual(3);
  // Four prompts and the final; a host's skip that lands just as a stage ends by itself skips the next one.
  expect(reveals).toBeGreaterThanOrEqual(4);
  for (const name of ['reveal-points-tv', 'reveal-jinx-tv', 'final-reveal-tv', 'round-scores-tv', 'final-scores-tv']) expect(shots.has(name), name).toBe(true);

  // ---- The podium on every screen.
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  await expect(tv.getByRole('list', { name: 'The winners' }).getByRole('listitem')).not.toHaveCount(0);
  for (const phone of phones) await expect(phone.page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
  await shot(tv, 'podium-tv');
  await shot(cy.page, 'podium-phone');
  await Promise.all([tvContext.close(), ...contexts.map((c) => c.close())]);
});

test('REQUIP on phones alone: the phone shows the prompt, the answers and the whole reveal', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await newPhone(browser, server.url);
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Requip/ }).click();
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
    await writeAnswers(phone, (_prompt, i) => `${phone.name} thinks ${['of pickles', 'of the sea'][i] ?? 'so'}`);
  }

  // Every answer is in: the first prompt goes to the vote. Its authors see the answers and the count.
  let author: Phone | null = null;
  let voter: Phone | null = null;
  for (const phone of phones) {
    const ballot = phone.page.getByRole('group', { name: 'Which answer is the best?' });
    const waiting = phone.page.getByRole('heading', { name: 'Your prompt is up!' });
    await expect(ballot.or(waiting)).toBeVisible({ timeout: 20_000 });
    if (await waiting.isVisible()) author ??= phone;
    else voter ??= phone;
  }
  expect(author && voter).toBeTruthy();
  await expect(author!.page.getByRole('list', { name: 'The answers' }).getByRole('listitem')).toHaveCount(3);
  await expect(author!.page.getByText('Voted: 0 of 1')).toBeVisible();
  await expect(voter!.page.locator('.requip-prompt')).toHaveCount(1);
  await shot(author!.page, 'alone-author-phone');
  await shot(voter!.page, 'alone-vote-phone');
  await vote(voter!, true, false);

  // The reveal on every phone: votes, authors, the AI unmasked.
  await expect(author!.page.locator('.requip-board')).toBeVisible({ timeout: 10_000 });
  await expect(author!.page.locator('.requip-card.is-ai')).toHaveCount(1, { timeout: 8_000 });
  await expect(author!.page.locator('.requip-phone__result')).toBeVisible({ timeout: 8_000 });
  await shot(author!.page, 'alone-reveal-phone');
  await Promise.all([owner.context.close(), bob.context.close(), cy.context.close()]);
});

/** Signs up on /register and opens the verification link from the mail: the page is then logged in. */
async function registerAndVerify(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sunny-pickles-42');
  await page.getByLabel('Confirm password').fill('sunny-pickles-42');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mails.find((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(email));
        link = mail ? /https?:\/\/[^\s"<>]+\/account\/verifyEmail\?vtoken=[^\s"<>]+/.exec(String(mail.html || mail.text))?.[0] : undefined;
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto(link!.replace(/&amp;/g, '&'));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
}

async function phonesJoin(browser: Browser, code: string) {
  const phones = [];
  for (const [name, avatar] of [
    ['Ann', 'DONUT'],
    ['Bob', 'PANDA'],
    ['Cy', 'BAGEL'],
  ] as const) {
    const phone = await newPhone(browser, server.url);
    await joinAs(phone.page, code, name, avatar);
    phones.push({ name, ...phone });
  }
  return phones;
}

test('category packs: made, edited and deleted on their page, picked in the lobby, their prompts dealt in play', async ({ browser }) => {
  test.setTimeout(150_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await registerAndVerify(tv, 'Quinn', `quinn.${Date.now().toString(36)}@example.com`);

  await tv.goto('/categoryPack');
  await expect(tv.getByRole('heading', { name: 'Category packs', level: 1 })).toBeVisible();
  await expect(tv.getByText('You have no category packs yet.')).toBeVisible();
  const prompts = [
    'What would a penguin order at a drive-through?',
    'The worst thing to say at a wedding, in three words',
    'A new flavour of crisps nobody asked for',
    'What your cat thinks about at 3 a.m.',
    'The secret ingredient in grandma’s soup',
  ];
  await tv.getByRole('button', { name: 'New pack' }).click();
  let form = tv.getByRole('dialog', { name: 'New category pack' });
  await form.getByLabel('Name').fill('Silly questions');
  await form.getByLabel('Prompts').fill([...prompts.slice(0, 4), 'What <b>bold</b> move?'].join('\n'));
  await expect(form.getByRole('alert')).toContainText('What <b>bold</b> move?');
  await form.getByLabel('Prompts').fill([...prompts.slice(0, 4), prompts[0]!.toUpperCase()].join('\n'));
  await expect(form.getByText('4 prompts · 1 repeats left out')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('A pack needs at least 5 prompts.');
  await form.getByLabel('Prompts').fill(prompts.join('\n'));
  await expect(form.getByText('5 prompts', { exact: true })).toBeVisible();
  await shot(tv, 'category-pack-form-tv');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  // A second pack, edited, then deleted.
  await tv.getByRole('button', { name: 'New pack' }).click();
  form = tv.getByRole('dialog', { name: 'New category pack' });
  await form.getByLabel('Name').fill('Spare');
  await form.getByLabel('Prompts').fill(['One?', 'Two?', 'Three?', 'Four?', 'Five?'].join('\n'));
  await form.getByRole('button', { name: 'Save' }).click();
  const list = tv.getByRole('list', { name: 'Your category packs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Edit Spare' }).click();
  const edit = tv.getByRole('dialog', { name: 'Edit category pack' });
  await expect(edit.getByLabel('Prompts')).toHaveValue(['One?', 'Two?', 'Three?', 'Four?', 'Five?'].join('\n'));
  await edit.getByLabel('Prompts').fill(['One?', 'Two?', 'Three?', 'Four?', 'Five?', 'Six?'].join('\n'));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Spare' })).toContainText('6 prompts');
  await list.getByRole('button', { name: 'Delete Spare' }).click();
  await tv.getByRole('dialog', { name: 'Delete the pack?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await tv.reload();
  await expect(tv.getByRole('list', { name: 'Your category packs' }).getByRole('listitem')).toHaveCount(1);
  await shot(tv, 'category-packs-tv');
  const phoneView = await newPhone(browser, server.url);
  await phoneView.page.goto('/categoryPack');
  await expect(phoneView.page.getByRole('heading', { name: 'Make your own category packs' })).toBeVisible();
  await shot(phoneView.page, 'category-packs-guest-phone');
  await phoneView.context.close();

  // The host picks the pack for a REQUIP room; the server keeps the choice.
  const code = await createRoom(tv, false);
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  let packs = tv.getByRole('dialog', { name: 'Settings' }).getByRole('group', { name: 'Category packs' });
  await packs.getByRole('checkbox', { name: /Silly questions/ }).check();
  await expect(packs.getByText('1 picked: their prompts come first.')).toBeVisible();
  await shot(tv, 'category-pack-picker-tv');
  await tv.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Done' }).click();
  await tv.reload();
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  packs = tv.getByRole('dialog', { name: 'Settings' }).getByRole('group', { name: 'Category packs' });
  await expect(packs.getByRole('checkbox', { name: /Silly questions/ })).toBeChecked({ timeout: 10_000 });
  await tv.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Done' }).click();

  // Three people play: their prompts come from the pack (dealt before the built-in ones).
  const phones = await phonesJoin(browser, code);
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  await tv.getByRole('button', { name: 'Start game' }).click();
  const dealt = new Set<string>();
  for (const phone of phones) {
    await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    const prompt = phone.page.locator('.requip-phone__write .requip-prompt__text');
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    dealt.add((await prompt.textContent())!);
  }
  for (const prompt of dealt) expect(prompts).toContain(prompt);
  await shot(phones[0]!.page, 'category-pack-prompt-phone');
  await Promise.all([tvContext.close(), ...phones.map((p) => p.context.close())]);
});
