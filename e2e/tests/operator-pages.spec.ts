import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newEmail, registerAndVerify } from '../support/accounts';
import { MailSink } from '../support/mail';
import { PHONE, TV, joinAs, newPhone } from '../support/phones';
import { ServerProcess } from '../support/server';

const SHOTS = '../docs/screenshots';
const port = Number(process.env.E2E_PORT ?? 8181);
const sink = new MailSink();

/** A local server speaking LibreTranslate's `POST /translate`: a few kitchen words in German. */
const GERMAN: Record<string, string> = { spoon: 'Löffel', fork: 'Gabel', kettle: 'Wasserkocher', whisk: 'Schneebesen', ladle: 'Schöpfkelle' };
const translations: Array<{ q: unknown; source: string; target: string }> = [];
const translator: Server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { q: string | string[]; source: string; target: string };
    translations.push(body);
    const one = (text: string) => (body.target === 'de' ? (GERMAN[text.toLowerCase()] ?? text) : text);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ translatedText: Array.isArray(body.q) ? body.q.map(one) : one(body.q) }));
  });
});

let server: ServerProcess;
test.beforeAll(async () => {
  const smtpPort = await sink.start();
  await new Promise<void>((resolve) => translator.listen(0, '127.0.0.1', resolve));
  server = new ServerProcess(port, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRANSLATE_URL: `http://127.0.0.1:${(translator.address() as AddressInfo).port}`,
  });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  translator.close();
  await sink.close();
});

/** A TV opens a room with a central screen; returns its page and the room code. */
async function tvRoom(browser: Browser): Promise<{ tv: Page; code: string }> {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await context.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.evaluate(() => localStorage.getItem('roomCode')))!;
  expect(code).toMatch(/^[A-Z0-9]{5}$/);
  return { tv, code };
}

