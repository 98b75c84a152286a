/**
 * The drawing canvas in a real browser: starts the web app's Vite dev server with a small page that
 * holds a painter's canvas and toolbar, a host-screen canvas fed through the real wire format, and a
 * replay. Draws with the mouse and with touch (one finger, then a two-finger pinch) on a 390×844
 * phone, checks the drawings and the PNG export, and saves screenshots.
 *
 *   node apps/web/scripts/canvas-screenshots.mjs
 *
 * Output: test-results/canvas/*.png (OUT=... to change). Exits non-zero when a check fails.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';

const OUT = process.env.OUT ?? fileURLToPath(new URL('../../../test-results/canvas/', import.meta.url));
const PORT = Number(process.env.PORT ?? 5199);
mkdirSync(OUT, { recursive: true });

const DEMO_ID = 'virtual:canvas-demo';
const DEMO_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Drawing canvas</title></head>
<body><div id="root"></div><script type="module" src="/@id/${DEMO_ID}"></script></body></html>`;

/** The page: plain React calls, so it needs no build step of its own. */
const DEMO_SOURCE = `
import { createElement as h, useMemo, useRef, useState, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDrawBatch, compressDrawBatch, decodeDrawBatch, emptyDrawing } from '@snackparty/protocol';
import '/src/app/base.css';
import { initI18n } from '/src/i18n/i18n.ts';
import { CANVAS, DrawingCanvas, DrawingToolbar, RemoteCanvas, ReplayCanvas, StrokeStreamer, canvasSize, saveDataToPngBlob } from '/src/canvas/index.ts';

function Demo() {
  const size = Math.round(Math.max(canvasSize(innerWidth, innerHeight), Math.min(innerWidth - 32, 340)));
  const canvas = useRef(null);
  const [color, setColor] = useState('#000000');
  const [radius, setRadius] = useState(CANVAS.brushRadius);
  const [status, setStatus] = useState({ canUndo: false, canUndoEraseAll: false });
  const [remote, setRemote] = useState(() => emptyDrawing(size, size));
  const [replay, setReplay] = useState(null);
  const streamer = useMemo(() => new StrokeStreamer({ turn: 1, width: size, height: size, send: (batch) => {
    globalThis.__batches = (globalThis.__batches ?? 0) + 1;
    const wire = JSON.parse(JSON.stringify(compressDrawBatch(batch)));
    setRemote((model) => applyDrawBatch(model, decodeDrawBatch(wire)));
  } }), [size]);
  globalThis.__canvasDemo = {
    saveData: () => canvas.current.getSaveData(),
    remote: () => remote,
    flush: () => streamer.flush(),
    replay: () => setReplay(canvas.current.getSaveData()),
    png: async () => {
      const blob = await saveDataToPngBlob(canvas.current.getSaveData(), 400);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      const view = new DataView(bytes.buffer);
      return { type: blob.type, signature: Array.from(bytes.slice(0, 8)), width: view.getUint32(16), height: view.getUint32(20) };
    },
  };
  const small = Math.round(size / 2);
  return h('main', { style: { padding: 16, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } },
    h(DrawingCanvas, { ref: canvas, width: size, height: size, brushColor: color, brushRadius: radius, panZoomEnabled: true, clampToDocument: true, showGrid: true,
      onOps: (ops) => streamer.push(ops), onChange: setStatus }),
    h(DrawingToolbar, { color, onColor: setColor, radius, onRadius: setRadius, canUndo: status.canUndo, canUndoEraseAll: status.canUndoEraseAll,
      onUndo: () => canvas.current.undo(), onEraseAll: () => canvas.current.eraseAll(), onUndoEraseAll: () => canvas.current.undoEraseAll(), onClear: () => canvas.current.clear() }),
    h('div', { style: { display: 'flex', gap: 12 } },
      h(RemoteCanvas, { model: remote, width: small, height: small }),
      replay ? h(ReplayCanvas, { data: replay, width: small, height: small, animated: true, onDone: () => (globalThis.__replayDone = true) }) : null));
}

void initI18n();
createRoot(document.getElementById('root')).render(h(Suspense, { fallback: null }, h(Demo)));
`;

