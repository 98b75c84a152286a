import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { newEmail, registerAndVerify } from '../support/accounts';
import { MailSink } from '../support/mail';
import { ServerProcess } from '../support/server';
import { TV, joinAs, newPhone } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
/** A real SMTP server: word packs need an account, and an account is verified through its mail. */
const sink = new MailSink();
const port = Number(process.env.E2E_PORT ?? 8181) + 1;
let server: ServerProcess;
test.beforeAll(async () => {
  const smtpPort = await sink.start();
  server = new ServerProcess(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRIAL_DAYS: '14', PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  await sink.close();
});

const standInRow = (tv: Page) => tv.getByRole('status', { name: 'Seats played by the AI for now' });

test('an away phone\'s seat is played by the AI, shown on the TV and on the phone, and taken back with a move', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = server.url;
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
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const ann = await newPhone(browser, base);
  const bob = await newPhone(browser, base);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of [ann.page, bob.page]) await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
  await expect(tv.locator('main.host-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await expect(standInRow(tv)).toHaveCount(0);

  // Ann's phone is gone (the tab closed). After the room's 20 s, the AI plays her seat.
  await ann.page.close();
  await expect(standInRow(tv)).toBeVisible({ timeout: 35_000 });
  await expect(standInRow(tv)).toContainText('ANN');
  await expect(standInRow(tv)).toContainText('Played by the AI for now');
  await expect(standInRow(tv)).not.toContainText('BOB');
  await tv.screenshot({ path: `${SHOTS}stand-in-tv.png` });

  // She comes back in a new tab: her phone says the AI plays for her until her next move.
  const again = await ann.context.newPage();
  await again.goto('/player/game');
  const banner = again.getByRole('status').filter({ hasText: 'The AI is playing for you for now' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Your next move takes your seat back');
  await expect(bob.page.getByText('The AI is playing for you for now')).toHaveCount(0);
  // The shot shows the game under the banner, not the moment before her view arrived.
  await expect(again.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 15_000 });
  await again.screenshot({ path: `${SHOTS}stand-in-phone.png` });

  // The next level: her own word takes the seat back, on her phone and on the TV.
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: /Skip timer|Next/ }).first().click();
  await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 15_000 });
  await expect(again.locator('.player-game[data-stage="answer"]')).toBeVisible({ timeout: 30_000 });
  const input = again.getByLabel('Your word');
  await input.fill('lighthouse');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  await expect(standInRow(tv)).toHaveCount(0, { timeout: 10_000 });
  await expect(again.getByText('lighthouse').first()).toBeVisible();

  await Promise.all([tvContext.close(), ann.context.close(), bob.context.close()]);
});

