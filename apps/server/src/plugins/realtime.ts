import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STOMP_PATH } from '@snackparty/protocol';
import type { TokenService } from '../auth/tokens';
import type { DrawingService } from '../drawings/drawing-service';
import type { GameRuntime } from '../games/game-runtime';
import type { RoomService } from '../rooms/room-service';
import { createRoomPolicy, type RoomConnection } from '../realtime/policy';
import type { BroadcastPublisher } from '../realtime/broker-publisher';
import { StompBroker, attachStompWebSocket, listenStompTcp } from '../stomp';

declare module 'fastify' {
  interface FastifyInstance {
    broker: StompBroker<RoomConnection>;
    /** The port of STOMP over plain TCP, when enabled. */
    stompTcpPort?: number;
  }
}

export interface RealtimeOptions {
  rooms: RoomService;
  games: GameRuntime;
  tokens: TokenService;
  publisher: BroadcastPublisher;
  drawings?: DrawingService;
  tcpPort?: number;
  tcpHost: string;
  presenceSweepMs?: number;
}

/** STOMP over WebSocket at /gametje (and over TCP when configured), wired to the rooms. */
export const realtimePlugin = fp<RealtimeOptions>(async (app: FastifyInstance, opts) => {
  const broker = new StompBroker<RoomConnection>(
    createRoomPolicy(opts.rooms, opts.games, opts.tokens, (destination, body) => broker.publish(destination, body as object), opts.drawings),
    { logger: app.log },
  );
  opts.publisher.attach(broker);
  app.decorate('broker', broker);
  const ws = attachStompWebSocket(app.server, broker, { path: STOMP_PATH });
  let tcp: { port: number; close(): Promise<void> } | undefined;
  if (opts.tcpPort !== undefined && opts.tcpPort !== 0) {
    tcp = await listenStompTcp(broker, { port: Math.max(0, opts.tcpPort), host: opts.tcpHost });
    app.decorate('stompTcpPort', tcp.port);
    app.log.info({ port: tcp.port }, 'STOMP over TCP listening');
  }
  const sweep = setInterval(() => opts.rooms.presence.sweep(), opts.presenceSweepMs ?? 5000);
  sweep.unref();
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    opts.games.shutdown();
    await opts.drawings?.idle();
    broker.close();
    await ws.close();
    await tcp?.close();
  });
});
