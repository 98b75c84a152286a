import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import type { StompBroker, StompConnection } from './broker';

export interface StompWebSocketOptions {
  /** The URL path the STOMP endpoint answers on. Default '/gametje'. */
  path?: string;
  /** Largest WebSocket message in bytes; larger ones close the socket (code 1009). Default 64 KiB. */
  maxPayload?: number;
  /** A client that lets more than this many bytes pile up unsent is dropped. Default 1 MiB. */
  maxBufferedBytes?: number;
  /**
   * The client's address as the policy sees it. Default: the socket's peer. Behind a reverse proxy,
   * pass one that reads the forwarded address, or every client shares the proxy's.
   */
  remoteAddressOf?: (req: IncomingMessage) => string | undefined;
}

/** The client address a trusted reverse proxy forwarded (the first of X-Forwarded-For), else the peer's. */
export function forwardedAddress(req: IncomingMessage): string | undefined {
  const header = req.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress;
}

/** Subprotocols in order of preference; a client offering none of them is served without one. */
export const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'] as const;

/** How long a closing handshake may take before the socket is dropped on shutdown. */
const SHUTDOWN_GRACE_MS = 1000;

/**
 * Serves the broker over WebSocket on an existing HTTP server, at one path. Upgrade requests for
 * other paths are left to other `upgrade` listeners; when there is none, their socket is destroyed.
 */
export function attachStompWebSocket<P>(
  server: Server,
  broker: StompBroker<P>,
  options: StompWebSocketOptions = {},
): { close(): Promise<void> } {
  const path = options.path ?? '/gametje';
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const remoteAddressOf = options.remoteAddressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayload ?? 64 * 1024,
    perMessageDeflate: false,
    handleProtocols: (offered: Set<string>) => STOMP_SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (pathOf(req.url) !== path) {
      if (server.listenerCount('upgrade') <= 1) socket.destroy();
      return;
    }
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(req, socket, head, (ws) => {
      broker.attach(wrap(ws, remoteAddressOf(req), maxBufferedBytes));
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    close: () => new Promise<void>((resolve) => {
      server.off('upgrade', onUpgrade);
      const clients = [...wss.clients];
      let open = clients.length;
      const done = (): void => {
        if (--open === 0) finish();
      };
      const timer = setTimeout(() => {
        for (const ws of clients) ws.terminate();
      }, SHUTDOWN_GRACE_MS);
      const finish = (): void => {
        clearTimeout(timer);
        wss.close(() => resolve());
      };
      if (clients.length === 0) {
        finish();
        return;
      }
      for (const ws of clients) {
        if (ws.readyState === WebSocket.CLOSED) done();
        else {
          ws.once('close', done);
          ws.close(1001, 'Server shutting down');
        }
      }
    }),
  };
}

function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function wrap(ws: WebSocket, remoteAddress: string | undefined, maxBufferedBytes: number): StompConnection {
  ws.on('error', () => ws.terminate());
  // ws keeps the socket it writes to in `_socket`, with no public handle to it.
  const writeLater = corkUntilNextTick((ws as unknown as { _socket?: Duplex })._socket);
  return {
    remoteAddress,
    send(data) {
      if (ws.readyState !== WebSocket.OPEN) return;
      if (ws.bufferedAmount > maxBufferedBytes) {
        // A client that does not read cannot be allowed to grow the server's memory.
        ws.terminate();
        return;
      }
      writeLater();
      // STOMP over WebSocket is text: encoded bytes still go as a text message.
      ws.send(data, { binary: false });
    },
    close() {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(1000);
    },
    onData(listener) {
      ws.on('message', (data: RawData) => listener(toBuffer(data)));
    },
    onClose(listener) {
      ws.once('close', () => listener());
    },
  };
}

/**
 * Holds a socket's writes until the current tick's work is done, then writes them at once: a move's
 * receipt and the views it changed reach a phone in one system call instead of one each (the calls
 * were a tenth of a busy server's time).
 */
function corkUntilNextTick(socket: Duplex | undefined): () => void {
  let corked = false;
  const uncork = (): void => {
    corked = false;
    socket!.uncork();
  };
  return () => {
    if (corked || !socket) return;
    corked = true;
    socket.cork();
    process.nextTick(uncork);
  };
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
