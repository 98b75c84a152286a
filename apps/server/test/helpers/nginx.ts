/**
 * Debian's nginx run by a test, with the site file shipped in `deploy/nginx.conf` as it is, on this
 * machine's free ports: its listen addresses, upstream and certificate paths are swapped for the test's,
 * nothing else. A throwaway self-signed certificate (openssl) stands in for the real one.
 */
import { request } from 'node:https';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export const NGINX_BIN = '/usr/sbin/nginx';
export const SITE_FILE = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

export interface RunningNginx {
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate's PEM, for clients to trust. */
  ca: string;
  stop(): Promise<void>;
}

/** The shipped site file, pointed at the test's ports and certificate. */
export function siteForTest(site: string, ports: { http: number; https: number; app: number | readonly number[] }, cert: string, key: string): string {
  const apps = typeof ports.app === 'number' ? [ports.app] : ports.app;
  const swaps: Array<[RegExp, string]> = [
    [/listen \[::\]:\d+[^;]*;\n/g, ''],
    [/listen 80;/g, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`],
    // Every server behind it (several share the rooms through Redis).
    [/server 127\.0\.0\.1:8080;/g, apps.map((port) => `server 127.0.0.1:${port};`).join('\n    ')],
    [/ssl_certificate\s+\S+;/g, `ssl_certificate ${cert};`],
    [/ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${key};`],
  ];
  let out = site;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(out)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

/** nginx with the shipped site in front of the server on `appPort` (or of each server on `appPort`). */
export async function startNginx(appPort: number | readonly number[]): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'snackparty-nginx-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  const http = await freePort();
  const https = await freePort();
  writeFileSync(join(dir, 'site.conf'), siteForTest(readFileSync(SITE_FILE, 'utf8'), { http, https, app: appPort }, cert, key));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${http}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    httpPort: http,
    httpsPort: https,
    ca: readFileSync(cert, 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A request through nginx's HTTPS side, trusting the test's certificate. */
export function requestVia(nginx: RunningNginx, method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; json: () => Record<string, unknown> }>((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port: nginx.httpsPort, method, path, ca: nginx.ca, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}
