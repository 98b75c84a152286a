import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PHONE, TV, joinAs, newPhone } from '../support/phones';
import { topBarWithWidestCode } from '../support/layout';
import { ServerProcess } from '../support/server';

const port = Number(process.env.E2E_PORT ?? 8181) + 15;
const APP_ID = 'A1B2C3D4';
const SENDER_SCRIPT = /^https:\/\/www\.gstatic\.com\/cv\/js\/sender\/v1\/cast_sender\.js/;
let server: ServerProcess;

test.beforeAll(async () => {
  server = new ServerProcess(port, { CAST_APP_ID: APP_ID, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

interface CastStub {
  options?: { receiverApplicationId: string };
  sent: Array<{ namespace: string; message: { token: string; gameCode: string } }>;
  endSession(): void;
}

/**
 * Chrome's cast sender framework as a page sees it with one device around ("Living Room TV"): the
 * picker picks it at once, and what is sent to it is kept on `window.__castStub` for the test.
 */
function installCastStub() {
  const listeners: Record<string, Array<(event: object) => void>> = {};
  const emit = (type: string, event: object) => (listeners[type] ?? []).forEach((handler) => handler(event));
  let castState = 'NOT_CONNECTED';
  let session: object | null = null;
  let sessions = 0;
  const stub = { sent: [] as unknown[], options: undefined as unknown, endSession: () => context.endCurrentSession() };
  const context = {
    setOptions: (options: unknown) => (stub.options = options),
    getCastState: () => castState,
    getCurrentSession: () => session,
    requestSession: () => {
      const id = `stub-session-${++sessions}`;
      session = {
        getSessionId: () => id,
        getCastDevice: () => ({ friendlyName: 'Living Room TV' }),
        sendMessage: (namespace: string, message: unknown) => {
          stub.sent.push({ namespace, message });
          return Promise.resolve();
        },
      };
      castState = 'CONNECTED';
      setTimeout(() => {
        emit('caststatechanged', { castState });
        emit('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
      });
      return Promise.resolve();
    },
    endCurrentSession: () => {
      session = null;
      castState = 'NOT_CONNECTED';
      emit('caststatechanged', { castState });
      emit('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
    },
    addEventListener: (type: string, handler: (event: object) => void) => (listeners[type] ??= []).push(handler),
    removeEventListener: (type: string, handler: (event: object) => void) => (listeners[type] = (listeners[type] ?? []).filter((h) => h !== handler)),
  };
  const w = window as unknown as Record<string, unknown>;
  w.cast = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' },
      SessionState: { SESSION_STARTED: 'SESSION_STARTED', SESSION_RESUMED: 'SESSION_RESUMED', SESSION_ENDED: 'SESSION_ENDED' },
      CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE', NOT_CONNECTED: 'NOT_CONNECTED', CONNECTING: 'CONNECTING', CONNECTED: 'CONNECTED' },
    },
  };
  w.chrome = { ...((w.chrome as object) ?? {}), cast: { AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' } } };
  w.__castStub = stub;
}

const castStub = (page: Page) => page.evaluate(() => (window as unknown as { __castStub: CastStub }).__castStub);

async function openCreateDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a room' });
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /RPS Shoot/ }).click();
  return dialog;
}

/** The receiver opened by a page of the site, which hands it the room once it says it listens. */
async function openReceiver(context: BrowserContext, room: { token: string; gameCode: string }): Promise<Page> {
  const opener = await context.newPage();
  await opener.goto('/privacy-policy');
  const [receiver] = await Promise.all([
    context.waitForEvent('page'),
    opener.evaluate((handOver) => {
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'snackparty:castReceiverReady') (event.source as Window).postMessage(handOver, window.location.origin);
      });
      window.open('/cast', 'receiver');
    }, room),
  ]);
  return receiver;
}