function demoPage() {
  return {
    name: 'canvas-demo',
    resolveId: (id) => (id === DEMO_ID ? `\0${DEMO_ID}` : null),
    load: (id) => (id === `\0${DEMO_ID}` ? DEMO_SOURCE : null),
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/canvas-demo')) return next();
        res.setHeader('Content-Type', 'text/html');
        res.end(await server.transformIndexHtml(req.url, DEMO_HTML));
      });
    },
  };
}

const failures = [];
function check(condition, message) {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${message}`);
  if (!condition) failures.push(message);
}

const server = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  plugins: [demoPage()],
  server: { port: PORT, host: '127.0.0.1', strictPort: true },
  logLevel: 'warn',
});
await server.listen();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function open(options) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'en-US', ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('[console]', message.text());
  });
  await page.goto(`http://127.0.0.1:${PORT}/canvas-demo?lng=en`);
  await page.getByRole('img', { name: 'Drawing canvas' }).waitFor({ timeout: 30000 });
  const box = await page.getByRole('img', { name: 'Drawing canvas' }).boundingBox();
  return { page, box };
}

const saveData = (page) => page.evaluate(() => globalThis.__canvasDemo.saveData());
const remoteLines = (page) => page.evaluate(() => globalThis.__canvasDemo.remote().lines.length);

