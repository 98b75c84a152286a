#!/usr/bin/env node
/**
 * Measures the drawn extent of every avatar in apps/web/public/avatars/ (in its 256x256 box) and
 * writes avatar-frames.json, which the card renderer uses to stand avatars on their feet, attach
 * arms and legs where the body is, and put hats on their heads. Re-run after the avatars change.
 *
 *   node apps/web/scripts/snaption-cards/measure-avatars.mjs
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { AVATARS_DIR } from './paths.mjs';

const ids = readdirSync(AVATARS_DIR).filter((f) => f.endsWith('.svg')).map((f) => f.replace(/\.svg$/, '')).sort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // Measured from the rendered pixels: bounding boxes of rotated parts would overstate the extent.
  const sources = Object.fromEntries(ids.map((id) => [id, readFileSync(join(AVATARS_DIR, `${id}.svg`), 'utf8')]));
  const frames = await page.evaluate(async (all) => {
    const out = {};
    for (const [id, svg] of Object.entries(all)) {
      const img = new globalThis.Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = globalThis.document.createElement('canvas');
      canvas.width = 256;
      canvas.height = 256;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0, 256, 256);
      const { data } = ctx.getImageData(0, 0, 256, 256);
      let [x0, y0, x1, y1] = [256, 256, 0, 0];
      for (let y = 0; y < 256; y++)
        for (let x = 0; x < 256; x++)
          if (data[(y * 256 + x) * 4 + 3] > 40) {
            x0 = Math.min(x0, x);
            y0 = Math.min(y0, y);
            x1 = Math.max(x1, x + 1);
            y1 = Math.max(y1, y + 1);
          }
      // The left and right edge of the body at a height (a fraction of it from the top): where arms
      // meet the body (mid), where legs start (low) and where a hat sits (top).
      const edges = (f) => {
        const y = Math.round(y0 + (y1 - y0) * f);
        let [l, r] = [256, 0];
        for (let x = 0; x < 256; x++)
          if (data[(y * 256 + x) * 4 + 3] > 200) {
            l = Math.min(l, x);
            r = Math.max(r, x + 1);
          }
        return [l, r];
      };
      out[id] = { box: [x0, y0, x1, y1], top: edges(0.08), mid: edges(0.5), low: edges(0.9) };
    }
    return out;
  }, sources);
  writeFileSync(new URL('./avatar-frames.json', import.meta.url), `${JSON.stringify(frames, null, 0).replace(/\},/g, '},\n ')}\n`);
  console.log(`measured ${ids.length} avatars`);
} finally {
  await browser.close();
}
