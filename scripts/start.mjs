// `npm start`: builds the web app and the server only when their sources changed since their last
// build, then runs the compiled server with plain node (no TypeScript compiler at start).
import { build } from './build.mjs';

await build({ ifChanged: true });
await import('../apps/server/dist/server.js');
