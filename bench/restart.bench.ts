/**
 * Restart benchmark: how long a restart keeps rooms away, from the start command to rooms served.
 *
 *   npx tsx restart.bench.ts [--rooms 5] [--players 4] [--runs 5] [--port 8197] [--modes npm-start,node,tsx]
 *
 * Builds what `npm start` runs if its sources changed (scripts/build.mjs --if-changed), starts the
 * server once on a fresh embedded database in a temporary folder, and fills `--rooms` rooms of
 * `--players` seated phones each. Then, `--runs` times per mode, it stops the server (SIGTERM) and starts
 * it again, timing from the spawn of the command to the moment `GET /api/v1/health` and every room's
 * `GET /api/v1/gameSession/{code}` answer 200. Modes:
 *
 * - `npm-start`: `npm start`, what a self-hoster types (npm itself, the change check, the compiled server)
 * - `node`: `node apps/server/dist/server.js`, the compiled server alone
 * - `tsx`: `node --import tsx apps/server/src/server.ts`, the server compiled on the fly (`npm run dev`
 *   without the watcher; `npm start` ran it so, after a web build, before the server was compiled)
 *
 * Prints a Markdown table on stdout (ms: median, min, max), progress on stderr. See docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_BASE, REST } from '@snackparty/protocol';
import { intOption, readArgs } from './lib/args';
import { UsageError, log, runBench } from './lib/log';
import { ProductProcess, ROOT, createRoomWithPlayers } from './lib/product-process';

const MODES = {
  'npm-start': ['npm', 'start'],
  node: [process.execPath, 'apps/server/dist/server.js'],
  tsx: [process.execPath, '--import', 'tsx', 'apps/server/src/server.ts'],
} satisfies Record<string, string[]>;
type Mode = keyof typeof MODES;

const USAGE = `Usage: tsx restart.bench.ts [options]
  --rooms <n>     rooms present at every restart (default 5)
  --players <n>   seated phones per room (default 4)
  --runs <n>      restarts timed per mode (default 5)
  --port <n>      the server's port (default 8197)
  --modes <list>  comma-separated, of ${Object.keys(MODES).join(', ')} (default all)`;

interface Options {
  rooms: number;
  players: number;
  runs: number;
  port: number;
  modes: Mode[];
}

function parseOptions(argv: string[]): Options {
  const values = readArgs(
    () =>
      parseArgs({
        args: argv,
        options: {
          rooms: { type: 'string', default: '5' },
          players: { type: 'string', default: '4' },
          runs: { type: 'string', default: '5' },
          port: { type: 'string', default: '8197' },
          modes: { type: 'string', default: Object.keys(MODES).join(',') },
          help: { type: 'boolean', short: 'h', default: false },
        },
      }),
    USAGE,
  );
  const modes = values.modes.split(',').map((mode) => mode.trim());
  for (const mode of modes) if (!(mode in MODES)) throw new UsageError(`unknown mode "${mode}"`);
  return {
    rooms: intOption('rooms', values.rooms, 1, 200),
    players: intOption('players', values.players, 0, 16),
    runs: intOption('runs', values.runs, 1, 50),
    port: intOption('port', values.port, 1024, 65535),
    modes: modes as Mode[],
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  log('building what changed (scripts/build.mjs --if-changed)');
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error('the build failed');

  dataDir = mkdtempSync(path.join(tmpdir(), 'snackparty-restart-'));
  const env = { DATA_DIR: dataDir };
  log(`filling ${options.rooms} rooms of ${options.players} players in ${dataDir}`);
  running = ProductProcess.spawn(MODES.node, env, options.port);
  await running.waitUntilServing([`${API_BASE}/health`]);
  const codes: string[] = [];
  for (let i = 0; i < options.rooms; i += 1) codes.push(await createRoomWithPlayers(running.base, options.players));
  await running.stop();
  running = undefined;

  const served = [`${API_BASE}/health`, ...codes.map((code) => `${API_BASE}${REST.gameSession.byCode(code)}`)];
  const rows: string[] = [];
  for (const mode of options.modes) {
    const times: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const started = performance.now();
      running = ProductProcess.spawn(MODES[mode], env, options.port);
      await running.waitUntilServing(served);
      const ms = performance.now() - started;
      times.push(ms);
      log(`  ${mode} run ${run + 1}: ${Math.round(ms)} ms`);
      await running.stop();
      running = undefined;
    }
    rows.push(`| \`${MODES[mode].join(' ').replace(process.execPath, 'node')}\` | ${Math.round(median(times))} | ${Math.round(Math.min(...times))} | ${Math.round(Math.max(...times))} |`);
  }
  console.log(`Restart with ${options.rooms} rooms of ${options.players} players, ${options.runs} runs per command: ms from the command's start to health and every room answering 200.\n`);
  console.log('| command | median ms | min ms | max ms |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
}

let running: ProductProcess | undefined;
let dataDir: string | undefined;

runBench(main, {
  usage: USAGE,
  cleanup: () => {
    void running?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
});
