// Starts a throwaway PostgreSQL server on 127.0.0.1 for the test suite, from Debian's postgresql package.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = join(base, v, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** True when Debian's PostgreSQL server binaries are installed (startPostgres can run). */
export function hasPostgres() {
  return findBin() !== undefined;
}

/** The ids of the processes whose parent is `pid` (a postmaster's backends and workers), from /proc. */
function childrenOf(pid) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return out;
}

/**
 * @typedef {object} TestPostgres
 * @property {string} url
 * @property {number} port
 * @property {() => void} stop            stops the server for good and deletes its files
 * @property {() => Promise<void>} stopServer   a fast shutdown (clients are disconnected); files kept
 * @property {() => Promise<void>} startServer  starts it again on the same port
 * @property {() => Promise<void>} restart      stopServer then startServer
 * @property {() => void} pause           freezes the server (SIGSTOP to the postmaster and its backends): connections stay open, nothing answers
 * @property {() => void} resume          lets a paused server go on (SIGCONT)
 */

/** @returns {Promise<TestPostgres | undefined>} */
export async function startPostgres() {
  const bin = findBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'snackparty-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run it as the package's postgres user.
  const command = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args]);
  const run = (cmd, args) => {
    const [file, argv] = command(cmd, args);
    const res = spawnSync(file, argv, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  // The same without blocking the event loop, so a server under test in this process lives through it.
  const runAsync = (cmd, args) =>
    new Promise((resolve, reject) => {
      const [file, argv] = command(cmd, args);
      const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`${cmd} failed: ${output}`))));
    });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const startArgs = ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start'];
  run('pg_ctl', startArgs);
  let paused = [];
  const postmaster = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const resume = () => {
    for (const pid of paused) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
    }
    paused = [];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      resume();
      try {
        if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    stopServer: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer: () => runAsync('pg_ctl', startArgs),
    async restart() {
      await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await runAsync('pg_ctl', startArgs);
    },
    pause() {
      // The postmaster first, so it starts no new backend while the others are being stopped.
      const main = postmaster();
      process.kill(main, 'SIGSTOP');
      paused = [main, ...childrenOf(main)];
      for (const pid of paused.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    resume,
  };
}

export function hasRunuser() {
  try {
    execFileSync('runuser', ['--help'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
