import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ServerProcess } from '../support/server';
import { PHONE, TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';

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

const port = Number(process.env.E2E_PORT ?? 8181) + 7;
let server: ServerProcess;
test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = new ServerProcess(port, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRIAL_DAYS: '14', PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** How a phone paints: with a mouse (a phone-sized window without touch) or with a finger. */
type Input = 'mouse' | 'touch';

interface Phone {
  name: string;
  page: Page;
  context: BrowserContext;
  input: Input;
}

/** A phone-sized window that paints with the mouse: no touch screen. */
async function newMousePhone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: 2, baseURL, locale: 'en-GB' });
  return { context, page: await context.newPage() };
}

/** A wavy stroke across the canvas with the mouse. */
async function paintWithMouse(page: Page, box: { x: number; y: number; width: number; height: number }, row: number) {
  const y = box.y + box.height * row;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + box.width * (0.15 + i * 0.06), y + Math.sin(i) * 20, { steps: 2 });
  await page.mouse.up();
}

/** A stroke with a finger: real touch events through the browser's input, moved well past the 10 px threshold. */
async function paintWithFinger(page: Page, box: { x: number; y: number; width: number; height: number }, row: number) {
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

/** The number of lines the shared screen has of a canvas (0 or 1). */
async function hostLines(tv: Page, canvas: string): Promise<number> {
  const value = await tv.locator(`.clash-canvas[data-canvas="${canvas}"] .clash-canvas__live`).getAttribute('data-lines');
  return Number(value ?? 0);
}

/** Whether any pixel of the canvas differs from white paper. */
async function hasInk(tv: Page, canvas: string): Promise<boolean> {
  return tv.locator(`.clash-canvas[data-canvas="${canvas}"] canvas`).evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) return true;
    return false;
  });
}

async function tvStage(tv: Page): Promise<string | null> {
  return tv.locator('main.host-game').getAttribute('data-stage');
}

