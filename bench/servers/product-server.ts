/**
 * The server under test: the whole product server (`build()` from apps/server: REST API, STOMP
 * endpoint at /gametje, room policy, game runtime), configured through `loadConfig` as a deployment
 * would be, with:
 *
 * - `DATABASE_URL=memory://`: the embedded PGlite, in memory, so every run starts empty and leaves nothing behind;
 *   or PostgreSQL when `BENCH_DATABASE_URL` names one (game.bench.ts makes an empty database for each run: the server makes its tables);
 * - `LOG_LEVEL=warn`;
 * - `TRUST_PROXY=true`: the client address comes from `X-Forwarded-For`, as behind a reverse proxy.
 *   The bench gives every simulated phone its own address there, so per-address limits (30 guest
 *   logins a minute) apply per phone, as they would in production;
 * - a high `RATE_LIMIT_PER_MINUTE` for the rest of the API;
 * - no STOMP over TCP;
 * - `REDIS_URL` from `BENCH_REDIS_URL` when set: several such servers share the rooms.
 *
 * Run by game.bench.ts as a child process (with --expose-gc, for the memory figures); prints
 * `PORT <n>` on stdout once it listens on 127.0.0.1, then answers stats requests over IPC.
 */
import { build } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { runAsBenchChild } from './report';

const config = loadConfig({
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: process.env.BENCH_DATABASE_URL || 'memory://',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  RATE_LIMIT_PER_MINUTE: '1000000',
  // Several servers sharing the rooms (game.bench.ts --servers).
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
});

const app = await build({ config });
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

runAsBenchChild(port, () => app.broker.connections().length, () => app.close());