/** A wavy stroke with a finger: real touch events through the browser's input, well past the 10 px threshold. */
async function paintWithFinger(page: Page, row: number): Promise<void> {
  const box = (await page.getByRole('img', { name: /^Your canvas: paint / }).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height * row;
  const point = (i: number) => ({ x: box.x + box.width * (0.2 + i * 0.05), y: y + Math.cos(i) * 15, id: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(i)] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** What the shared screen shows of a canvas: its lines, and the last batch of strokes it took. */
async function hostCanvas(tv: Page, canvas: string): Promise<{ lines: number; seq: number }> {
  const live = tv.locator(`.clash-canvas[data-canvas="${canvas}"] .clash-canvas__live`);
  const [lines, seq] = await Promise.all([live.getAttribute('data-lines'), live.getAttribute('data-seq')]);
  return { lines: Number(lines ?? 0), seq: Number(seq ?? -1) };
}

const tvStage = (tv: Page) => tv.locator('main.host-game').getAttribute('data-stage');

test('CANVAS_CLASH: a painter\'s phone dies mid-drawing, the AI paints the word on a clean canvas to the end, the player comes back and plays on', async ({ browser }) => {
  test.setTimeout(240_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await registerAndVerify(tv, sink, server.url, 'Paula', newEmail('paula'));

  // A pack of words the AI has drawings for, each of several lines.
  const words = ['sun', 'house', 'tree', 'fish', 'cat', 'apple'];
  await tv.goto('/wordPacks');
  await tv.getByRole('button', { name: 'New pack' }).click();
  const form = tv.getByRole('dialog', { name: 'New word pack' });
  await form.getByLabel('Name').fill('Drawable');
  await form.getByLabel('Words').fill(words.join('\n'));
  await expect(form.getByText('6 words')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // A CANVAS_CLASH room on the TV: the pack, and the AI takes over a phone away for 10 s.
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: /Canvas Clash/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  const wait = panel.getByRole('group', { name: 'AI takes over a phone that is away after' });
  await wait.getByText('10 s', { exact: true }).click();
  await expect(wait.getByRole('radio', { name: '10 s', exact: true })).toBeChecked();
  await panel.getByRole('group', { name: 'Word packs' }).getByRole('checkbox', { name: /Drawable/ }).check();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(tv.locator('.settings-summary')).toContainText('10 s');

  const people = [
    { name: 'Ann', ...(await newPhone(browser, server.url)) },
    { name: 'Bob', ...(await newPhone(browser, server.url)) },
    { name: 'Cy', ...(await newPhone(browser, server.url)) },
  ];
  await joinAs(people[0]!.page, code, 'Ann', 'DONUT');
  await joinAs(people[1]!.page, code, 'Bob', 'PANDA');
  await joinAs(people[2]!.page, code, 'Cy', 'BAGEL');
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.locator('main.host-game[data-stage="draw"]')).toBeVisible({ timeout: 15_000 });

  // Who paints which canvas: a painter's phone shows the word and its canvas.
  const painters: Array<(typeof people)[number] & { canvas: string; word: string }> = [];
  for (const person of people) {
    await expect(person.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    const paint = person.page.locator('.clash-paint');
    await expect(paint.or(person.page.getByLabel('Your guess')).first()).toBeVisible({ timeout: 15_000 });
    if (!(await paint.isVisible())) continue;
    const word = (await person.page.locator('.clash-paint__secret').getAttribute('data-word'))!;
    expect(words).toContain(word);
    painters.push({ ...person, canvas: (await paint.getAttribute('data-canvas'))!, word });
  }
  expect(painters).toHaveLength(2);
  const [away, other] = painters as [(typeof painters)[number], (typeof painters)[number]];

  // Two strokes of the painter's own, and one of the other painter's, on the TV.
  await paintWithFinger(away.page, 0.3);
  await paintWithFinger(away.page, 0.6);
  await expect(away.page.locator('.clash-paint__area')).toHaveAttribute('data-lines', '2');
  await expect.poll(async () => (await hostCanvas(tv, away.canvas)).lines, { timeout: 5_000 }).toBe(2);
  await paintWithFinger(other.page, 0.5);
  await expect.poll(async () => (await hostCanvas(tv, other.canvas)).lines, { timeout: 5_000 }).toBe(1);
  expect(await standInRow(tv).count()).toBe(0);

  // The phone dies mid-drawing. Within the room's 10 s the AI takes the seat, and the TV says so.
  await away.page.close();
  await expect(standInRow(tv)).toBeVisible({ timeout: 20_000 });
  await expect(standInRow(tv)).toContainText(away.name.toUpperCase());
  await expect(standInRow(tv)).toContainText('Played by the AI for now');
  await expect(standInRow(tv)).not.toContainText(other.name.toUpperCase());
  await expect(tv.locator('main.host-game')).toHaveAttribute('data-stage', 'draw');

  // The AI paints the word on a clean canvas: the player's two strokes go, its first line comes alone,
  // then the drawing grows.
  await expect.poll(async () => (await hostCanvas(tv, away.canvas)).lines, { timeout: 10_000, intervals: [100] }).toBe(1);
  await expect.poll(async () => (await hostCanvas(tv, away.canvas)).lines, { timeout: 40_000 }).toBeGreaterThanOrEqual(3);
  await expect(standInRow(tv)).toContainText(away.name.toUpperCase());
  await tv.screenshot({ path: `${SHOTS}stand-in-canvas-tv.png` });
  // The other painter's canvas is theirs alone.
  expect((await hostCanvas(tv, other.canvas)).lines).toBe(1);

  // It finishes before the time is up: the strokes stop coming while the turn is still being drawn.
  let last = await hostCanvas(tv, away.canvas);
  let still = 0;
  while (still < 4) {
    await tv.waitForTimeout(1_000);
    const now = await hostCanvas(tv, away.canvas);
    still = now.seq === last.seq ? still + 1 : 0;
    last = now;
  }
  expect(await tvStage(tv)).toBe('draw');
  expect(last.lines).toBeGreaterThanOrEqual(3);

  // The phone comes back: it says the AI plays for now, and shows the AI's drawing on its canvas.
  const back = await away.context.newPage();
  await back.goto('/player/game');
  const banner = back.getByRole('status').filter({ hasText: 'The AI is playing for you for now' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText('Your next move takes your seat back');
  await expect(back.locator('.clash-paint__area')).toHaveAttribute('data-lines', String(last.lines), { timeout: 10_000 });
  await back.screenshot({ path: `${SHOTS}stand-in-canvas-phone.png` });
  for (const person of people.filter((p) => p.name !== away.name)) await expect(person.page.getByText('The AI is playing for you for now')).toHaveCount(0);

  // The host ends the drawing; the next turn, the player plays on with their own phone.
  const controls = tv.getByRole('toolbar', { name: 'Host controls' });
  await controls.getByRole('button', { name: 'Skip timer' }).click();
  const firstTurn = await tv.locator('.clash-host__turn').textContent();
  await expect
    .poll(
      async () => {
        const stage = await tvStage(tv);
        if (stage === 'draw' && (await tv.locator('.clash-host__turn').textContent()) !== firstTurn) return 'next turn';
        if (stage === 'credit' || stage === 'reveal' || stage === 'roundSummary') await controls.getByRole('button', { name: 'Skip timer' }).click({ timeout: 2_000 }).catch(() => undefined);
        return stage;
      },
      { timeout: 40_000, intervals: [700] },
    )
    .toBe('next turn');
  const paint = back.locator('.clash-paint');
  const guess = back.getByLabel('Your guess');
  await expect(paint.or(guess).first()).toBeVisible({ timeout: 15_000 });
  await expect(banner).toBeVisible();
  if (await paint.isVisible()) {
    // Their own strokes are what the TV shows of their canvas from then on: the AI puts its brush down.
    const canvas = (await paint.getAttribute('data-canvas'))!;
    await paintWithFinger(back, 0.4);
    await expect(banner).toHaveCount(0, { timeout: 10_000 });
    await paintWithFinger(back, 0.7);
    const own = Number(await back.locator('.clash-paint__area').getAttribute('data-lines'));
    await expect.poll(async () => (await hostCanvas(tv, canvas)).lines, { timeout: 5_000 }).toBe(own);
    await tv.waitForTimeout(2_000);
    expect((await hostCanvas(tv, canvas)).lines).toBe(own);
  } else {
    await guess.fill('zzzz');
    await guess.press('Enter');
    await expect(back.getByText('“zzzz” is not it.')).toBeVisible({ timeout: 5_000 });
  }
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  await expect(standInRow(tv)).toHaveCount(0, { timeout: 10_000 });

  await Promise.all([tvContext.close(), ...people.map((p) => p.context.close())]);
});
