import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';

/** A web build as vite writes it: each text file with a .br and a .gz copy beside it. */
function writeCompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('the built web app, precompressed', () => {
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
  const page = '<!doctype html><title>app</title><script type="module" src="/assets/index-Bq3x9Z.js"></script>';
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeCompressed(join(dist, 'index.html'), page);
    writeCompressed(join(dist, 'assets', 'index-Bq3x9Z.js'), script);
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Bq3x9Z.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-Bq3x9Z.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-Bq3x9Z.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed too, but never cached stale', async () => {
    for (const url of ['/', '/join/ABCDE']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });
});
