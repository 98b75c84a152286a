#!/usr/bin/env node
/**
 * Renders SNAPTION cards side by side into PNG contact sheets, to check that every scene reads as
 * what it shows, at the size a phone shows it.
 *
 *   node apps/web/scripts/snaption-cards/contact-sheet.mjs [--out DIR] [--prefix NAME] [--per 12] [--cols 4] [ids...]
 *
 * Without ids every card in apps/web/public/snaption/cards/ is drawn, in file-name order. Each sheet
 * is written as <out>/<prefix>-<n>.png (default: test-results/snaption-deck/sheet-<n>.png).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CARDS_DIR, REPO_ROOT } from './paths.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: join(REPO_ROOT, 'test-results', 'snaption-deck') },
    prefix: { type: 'string', default: 'sheet' },
    per: { type: 'string', default: '12' },
    cols: { type: 'string', default: '4' },
    dir: { type: 'string', default: CARDS_DIR },
    width: { type: 'string', default: '400' },
  },
});

const dir = resolve(values.dir);
const files = positionals.length
  ? positionals.map((id) => `${id}.svg`)
  : readdirSync(dir).filter((f) => f.endsWith('.svg')).sort();
const per = Number(values.per);
const cols = Number(values.cols);
const tileW = Number(values.width);
const tileH = Math.round((tileW * 9) / 16);
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (let sheet = 0; sheet * per < files.length; sheet++) {
    const batch = files.slice(sheet * per, (sheet + 1) * per);
    const rows = Math.ceil(batch.length / cols);
    const tiles = batch
      .map((file) => {
        const svg = readFileSync(join(dir, file), 'utf8');
        const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
        return `<figure><img src="${src}" width="${tileW}" height="${tileH}"><figcaption>${file.replace(/\.svg$/, '')}</figcaption></figure>`;
      })
      .join('');
    await page.setViewportSize({ width: cols * (tileW + 8) + 8, height: rows * (tileH + 26) + 8 });
    await page.setContent(
      `<style>body{margin:4px;display:grid;grid-template-columns:repeat(${cols},${tileW}px);gap:4px;background:#222;font:13px sans-serif;color:#eee}` +
        `figure{margin:0}img{display:block;background:#fff}figcaption{height:20px;padding-top:2px}</style>${tiles}`,
    );
    await page.waitForFunction(() => [...globalThis.document.images].every((img) => img.complete));
    const path = join(values.out, `${values.prefix}-${String(sheet + 1).padStart(2, '0')}.png`);
    await page.screenshot({ path, fullPage: true });
    console.log(path);
  }
} finally {
  await browser.close();
}
