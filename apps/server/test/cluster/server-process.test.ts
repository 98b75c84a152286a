/**
 * The helper that runs the server as a process of its own, for the tests of several servers on one
 * PostgreSQL and one Redis: one server started on a database and a Redis of its own answers, and
 * SIGKILL ends it at once, with no shutdown, leaving its port closed. PostgreSQL run only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../helpers/redis';
import { createPostgresDatabase, startServerProcess, type ServerProcess } from '../helpers/server-process';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server run as a process of its own', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let redis: RunningRedis | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, `snackparty_process_${process.pid}`);
    redis = await startRedis();
    server = await startServerProcess({ name: 'a', env: { DATABASE_URL: database.url, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    await database?.drop();
  });

  it('answers on its port with the database behind it, and is gone at once after SIGKILL', async () => {
    const s = server!;
    const health = await fetch(`${s.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, database: 'postgres' });

    // A signal ended it: no exit code, and no such process any more.
    expect(await s.kill('SIGKILL')).toBeNull();
    expect(() => process.kill(s.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    await expect(fetch(`${s.url}/api/v1/health/live`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    // Asking again, or stopping, once it is gone changes nothing.
    expect(await s.kill('SIGKILL')).toBeNull();
    await s.stop();
  });
});
