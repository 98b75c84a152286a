import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { TV, createAsPlayingHost, joinAs, newPhone } from '../support/phones';

/** Every stage at its real size goes into the docs, to be looked at. */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const taken = new Set<string>();
async function shot(page: Page, name: string, settleMs = 700): Promise<void> {
  if (taken.has(name)) return;
  taken.add(name);
  // Let the entrance animations settle.
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: `${SHOTS}hide-and-peek-${name}.png` });
}

const port = Number(process.env.E2E_PORT ?? 8181) + 13;
let server: ServerProcess;
test.beforeAll(async () => {
  server = new ServerProcess(port);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

type Input = 'touch' | 'mouse';

interface Phone {
  name: string;
  page: Page;
  input: Input;
}

/** The shared screen's stage and turn: what changes when the game moves on. */
async function tvMoment(tv: Page): Promise<string> {
  const stage = (await tv.locator('main.host-game').getAttribute('data-stage')) ?? '';
  const turn = (await tv.locator('.hp-top__turn').textContent({ timeout: 300 }).catch(() => '')) ?? '';
  return `${stage}|${turn}`;
}

/** The host skips the stage's timer, once the moment is still on. */
async function skip(tv: Page, moment: string): Promise<void> {
  if ((await tvMoment(tv)) !== moment) return;
  await tv.getByRole('toolbar', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' }).click();
  await expect.poll(() => tvMoment(tv), { timeout: 10_000 }).not.toBe(moment);
  // Host buttons ignore a second click within a moment.
  await tv.waitForTimeout(1_100);
}

/** Where an avatar stands on a screen (scene pixels), from its data attributes. */
async function avatarAt(page: Page, selector: string): Promise<string> {
  const avatar = page.locator(selector).first();
  return `${await avatar.getAttribute('data-x')},${await avatar.getAttribute('data-y')}`;
}

/** A walk across the scene: a finger through the browser's touch input, or the mouse. */
async function walk(phone: Phone): Promise<void> {
  const scene = phone.page.locator('svg.hp-walk__scene');
  const box = (await scene.boundingBox())!;
  const point = (i: number) => ({ x: box.x + box.width * (0.3 + i * 0.03), y: box.y + box.height * (0.55 + Math.sin(i / 2) * 0.1) });
  if (phone.input === 'touch') {
    const cdp = await phone.page.context().newCDPSession(phone.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...point(0), id: 1 }] });
    for (let i = 1; i <= 14; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point(i), id: 1 }] });
      await phone.page.waitForTimeout(30);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await phone.page.mouse.move(point(0).x, point(0).y);
    await phone.page.mouse.down();
    for (let i = 1; i <= 14; i++) await phone.page.mouse.move(point(i).x, point(i).y, { steps: 2 });
    await phone.page.mouse.up();
  }
}

async function roleOf(phone: Phone): Promise<string | null> {
  return phone.page.locator('.hp--phone').getAttribute('data-role', { timeout: 2_000 }).catch(() => null);
}

async function phoneWithRole(phones: readonly Phone[], role: string): Promise<Phone | null> {
  for (const phone of phones) if ((await roleOf(phone)) === role) return phone;
  return null;
}

/** The room plays one round: everyone hides once (the lobby has no field for it). */
async function playOneRound(host: Page, code: string): Promise<void> {
  const status = await host.evaluate(async (gameCode) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' };
    const game = (await (await fetch(`/api/v1/game/${gameCode}`, { headers })).json()) as { settings: Record<string, unknown> };
    const res = await fetch('/api/v1/host/updateGameSettings', { method: 'PUT', headers, body: JSON.stringify({ gameCode, settings: { ...game.settings, numberOfTurns: 1 } }) });
    return res.status;
  }, code);
  expect(status).toBe(200);
}

const HIDING_SPOTS = ['house6', 'red_bucket', 'house2', 'blue_bucket'];
const OTHER_PEEKS = ['house1', 'house3', 'house4', 'house5'];

