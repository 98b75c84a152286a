/**
 * The baseline: a bare `ws` server, no STOMP. A client joins the room named in its URL query
 * (`/?room=12`); each message it sends is sent as-is to every client of that room, itself included.
 * Same WebSocket settings and slow-client rule as the product's STOMP endpoint (no compression,
 * 64 KiB messages, a client with more than 1 MiB unsent is dropped), so the difference between the
 * two servers is the STOMP layer.
 *
 * Run by realtime.bench.ts as a child process; prints `PORT <n>` on stdout once listening.
 */
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { runAsBenchChild } from './report';

const MAX_BUFFERED_BYTES = 1024 * 1024;

const rooms = new Map<string, Set<WebSocket>>();
let connected = 0;

const server = createServer((_req, res) => {
  res.statusCode = 404;
  res.end();
});
const wss = new WebSocketServer({ server, maxPayload: 64 * 1024, perMessageDeflate: false });

wss.on('connection', (ws, req) => {
  const room = new URL(req.url ?? '/', 'http://localhost').searchParams.get('room') ?? '';
  let members = rooms.get(room);
  if (!members) rooms.set(room, (members = new Set()));
  const peers = members;
  peers.add(ws);
  connected++;
  ws.on('error', () => ws.terminate());
  ws.on('message', (data: RawData, isBinary: boolean) => {
    for (const peer of peers) {
      if (peer.readyState !== WebSocket.OPEN) continue;
      if (peer.bufferedAmount > MAX_BUFFERED_BYTES) {
        peer.terminate();
        continue;
      }
      peer.send(data, { binary: isBinary });
    }
  });
  ws.once('close', () => {
    connected--;
    peers.delete(ws);
    if (peers.size === 0 && rooms.get(room) === peers) rooms.delete(room);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  runAsBenchChild(port, () => connected, async () => {
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