/** What the host's screen sends on a host topic, over its own STOMP connection, as the host's screen would. */
async function sendAsHost(tv: Page, code: string, topic: string): Promise<void> {
  await tv.evaluate(
    ({ code, topic }) =>
      new Promise<void>((resolve, reject) => {
        const token = localStorage.getItem('accessToken')!;
        const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/gametje`);
        const frame = (command: string, headers: Record<string, string>, body = '') =>
          `${command}\n${Object.entries(headers).map(([k, v]) => `${k}:${v}`).join('\n')}\n\n${body}\0`;
        socket.onopen = () => socket.send(frame('CONNECT', { 'accept-version': '1.2', host: location.host, gameCode: code, purpose: 'host', Authorization: `Bearer ${token}` }));
        socket.onmessage = (event) => {
          const text = String(event.data);
          if (text.startsWith('CONNECTED')) socket.send(frame('SEND', { destination: `/host/${code}/${topic}`, 'content-type': 'application/json', receipt: 'sent' }, '{}'));
          else if (text.startsWith('RECEIPT')) {
            socket.close();
            resolve();
          } else if (text.startsWith('ERROR')) reject(new Error(text));
        };
        socket.onerror = () => reject(new Error('socket error'));
      }),
    { code, topic },
  );
}

test('the debug page shows the room, its live connection and latency, the stored items with tokens hidden, and copies a report', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  const ann = await newPhone(browser, server.url);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await ann.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const token = (await ann.page.evaluate(() => localStorage.getItem('accessToken')))!;

  await ann.page.goto('/debug');
  await expect(ann.page.getByRole('heading', { name: 'Debug info' })).toBeVisible();
  const realtime = ann.page.getByRole('region', { name: 'Realtime connection' });
  await expect(realtime.getByText(code, { exact: true })).toBeVisible();
  await expect(realtime.getByText('Connected')).toBeVisible({ timeout: 15_000 });
  await expect(realtime.getByText(/^\d+ ms$/)).toBeVisible({ timeout: 15_000 });
  await expect(ann.page.getByRole('region', { name: 'Server' }).getByText(/^200 ok/)).toBeVisible();
  const stored = ann.page.getByRole('region', { name: 'Stored items' });
  await expect(stored.getByRole('row', { name: /accessToken/ }).getByText(`hidden · ${token.length} characters`)).toBeVisible();
  await expect(stored.getByRole('row', { name: /roomCode/ }).getByText(code)).toBeVisible();
  expect(await stored.textContent()).not.toContain(token.split('.')[1]);
  await ann.page.screenshot({ path: `${SHOTS}/debug-phone.png` });

  await ann.page.getByRole('button', { name: 'Copy bug report' }).click();
  await expect(ann.page.getByText('Bug report copied')).toBeVisible();
  const report = await ann.page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain(`room: ${code}`);
  expect(report).toContain('state: connected');
  expect(report).toMatch(/latency: \d+ ms/);
  expect(report).toContain(`localStorage.accessToken = [hidden, ${token.length} characters]`);
  expect(report).not.toContain(token.split('.')[1]);

  // The TV's own debug page, on the big screen.
  await tv.goto('/debug');
  await expect(tv.getByRole('region', { name: 'Realtime connection' }).getByText('Connected')).toBeVisible({ timeout: 15_000 });
  await tv.screenshot({ path: `${SHOTS}/debug-tv.png` });
});

test('the playground: a stroke drawn on the canvas shows, is counted and replays', async ({ browser }) => {
  for (const [device, options] of [['tv', TV], ['phone', PHONE]] as const) {
    const context = await browser.newContext({ ...options, baseURL: server.url, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/playground');
    await expect(page.getByRole('heading', { name: 'Playground', level: 1 })).toBeVisible();
    const canvas = page.getByLabel('Drawing canvas: draw here');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (0.3 + Math.sin(i / 2) * 0.2), { steps: 2 });
    await page.mouse.up();
    await expect(page.getByText('Lines: 1')).toBeVisible();
    // Ink is on the paper: some pixel of the canvas is no longer white.
    const inked = await canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) return true;
      return false;
    });
    expect(inked).toBe(true);
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByLabel('Your drawing, replayed')).toBeVisible();
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: /Sushi/ }).click();
    await expect(page.getByText('You picked Sushi.')).toBeVisible();
    // From the top: the canvas and its replay first, and on the big screen the kit below them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/playground-${device}.png` });
    if (device === 'phone') {
      await page.getByRole('heading', { name: 'Countdown' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/playground-kit-phone.png` });
    }
    await context.close();
  }
});

test('the survey: answered on a phone, kept, and shown again to change', async ({ browser }) => {
  const phone = await newPhone(browser, server.url);
  const page = phone.page;
  await page.goto('/rocoSurveyOct10');
  await expect(page.getByRole('heading', { name: 'How was your game night?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send answers' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/survey-phone.png` });
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Please pick an answer.')).toBeVisible();

  await page.getByRole('radio', { name: 'Phones only' }).check();
  await page.getByRole('radio', { name: /Great/ }).check();
  await page.getByLabel('Which game did you like best?').selectOption({ label: 'Sync Think' });
  await page.getByRole('radio', { name: 'Yes' }).check();
  const date = page.getByLabel('When did you play?');
  await expect(date).toHaveAttribute('min', '1900-01-01');
  await expect(date).toHaveAttribute('max', '2099-12-31');
  await date.fill('2025-10-10');
  await page.getByLabel('What should we make better?').fill('More drawing games, please');
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/survey-thanks-phone.png` });

  // The other address is the same page, with the answer kept.
  await page.goto('/survey');
  await expect(page.getByText(/^You answered on \d\d\/\d\d\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Phones only' })).toBeChecked();
  await expect(page.getByLabel('When did you play?')).toHaveValue('2025-10-10');
  await expect(page.getByLabel('What should we make better?')).toHaveValue('More drawing games, please');

  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/survey');
  await expect(tv.getByRole('button', { name: 'Send answers' })).toBeVisible();
  await tv.screenshot({ path: `${SHOTS}/survey-tv.png` });
});

test('the host screen has the phones reload; a player leaves the room from the phone', async ({ browser }) => {
  const { tv, code } = await tvRoom(browser);
  const ann = await newPhone(browser, server.url);
  const bob = await newPhone(browser, server.url);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  const list = tv.getByRole('list', { name: /Players in the room/ });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // reloadPage: the phone loads afresh (what it kept in memory is gone) and is back in its seat.
  await ann.page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await expect(ann.page.locator('.player-header__status')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await sendAsHost(tv, code, 'reloadPage');
  const stillBefore = () => ann.page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true);
  await expect.poll(stillBefore, { timeout: 15_000 }).toBe(false);
  await expect(ann.page).toHaveURL(/\/player\/session$/);
  await expect(ann.page.getByRole('heading', { name: 'ANN' })).toBeVisible();

  // Ann leaves: asked first, then her seat is given up and the TV sees it.
  await ann.page.getByRole('button', { name: 'Leave room' }).click();
  const dialog = ann.page.getByRole('dialog', { name: 'Leave the room?' });
  await expect(dialog.getByText(`room ${code}`)).toBeVisible();
  await ann.page.screenshot({ path: `${SHOTS}/leave-room-phone.png` });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(ann.page).toHaveURL(new RegExp(`${server.url}/?$`));
  expect(await ann.page.evaluate(() => localStorage.getItem('roomCode'))).toBeNull();
  await expect(list.getByText('ANN')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(bob.page.getByText('ANN')).toHaveCount(0);
});

test('a pack\'s words are translated in the word-pack editor through the configured server', async ({ browser }) => {
  for (const [device, options] of [['tv', TV], ['phone', PHONE]] as const) {
    const context = await browser.newContext({ ...options, baseURL: server.url, locale: 'en-GB' });
    const page = await context.newPage();
    await registerAndVerify(page, sink, server.url, 'Tess', newEmail(`tess-${device}`));
    await page.goto('/wordPacks');
    await page.getByRole('button', { name: 'New pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'New word pack' });
    await dialog.getByLabel('Name').fill('Kitchen');
    await dialog.getByLabel('Words').fill('spoon\nfork\nkettle\nwhisk\nladle');
    await dialog.getByLabel('Translate into').selectOption('de');
    await dialog.getByRole('button', { name: 'Translate' }).click();
    await expect(dialog.getByText('Translation – Deutsch (5)')).toBeVisible();
    await expect(dialog.getByText('Schneebesen')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/word-pack-translate-${device}.png` });
    await dialog.getByRole('button', { name: 'Use translation' }).click();
    await expect(dialog.getByLabel('Words')).toHaveValue('Löffel\nGabel\nWasserkocher\nSchneebesen\nSchöpfkelle');
    await expect(dialog.getByLabel('Language', { exact: true })).toHaveValue('de');
    await context.close();
  }
  expect(translations.at(-1)).toMatchObject({ q: ['spoon', 'fork', 'kettle', 'whisk', 'ladle'], source: 'en', target: 'de' });
});
