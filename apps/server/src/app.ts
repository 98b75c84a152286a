import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE } from '@snackparty/protocol';
import { createTokenService, loadSigningSecret } from './auth/tokens';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { BroadcastPublisher } from './realtime/broker-publisher';
import { GameRuntime } from './games/game-runtime';
import { RoomRepository } from './rooms/repository';
import { RoomService } from './rooms/room-service';
import { gameRoutes } from './routes/game';
import { gameSessionRoutes } from './routes/game-session';
import { hostPlayerRoutes } from './routes/host-player';
import { userRoutes } from './routes/user';

declare module 'fastify' {
  interface FastifyInstance {
    rooms: RoomService;
    games: GameRuntime;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per worker); otherwise one is opened from the config. */
  database?: Database;
  logger?: boolean | object;
}

/** Builds the whole server without listening, so tests can use inject() and real sockets alike. */
export async function build({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.passcode'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !database;
  app.decorate('database', db);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await db.close();
  });

  const tokens = createTokenService(await loadSigningSecret(db.db, config.jwtSecret), config.accessTokenTtlSeconds);
  const publisher = new BroadcastPublisher();
  const repository = new RoomRepository(db.db);
  const rooms = new RoomService(repository, publisher);
  const games = new GameRuntime(repository, publisher);
  rooms.useGames(games);
  app.decorate('rooms', rooms);
  app.decorate('games', games);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { rateLimitPerMinute: config.rateLimitPerMinute });
  await app.register(authPlugin, { tokens });
  await app.register(realtimePlugin, { rooms, games, tokens, publisher, tcpPort: config.stompTcpPort, tcpHost: config.stompTcpHost });
  await app.register(
    async (api) => {
      await api.register(userRoutes, { db: db.db });
      await api.register(gameSessionRoutes, { rooms });
      await api.register(gameRoutes, { rooms, games });
      await api.register(hostPlayerRoutes, { rooms, games });
      api.get('/health', async () => ({ ok: true, database: db.kind }));
    },
    { prefix: API_BASE },
  );
  await app.register(webPlugin, { distDir: config.webDistDir });
  // Games that were running before a restart go on with the deadlines they had.
  const resumed = await games.resume();
  if (resumed > 0) app.log.info({ resumed }, 'games resumed');
  return app;
}