test('HIDE_AND_PEEK: a TV, three phones (one steering by touch) and an AI play a whole game to the podium', async ({ browser }) => {
  test.setTimeout(420_000);
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Hide and Peek/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const contexts = [];
  const phones: Phone[] = [];
  for (const [name, avatar, input] of [
    ['Ann', 'DONUT', 'touch'],
    ['Bob', 'PANDA', 'mouse'],
    ['Cy', 'BAGEL', 'mouse'],
  ] as const) {
    const phone = await newPhone(browser, server.url);
    contexts.push(phone.context);
    await joinAs(phone.page, code, name, avatar);
    phones.push({ name, page: phone.page, input });
  }
  await tv.getByRole('button', { name: 'Add AI player' }).click();
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByRole('listitem')).toHaveCount(4);
  await playOneRound(tv, code);
  await tv.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page).toHaveURL(/\/player\/game$/, { timeout: 15_000 });

  // ---- The first walk: the TV shows the scene and the how-to-play card.
  await expect(tv.locator('.hp-walk-tv')).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByText('How to play')).toBeVisible();

  let turns = 0;
  let touchWalks = 0;
  let personHides = 0;
  let revealsChecked = 0;
  let lastMoment = '';
  /** The spot a phone hid in this turn (unknown when the AI player hides). */
  let hidden: string | null = null;
  const still = async (moment: string) => (await tvMoment(tv)) === moment;
  const deadline = Date.now() + 380_000;
  while (Date.now() < deadline) {
    if (await tv.getByRole('heading', { name: 'Final scores' }).isVisible()) break;
    const moment = await tvMoment(tv);
    const stage = moment.split('|')[0];
    const fresh = moment !== lastMoment;
    lastMoment = moment;
    if (stage === 'move' && fresh) {
      turns += 1;
      hidden = null;
      await expect(tv.locator('.hp-walk-tv .hp-avatar')).toHaveCount(1);
      const hiderId = await tv.locator('.hp-walk-tv .hp-avatar').getAttribute('data-player');
      const tvAvatar = `.hp-walk-tv .hp-avatar[data-player="${hiderId}"]`;
      const before = await avatarAt(tv, tvAvatar);
      const hider = await phoneWithRole(phones, 'hider');
      if (hider) {
        // The phone steers; the TV follows (its avatar's position changes).
        await expect(hider.page.locator('.hp-drag-hint')).toBeVisible();
        await shot(hider.page, 'walk-start-phone', 200);
        await walk(hider);
        if (hider.input === 'touch') touchWalks += 1;
        await expect.poll(() => avatarAt(tv, tvAvatar), { timeout: 8_000 }).not.toBe(before);
        // Where the finger stopped is where the TV's avatar ends.
        const end = await avatarAt(hider.page, '.hp-walk__scene .hp-avatar.is-me');
        await expect.poll(async () => ((await still(moment)) ? avatarAt(tv, tvAvatar) : end), { timeout: 8_000 }).toBe(end);
        if (await still(moment)) {
          await shot(hider.page, 'walk-phone', 200);
          const watcher = phones.find((p) => p !== hider)!;
          await expect(watcher.page.locator('.hp-look--screen')).toBeVisible();
          await shot(watcher.page, 'watch-phone', 200);
        }
      } else {
        // The AI player walks by its plan, replayed on the same stream.
        await expect.poll(() => avatarAt(tv, tvAvatar), { timeout: 10_000 }).not.toBe(before);
      }
      if (await still(moment)) await shot(tv, turns === 1 ? 'walk-tutorial-tv' : 'walk-tv', 600);
      await skip(tv, moment);
    } else if (stage === 'hide' && fresh) {
      await expect(tv.locator('.hp-curtain')).toBeVisible();
      // Nobody's spot on the TV while they hide.
      await expect(tv.locator('.hp-avatar, .hp-scene__spot.is-lit')).toHaveCount(0);
      const hider = await phoneWithRole(phones, 'hider');
      if (hider) {
        personHides += 1;
        // The stage waits for the phone's hider (10 s at most): a few pictures first, then hide.
        if (personHides === 1) {
          const guesser = phones.find((p) => p !== hider)!;
          await expect(guesser.page.locator('.hp-look--closed')).toBeVisible();
          await shot(guesser.page, 'closed-phone', 200);
          await shot(tv, 'hide-tv', 600);
        } else {
          await shot(hider.page, 'hide-phone', 200);
        }
        const spot = HIDING_SPOTS[turns % HIDING_SPOTS.length]!;
        const tile = hider.page.locator(`.hp--phone[data-stage="hide"] .hp-tile[data-spot="${spot}"]`);
        if (await tile.click({ timeout: 4_000 }).then(() => true, () => false)) {
          hidden = spot;
          await expect(hider.page.locator('.hp-hidden')).toBeVisible({ timeout: 10_000 });
          await shot(hider.page, 'hidden-phone', 600);
        }
      }
      // The only hider has hidden (the AI player within seconds), or the time ran out.
      await expect.poll(() => tvMoment(tv), { timeout: 15_000 }).not.toBe(moment);
    } else if (stage === 'peek' && fresh) {
      const guessers: Phone[] = [];
      for (const phone of phones) if ((await roleOf(phone)) === 'guesser') guessers.push(phone);
      let peeked = 0;
      for (const [i, guesser] of guessers.entries()) {
        const first = i === 0 && hidden ? hidden : OTHER_PEEKS[i]!;
        const second = OTHER_PEEKS.find((s) => s !== first && s !== hidden && s !== OTHER_PEEKS[i])!;
        for (const [n, spot] of [first, second].entries()) {
          const tile = guesser.page.locator(`.hp--phone[data-stage="peek"] .hp-tile[data-spot="${spot}"]`);
          if (!(await tile.click({ timeout: 4_000 }).then(() => true, () => false))) break;
          peeked += 1;
          // A peek is marked (a whole star, then a half); the last peek of the turn ends the stage at once.
          const mark = guesser.page.locator(`.hp-tile[data-spot="${spot}"] .hp-tile__mark${n === 1 ? '.is-half' : ':not(.is-half)'}`);
          await expect(mark.or(guesser.page.locator('.hp--phone:not([data-stage="peek"])'))).toBeVisible();
          if (i === 0 && (await mark.isVisible())) {
            if (n === 0) {
              await expect(tv.locator('.hp-eye.is-used')).not.toHaveCount(0);
              await shot(guesser.page, 'peek-phone', 200);
              await shot(tv, 'peek-tv', 200);
            } else {
              await shot(guesser.page, 'peeked-twice-phone', 200);
            }
          }
        }
      }
      expect(peeked).toBeGreaterThan(0);
      // Nothing of the spot on the TV while they peek.
      if (await still(moment)) await expect(tv.locator('.hp-avatar, .hp-scene__spot.is-lit')).toHaveCount(0);
      await skip(tv, moment);
    } else if (stage === 'reveal' && fresh) {
      await expect(tv.locator('.hp-reveal__hider')).toHaveCount(1);
      if (hidden) {
        // The spot the phone picked is the one the hider pops out of, on the TV and on the phones.
        await expect(tv.locator(`.hp-reveal__hider[data-spot="${hidden}"]`)).toHaveCount(1);
        await expect(tv.locator(`.hp-scene__spot.is-lit[data-spot="${hidden}"]`)).toHaveCount(1);
        for (const phone of phones) await expect(phone.page.locator(`.hp-reveal__hider[data-spot="${hidden}"]`)).toHaveCount(1);
        revealsChecked += 1;
        await shot(tv, 'reveal-tv', 2_200);
        for (const phone of phones) {
          if ((await roleOf(phone)) === 'hider') await shot(phone.page, 'reveal-hider-phone', 0);
          else if ((await phone.page.locator('.hp-result__person.is-star').count()) > 0) await shot(phone.page, 'reveal-found-phone', 0);
          else await shot(phone.page, 'reveal-missed-phone', 0);
        }
      }
      await skip(tv, moment);
    } else if (stage === 'roundSummary' && fresh) {
      await expect(tv.getByRole('list', { name: /results/ }).getByRole('listitem')).toHaveCount(4);
      await shot(tv, 'round-scores-tv', 1_200);
      await shot(phones[2]!.page, 'round-scores-phone', 0);
      await skip(tv, moment);
    } else {
      await tv.waitForTimeout(250);
    }
  }
  // One round: four players, each hides once; one phone walked by touch.
  expect(turns).toBe(4);
  expect(touchWalks).toBe(1);
  // Each phone hid once; on a slow machine a hide may miss its ten seconds, so at least two reveals were checked.
  expect(revealsChecked).toBeGreaterThanOrEqual(2);

  // ---- The podium on every screen.
  await expect(tv.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 20_000 });
  for (const phone of phones) await expect(phone.page.getByRole('heading', { name: 'Final scores' })).toBeVisible({ timeout: 10_000 });
  await shot(tv, 'podium-tv');
  await shot(phones[1]!.page, 'podium-phone');
  await Promise.all([tvContext.close(), ...contexts.map((c) => c.close())]);
});

