import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IMessage, StompConfig, StompSubscription } from '@stomp/stompjs';
import { OFFLINE_WAIT_MS, RealtimeConnection, connectHeaders, defaultBrokerUrl, protocolErrorDelay } from '../src/realtime/connection';
import type { NetworkState, StompLike } from '../src/realtime/connection';
import { startPlayerHeartbeat } from '../src/realtime/heartbeat';

class FakeClient implements StompLike {
  connected = false;
  connectHeaders: Record<string, string> = {};
  subscriptions = new Map<string, (message: IMessage) => void>();
  published: Array<{ destination: string; body: unknown }> = [];
  activated = 0;
  deactivated = 0;
  constructor(readonly config: StompConfig) {
    this.connectHeaders = { ...(config.connectHeaders as Record<string, string>) };
  }
  activate() {
    this.activated++;
  }
  deactivate() {
    this.deactivated++;
    this.connected = false;
  }
  subscribe(destination: string, callback: (message: IMessage) => void): StompSubscription {
    this.subscriptions.set(destination, callback);
    return { id: destination, unsubscribe: () => this.subscriptions.delete(destination) };
  }
  publish(params: { destination: string; body: string; headers?: Record<string, string> }) {
    this.published.push({ destination: params.destination, body: JSON.parse(params.body) });
    this.headers.push(params.headers ?? {});
  }
  headers: Array<Record<string, string>> = [];
  receipts = new Map<string, () => void>();
  watchForReceipt(receiptId: string, callback: () => void) {
    this.receipts.set(receiptId, callback);
  }
  forced = 0;
  forceDisconnect() {
    this.forced++;
    if (this.connected) this.drop();
  }
  /** Simulates the server accepting the CONNECT. */
  async connect() {
    await this.config.beforeConnect?.(this as never);
    this.connected = true;
    this.config.onConnect?.({} as never);
  }
  deliver(destination: string, body: unknown) {
    this.subscriptions.get(destination)?.({ body: JSON.stringify(body) } as IMessage);
  }
  drop() {
    this.connected = false;
    this.config.onWebSocketClose?.({} as never);
  }
  protocolError(headers: Record<string, string> = {}) {
    this.config.onStompError?.({ headers: { message: 'bad frame', ...headers }, body: '' } as never);
  }
}

