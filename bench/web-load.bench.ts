/**
 * Web load benchmark: what a phone downloads to show a page, and how soon it shows it.
 *
 *   npx tsx web-load.bench.ts [--port 8198] [--lighthouse-runs 3] [--no-lighthouse]
 *
 * Runs the compiled server (`node apps/server/dist/server.js`, with the web app of apps/web/dist, as
 * `npm start` serves them; scripts/build.mjs --if-changed first) on a fresh embedded database, opens a
 * room with a shared screen, and measures the pages of a phone: the home `/`, the join screen `/join`,
 * a game page with its live example `/games/canvas_clash`, and the player lobby `/player/session` (the
 * page a phone lands on after joining, loaded again with its seat stored, as after a reload).
 *
 * - JavaScript on the wire: Chromium (/usr/bin/chromium, through Playwright) at 390x844 with an empty
 *   cache loads the page until the network is idle; the bench adds up the script responses' bytes as
 *   transferred (compressed body and headers) and as the browser's body size, and counts them.
 *   Chromium asks for `br, gzip`.
 * - Lighthouse (the `lighthouse` package, its default mobile settings: an emulated mid-range phone, 4x
 *   CPU slowdown and a simulated slow 4G network) on Chromium started by chrome-launcher with
 *   --no-sandbox --disable-gpu --headless: the median over `--lighthouse-runs` of the largest
 *   contentful paint (LCP), first contentful paint, total blocking time (TBT) and the scores of the
 *   four categories (performance, accessibility, best practices, SEO). The player lobby's seat is
 *   stored in that browser first (a join through the UI), then its HTTP cache is cleared.
 *
 * Prints Markdown tables on stdout, progress on stderr. See docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { API_BASE } from '@snackparty/protocol';
import { intOption, readArgs } from './lib/args';
import { log, runBench } from './lib/log';
import { ProductProcess, ROOT, createRoomWithPlayers } from './lib/product-process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-GB' };
const PLAYER_LOBBY = '/player/session';

const USAGE = `Usage: tsx web-load.bench.ts [options]
  --port <n>             the server's port (default 8198)
  --lighthouse-runs <n>  Lighthouse runs per page; the median is reported (default 3)
  --no-lighthouse        measure the JavaScript only`;

interface ScriptBytes {
  requests: number;
  transferred: number;
  body: number;
  decoded: number;
}

/** Loads `url` in a fresh context (empty cache) and adds up its script responses. */
async function measureScripts(context: BrowserContext, url: string): Promise<ScriptBytes> {
  const page = await context.newPage();
  const measured: Array<Promise<{ transferred: number; body: number; decoded: number }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    measured.push(
      Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        body: sizes.responseBodySize,
        decoded: (await response?.body())?.length ?? 0,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(measured);
  await page.close();
  return {
    requests: scripts.length,
    transferred: scripts.reduce((sum, s) => sum + s.transferred, 0),
    body: scripts.reduce((sum, s) => sum + s.body, 0),
    decoded: scripts.reduce((sum, s) => sum + s.decoded, 0),
  };
}

/** Joins the room through the join screen, so the page's storage holds the seat. */
async function joinThroughUi(page: Page, base: string, code: string): Promise<void> {
  await page.goto(`${base}/join/${code}`);
  await page.getByLabel('Your name').fill('Zoe');
  await page.getByRole('button', { name: 'View all' }).click();
  await page.getByRole('button', { name: 'PIZZA', exact: true }).click();
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.waitForURL(`**${PLAYER_LOBBY}`, { timeout: 30_000 });
}

async function scriptBytes(browser: Browser, base: string, code: string): Promise<Map<string, ScriptBytes>> {
  const results = new Map<string, ScriptBytes>();
  for (const pagePath of ['/', '/join']) {
    const context = await browser.newContext({ ...PHONE, baseURL: base });
    results.set(pagePath, await measureScripts(context, `${base}${pagePath}`));
    await context.close();
  }
  const joining = await browser.newContext({ ...PHONE, baseURL: base });
  await joinThroughUi(await joining.newPage(), base, code);
  const storageState = await joining.storageState();
  await joining.close();
  const seated = await browser.newContext({ ...PHONE, baseURL: base, storageState });
  results.set(PLAYER_LOBBY, await measureScripts(seated, `${base}${PLAYER_LOBBY}`));
  await seated.close();
  return results;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface LighthouseFigures {
  lcp: number;
  fcp: number;
  tbt: number;
  scores: Record<Category, number>;
  /** The accessibility audits that failed, by id (for the report when the score is short of 100). */
  failedAccessibility: string[];
}

async function runLighthouse(chrome: LaunchedChrome, url: string, keepStorage: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: keepStorage });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const accessibility = categories.accessibility?.auditRefs ?? [];
  return {
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, (categories[category]?.score ?? NaN) * 100])) as Record<Category, number>,
    failedAccessibility: accessibility.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function lighthouseFigures(base: string, runs: number): Promise<Map<string, LighthouseFigures>> {
  const results = new Map<string, LighthouseFigures>();
  const measure = async (pagePath: string, keepStorage: boolean, prepare?: (chrome: LaunchedChrome) => Promise<void>) => {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A browser of its own per run: nothing cached, nothing stored but what `prepare` stores.
      const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--no-sandbox', '--disable-gpu', '--headless', '--lang=en-GB'] });
      try {
        await prepare?.(chrome);
        figures.push(await runLighthouse(chrome, `${base}${pagePath}`, keepStorage));
        log(`  lighthouse ${pagePath} run ${run + 1}: LCP ${Math.round(figures.at(-1)!.lcp)} ms`);
      } finally {
        chrome.kill();
      }
    }
    results.set(pagePath, {
      lcp: median(figures.map((f) => f.lcp)),
      fcp: median(figures.map((f) => f.fcp)),
      tbt: median(figures.map((f) => f.tbt)),
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(figures.map((f) => f.scores[category]))])) as Record<Category, number>,
      failedAccessibility: [...new Set(figures.flatMap((f) => f.failedAccessibility))],
    });
  };
  await measure('/', false);
  await measure('/join', false);
  await measure('/games/canvas_clash', false);
  // Lighthouse clears a page's storage before loading it; the lobby needs its seat, so only the HTTP
  // cache is cleared here and Lighthouse is told to keep the storage.
  await measure(PLAYER_LOBBY, true, async (chrome) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await joinThroughUi(page, base, await createRoomWithPlayers(base, 0));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    await browser.close();
  });
  return results;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const values = readArgs(
    () =>
      parseArgs({
        args: process.argv.slice(2),
        options: {
          port: { type: 'string', default: '8198' },
          'lighthouse-runs': { type: 'string', default: '3' },
          'no-lighthouse': { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      }),
    USAGE,
  );
  const port = intOption('port', values.port, 1024, 65535);
  const lighthouseRuns = intOption('lighthouse-runs', values['lighthouse-runs'], 1, 20);

  log('building what changed (scripts/build.mjs --if-changed)');
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error('the build failed');

  dataDir = mkdtempSync(path.join(tmpdir(), 'snackparty-web-load-'));
  server = ProductProcess.spawn([process.execPath, 'apps/server/dist/server.js'], { DATA_DIR: dataDir }, port);
  await server.waitUntilServing([`${API_BASE}/health`]);
  const code = await createRoomWithPlayers(server.base, 0);

  log('measuring JavaScript on the wire');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const bytes = await scriptBytes(browser, server.base, code);
  await browser.close();
  browser = undefined;

  console.log('JavaScript of a first load at 390x844 (KB = 1024 bytes):\n');
  console.log('| page | requests | transferred KB (compressed + headers) | compressed body KB | uncompressed KB |');
  console.log('|---|---|---|---|---|');
  for (const [page, b] of bytes) console.log(`| \`${page}\` | ${b.requests} | ${kb(b.transferred)} | ${kb(b.body)} | ${kb(b.decoded)} |`);

  if (values['no-lighthouse']) return;
  log(`Lighthouse, ${lighthouseRuns} runs per page`);
  const figures = await lighthouseFigures(server.base, lighthouseRuns);
  console.log(`\nLighthouse mobile (default settings), median of ${lighthouseRuns} runs:\n`);
  console.log('| page | LCP ms | FCP ms | TBT ms | performance | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [page, f] of figures) {
    const scores = CATEGORIES.map((category) => Math.round(f.scores[category])).join(' | ');
    console.log(`| \`${page}\` | ${Math.round(f.lcp)} | ${Math.round(f.fcp)} | ${Math.round(f.tbt)} | ${scores} |`);
  }
  const failing = [...figures].filter(([, f]) => f.failedAccessibility.length > 0);
  if (failing.length > 0) {
    console.log('\nAccessibility audits that failed in a run:\n');
    for (const [page, f] of failing) console.log(`- \`${page}\`: ${f.failedAccessibility.join(', ')}`);
  }
}

let server: ProductProcess | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;

runBench(main, {
  usage: USAGE,
  cleanup: () => {
    void browser?.close();
    void server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
});