test('CANVAS_CLASH: two painters (mouse and touch) live on the TV, a right guess, credit, reveal, gallery and PNG', async ({ browser }) => {
  test.setTimeout(240_000);
  const base = server.url;
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB', acceptDownloads: true });
  const tv = await tvContext.newPage();
  // What the TV asks for its canvases: by canvas, never by painter (the host may not know who paints which).
  const canvasCalls: string[] = [];
  const subscriptions: string[] = [];
  tv.on('request', (request) => {
    if (/\/api\/v1\/canvasclash\/[A-Z0-9]+\/(drawing|canvas)\//.test(request.url())) canvasCalls.push(new URL(request.url()).pathname);
  });
  tv.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const destination = /^SUBSCRIBE\n(?:[^\n]*\n)*?destination:([^\n]+)/.exec(String(payload))?.[1];
      if (destination?.includes('playerDrawTopic')) subscriptions.push(destination);
    }),
  );
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Canvas Clash/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const ann = await newMousePhone(browser, base);
  const bob = await newPhone(browser, base);
  const cy = await newPhone(browser, base);
  const phones: Phone[] = [
    { name: 'Ann', ...ann, input: 'mouse' },
    { name: 'Bob', ...bob, input: 'touch' },
    { name: 'Cy', ...cy, input: 'touch' },
  ];
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await joinAs(cy.page, code, 'Cy', 'BAGEL');
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(4);

  // Everyone paints once; the word packs picker is there for the host.
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  const panel = tv.getByRole('dialog', { name: 'Settings' });
  await panel.getByRole('group', { name: 'Turns to paint' }).getByText('1', { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Turns to paint' }).getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await expect(panel.getByRole('group', { name: 'Word packs' })).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });

  const painted = new Set<string>();
  let liveChecked = 0;
  let guessedRight = false;
  let credited = false;
  let revealed = false;
  let reloadChecked = false;
  const deadline = Date.now() + 200_000;
  let lastTurn = '';
  while (Date.now() < deadline) {
    if (await tv.getByRole('heading', { name: 'Final scores' }).isVisible()) break;
    const stage = await tvStage(tv);
    if (stage === 'draw') {
      const turnText = (await tv.locator('.clash-host__turn').textContent()) ?? '';
      if (turnText === lastTurn) {
        await tv.waitForTimeout(250);
        continue;
      }
      lastTurn = turnText;
      // Who paints: a phone shows "Draw: WORD"; the others guess (or watch).
      const painters: Array<{ phone: Phone; canvas: string; word: string }> = [];
      const guessers: Phone[] = [];
      for (const phone of phones) {
        const paint = phone.page.locator('.clash-paint');
        const guess = phone.page.getByLabel('Your guess');
        await expect(paint.or(guess).first()).toBeVisible({ timeout: 15_000 });
        if (await paint.isVisible()) {
          await expect(phone.page.getByRole('img', { name: /^Your canvas: paint / })).toBeVisible({ timeout: 10_000 });
          const word = (await phone.page.locator('.clash-paint__secret').getAttribute('data-word'))!;
          painters.push({ phone, canvas: (await paint.getAttribute('data-canvas'))!, word });
        } else {
          guessers.push(phone);
        }
      }
      // The painters paint; the shared screen shows each stroke while the turn goes on.
      for (const { phone, canvas } of painters) {
        const box = (await phone.page.getByRole('img', { name: /^Your canvas: paint / }).boundingBox())!;
        if (phone.input === 'mouse') await paintWithMouse(phone.page, box, 0.4);
        else await paintWithFinger(phone.page, box, 0.4);
        // The painter's own ink is there at once.
        await expect(phone.page.locator('.clash-paint__area')).toHaveAttribute('data-lines', '1', { timeout: 2_000 });
        await expect.poll(() => hostLines(tv, canvas), { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
        expect(await hasInk(tv, canvas)).toBe(true);
        if (phone.input === 'mouse') await paintWithMouse(phone.page, box, 0.7);
        else await paintWithFinger(phone.page, box, 0.7);
        await expect.poll(() => hostLines(tv, canvas), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
        painted.add(phone.input);
        liveChecked += 1;
      }
      // A shared screen and a painter that reload mid-turn get the drawing back, and painting goes on.
      if (!reloadChecked && painters[0]) {
        const { phone, canvas } = painters[0];
        await tv.reload();
        await expect.poll(() => hostLines(tv, canvas), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
        await phone.page.reload();
        await expect(phone.page.locator('.clash-paint__area')).toHaveAttribute('data-lines', '2', { timeout: 10_000 });
        const box = (await phone.page.getByRole('img', { name: /^Your canvas: paint / }).boundingBox())!;
        if (phone.input === 'mouse') await paintWithMouse(phone.page, box, 0.85);
        else await paintWithFinger(phone.page, box, 0.85);
        await expect(phone.page.locator('.clash-paint__area')).toHaveAttribute('data-lines', '3');
        await expect.poll(() => hostLines(tv, canvas), { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
        reloadChecked = true;
      }
      // A guesser reads the word off a painter's phone and guesses it; a wrong guess first.
      const word = painters[0]?.word;
      const guesser = guessers[0];
      if (word && guesser) {
        // The drawings are on the TV: the guesser's phone points there and shows no canvas.
        await expect(guesser.page.getByText('The drawings are on the big screen. Guess here!')).toBeVisible();
        await expect(guesser.page.locator('.clash-phone-canvases')).toHaveCount(0);
        await guesser.page.screenshot({ path: test.info().outputPath('canvas-tv-room-guesser-phone.png') });
        const input = guesser.page.getByLabel('Your guess');
        await input.fill('zzzz');
        await input.press('Enter');
        await expect(guesser.page.getByText('“zzzz” is not it.')).toBeVisible({ timeout: 5_000 });
        await input.fill(word);
        await guesser.page.getByRole('button', { name: 'Guess' }).click();
        await expect(guesser.page.getByText('Right!')).toBeVisible({ timeout: 5_000 });
        // The TV shows who guessed it, never the word.
        await expect(tv.getByRole('list', { name: 'Players who guessed it, in order' }).getByRole('img', { name: guesser.name.toUpperCase() })).toBeVisible();
        await expect(tv.getByText(word.toUpperCase(), { exact: true })).toHaveCount(0);
        guessedRight = true;
        // Credit: the guesser names a canvas that helped (the host skips the rest of the drawing time,
        // unless everyone has guessed it and the stage ended by itself).
        await tv.locator('main.host-game[data-stage="credit"]').waitFor({ timeout: 1_500 }).catch(async () => {
          if ((await tvStage(tv)) === 'draw') await tv.getByRole('button', { name: 'Skip timer' }).click();
        });
        await expect(tv.locator('main.host-game[data-stage="credit"]')).toBeVisible({ timeout: 10_000 });
        await expect(tv.getByRole('heading', { name: 'Who helped you guess?' })).toBeVisible();
        await guesser.page.getByRole('button', { name: `Canvas ${painters[0]!.canvas === '0' ? 'A' : 'B'}` }).click();
        // Thanked, or (the last credit in) straight on to the reveal.
        await expect(guesser.page.getByRole('heading', { name: /You credited canvas/ }).or(guesser.page.locator('.clash[data-stage="reveal"]'))).toBeVisible({ timeout: 5_000 });
        credited = true;
        // The painters are revealed with their points.
        await expect(tv.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 30_000 });
        const frame = tv.locator(`.clash-canvas[data-canvas="${painters[0]!.canvas}"]`);
        await expect(frame.locator('.clash-canvas__alias')).toHaveText(painters[0]!.phone.name.toUpperCase());
        await expect(frame.locator('.delta-badge--up')).toBeVisible();
        await expect(tv.locator('.clash-host__word .hangman')).toHaveAttribute('aria-label', new RegExp(word.toUpperCase().split('').filter((c) => c !== ' ').join('.*')));
        revealed = true;
      } else if ((await tvStage(tv)) === 'draw') {
        await tv.getByRole('button', { name: 'Skip timer' }).click();
      }
    } else if (stage === 'credit' || stage === 'reveal' || stage === 'roundSummary') {
      await tv.waitForTimeout(700);
      if ((await tvStage(tv)) === stage) await tv.getByRole('button', { name: 'Skip timer' }).click().catch(() => undefined);
      await tv.waitForTimeout(700);
    } else {
      await tv.waitForTimeout(250);
    }
  }
  expect(painted).toEqual(new Set(['mouse', 'touch']));
  expect(liveChecked).toBeGreaterThanOrEqual(2);
  expect(guessedRight && credited && revealed && reloadChecked).toBe(true);
  expect(subscriptions.length).toBeGreaterThanOrEqual(2);
  expect(subscriptions.filter((d) => !/\/playerDrawTopic\/slot\/[01]$/.test(d))).toEqual([]);
  expect(canvasCalls.length).toBeGreaterThanOrEqual(2);
  expect(canvasCalls.filter((path) => path.includes('/drawing/'))).toEqual([]);

  // Game over: the podium, then the gallery with every drawing, replay and PNG download.
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  const gallery = tv.getByRole('list', { name: 'Drawings of this game' });
  await expect(gallery).toBeVisible({ timeout: 10_000 });
  expect(await gallery.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  await gallery.getByRole('button', { name: /^Replay / }).first().click();
  const [download] = await Promise.all([tv.waitForEvent('download'), gallery.getByRole('button', { name: /^Download .* as PNG$/ }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The phones have the gallery too.
  await expect(phones[2]!.page.getByRole('list', { name: 'Drawings of this game' })).toBeVisible({ timeout: 10_000 });

  await Promise.all([tvContext.close(), ...phones.map((p) => p.context.close())]);
});

/** Whether any pixel of a canvas element differs from white paper. */
async function inked(canvas: ReturnType<Page['locator']>): Promise<boolean> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) return true;
    return false;
  });
}

/** The lines a guesser's phone has of a canvas (shown on its tab, or side by side). */
async function phoneLines(page: Page, canvas: string): Promise<number> {
  const shown = page.locator(`.clash-phone-canvas[data-canvas="${canvas}"]`);
  return (await shown.count()) === 0 ? 0 : Number((await shown.getAttribute('data-lines')) ?? 0);
}

test('CANVAS_CLASH mobile only: a guesser\'s phone follows both canvases live and after a reload, guesses right and credits a canvas', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = server.url;
  // The host plays on a phone: no screen is shared.
  const ann = await newPhone(browser, base);
  await ann.page.goto('/');
  await ann.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = ann.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Canvas Clash/ }).click();
  const code = await createAsPlayingHost(ann.page, 'Ann', 'DONUT');
  const bob = await newPhone(browser, base);
  const cy = await newPhone(browser, base);
  const phones = [
    { name: 'Ann', ...ann },
    { name: 'Bob', ...bob },
    { name: 'Cy', ...cy },
  ];
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await joinAs(cy.page, code, 'Cy', 'BAGEL');
  await expect(ann.page.locator('.player-others').getByRole('listitem')).toHaveCount(3);
  await ann.page.getByRole('button', { name: 'Start game' }).click();

  // Three people: two paint, one guesses.
  const painters: Array<{ page: Page; canvas: string; word: string }> = [];
  let guesser: Page | undefined;
  for (const phone of phones) {
    await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    const paint = phone.page.locator('.clash-paint');
    await expect(paint.or(phone.page.getByLabel('Your guess')).first()).toBeVisible({ timeout: 20_000 });
    if (await paint.isVisible()) {
      await expect(phone.page.getByRole('img', { name: /^Your canvas: paint / })).toBeVisible({ timeout: 10_000 });
      painters.push({ page: phone.page, canvas: (await paint.getAttribute('data-canvas'))!, word: (await phone.page.locator('.clash-paint__secret').getAttribute('data-word'))! });
    } else {
      guesser = phone.page;
    }
  }
  expect(painters).toHaveLength(2);
  const [first, second] = painters as [(typeof painters)[0], (typeof painters)[0]];
  const letter = (canvas: string) => (canvas === '0' ? 'A' : 'B');

  // The first painter paints: the guesser's phone, on that canvas's tab, shows the stroke as it comes.
  await guesser!.getByRole('tab', { name: new RegExp(`Canvas ${letter(first.canvas)}`) }).click();
  await paintWithFinger(first.page, (await first.page.getByRole('img', { name: /^Your canvas: paint / }).boundingBox())!, 0.4);
  await expect.poll(() => phoneLines(guesser!, first.canvas), { timeout: 5_000 }).toBe(1);
  expect(await inked(guesser!.locator(`.clash-phone-canvas[data-canvas="${first.canvas}"] canvas`))).toBe(true);
  // The second painter paints: the other tab is marked, and shows it; the first painter sees it small.
  await paintWithFinger(second.page, (await second.page.getByRole('img', { name: /^Your canvas: paint / }).boundingBox())!, 0.6);
  const secondTab = guesser!.getByRole('tab', { name: new RegExp(`Canvas ${letter(second.canvas)}`) });
  await expect(secondTab.getByText('new strokes')).toBeAttached({ timeout: 5_000 });
  await expect(first.page.locator('.clash-other-canvas')).toHaveAttribute('data-lines', '1', { timeout: 5_000 });
  await secondTab.click();
  await expect.poll(() => phoneLines(guesser!, second.canvas)).toBe(1);
  await guesser!.screenshot({ path: test.info().outputPath('canvas-mobile-only-guesser-phone.png') });
  await first.page.screenshot({ path: test.info().outputPath('canvas-mobile-only-painter-phone.png') });

  // A reload loads the drawings so far.
  await guesser!.reload();
  await guesser!.getByRole('tab', { name: new RegExp(`Canvas ${letter(second.canvas)}`) }).click();
  await expect.poll(() => phoneLines(guesser!, second.canvas), { timeout: 10_000 }).toBe(1);
  await guesser!.getByRole('tab', { name: new RegExp(`Canvas ${letter(first.canvas)}`) }).click();
  await expect.poll(() => phoneLines(guesser!, first.canvas)).toBe(1);

  // The guesser reads the word off a painter's phone and guesses it.
  await guesser!.getByLabel('Your guess').fill(first.word);
  await guesser!.getByRole('button', { name: 'Guess' }).click();
  // Right, and the only guesser: the drawing ends at once, and the guesser credits a canvas, both side by side to compare.
  await expect(guesser!.locator('.clash[data-stage="credit"]')).toBeVisible({ timeout: 15_000 });
  await expect(guesser!.locator('.clash-phone-canvases.is-pair .clash-phone-canvas')).toHaveCount(2);
  await guesser!.screenshot({ path: test.info().outputPath('canvas-mobile-only-credit-phone.png') });
  await guesser!.getByRole('button', { name: `Canvas ${letter(first.canvas)}` }).click();
  // The reveal names the painters under their canvases, and the guesser's points for the turn.
  await expect(guesser!.locator('.clash[data-stage="reveal"]')).toBeVisible({ timeout: 20_000 });
  const firstName = phones.find((p) => p.page === first.page)!.name.toUpperCase();
  await expect(guesser!.getByRole('img', { name: `Canvas ${letter(first.canvas)} · ${firstName}, painted live` })).toBeVisible();
  await expect(guesser!.locator('.clash-phone__mine.is-positive')).toBeVisible();
  await guesser!.screenshot({ path: test.info().outputPath('canvas-mobile-only-reveal-phone.png') });
  await Promise.all(phones.map((p) => p.context.close()));
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
    .poll(() => {
      const mail = mails.find((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(email));
      link = mail ? /https?:\/\/[^\s"<>]+\/account\/verifyEmail\?vtoken=[^\s"<>]+/.exec(String(mail.html || mail.text))?.[0] : undefined;
      return link !== undefined;
    }, { timeout: 15_000 })
    .toBe(true);
  await page.goto(link!.replace(/&amp;/g, '&'));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
}

test('word packs: an account makes, edits and deletes packs, picks one in the lobby, the painters draw its words, and the host keeps the drawings in its history', async ({ browser }) => {
  test.setTimeout(120_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await registerAndVerify(tv, 'Wanda', `wanda.${Date.now().toString(36)}@example.com`);

  // The packs page: two new packs, one edited, one deleted.
  await tv.goto('/wordPacks');
  await expect(tv.getByRole('heading', { name: 'Word packs', level: 1 })).toBeVisible();
  await expect(tv.getByText('You have no word packs yet.')).toBeVisible();
  const fruit = ['mango', 'papaya', 'kiwi', 'lychee', 'guava'];
  for (const [name, words] of [
    ['Fruit', fruit.join('\n')],
    ['Tools', 'hammer, saw, drill, wrench, pliers'],
  ] as const) {
    await tv.getByRole('button', { name: 'New pack' }).click();
    const form = tv.getByRole('dialog', { name: 'New word pack' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Words').fill(words);
    await expect(form.getByText('5 words')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  }
  const list = tv.getByRole('list', { name: 'Your word packs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Edit Fruit' }).click();
  const edit = tv.getByRole('dialog', { name: 'Edit word pack' });
  await expect(edit.getByLabel('Words')).toHaveValue(fruit.join('\n'));
  await edit.getByLabel('Words').fill([...fruit, 'Mango', 'fig?'].join('\n'));
  await expect(edit.getByRole('alert')).toContainText('fig?');
  await edit.getByLabel('Words').fill([...fruit, 'Mango', 'plum'].join('\n'));
  await expect(edit.getByText('6 words · 1 repeats left out')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Fruit' })).toContainText('6 words');
  await list.getByRole('button', { name: 'Delete Tools' }).click();
  await tv.getByRole('dialog', { name: 'Delete the pack?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await tv.reload();
  await expect(tv.getByRole('list', { name: 'Your word packs' }).getByRole('listitem')).toHaveCount(1);
  await tv.screenshot({ path: test.info().outputPath('word-packs.png') });

  // The host picks the pack for a CANVAS_CLASH room.
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
  const packs = panel.getByRole('group', { name: 'Word packs' });
  await packs.getByRole('checkbox', { name: /Fruit/ }).check();
  await expect(packs.getByText('1 picked: their words are used.')).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  // Kept by the server: the panel shows it picked after a reload.
  await tv.reload();
  await tv.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(tv.getByRole('dialog', { name: 'Settings' }).getByRole('checkbox', { name: /Fruit/ })).toBeChecked({ timeout: 10_000 });
  await tv.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Done' }).click();

  // Three people and no AI (an AI painter's turn takes a word of its preset drawings).
  const ann = await newPhone(browser, server.url);
  const bob = await newPhone(browser, server.url);
  const cy = await newPhone(browser, server.url);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await joinAs(cy.page, code, 'Cy', 'BAGEL');
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(3);
  await tv.getByRole('button', { name: 'Start game' }).click();
  const words = [...fruit, 'plum'];
  const painted: string[] = [];
  for (const phone of [ann.page, bob.page, cy.page]) {
    await expect(phone).toHaveURL(/\/player\/game$/, { timeout: 15_000 });
    const paint = phone.locator('.clash-paint');
    await expect(paint.or(phone.getByLabel('Your guess')).first()).toBeVisible({ timeout: 15_000 });
    if (await paint.isVisible()) {
      const word = (await phone.locator('.clash-paint__secret').getAttribute('data-word'))!;
      expect(words).toContain(word);
      painted.push(word);
      const box = (await phone.getByRole('img', { name: /^Your canvas: paint / }).boundingBox())!;
      await paintWithFinger(phone, box, 0.5);
    }
  }
  expect(painted).toHaveLength(2);
  await expect.poll(async () => (await hostLines(tv, '0')) + (await hostLines(tv, '1')), { timeout: 10_000 }).toBe(2);

  // The host ends the game; the host's account keeps it, with both drawings, in its game history.
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'End game' }).click();
  await tv.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(tv.getByRole('heading', { name: 'Gallery' })).toBeVisible({ timeout: 20_000 });
  const userId = await tv.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).userId as number);
  await tv.goto(`/user/${userId}`);
  await tv.getByRole('link', { name: /Canvas Clash/ }).first().click();
  const kept = tv.getByRole('region', { name: 'Drawings' });
  await expect(kept.getByRole('listitem')).toHaveCount(2, { timeout: 10_000 });
  for (const word of painted) await expect(kept).toContainText(word);
  await Promise.all([tvContext.close(), ann.context.close(), bob.context.close(), cy.context.close()]);
});
