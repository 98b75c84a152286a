import { fileURLToPath } from 'node:url';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { ServerProcess } from '../support/server';
import { PHONE, TV, joinAs, newPhone } from '../support/phones';

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

// No OAuth client is configured: the login form offers no social sign-in. No payments: nothing is
// for sale. The maker's links are configured, for the about page and the footer.
const server = new ServerProcess(Number(process.env.E2E_PORT ?? 8181), {
  SITE_BLOG_URL: 'https://blog.example/snackparty',
  SITE_COMMUNITY_URL: 'https://chat.example/snackparty',
  SITE_SOCIAL_LINKS: JSON.stringify([{ name: 'Mastodon', url: 'https://mastodon.example/@snackparty' }]),
});
test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  server.dispose();
});

/** The language the page is in, from the html lang attribute the app keeps in step. */
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('a language picked in the header or by ?lng= stays after the next page load', async ({ browser }) => {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  // The guest sign-in of a first visit is done in English.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Guest' })).toBeVisible();

  await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Polski/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gry imprezowe dla wszystkich w pokoju');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Gość' })).toBeVisible();
  expect(await pageLanguage(page)).toBe('pl');

  await page.goto('/?lng=dk');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Gæst' })).toBeVisible();
  expect(await pageLanguage(page)).toBe('da');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Gæst' })).toBeVisible();
  expect(await pageLanguage(page)).toBe('da');
  await context.close();
});

test('the home page leads the host screen and a phone back to their open room', async ({ browser }) => {
  const tvContext = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const tv = await tvContext.newPage();
  await tv.goto('/');
  await expect(tv.getByRole('link', { name: 'Back to your room' })).toHaveCount(0);
  await tv.getByRole('button', { name: 'Create room' }).first().click();
  const dialog = tv.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue as guest' }).click();
  await dialog.getByRole('button', { name: /Sync Think/ }).click();
  await dialog.getByRole('radio', { name: /Central screen/ }).check();
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/, { timeout: 15_000 });
  const code = (await tv.locator('.host-lobby__code').getAttribute('aria-label'))!.replace(/^Room code /, '').replace(/ /g, '');

  const phone = await newPhone(browser, server.url);
  await joinAs(phone.page, code, 'Pia', 'TACO');

  await tv.goto('/');
  const tvCard = tv.getByRole('region', { name: 'Your room is still open' });
  await expect(tvCard.getByText(code, { exact: true })).toBeVisible();
  await tvCard.getByRole('link', { name: 'Back to your room' }).click();
  await expect(tv).toHaveURL(/\/host\/session$/);
  await expect(tv.getByRole('list', { name: /Players in the room/ }).getByText('PIA')).toBeVisible();

  await phone.page.goto('/');
  const phoneCard = phone.page.getByRole('region', { name: 'You still have a seat in this room' });
  await expect(phoneCard.getByText(code, { exact: true })).toBeVisible();
  await phoneCard.getByRole('link', { name: 'Back to your room' }).click();
  await expect(phone.page).toHaveURL(/\/player\/session$/);

  // Once the room has ended, the home page offers nothing to go back to.
  const ended = await tv.evaluate(async (roomCode) => {
    const response = await fetch(`/api/v1/gameSession/${roomCode}/destroy`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return response.status;
  }, code);
  expect(ended).toBeLessThan(300);
  await phone.page.goto('/');
  await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.page.getByRole('link', { name: 'Back to your room' })).toHaveCount(0);
  await tvContext.close();
  await phone.context.close();
});

