import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameSessions } from '../db/schema';
import type { GameRuntime } from '../games/game-runtime';
import type { RoomConnection } from '../realtime/policy';
import type { StompBroker } from '../stomp';
import { ServerMetrics } from './server-metrics';

export interface MetricsOptions {
  db: Db;
  games: GameRuntime;
  broker: () => StompBroker<RoomConnection>;
  /** With several server processes: the leases of the rooms. */
  leases?: () => { held: number; changes: Record<string, number> };
  /** When set, a scrape must bring it as `Authorization: Bearer …`; unset, `/metrics` is open (keep it on an inner network). */
  token?: string;
}

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The rooms open now; while the database does not answer, the last count stands. */
function openRoomsCounter(db: Db): () => Promise<number> {
  let last = 0;
  return async () => {
    try {
      const [row] = await db.select({ n: count() }).from(gameSessions).where(eq(gameSessions.active, true));
      last = Number(row?.n ?? 0);
    } catch {
      // An outage is what the health route reports; the metrics keep answering.
    }
    return last;
  };
}

/** `GET /metrics`: the server's metrics in Prometheus's text format (see `ServerMetrics`). */
export function createMetrics({ db, games, broker, leases }: Omit<MetricsOptions, 'token'>): ServerMetrics {
  return new ServerMetrics({
    openRooms: openRoomsCounter(db),
    runningGames: () => games.runningCount(),
    connectionsByPurpose: () => {
      const counts: Record<string, number> = {};
      for (const c of broker().connections()) counts[c.purpose] = (counts[c.purpose] ?? 0) + 1;
      return counts;
    },
    leases,
  });
}

export async function metricsRoutes(app: FastifyInstance, { metrics, token }: { metrics: ServerMetrics; token?: string }) {
  app.get('/metrics', async (request, reply) => {
    if (token && !sameToken(request.headers.authorization, token)) return reply.status(401).header('www-authenticate', 'Bearer').send({ messageKey: 'error.unauthorized', message: 'A metrics token is needed' });
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
