/**
 * Debian's redis-server run by a test on a free port, keeping nothing on disk, like the PostgreSQL
 * the suite starts: `url` for REDIS_URL, `stop()` to end it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port';

export const REDIS_BIN = '/usr/bin/redis-server';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RunningRedis> {
  if (!existsSync(REDIS_BIN)) throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
  const dir = mkdtempSync(join(tmpdir(), 'snackparty-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on('error', () => undefined);
    const up = await probe.connect().then(
      async () => {
        await probe.ping();
        await probe.close();
        return true;
      },
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`redis-server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server for a file's tests and a client connected to it: started before them, stopped after. */
export function useRedis(): { readonly url: string; readonly client: ReturnType<typeof createClient> } {
  let redis: RunningRedis | undefined;
  let client: ReturnType<typeof createClient> | undefined;
  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
  }, 20_000);
  afterAll(async () => {
    await client?.close();
    await redis?.stop();
  });
  return {
    get url() {
      return redis!.url;
    },
    get client() {
      return client!;
    },
  };
}
