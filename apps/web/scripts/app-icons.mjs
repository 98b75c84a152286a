/**
 * The installed app's icons, drawn from the logo (public/favicon.svg) by Chromium: PNGs, because
 * that is what every home screen and app launcher takes. Run once after the logo changes:
 *
 *   node apps/web/scripts/app-icons.mjs
 *
 * Output: public/icons/icon-192.png, icon-512.png (the rounded logo on a transparent corner),
 * icon-maskable-512.png and apple-touch-icon.png (full bleed: the launcher cuts its own shape).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const out = `${publicDir}icons/`;
mkdirSync(out, { recursive: true });
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');
// The logo's own rounded corner is the launcher's business on a maskable icon. The artwork sits
// within the middle 62 % of the square, inside the maskable safe zone (a circle of 80 %).
const fullBleed = logo.replace(/ rx="\d+"/, '');

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  await page.screenshot({ path: `${out}${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`${out}${file}`);
}
await browser.close();
