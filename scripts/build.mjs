// Builds what `npm start` runs: the web app (apps/web/dist) and the compiled server
// (apps/server/dist/server.js).
//
//   node scripts/build.mjs               build both
//   node scripts/build.mjs --if-changed  build only what changed since its last build
//
// "Changed" is decided by a hash of the build's inputs (file contents, not times, so a fresh clone or a
// copied folder is judged by what it holds), kept in node_modules/.cache/snackparty/build-hashes.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const HASHES_FILE = join(ROOT, 'node_modules/.cache/snackparty/build-hashes.json');
const WORKSPACE_PACKAGES = ['packages/protocol', 'packages/engine', 'packages/games'].flatMap((dir) => [`${dir}/src`, `${dir}/package.json`]);

/** Each part: the files and folders its build reads, the file that shows it was built, and how to build it. */
export const PARTS = {
  web: {
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', ...WORKSPACE_PACKAGES, 'package-lock.json'],
    output: 'apps/web/dist/index.html',
    build() {
      const result = spawnSync('npm', ['run', 'build', '-w', '@snackparty/web'], { cwd: ROOT, stdio: 'inherit' });
      if (result.status !== 0) throw new Error('the web app did not build');
    },
  },
  server: {
    inputs: ['apps/server/src', 'apps/server/scripts/build.mjs', 'apps/server/package.json', ...WORKSPACE_PACKAGES, 'package-lock.json'],
    output: 'apps/server/dist/server.js',
    async build() {
      const { buildServer } = await import('../apps/server/scripts/build.mjs');
      await buildServer();
    },
  },
};

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of the inputs' paths and contents. */
export function inputsHash(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(ROOT, input))).sort();
  for (const file of files) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function readHashes() {
  try {
    return JSON.parse(readFileSync(HASHES_FILE, 'utf8'));
  } catch {
    return {};
  }
}

function writeHash(name, hash) {
  mkdirSync(dirname(HASHES_FILE), { recursive: true });
  writeFileSync(HASHES_FILE, JSON.stringify({ ...readHashes(), [name]: hash }, null, 2) + '\n');
}

/** Builds the parts whose inputs changed since their last build (or every part), and says which it built. */
export async function build({ ifChanged = false } = {}) {
  const built = [];
  for (const [name, part] of Object.entries(PARTS)) {
    const hash = inputsHash(part.inputs);
    if (ifChanged && existsSync(join(ROOT, part.output)) && readHashes()[name] === hash) continue;
    await part.build();
    writeHash(name, hash);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifChanged = process.argv.includes('--if-changed');
  const built = await build({ ifChanged });
  if (ifChanged) console.log(built.length > 0 ? `built: ${built.join(', ')}` : 'web app and server are up to date');
}
