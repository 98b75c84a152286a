import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import type { StompBroker, StompConnection } from './broker';

export interface StompTcpOptions {
  /** 0 picks a free port; the real one is returned. */
  port: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** A client that lets more than this many bytes pile up unsent is dropped. Default 1 MiB. */
  maxBufferedBytes?: number;
}

/** A peer that does not close its side within this time after ours is closed is dropped. */
const CLOSE_GRACE_MS = 5000;

/** Serves the broker over plain TCP (STOMP's native transport, for third-party clients). */
export function listenStompTcp<P>(
  broker: StompBroker<P>,
  options: StompTcpOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setNoDelay(true);
    broker.attach(wrap(socket, maxBufferedBytes));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        port,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          for (const socket of sockets) socket.destroy();
        }),
      });
    });
  });
}

function wrap(socket: Socket, maxBufferedBytes: number): StompConnection {
  socket.on('error', () => socket.destroy());
  return {
    remoteAddress: socket.remoteAddress,
    send(data) {
      if (socket.destroyed || !socket.writable) return;
      if (socket.writableLength > maxBufferedBytes) {
        // A client that does not read cannot be allowed to grow the server's memory.
        socket.destroy();
        return;
      }
      socket.write(data);
    },
    close() {
      if (socket.destroyed) return;
      socket.end();
      setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
    },
    onData(listener) {
      socket.on('data', (chunk: Buffer) => listener(chunk));
    },
    onClose(listener) {
      socket.once('close', () => listener());
    },
  };
}
