import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file is one level below it, and so is the compiled
 * server (dist/server.js, which bundles this file): the same relative step finds it from source and
 * from the build, so files read at run time (migrations, word lists) are found either way.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The repository's root, where `data/` and the web app's build live by default. */
export const REPO_ROOT = resolve(SERVER_DIR, '../..');