test('HIDE_AND_PEEK on phones alone: no screen to watch the walk, then hide, peek and the reveal on the phones', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await newPhone(browser, server.url);
  await owner.page.goto('/');
  await owner.page.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Hide and Peek/ }).click();
  const code = await createAsPlayingHost(owner.page, 'Ann', 'DONUT');
  const others = [await newPhone(browser, server.url), await newPhone(browser, server.url)];
  const phones: Phone[] = [
    { name: 'Ann', page: owner.page, input: 'mouse' },
    { name: 'Bob', page: others[0]!.page, input: 'touch' },
    { name: 'Cy', page: others[1]!.page, input: 'mouse' },
  ];
  await joinAs(phones[1]!.page, code, 'Bob', 'PANDA');
  await joinAs(phones[2]!.page, code, 'Cy', 'BAGEL');
  await expect(owner.page.locator('.player-others').getByRole('listitem')).toHaveCount(3);
  await owner.page.getByRole('button', { name: 'Start game' }).click();
  for (const phone of phones) await expect(phone.page.locator('.hp--phone[data-stage="move"]')).toBeVisible({ timeout: 15_000 });

  let hider: Phone | null = null;
  for (const phone of phones) if ((await roleOf(phone)) === 'hider') hider = phone;
  expect(hider).not.toBeNull();
  const guessers = phones.filter((p) => p !== hider);
  // Nothing relays the walk to the phones: the others wait with their eyes open.
  for (const guesser of guessers) {
    await expect(guesser.page.locator('.hp-look--eyes')).toBeVisible();
    await expect(guesser.page.locator('.hp-scene')).toHaveCount(0);
  }
  await walk(hider!);
  await shot(hider!.page, 'alone-walk-phone');
  await shot(guessers[0]!.page, 'alone-eyes-phone');

  // The owner's phone carries the host's controls: skip the walk.
  await owner.page.getByRole('button', { name: 'Host controls' }).click();
  await owner.page.getByRole('dialog', { name: 'Host controls' }).getByRole('button', { name: 'Skip timer' }).click();
  await expect(hider!.page.locator('.hp-tile')).toHaveCount(8, { timeout: 10_000 });
  await hider!.page.locator('.hp-tile[data-spot="house3"]').click();
  await expect(hider!.page.locator('.hp-hidden')).toBeVisible({ timeout: 10_000 });

  // Both guessers peek twice: the first finds the igloo with the first peek, the second with the second.
  for (const [i, guesser] of guessers.entries()) {
    await expect(guesser.page.locator('.hp--phone[data-stage="peek"]')).toBeVisible({ timeout: 10_000 });
    const peeks = i === 0 ? ['house3', 'house4'] : ['blue_bucket', 'house3'];
    for (const spot of peeks) {
      await guesser.page.locator(`.hp-tile[data-spot="${spot}"]`).click();
      // Marked; the very last peek ends the stage at once, and the reveal follows.
      const mark = guesser.page.locator(`.hp-tile[data-spot="${spot}"] .hp-tile__mark`);
      await expect(mark.or(guesser.page.locator('.hp--phone[data-stage="reveal"]'))).toBeVisible({ timeout: 10_000 });
    }
  }
  // Everyone peeked twice: the reveal, on every phone, with the peekers at the spots (no shared screen to show them).
  for (const phone of phones) await expect(phone.page.locator('.hp-reveal__hider[data-spot="house3"]')).toBeVisible({ timeout: 10_000 });
  await expect(guessers[0]!.page.locator('.hp-result__points')).toHaveText('+300');
  await expect(guessers[1]!.page.locator('.hp-result__points')).toHaveText('+150');
  await expect(guessers[0]!.page.locator('.hp-reveal__peeker.is-found[data-spot="house3"]')).toHaveCount(2);
  await shot(guessers[1]!.page, 'alone-reveal-phone', 2_400);
  await Promise.all([owner.context.close(), ...others.map((o) => o.context.close())]);
});