test('a guest sees Log in without social sign-ins nobody configured, also on the word packs page', async ({ browser }) => {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/wordPacks');
  await page.getByRole('banner').getByRole('button', { name: 'Guest' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forget me on this device' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(login.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
  await context.close();
});

/** Everything a page prints as an error: console errors (failed requests included) and uncaught exceptions. */
function collectErrors(page: Page, name: string): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${name}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
  return errors;
}

/** The marketing routes of the site (and the home that leads to them), each with its screenshot's name and the heading it shows. */
const SITE_ROUTES: Array<{ path: string; shot: string; heading: RegExp }> = [
  { path: '/', shot: 'home', heading: /^Party games for everyone in the room$/ },
  { path: '/games', shot: 'games', heading: /^Games$/ },
  { path: '/games/canvas_clash', shot: 'games-canvas-clash', heading: /^Games$/ },
  { path: '/howToPlay', shot: 'how-to-play', heading: /^How to play$/ },
  { path: '/howToPlay?hostType=video_call', shot: 'how-to-play-video-call', heading: /^How to play$/ },
  { path: '/howToPlay?hostType=mobile_only', shot: 'how-to-play-mobile-only', heading: /^How to play$/ },
  { path: '/about', shot: 'about', heading: /^About Snackparty$/ },
  { path: '/joinGame', shot: 'join-game', heading: /./ },
  { path: '/register', shot: 'register', heading: /./ },
];

for (const [size, device] of [
  ['phone', PHONE],
  ['tv', TV],
] as const) {
  test(`every site page opens on a ${size} without a console error`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...device, baseURL: server.url, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = collectErrors(page, size);
    for (const route of SITE_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
      await page.waitForLoadState('networkidle');
      if (route.path.startsWith('/games')) await expect(page.locator('.live-demo__viewport')).toHaveAttribute('data-demo-running', 'true');
      await page.screenshot({ path: `${SHOTS}site-${route.shot}-${size}.png`, fullPage: size === 'phone' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the title bar, the menu and the footer lead to the site pages, and a free server offers no pricing', async ({ browser }) => {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  const bar = page.getByRole('banner');
  for (const [name, path] of [
    ['Games', '/games'],
    ['How to play', '/howToPlay'],
    ['About', '/about'],
    ['Join game', '/joinGame'],
    ['Contact', '/contact'],
  ] as const) {
    await bar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.waitForLoadState('networkidle');
  await expect(bar.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Mastodon' })).toHaveAttribute('href', 'https://mastodon.example/@snackparty');
  await expect(footer.getByRole('button', { name: /Copy the support email address/ })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toHaveCount(0);

  const phone = await newPhone(browser, server.url);
  await phone.page.goto('/');
  await phone.page.getByRole('button', { name: 'Menu' }).click();
  await phone.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How to play' }).click();
  await expect(phone.page).toHaveURL(/\/howToPlay$/);
  await context.close();
  await phone.context.close();
});

test('the about page links to the blog, the community chat and the social accounts from the configuration', async ({ browser }) => {
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Blog/ })).toHaveAttribute('href', 'https://blog.example/snackparty');
  await expect(main.getByRole('link', { name: /Community chat/ })).toHaveAttribute('href', 'https://chat.example/snackparty');
  await expect(main.getByRole('link', { name: 'Mastodon' })).toHaveAttribute('href', 'https://mastodon.example/@snackparty');
  await context.close();
});

test('the games carousel cycles through all seven games, and each live example plays by itself', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ ...TV, baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  const errors = collectErrors(page, 'games');
  await page.goto('/games');
  const slide = page.locator('.game-overview__slide');
  const seen: string[] = [];
  for (let i = 0; i < 7; i++) {
    // The slide after the arrow's: a new game, not the one before it.
    if (i > 0) await expect(slide).not.toHaveAttribute('data-game', seen[i - 1]!);
    const type = (await slide.getAttribute('data-game'))!;
    seen.push(type);
    if (i > 0) await expect(page).toHaveURL(new RegExp(`/games/${type.toLowerCase()}$`));
    const demo = page.locator(`[data-demo-game="${type}"] .live-demo__viewport`);
    await expect(demo).toHaveAttribute('data-demo-running', 'true');
    // By itself, within 20 seconds, the example moves on (a robot's move, a stage ending) and looks different.
    const changes = Number(await demo.getAttribute('data-demo-changes'));
    const before = await page.locator(`[data-demo-game="${type}"] .live-demo__box`).screenshot();
    await expect.poll(async () => Number(await demo.getAttribute('data-demo-changes')), { timeout: 20_000, intervals: [250] }).toBeGreaterThan(changes);
    await page.waitForTimeout(600);
    const after = await page.locator(`[data-demo-game="${type}"] .live-demo__box`).screenshot();
    expect(after.equals(before), `${type}'s example looks the same after it moved on`).toBe(false);
    await page.screenshot({ path: `${SHOTS}site-games-${type.toLowerCase().replace(/_/g, '-')}-tv.png` });
    await page.getByRole('button', { name: /^Next game: / }).click();
  }
  expect(new Set(seen).size).toBe(7);
  expect(seen).not.toContain('EXPERIMENTS');
  // Round the ring: back at the first game.
  await expect(slide).toHaveAttribute('data-game', seen[0]!);
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor who asked for less motion starts the live example with a play button', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'en-GB', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/games/rps_shoot');
  const demo = page.locator('.live-demo__viewport');
  await expect(demo).toHaveAttribute('data-demo-running', 'false');
  const changes = await demo.getAttribute('data-demo-changes');
  await page.waitForTimeout(1_500);
  await expect(demo).toHaveAttribute('data-demo-changes', changes!);
  await page.getByRole('button', { name: 'Play the live example of RPS Shoot' }).click();
  await expect(demo).toHaveAttribute('data-demo-running', 'true');
  await page.getByRole('button', { name: 'How to play' }).click();
  const rules = page.getByRole('dialog', { name: 'How to play RPS Shoot' });
  await expect(rules.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}site-games-rules-phone.png` });
  await context.close();
});

test('a server that takes payments shows pricing in the title bar, the menu, the footer and the home', async ({ browser }) => {
  const paying = new ServerProcess(Number(process.env.E2E_PORT ?? 8181) + 19, { STRIPE_SECRET_KEY: 'sk_test_site_pricing', STRIPE_API_URL: 'http://127.0.0.1:9' });
  await paying.start();
  try {
    const context = await browser.newContext({ ...TV, baseURL: paying.url, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/payment');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/payment');
    const pricing = page.getByRole('region', { name: 'Pricing' });
    await expect(pricing.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/payment');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await context.close();

    const phone = await newPhone(browser, paying.url);
    await phone.page.goto('/games');
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    await expect(phone.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/payment');
    await phone.context.close();
  } finally {
    await paying.stop();
    paying.dispose();
  }
});
