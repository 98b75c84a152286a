// The whole suite: unit and API tests on the embedded database, the data layer again on PostgreSQL,
// then the browser tests. Prints one closing line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPostgres } from './postgres.mjs';

const results = [];
function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: res.status === 0 });
  return res.status === 0;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
step('unit and API tests (embedded PGlite)', 'npx', ['vitest', 'run']);

let pg;
let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  try {
    pg = await startPostgres();
    pgUrl = pg?.url;
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error.message}`);
  }
}
if (pgUrl) {
  try {
    step('server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: pgUrl });
  } finally {
    pg?.stop();
  }
} else {
  console.error('PostgreSQL is not installed: `apt-get install postgresql` to run the server tests on it too.');
  results.push({ name: 'server tests on PostgreSQL', ok: false });
}

if (existsSync(chromium)) {
  step('browser tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e']);
} else {
  console.error(`Chromium not found at ${chromium}: \`apt-get install chromium\` to run the browser tests.`);
  results.push({ name: 'browser tests', ok: false });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
const passed = results.filter((r) => r.ok).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