test('the receiver shows the room a phone casts, the phone is its remote to the podium, casting again and closing', async ({ browser }) => {
  test.setTimeout(150_000);
  const base = server.url;
  const ownerContext = await browser.newContext({ ...PHONE, baseURL: base, locale: 'en-GB' });
  await ownerContext.addInitScript(installCastStub);
  // Nothing of Google's is fetched in this test: the stub stands in for Chrome's framework.
  await ownerContext.route(SENDER_SCRIPT, (route) => route.abort());
  const owner = await ownerContext.newPage();

  // The phone casts a new RPS Shoot room to "Living Room TV" and lands on the remote.
  const dialog = await openCreateDialog(owner);
  const chromecast = dialog.getByRole('radio', { name: /Chromecast/ });
  await expect(chromecast).toBeVisible();
  await chromecast.check();
  await owner.screenshot({ path: '../docs/screenshots/chromecast-create-390.png' });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(owner).toHaveURL(/\/cast\/remote$/, { timeout: 15_000 });
  const stub = await castStub(owner);
  expect(stub.options?.receiverApplicationId).toBe(APP_ID);
  expect(stub.sent).toHaveLength(1);
  const { namespace, message: room } = stub.sent[0]!;
  expect(namespace).toBe('urn:x-cast:app.snackparty');
  expect(Object.keys(room).sort()).toEqual(['gameCode', 'token']);
  const code = room.gameCode;
  expect(await owner.evaluate(() => [localStorage.getItem('chromecastDeviceName'), localStorage.getItem('chromecastSession')])).toEqual([
    'Living Room TV',
    JSON.stringify({ sessionId: 'stub-session-1', gameCode: code }),
  ]);
  // The receiver's sign-in is its own: a new session of the phone's user, never the phone's token.
  const ownerToken = (await owner.evaluate(() => localStorage.getItem('accessToken')))!;
  expect(room.token).not.toBe(ownerToken);
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { userId: number; sid: string };
  expect(claims(room.token).userId).toBe(claims(ownerToken).userId);
  expect(claims(room.token).sid).not.toBe(claims(ownerToken).sid);

  await expect(owner.getByRole('status').filter({ hasText: 'Casting to Living Room TV' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Start game' })).toBeVisible();

  // A TV-sized browser opens the receiver, is handed the room and shows its lobby, with no controls.
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const receiver = await openReceiver(tvContext, room);
  await expect(receiver).toHaveURL(/\/cast$/);
  await expect(receiver.locator('.host-lobby__code')).toHaveText(code, { timeout: 15_000 });
  await expect(receiver.getByText('Nobody here yet. Grab your phones!')).toBeVisible();
  await expect(receiver.getByRole('button')).toHaveCount(0);

  const ann = await newPhone(browser, base);
  const bob = await newPhone(browser, base);
  await joinAs(ann.page, code, 'Ann', 'DONUT');
  await joinAs(bob.page, code, 'Bob', 'PANDA');
  await expect(receiver.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(2);
  await expect(receiver.getByText('Everyone in? The host starts the game from their phone.')).toBeVisible();
  await expect(owner.getByRole('list', { name: /Players in the room/ }).getByText('BOB')).toBeVisible();
  await receiver.screenshot({ path: '../docs/screenshots/chromecast-receiver-lobby-1920.png' });
  await owner.screenshot({ path: '../docs/screenshots/chromecast-remote-lobby-390.png', fullPage: true });

  // The remote starts the game; the receiver follows it.
  await owner.getByRole('button', { name: 'Start game' }).click();
  for (const phone of [ann.page, bob.page]) await expect(phone.getByRole('heading', { name: 'Pick your three throws' })).toBeVisible({ timeout: 20_000 });
  await expect(receiver.locator('main.host-game')).toBeVisible({ timeout: 15_000 });
  await expect(owner.getByRole('toolbar', { name: 'Host controls' })).toBeVisible({ timeout: 15_000 });
  // The game board is on the TV, never on the remote.
  await expect(owner.locator('main.host-game')).toHaveCount(0);
  for (const move of ['Rock', 'Paper', 'Scissors']) await ann.page.getByRole('button', { name: move, exact: true }).click();
  for (const move of ['Rock', 'Paper', 'Scissors']) await bob.page.getByRole('button', { name: move, exact: true }).click();
  await expect(receiver.locator('main.host-game[data-stage="reveal"]')).toBeVisible({ timeout: 20_000 });
  await expect(receiver.getByText(/It's a tie!/)).toBeVisible({ timeout: 10_000 });
  // The receiver's copy of the host screen leaves the controls out.
  await expect(receiver.getByRole('toolbar', { name: 'Host controls' })).toBeHidden();
  await receiver.screenshot({ path: '../docs/screenshots/chromecast-receiver-game-1920.png' });
  await owner.screenshot({ path: '../docs/screenshots/chromecast-remote-game-390.png' });

  // The remote's bar fits the phone whatever the room's code: a wider page pushed the end-game sheet's buttons off screen.
  const bar = await topBarWithWidestCode(owner);
  expect(bar.pageWidth).toBeLessThanOrEqual(bar.width);
  // The host ends the game from the remote: the receiver shows the podium.
  await owner.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'End game' }).click();
  await owner.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await expect(receiver.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 15_000 });
  await expect(receiver.getByRole('button', { name: 'New game, same players' })).toBeHidden();
  await expect(owner.getByRole('button', { name: 'New game, same players' })).toBeVisible({ timeout: 15_000 });
  await receiver.screenshot({ path: '../docs/screenshots/chromecast-receiver-podium-1920.png', animations: 'disabled' });
  await owner.screenshot({ path: '../docs/screenshots/chromecast-remote-over-390.png' });

  // The cast ends (the TV was switched to something else): the remote says so, and casts again.
  await owner.evaluate(() => (window as unknown as { __castStub: CastStub }).__castStub.endSession());
  const ended = owner.getByRole('alert').filter({ hasText: 'Living Room TV stopped showing the room' });
  await expect(ended).toBeVisible();
  await owner.screenshot({ path: '../docs/screenshots/chromecast-remote-ended-390.png' });
  await ended.getByRole('button', { name: 'Cast again' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Casting to Living Room TV' })).toBeVisible();
  const again = (await castStub(owner)).sent[1]!.message;
  expect(again.gameCode).toBe(code);
  expect(claims(again.token).sid).not.toBe(claims(room.token).sid);
  // Handed the room again, the receiver takes the new sign-in and ends the one it had.
  await receiver.evaluate((handOver) => window.postMessage(handOver, window.location.origin), again);
  await expect(receiver.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await receiver.request.post('/api/v1/chromecast/createSession', { headers: { authorization: `Bearer ${room.token}` }, data: { initialGameType: 'RPS_SHOOT' } })).status())
    .toBe(401);

  // The phone may also become the host screen itself.
  await owner.evaluate(() => (window as unknown as { __castStub: CastStub }).__castStub.endSession());
  await owner.getByRole('button', { name: 'Show the host screen here' }).click();
  await expect(owner).toHaveURL(/\/host\/session$/);
  await expect(owner.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 15_000 });

  // Exit ends the room: the receiver says goodbye and its sign-in is over.
  await owner.getByRole('button', { name: 'Exit' }).click();
  await owner.getByRole('dialog', { name: 'Close the room?' }).getByRole('button', { name: 'Exit' }).click();
  await expect(receiver.getByRole('heading', { name: 'The room has closed' })).toBeVisible({ timeout: 15_000 });
  await receiver.screenshot({ path: '../docs/screenshots/chromecast-receiver-closed-1920.png' });
  await expect
    .poll(async () => (await receiver.request.post('/api/v1/chromecast/createSession', { headers: { authorization: `Bearer ${again.token}` }, data: { initialGameType: 'RPS_SHOOT' } })).status())
    .toBe(401);
  expect(await receiver.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await Promise.all([ownerContext.close(), tvContext.close(), ann.context.close(), bob.context.close()]);
});

test('the create dialog offers Chromecast only when a cast device is around, and loads the cast framework only when it opens', async ({ browser }) => {
  const base = server.url;

  // With Chrome's framework reporting a device, Chromecast is offered.
  const withDevice = await browser.newContext({ ...PHONE, baseURL: base, locale: 'en-GB' });
  await withDevice.addInitScript(installCastStub);
  await withDevice.route(SENDER_SCRIPT, (route) => route.abort());
  const castPhone = await withDevice.newPage();
  const offered = await openCreateDialog(castPhone);
  await expect(offered.getByRole('radio', { name: /Chromecast/ })).toBeVisible();
  await expect(offered.getByRole('radio')).toHaveCount(3);

  // Without it, Google's script is asked for only once the dialog opens, and no device means no Chromecast.
  const plain = await browser.newContext({ ...PHONE, baseURL: base, locale: 'en-GB' });
  const fetched: string[] = [];
  await plain.route(SENDER_SCRIPT, async (route) => {
    fetched.push(route.request().url());
    // Chrome's framework, with no device anywhere near.
    await route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const context = { setOptions() {}, getCastState: () => 'NO_DEVICES_AVAILABLE', getCurrentSession: () => null,
          requestSession: () => Promise.reject('receiver_unavailable'), endCurrentSession() {}, addEventListener() {}, removeEventListener() {} };
        window.cast = { framework: { CastContext: { getInstance: () => context },
          CastContextEventType: { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' },
          SessionState: { SESSION_STARTED: 'SESSION_STARTED', SESSION_RESUMED: 'SESSION_RESUMED', SESSION_ENDED: 'SESSION_ENDED' } } };
        window.__onGCastApiAvailable && window.__onGCastApiAvailable(true);
      })();`,
    });
  });
  const phone = await plain.newPage();
  await phone.goto('/');
  await expect(phone.getByRole('button', { name: 'Create room' }).first()).toBeVisible();
  await phone.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  const dialog = await openCreateDialog(phone);
  await expect.poll(() => fetched.length).toBe(1);
  await expect(dialog.getByRole('radio', { name: /Central screen/ })).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: /Chromecast/ })).toHaveCount(0);
  await phone.screenshot({ path: '../docs/screenshots/chromecast-create-no-device-390.png' });

  // The receiver in a TV-sized browser waits for a room, and anything that is not one leaves it waiting.
  const tvContext = await browser.newContext({ ...TV, baseURL: base, locale: 'en-GB' });
  const receiver = await tvContext.newPage();
  await receiver.goto('/cast');
  await expect(receiver.getByRole('heading', { name: 'Ready to cast' })).toBeVisible();
  await receiver.evaluate(() => {
    window.postMessage({ token: 'not-a-token', gameCode: 'QWERT' }, window.location.origin);
    window.postMessage({ gameCode: 'QWERT' }, window.location.origin);
  });
  await receiver.waitForTimeout(300);
  await expect(receiver.getByRole('heading', { name: 'Ready to cast' })).toBeVisible();
  expect(await receiver.evaluate(() => localStorage.getItem('roomCode'))).toBeNull();
  await receiver.screenshot({ path: '../docs/screenshots/chromecast-receiver-waiting-1920.png' });

  await Promise.all([withDevice.close(), plain.close(), tvContext.close()]);
});