try {
  // ---- mouse ----
  {
    const { page, box } = await open({});
    const at = (fx, fy) => [box.x + box.width * fx, box.y + box.height * fy];
    const drag = async (points) => {
      await page.mouse.move(...at(...points[0]));
      await page.mouse.down();
      for (const p of points.slice(1)) await page.mouse.move(...at(...p), { steps: 8 });
      await page.mouse.up();
    };
    // A house: walls and roof in black, a red door, a blue sun.
    await drag([[0.2, 0.85], [0.2, 0.45], [0.8, 0.45], [0.8, 0.85], [0.2, 0.85]]);
    await drag([[0.15, 0.5], [0.5, 0.15], [0.85, 0.5]]);
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await page.getByRole('button', { name: 'Large brush', exact: true }).click();
    await drag([[0.45, 0.85], [0.45, 0.65], [0.55, 0.65], [0.55, 0.85]]);
    await page.getByRole('button', { name: 'Sky blue', exact: true }).click();
    await page.getByRole('button', { name: 'Small brush', exact: true }).click();
    await drag([[0.85, 0.1], [0.9, 0.15], [0.85, 0.2], [0.8, 0.15], [0.85, 0.1]]);
    await page.waitForTimeout(200);
    let data = await saveData(page);
    check(data.lines.length === 4, `mouse: 4 lines drawn (got ${data.lines.length})`);
    check(data.lines[2]?.brushColor === '#ED1C24' && data.lines[2]?.brushRadius === 18, 'mouse: the door is red and large');
    check(data.lines.every((l) => l.points.every((p) => p.x >= 0 && p.y >= 0 && p.x <= data.width && p.y <= data.height)), 'mouse: points are inside the document');
    check((await remoteLines(page)) === 4, 'mouse: the host-screen canvas got the 4 lines over the wire');

    // A click without movement is no line; undo and erase-all from the toolbar.
    await page.mouse.click(...at(0.5, 0.3));
    check((await saveData(page)).lines.length === 4, 'mouse: a click draws no line');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    check((await saveData(page)).lines.length === 3, 'mouse: undo removes the last line');
    await page.getByRole('button', { name: 'Erase all', exact: true }).click();
    check((await saveData(page)).lines.length === 0, 'mouse: erase all');
    await page.getByRole('button', { name: 'Undo erase all', exact: true }).click();
    data = await saveData(page);
    check(data.lines.length === 3, 'mouse: undo erase all brings the lines back');
    await page.waitForTimeout(100);
    check((await remoteLines(page)) === 3, 'mouse: the host-screen canvas follows undo and erase all');

    // Ctrl + wheel and ctrl-drag change the view, not the drawing.
    await page.mouse.move(...at(0.5, 0.5));
    await page.mouse.wheel(0, -40);
    await page.keyboard.down('Control');
    await drag([[0.5, 0.5], [0.6, 0.55]]);
    await page.keyboard.up('Control');
    check((await saveData(page)).lines.length === 3, 'mouse: pan and zoom draw nothing');
    await page.screenshot({ path: `${OUT}canvas-mouse-zoomed.png` });
    await page.evaluate(() => globalThis.__canvasDemo.flush());

    const png = await page.evaluate(() => globalThis.__canvasDemo.png());
    check(png.type === 'image/png' && png.signature.join(',') === '137,80,78,71,13,10,26,10', 'png: a PNG blob');
    check(png.width === 400 && png.height === 400, `png: 400×400 (got ${png.width}×${png.height})`);

    await page.evaluate(() => globalThis.__canvasDemo.replay());
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${OUT}canvas-replay-running.png` });
    await page.waitForFunction(() => globalThis.__replayDone === true, null, { timeout: 10000 });
    await page.context().close();
    console.log('saved canvas-mouse-zoomed, canvas-replay-running');
  }

  // ---- mouse, before zooming: the plain picture ----
  {
    const { page, box } = await open({});
    const at = (fx, fy) => [box.x + box.width * fx, box.y + box.height * fy];
    await page.getByRole('button', { name: 'Purple', exact: true }).click();
    await page.mouse.move(...at(0.1, 0.5));
    await page.mouse.down();
    for (let i = 0; i <= 40; i++) await page.mouse.move(...at(0.1 + i * 0.02, 0.5 + 0.3 * Math.sin(i / 4)));
    await page.mouse.up();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}canvas-mouse.png` });
    check((await saveData(page)).lines.length === 1, 'mouse: a wave is one line');
    await page.context().close();
    console.log('saved canvas-mouse');
  }

  // ---- touch ----
  {
    const { page, box } = await open({ isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    const at = (fx, fy) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });

    // One finger: a stroke (it starts once the finger has moved 10 px).
    await touch('touchStart', [at(0.2, 0.2)]);
    for (let i = 1; i <= 12; i++) {
      await touch('touchMove', [at(0.2 + i * 0.05, 0.2 + i * 0.04)]);
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', []);
    await page.waitForTimeout(100);
    check((await saveData(page)).lines.length === 1, 'touch: one finger draws a line');

    // A finger held still for 250 ms, then moved: a stroke too.
    await touch('touchStart', [at(0.3, 0.8)]);
    await page.waitForTimeout(350);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [at(0.3 + i * 0.06, 0.8)]);
    await touch('touchEnd', []);
    check((await saveData(page)).lines.length === 2, 'touch: a held finger draws a line');

    // Two fingers at once: a pinch zoom, never a line.
    await touch('touchStart', [at(0.45, 0.5)]);
    await touch('touchStart', [at(0.45, 0.5), at(0.55, 0.5)]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [at(0.45 - i * 0.02, 0.5), at(0.55 + i * 0.02, 0.5)]);
    await touch('touchEnd', []);
    await page.waitForTimeout(100);
    check((await saveData(page)).lines.length === 2, 'touch: a pinch draws no line');
    await page.waitForTimeout(100);
    check((await remoteLines(page)) === 2, 'touch: the host-screen canvas has both lines');
    await page.screenshot({ path: `${OUT}canvas-touch.png` });
    await page.context().close();
    console.log('saved canvas-touch');
  }
} finally {
  await browser.close();
  await server.close();
}

if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('all canvas checks passed');
