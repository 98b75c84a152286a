import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client } from '@stomp/stompjs';
import type { IFrame, IMessage, IStompSocket, StompConfig } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { StompBroker } from '../../src/stomp/broker';
import type { StompPolicy } from '../../src/stomp/broker';
import { StompRefusal } from '../../src/stomp/errors';
import { attachStompWebSocket } from '../../src/stomp/websocket';
import { FrameParser } from '../../src/stomp/codec';
import type { StompFrame } from '../../src/stomp/codec';

/** The stream methods that make a socket's system calls (Node's internals, replaced to count them). */
interface WritableInternals {
  _writev(chunks: Array<{ chunk: unknown }>, done: (err?: Error | null) => void): void;
  _write(chunk: unknown, encoding: BufferEncoding, done: (err?: Error | null) => void): void;
}

interface Principal {
  playerSessionId: string;
  gameCode: string;
  role: 'host' | 'player';
}

let server: Server;
let broker: StompBroker<Principal>;
let transport: { close(): Promise<void> };
let url: string;
let port: number;
let clients: Client[];
let sockets: WebSocket[];
let sends: Array<{ principal: Principal; destination: string; body: string }>;
let connectHeaders: Array<Record<string, string>>;

/** `Authorization: Bearer good` is the only valid token; `/host/...` is for the host only. */
const policy: StompPolicy<Principal> = {
  async connect(headers) {
    connectHeaders.push(headers);
    if (headers.Authorization !== 'Bearer good') throw new StompRefusal('Unauthorized', { messageKey: 'error.unauthorized' });
    return {
      playerSessionId: headers.playerSessionId ?? '',
      gameCode: headers.gameCode ?? '',
      role: headers.purpose === 'host' ? 'host' : 'player',
    };
  },
  canSubscribe(principal, destination) {
    return !destination.startsWith('/host/') || principal.role === 'host';
  },
  onSend(principal, destination, body) {
    if (destination.startsWith('/host/') && principal.role !== 'host') throw new StompRefusal('Host only', { fatal: true });
    if (destination.endsWith('/usedAvatarsRequested') && body === 'taken') {
      throw new StompRefusal('Avatar in use', { fatal: false, messageKey: 'error.avatar_in_use' });
    }
    sends.push({ principal, destination, body });
  },
};

beforeEach(async () => {
  clients = [];
  sockets = [];
  sends = [];
  connectHeaders = [];
  server = createServer((_req, res) => res.end('http'));
  broker = new StompBroker(policy, { heartBeat: [4000, 4000] });
  transport = attachStompWebSocket(server, broker, { path: '/gametje' });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  url = `ws://127.0.0.1:${port}/gametje`;
});

afterEach(async () => {
  await Promise.all(clients.map((c) => c.deactivate()));
  for (const ws of sockets) ws.terminate();
  broker.close();
  await transport.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function headersFor(purpose: 'host' | 'player', token = 'good'): Record<string, string> {
  return { playerSessionId: purpose === 'host' ? '1' : '2', gameCode: 'ABCD', purpose, Authorization: `Bearer ${token}` };
}

interface Connected {
  client: Client;
  connected: IFrame;
  socket: WebSocket;
  errors: IFrame[];
  closed: Promise<void>;
}

/** Activates a stompjs client and resolves once CONNECTED arrives. */
function connect(headers: Record<string, string>, config: Partial<StompConfig> = {}): Promise<Connected> {
  return new Promise((resolve, reject) => {
    let socket!: WebSocket;
    const errors: IFrame[] = [];
    let markClosed!: () => void;
    const closed = new Promise<void>((r) => (markClosed = r));
    const client = new Client({
      webSocketFactory: () => {
        socket = new WebSocket(url, ['v12.stomp']);
        sockets.push(socket);
        return socket as unknown as IStompSocket;
      },
      connectHeaders: headers,
      reconnectDelay: 0,
      heartbeatIncoming: 4000,
      heartbeatOutgoing: 4000,
      debug: () => {},
      onConnect: (frame) => resolve({ client, connected: frame, socket, errors, closed }),
      onStompError: (frame) => {
        errors.push(frame);
        reject(new Error(`STOMP ERROR: ${frame.headers.message}`));
      },
      onWebSocketClose: () => {
        markClosed();
        reject(new Error('socket closed before CONNECTED'));
      },
      ...config,
    });
    clients.push(client);
    client.activate();
  });
}

/** Subscribes and waits for the broker's RECEIPT, so later publishes are certain to be seen. */
async function subscribe(client: Client, destination: string, onMessage: (m: IMessage) => void): Promise<void> {
  const receipt = `sub-${destination}-${Math.random()}`;
  const received = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(destination, onMessage, { receipt });
  await received;
}

/** Resolves with the close code (events.once would reject on an 'error' event instead). */
function closeOf(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code: number) => resolve(code)));
}

