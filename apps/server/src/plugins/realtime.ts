import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STOMP_PATH, TIMING } from '@snackparty/protocol';
import type { TokenService } from '../auth/tokens';
import { safeDbError } from '../db/errors';
import type { GameRuntime } from '../games/game-runtime';
import type { GameServers } from '../games/registry';
import { RoomReaper, type SharedOccupancy } from '../rooms/room-reaper';
import type { RoomService } from '../rooms/room-service';
import { audienceDestinations } from '../audience/destinations';
import type { AudienceService } from '../audience/audience-service';
import { createRoomPolicy, type RealtimeLimits, type RoomConnection, type RoomPolicyOptions } from '../realtime/policy';
import type { BroadcastPublisher } from '../realtime/broker-publisher';
import { StompBroker, attachStompWebSocket, forwardedAddress, listenStompTcp, type StompBrokerOptions, type StompLogger } from '../stomp';

declare module 'fastify' {
  interface FastifyInstance {
    broker: StompBroker<RoomConnection>;
    /** The port of STOMP over plain TCP, when enabled. */
    stompTcpPort?: number;
    /** Ends rooms nobody has been connected to for the idle timeout. */
    roomReaper: RoomReaper;
  }
}

export interface RealtimeOptions {
  rooms: RoomService;
  games: GameRuntime;
  tokens: TokenService;
  publisher: BroadcastPublisher;
  /** The games' server modules: their destination rows, their writes to wait for at shutdown. */
  servers?: GameServers;
  tcpPort?: number;
  tcpHost: string;
  presenceSweepMs?: number;
  /** Client addresses come from X-Forwarded-For (behind a reverse proxy), as for HTTP requests. */
  trustProxy?: boolean;
  /** A room nobody has been connected to for this long ends; 0 keeps rooms open. */
  roomIdleTimeoutMs?: number;
  /** The clock of the idle-room sweep and the budgets (tests move it). */
  now?: () => number;
  limits?: Partial<RealtimeLimits>;
  /** The rooms' host screens, told as screens connect and leave. */
  hostScreens?: RoomPolicyOptions['hostScreens'];
  frameBudget?: StompBrokerOptions['frameBudget'];
  /** The rooms' audiences (purpose `audience`); without it no audience is taken. */
  audience?: AudienceService;
  /** Told how each move went and how long it took (the metrics). */
  observeMove?: RoomPolicyOptions['observeMove'];
  /** With several server processes: who is in which room through the others (for the idle-room sweep, given its period). */
  sharedOccupancy?: (sweepMs: number) => SharedOccupancy;
}

/** The idle-room sweep's period: a room ends within a tenth of the timeout (at most a minute) of it. */
function reaperSweepMs(idleTimeoutMs: number): number {
  return Math.min(60_000, Math.max(1000, idleTimeoutMs / 10));
}

/** The broker's logger: errors are logged in a safe form (a failed query's values never reach the log). */
function safeLogger(log: FastifyInstance['log']): StompLogger {
  const clean = (obj: unknown): unknown => {
    if (typeof obj !== 'object' || obj === null || !('err' in obj)) return obj;
    const safe = safeDbError((obj as { err: unknown }).err);
    // pino's error serializer folds a cause into the message and drops its SQLSTATE: it is logged on its own.
    return safe.cause ? { ...obj, err: safe, cause: safe.cause } : { ...obj, err: safe };
  };
  return {
    debug: (obj, msg) => log.debug(clean(obj), msg),
    info: (obj, msg) => log.info(clean(obj), msg),
    warn: (obj, msg) => log.warn(clean(obj), msg),
    error: (obj, msg) => log.error(clean(obj), msg),
  };
}

/**
 * The broker's heart-beat offer: it sends one as often as the browser client asks (4 s), so that a
 * phone whose network vanished notices within seconds; it is patient with what it receives (a
 * phone's timers run late when it is busy or in the background), closing after twice 10 s.
 */
export const SERVER_HEART_BEAT = [TIMING.stompHeartbeatMs, 10_000] as const;

/** STOMP over WebSocket at /gametje (and over TCP when configured), wired to the rooms. */
export const realtimePlugin = fp<RealtimeOptions>(async (app: FastifyInstance, opts) => {
  const now = opts.now ?? Date.now;
  const members = (): ReadonlySet<string> => {
    const codes = new Set<string>();
    for (const c of broker.connections()) if (c.isHost || c.sessionPlayerId !== undefined) codes.add(c.code);
    return codes;
  };
  const reaper = new RoomReaper(opts.rooms, { idleTimeoutMs: opts.roomIdleTimeoutMs ?? 0, occupied: members, now, log: app.log, shared: opts.sharedOccupancy?.(reaperSweepMs(opts.roomIdleTimeoutMs ?? 0)) });
  // The public list leaves out rooms nobody has been in for a while: the sweep knows who is where.
  opts.rooms.publicFeed.useOccupancy(reaper);
  const broker: StompBroker<RoomConnection> = new StompBroker<RoomConnection>(
    createRoomPolicy(opts.rooms, opts.games, opts.tokens, (destination, body) => broker.publish(destination, body as object), (deps) => opts.servers?.destinations(deps) ?? [], {
      deliverTo: (connections, destination, body) => broker.publishWhere(destination, (c) => connections.has(c), body),
      memberLeft: (code) => reaper.touch(code),
      limits: opts.limits,
      now,
      hostScreens: opts.hostScreens,
      audience: opts.audience,
      destinations: opts.audience ? audienceDestinations(opts.audience) : [],
      observeMove: opts.observeMove,
    }),
    { logger: safeLogger(app.log), frameBudget: opts.frameBudget, heartBeat: SERVER_HEART_BEAT },
  );
  opts.publisher.attach(broker);
  opts.audience?.attach(broker);
  app.decorate('broker', broker);
  app.decorate('roomReaper', reaper);
  const ws = attachStompWebSocket(app.server, broker, { path: STOMP_PATH, remoteAddressOf: opts.trustProxy ? forwardedAddress : undefined });
  let tcp: { port: number; close(): Promise<void> } | undefined;
  if (opts.tcpPort !== undefined && opts.tcpPort !== 0) {
    tcp = await listenStompTcp(broker, { port: Math.max(0, opts.tcpPort), host: opts.tcpHost });
    app.decorate('stompTcpPort', tcp.port);
    app.log.info({ port: tcp.port }, 'STOMP over TCP listening');
  }
  const sweep = setInterval(() => opts.rooms.presence.sweep(), opts.presenceSweepMs ?? 5000);
  sweep.unref();
  const reaping = reaper.enabled ? setInterval(() => void reaper.sweep().catch((err: unknown) => app.log.warn({ err: safeDbError(err) }, 'idle-room sweep failed')), reaperSweepMs(reaper.idleTimeoutMs)) : undefined;
  reaping?.unref();
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    clearInterval(reaping);
    opts.rooms.publicFeed.stop();
    opts.games.shutdown();
    await opts.audience?.stop();
    await opts.servers?.idle();
    broker.close();
    await ws.close();
    await tcp?.close();
  });
});
