import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV } from '../support/phones';

/** What a phone may download of JavaScript, compressed, headers included, to show the join screen. */
const JOIN_SCREEN_JS_BUDGET_BYTES = 150 * 1024;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The compiled server, as `npm start` runs it (`npm run test:e2e` builds it), listening on every
// interface as by default, so that the machine's LAN address reaches it.
const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181), { HOST: '0.0.0.0', LOG_LEVEL: 'info' }, [join(ROOT, 'apps/server/dist/server.js')]);
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

function firstLanIPv4(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    const lan = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (lan) return lan.address;
  }
  return undefined;
}

test('a lobby opened on this machine shows phones its LAN address to join at', async ({ browser }) => {
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });

  // The page is at 127.0.0.1, which no phone can open: the lobby names the machine's address instead,
  // the one the server printed when it started.
  const lan = firstLanIPv4();
  const expected = `${lan ?? '127.0.0.1'}:${server.port}/join`;
  await expect(tv.locator('.host-lobby__url')).toHaveText(expected);
  if (lan) expect(server.log).toContain(`Phones join at http://${expected}`);
  await tvContext.close();
});

test("a phone's first load of the join screen stays within its JavaScript budget, compressed", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  const measured: Array<Promise<{ url: string; bytes: number; encoding: string | undefined }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    measured.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  await page.goto('/join', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  const scripts = await Promise.all(measured);

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toBe('br');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  expect(total, scripts.map((s) => `${s.bytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(JOIN_SCREEN_JS_BUDGET_BYTES);
  await context.close();
});