/** A raw WebSocket collecting parsed frames. */
async function rawSocket(protocols: string[] = ['v12.stomp'], path = '/gametje') {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, protocols);
  sockets.push(ws);
  const frames: StompFrame[] = [];
  const parser = new FrameParser();
  /** Whether each WebSocket message came as text (true) or binary (false). */
  const textMessages: boolean[] = [];
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    textMessages.push(!isBinary);
    frames.push(...parser.push(data));
  });
  const closed = closeOf(ws);
  await once(ws, 'open');
  return { ws, frames, closed, textMessages };
}

describe('STOMP over WebSocket with @stomp/stompjs', () => {
  it('connects with the product headers, on v12.stomp, and negotiates 4000,4000 heart-beats', async () => {
    const { connected, socket } = await connect(headersFor('player'));
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('4000,4000');
    expect(socket.protocol).toBe('v12.stomp');
    expect(connectHeaders[0]).toMatchObject({ playerSessionId: '2', gameCode: 'ABCD', purpose: 'player', Authorization: 'Bearer good' });
    expect(broker.connections()).toEqual([{ playerSessionId: '2', gameCode: 'ABCD', role: 'player' }]);
  });

  it('a bad token is refused with an ERROR frame', async () => {
    await expect(connect(headersFor('player', 'bad'))).rejects.toThrow('STOMP ERROR: Unauthorized');
    expect(broker.connections()).toEqual([]);
  });

  it('subscribes and receives what the server publishes', async () => {
    const { client } = await connect(headersFor('player'));
    const messages: IMessage[] = [];
    await subscribe(client, '/common/ABCD/playersUpdated', (m) => messages.push(m));
    expect(broker.subscriberCount('/common/ABCD/playersUpdated')).toBe(1);
    broker.publish('/common/ABCD/playersUpdated', { players: ['Zoë', 'Ann'] });
    broker.publish('/common/ABCD/other', { nope: true });
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(JSON.parse(messages[0]!.body)).toEqual({ players: ['Zoë', 'Ann'] });
    expect(messages[0]!.headers['content-type']).toBe('application/json');
    expect(messages[0]!.headers.destination).toBe('/common/ABCD/playersUpdated');
  });

  it('a SEND reaches the policy with its body', async () => {
    const { client } = await connect(headersFor('player'));
    client.publish({ destination: '/backend/common/ABCD/playerHeartbeat', body: '{"sentAt":42}' });
    await vi.waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]).toEqual({
      principal: { playerSessionId: '2', gameCode: 'ABCD', role: 'player' },
      destination: '/backend/common/ABCD/playerHeartbeat',
      body: '{"sentAt":42}',
    });
  });

  it('a business-rule refusal arrives on /user/queue/errors and the connection stays open', async () => {
    const { client } = await connect(headersFor('player'));
    const errors: IMessage[] = [];
    await subscribe(client, '/user/queue/errors', (m) => errors.push(m));
    client.publish({ destination: '/common/ABCD/usedAvatarsRequested', body: 'taken' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(JSON.parse(errors[0]!.body)).toEqual({
      destination: '/common/ABCD/usedAvatarsRequested',
      messageKey: 'error.avatar_in_use',
      message: 'Avatar in use',
    });
    expect(client.connected).toBe(true);
    client.publish({ destination: '/common/ABCD/usedAvatarsRequested', body: 'free' });
    await vi.waitFor(() => expect(sends.map((s) => s.body)).toEqual(['free']));
  });

  it('a player SEND to a host-only destination gets ERROR and the socket is closed', async () => {
    const { client, errors, closed } = await connect(headersFor('player'), {});
    const hostSide = await connect(headersFor('host'));
    client.publish({ destination: '/host/ABCD/startGame', body: '{}' });
    await closed;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.headers.message).toBe('Host only');
    expect(sends).toEqual([]);
    // The host may.
    hostSide.client.publish({ destination: '/host/ABCD/startGame', body: '{}' });
    await vi.waitFor(() => expect(sends.map((s) => s.principal.role)).toEqual(['host']));
  });

  it('a raw client sending a malformed frame gets ERROR and close; a stompjs client keeps receiving', async () => {
    const { client } = await connect(headersFor('player'));
    const messages: string[] = [];
    await subscribe(client, '/common/ABCD/playersUpdated', (m) => messages.push(m.body));

    const raw = await rawSocket();
    raw.ws.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer good\n\n\0');
    await vi.waitFor(() => expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED']));
    broker.publish('/common/ABCD/playersUpdated', 'one');
    raw.ws.send('SUBSCRIBE\nid:1\ndestination:/a\\qb\n\n\0');
    const code = await raw.closed;
    expect(code).toBe(1000);
    expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED', 'ERROR']);
    expect(raw.frames[1]!.headers.message).toBe('Undefined escape sequence \\q in header');

    broker.publish('/common/ABCD/playersUpdated', 'two');
    await vi.waitFor(() => expect(messages).toEqual(['one', 'two']));
    expect(client.connected).toBe(true);
  });

  it('a published message goes out as a text message, one id per subscription, to every subscriber alike', async () => {
    const [a, b] = [await rawSocket(), await rawSocket()];
    for (const raw of [a, b]) {
      raw.ws.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer good\n\n\0');
      raw.ws.send('SUBSCRIBE\nid:sub-0\ndestination:/common/ABCD/playersUpdated\nreceipt:r0\n\n\0');
    }
    a.ws.send('SUBSCRIBE\nid:sub-1\ndestination:/common/ABCD/playersUpdated\nreceipt:r1\n\n\0');
    await vi.waitFor(() => expect(a.frames.filter((f) => f.command === 'RECEIPT')).toHaveLength(2));
    await vi.waitFor(() => expect(b.frames.filter((f) => f.command === 'RECEIPT')).toHaveLength(1));

    expect(broker.publish('/common/ABCD/playersUpdated', { players: ['Zoë'] })).toBe(3);
    await vi.waitFor(() => expect(a.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(2));
    await vi.waitFor(() => expect(b.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1));
    expect([...a.textMessages, ...b.textMessages].every(Boolean)).toBe(true);
    const [a0, a1] = a.frames.filter((f) => f.command === 'MESSAGE');
    const [b0] = b.frames.filter((f) => f.command === 'MESSAGE');
    expect([a0!.headers.subscription, a1!.headers.subscription].sort()).toEqual(['sub-0', 'sub-1']);
    expect(a0!.headers['message-id']).not.toBe(a1!.headers['message-id']);
    for (const frame of [a0!, a1!, b0!]) expect(JSON.parse(frame.body)).toEqual({ players: ['Zoë'] });

    broker.publish('/common/ABCD/playersUpdated', 'next');
    await vi.waitFor(() => expect(b.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(2));
    expect(b.frames.filter((f) => f.command === 'MESSAGE')[1]!.headers['message-id']).not.toBe(b0!.headers['message-id']);
  });

  it('what a client is sent in one tick leaves in one write, and the next tick writes again', async () => {
    const writes: number[] = [];
    server.prependListener('upgrade', (_req, socket: Socket & WritableInternals) => {
      const [writev, write] = [socket._writev.bind(socket), socket._write.bind(socket)];
      socket._writev = (chunks, done) => (writes.push(chunks.length), writev(chunks, done));
      socket._write = (chunk, encoding, done) => (writes.push(1), write(chunk, encoding, done));
    });
    const raw = await rawSocket();
    raw.ws.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer good\n\n\0');
    raw.ws.send('SUBSCRIBE\nid:sub-0\ndestination:/common/ABCD/playersUpdated\nreceipt:r0\n\n\0');
    await vi.waitFor(() => expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT']));
    writes.length = 0;

    for (const body of ['one', 'two', 'three']) broker.publish('/common/ABCD/playersUpdated', body);
    await vi.waitFor(() => expect(raw.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(3));
    // One system call for the three messages (each a header and a payload).
    expect(writes).toEqual([6]);

    broker.publish('/common/ABCD/playersUpdated', 'four');
    await vi.waitFor(() => expect(raw.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(4));
    expect(writes).toHaveLength(2);
    expect(raw.frames.filter((f) => f.command === 'MESSAGE').map((f) => f.body)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('frames arrive in binary messages too, and without a subprotocol', async () => {
    const raw = await rawSocket([]);
    expect(raw.ws.protocol).toBe('');
    raw.ws.send(Buffer.from('CONNECT\naccept-version:1.2\nAuthorization:Bearer good\n\n\0'), { binary: true });
    await vi.waitFor(() => expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED']));
  });

  it('prefers v12.stomp among the offered subprotocols', async () => {
    const raw = await rawSocket(['v10.stomp', 'v11.stomp', 'v12.stomp']);
    expect(raw.ws.protocol).toBe('v12.stomp');
    const older = await rawSocket(['v11.stomp', 'v10.stomp']);
    expect(older.ws.protocol).toBe('v11.stomp');
  });

  it('ignores upgrades on other paths', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`, ['v12.stomp']);
    sockets.push(ws);
    const errors: Error[] = [];
    ws.on('error', (err) => errors.push(err));
    await closeOf(ws);
    expect(errors.map((e) => e.message)).toEqual(['socket hang up']);
    expect(broker.connections()).toEqual([]);
  });

  it('a WebSocket message over 64 KiB closes the socket (1009)', async () => {
    const raw = await rawSocket();
    raw.ws.on('error', () => {});
    raw.ws.send(`SEND\ndestination:/a\n\n${'x'.repeat(64 * 1024)}\0`);
    const code = await raw.closed;
    expect(code).toBe(1009);
  });

  it('stompjs DISCONNECT gets its receipt and the connection is released', async () => {
    const receipts: IFrame[] = [];
    const { client } = await connect(headersFor('player'), { onDisconnect: (frame) => receipts.push(frame) });
    expect(broker.connections()).toHaveLength(1);
    await client.deactivate();
    expect(receipts.map((f) => f.command)).toEqual(['RECEIPT']);
    await vi.waitFor(() => expect(broker.connections()).toEqual([]));
  });
});
