/**
 * The real server run by a test as an OS process of its own, from source (`node --import tsx
 * apps/server/src/server.ts`, no build), on a free port of 127.0.0.1: for tests that run several
 * servers on one PostgreSQL and one Redis and kill one of them with SIGKILL, which an app built inside
 * the test's own process cannot show. `createPostgresDatabase` makes the database they share.
 *
 * Two processes started at the same moment on an empty database would both run its migrations: start
 * the first, then the others once it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port';

/** The repository's root: `--import tsx` and the workspace packages (@snackparty/*) resolve from here. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ENTRY = 'apps/server/src/server.ts';
const START_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 10_000;

/**
 * Settings every process gets unless the caller passes its own: the process environment may hold a
 * developer's own settings, and a test server must not open their database or their STOMP TCP port.
 */
const TEST_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: 'memory://',
  STOMP_TCP_PORT: '',
  // One fixed secret, so a token one process issued is good at the others (unset, each process would
  // race to generate and store one on first start); the same one the in-process test apps use.
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
  // Every request of a test comes from 127.0.0.1: the per-address limit would soon be reached.
  RATE_LIMIT_PER_MINUTE: '100000',
};

export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly pid: number;
  /** Everything the process printed so far, stdout and stderr interleaved as they came. */
  output(): string;
  /** Sends the signal (SIGKILL unless told) and resolves with the exit code once the process has exited: null when a signal ended it. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGTERM (the server's graceful shutdown), SIGKILL if it is still alive 10 s later; resolves when it has exited. Safe to call twice or after kill(). */
  stop(): Promise<void>;
}

/** The processes still running, killed when the test process exits so none outlives a failed or aborted test holding its port. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServerProcess(options: { name: string; env: Record<string, string>; port?: number }): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Plain node with tsx as a loader rather than the tsx command: the tsx command runs the server in a
  // child process of its own, so a signal sent to it would not be the one the server receives.
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...TEST_ENV, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  // After 'exit' the pipes may still hold the last lines; 'close' comes once they are read.
  const closed = new Promise<void>((done) => child.once('close', () => done()));
  let spawnError: Error | undefined;
  child.once('error', (err) => (spawnError = err));

  const finished = async (): Promise<number | null> => {
    const code = await exited;
    await Promise.race([closed, sleep(1_000)]);
    return code;
  };
  const kill = async (signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return finished();
  };
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await finished();
      clearTimeout(late);
    })();
    return stopping;
  };
  const label = () => `server process ${options.name} (pid ${child.pid}, port ${port})`;

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (spawnError) throw new Error(`${label()} could not start: ${spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      await finished();
      throw new Error(`${label()} exited (code ${child.exitCode}, signal ${child.signalCode}) before it answered:\n${output}`);
    }
    // Liveness, not /health: the process answering is what is waited for, whatever its database does.
    const up = await fetch(`${url}/api/v1/health/live`, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`${label()} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await sleep(100);
  }

  return {
    name: options.name,
    port,
    url,
    pid: child.pid!,
    output: () => output,
    kill,
    stop,
  };
}

/**
 * A new, empty database on the PostgreSQL server at `adminUrl` (any database of it the caller may
 * connect to, such as TEST_DATABASE_URL): its url, and drop() to remove it once the servers using it
 * are gone. One left over from an earlier run under the same name is dropped first.
 */
export async function createPostgresDatabase(adminUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  // The name goes into the SQL and the url as it is: a plain identifier needs no quoting in either.
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        // A server killed with SIGKILL leaves its connections to PostgreSQL to notice the closed
        // sockets, and one still running keeps its pool: DROP DATABASE refuses while any is open.
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      }),
  };
}
