// Compiles the server to one JavaScript file, apps/server/dist/server.js, that plain `node` runs: the
// server's own code and the workspace packages it imports (@snackparty/*, shipped as TypeScript) are
// bundled; every npm package stays an import resolved from node_modules at run time.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/** npm packages (any bare import but our workspace's) are loaded from node_modules, not bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@snackparty/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ['src/server.ts'],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces point into the TypeScript sources when node runs with --enable-source-maps.
    sourcemap: 'linked',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
