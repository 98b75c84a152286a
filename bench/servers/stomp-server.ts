/**
 * The server under test: the product's STOMP broker over WebSocket, with a relay policy. Any client
 * may connect; a SEND to `/bench/{room}/chat` is published to `/bench/{room}/chat`, to every
 * subscription there (the sender's own included): the `broker.publish` fan-out that room broadcasts
 * use in the product. Broker and WebSocket options are the product's defaults.
 *
 * Run by realtime.bench.ts as a child process; prints `PORT <n>` on stdout once listening.
 */
import { createServer } from 'node:http';
import { StompBroker, StompRefusal, attachStompWebSocket } from '../../apps/server/src/stomp/index';
import type { StompPolicy } from '../../apps/server/src/stomp/index';
import { STOMP_BENCH_PATH, runAsBenchChild } from './report';
const CHAT = /^\/bench\/[A-Za-z0-9_-]{1,32}\/chat$/;

interface Principal {
  id: number;
}

let connected = 0;
let nextId = 0;

const policy: StompPolicy<Principal> = {
  async connect() {
    connected++;
    return { id: ++nextId };
  },
  canSubscribe(_principal, destination) {
    return CHAT.test(destination);
  },
  onSend(_principal, destination, body) {
    if (!CHAT.test(destination)) throw new StompRefusal(`No such destination: ${destination}`, { fatal: true });
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      throw new StompRefusal('The body must be JSON', { fatal: false, messageKey: 'error.invalid_request' });
    }
    // Like the product's room events: validated, then published as an object (sent as JSON).
    broker.publish(destination, message as object);
  },
  onDisconnect() {
    connected--;
  },
};

const broker = new StompBroker<Principal>(policy);
const server = createServer((_req, res) => {
  res.statusCode = 404;
  res.end();
});
const transport = attachStompWebSocket(server, broker, { path: STOMP_BENCH_PATH });

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  runAsBenchChild(port, () => connected, async () => {
    broker.close();
    await transport.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