/** The browser's network, switched by the test. */
class FakeNetwork implements NetworkState {
  online = true;
  private readonly listeners = new Set<(online: boolean) => void>();
  isOnline() {
    return this.online;
  }
  onChange(listener: (online: boolean) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(online: boolean) {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
  get watchers() {
    return this.listeners.size;
  }
}

function setup(token: string | null = 'tok') {
  const clients: FakeClient[] = [];
  const errors: string[] = [];
  const network = new FakeNetwork();
  const conn = new RealtimeConnection({
    gameCode: 'ABCDE',
    purpose: 'player',
    playerSessionId: 12,
    getToken: () => token,
    brokerURL: 'ws://test/gametje',
    onServerError: (e) => errors.push(e.messageKey),
    network,
    createClient: (config) => {
      const c = new FakeClient(config);
      clients.push(c);
      return c;
    },
  });
  return { conn, clients, errors, network };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connect headers and options', () => {
  it('sends playerSessionId, gameCode, purpose and the bearer token', () => {
    expect(connectHeaders({ gameCode: 'ABCDE', purpose: 'host', playerSessionId: 5 }, 'xyz')).toEqual({
      gameCode: 'ABCDE', purpose: 'host', playerSessionId: '5', Authorization: 'Bearer xyz',
    });
    expect(connectHeaders({ gameCode: 'ABCDE', purpose: 'join' }, null)).toEqual({ gameCode: 'ABCDE', purpose: 'join' });
  });

  it('uses ws or wss on this host at /gametje', () => {
    expect(defaultBrokerUrl({ protocol: 'https:', host: 'party.example:8443' })).toBe('wss://party.example:8443/gametje');
    expect(defaultBrokerUrl({ protocol: 'http:', host: '192.168.1.5:8080' })).toBe('ws://192.168.1.5:8080/gametje');
  });

  it('uses 4 s heartbeats and a 2 s reconnect delay', () => {
    const { conn, clients } = setup();
    conn.activate();
    expect(clients[0]!.config).toMatchObject({ heartbeatIncoming: 4000, heartbeatOutgoing: 4000, reconnectDelay: 2000, brokerURL: 'ws://test/gametje' });
  });
});

describe('RealtimeConnection', () => {
  it('subscribes after connecting, parses JSON and resubscribes after a drop', async () => {
    const { conn, clients } = setup();
    const got: unknown[] = [];
    conn.subscribe('/common/ABCDE/playersUpdated', (body) => got.push(body));
    conn.activate();
    const client = clients[0]!;
    await client.connect();
    expect(conn.status).toBe('connected');
    client.deliver('/common/ABCDE/playersUpdated', [{ playerId: 1 }]);
    expect(got).toEqual([[{ playerId: 1 }]]);

    client.drop();
    expect(conn.status).toBe('reconnecting');
    client.subscriptions.clear();
    await client.connect();
    expect(client.subscriptions.has('/common/ABCDE/playersUpdated')).toBe(true);
    expect(client.subscriptions.has('/user/queue/errors')).toBe(true);
  });

  it('reads a fresh token at every connect', async () => {
    let token = 'first';
    const clients: FakeClient[] = [];
    const conn = new RealtimeConnection({
      gameCode: 'ABCDE', purpose: 'host', getToken: () => token, brokerURL: 'ws://x',
      createClient: (config) => {
        const c = new FakeClient(config);
        clients.push(c);
        return c;
      },
    });
    conn.activate();
    token = 'second';
    await clients[0]!.connect();
    expect(clients[0]!.connectHeaders.Authorization).toBe('Bearer second');
  });

  it('send publishes JSON only while connected', async () => {
    const { conn, clients } = setup();
    conn.activate();
    expect(conn.send('/host/ABCDE/startGame', {})).toBe(false);
    await clients[0]!.connect();
    expect(conn.send('/host/ABCDE/startGame', {})).toBe(true);
    expect(clients[0]!.published).toEqual([{ destination: '/host/ABCDE/startGame', body: {} }]);
  });

  it('asks for a receipt when told to, and calls back when it arrives', async () => {
    const { conn, clients } = setup();
    conn.activate();
    await clients[0]!.connect();
    let answered = 0;
    expect(conn.send('/player/ABCDE/move', { move: 'x' }, { receipt: 'm1', onReceipt: () => answered++ })).toBe(true);
    expect(clients[0]!.headers.at(-1)).toMatchObject({ receipt: 'm1' });
    clients[0]!.receipts.get('m1')!();
    expect(answered).toBe(1);
  });

  it('surfaces business errors from /user/queue/errors', async () => {
    const { conn, clients, errors } = setup();
    conn.activate();
    await clients[0]!.connect();
    clients[0]!.deliver('/user/queue/errors', { destination: '/host/ABCDE/startGame', messageKey: 'error.not_enough_players', message: '' });
    expect(errors).toEqual(['error.not_enough_players']);
  });

  it('lets a claim take the errors of its own SENDs; the rest still surface', async () => {
    const { conn, clients, errors } = setup();
    conn.activate();
    await clients[0]!.connect();
    const claimed: string[] = [];
    const release = conn.claimServerErrors((e) => e.destination === '/player/ABCDE/move' && claimed.push(e.messageKey) > 0);
    clients[0]!.deliver('/user/queue/errors', { destination: '/player/ABCDE/move', messageKey: 'error.stage_over', message: '' });
    clients[0]!.deliver('/user/queue/errors', { destination: '/host/ABCDE/startGame', messageKey: 'error.not_enough_players', message: '' });
    release();
    clients[0]!.deliver('/user/queue/errors', { destination: '/player/ABCDE/move', messageKey: 'error.invalid_moves', message: '' });
    expect(claimed).toEqual(['error.stage_over']);
    expect(errors).toEqual(['error.not_enough_players', 'error.invalid_moves']);
  });

  it('a protocol error clears the client and makes a new one after 2 s', async () => {
    const { conn, clients } = setup();
    conn.activate();
    await clients[0]!.connect();
    clients[0]!.protocolError();
    expect(clients[0]!.deactivated).toBe(1);
    expect(conn.status).toBe('disconnected');
    expect(conn.send('/x', {})).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(clients).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(clients).toHaveLength(2);
    expect(clients[1]!.activated).toBe(1);
  });

  it('tells the message key of a refused connection', async () => {
    const refused: Array<string | null> = [];
    const clients: FakeClient[] = [];
    const conn = new RealtimeConnection({
      gameCode: 'ABCDE', purpose: 'host', getToken: () => 't', brokerURL: 'ws://x',
      onRefused: (key) => refused.push(key),
      createClient: (config) => {
        const c = new FakeClient(config);
        clients.push(c);
        return c;
      },
    });
    conn.activate();
    clients[0]!.protocolError({ 'message-key': 'error.not_host' });
    expect(refused).toEqual(['error.not_host']);
    conn.close();
  });

  it('backs off on repeated protocol errors', () => {
    expect(protocolErrorDelay(1)).toBe(2000);
    expect(protocolErrorDelay(2)).toBe(4000);
    expect(protocolErrorDelay(10)).toBe(30000);
  });

  it('close stops everything, including a pending retry', async () => {
    const { conn, clients } = setup();
    conn.activate();
    await clients[0]!.connect();
    clients[0]!.protocolError();
    conn.close();
    vi.advanceTimersByTime(10_000);
    expect(clients).toHaveLength(1);
    expect(conn.status).toBe('closed');
  });
});

describe('a connection that goes down', () => {
  it('discards a socket whose heart-beats stopped instead of waiting for its closing handshake', () => {
    const { conn, clients } = setup();
    conn.activate();
    expect(clients[0]!.config).toMatchObject({ discardWebsocketOnCommFailure: true });
    expect(clients[0]!.config.connectionTimeout).toBeGreaterThan(0);
  });

  it('is connecting before the first connect, and reconnecting once it had been connected', async () => {
    const { conn, clients } = setup();
    const seen: string[] = [];
    conn.onStatus((status) => seen.push(status));
    conn.activate();
    await clients[0]!.connect();
    clients[0]!.drop();
    await clients[0]!.connect();
    expect(seen).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('drops the socket at once when the browser goes offline, waits for the network, and connects when it is back', async () => {
    const { conn, clients, network } = setup();
    conn.activate();
    const client = clients[0]!;
    await client.connect();
    network.set(false);
    expect(client.forced).toBe(1);
    expect(conn.status).toBe('reconnecting');
    expect(conn.send('/player/ABCDE/move', {})).toBe(false);

    // stompjs tries again after its delay: the attempt waits while the browser is offline.
    let reconnected = false;
    void client.connect().then(() => (reconnected = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reconnected).toBe(false);
    expect(conn.status).toBe('reconnecting');
    network.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(reconnected).toBe(true);
    expect(conn.status).toBe('connected');
  });

  it('tries anyway after a while when the browser stays offline (it may be wrong)', async () => {
    const { conn, clients, network } = setup();
    network.online = false;
    conn.activate();
    let connected = false;
    void clients[0]!.connect().then(() => (connected = true));
    await vi.advanceTimersByTimeAsync(OFFLINE_WAIT_MS - 1);
    expect(connected).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(connected).toBe(true);
  });

  it('stops watching the network when closed', () => {
    const { conn, network } = setup();
    conn.activate();
    expect(network.watchers).toBe(1);
    conn.close();
    expect(network.watchers).toBe(0);
  });
});

describe('player heartbeat', () => {
  it('beats every 5 s while connected and answers heartbeat requests', async () => {
    const { conn, clients } = setup();
    const stop = startPlayerHeartbeat(conn);
    conn.activate();
    const client = clients[0]!;
    await client.connect();
    const beats = () => client.published.filter((m) => m.destination === '/backend/common/ABCDE/playerHeartbeat').length;
    expect(beats()).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(beats()).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(beats()).toBe(4);

    client.deliver('/common/ABCDE/requestHeartbeat', { sentAt: 42 });
    expect(client.published.at(-1)).toEqual({ destination: '/backend/common/ABCDE/responseHeartbeat', body: { sentAt: 42 } });

    client.protocolError();
    const after = beats();
    vi.advanceTimersByTime(1000);
    expect(beats()).toBe(after);
    stop();
    conn.close();
  });
});
