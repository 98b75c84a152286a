import { afterEach, describe, expect, it, vi } from 'vitest';
import { StompBroker } from '../../src/stomp/broker';
import type { StompBrokerOptions, StompLogger, StompPolicy } from '../../src/stomp/broker';
import { StompRefusal } from '../../src/stomp/errors';
import { MemoryClient, flush } from './helpers';

interface Principal {
  name: string;
  role: 'host' | 'player';
}

interface Harness {
  broker: StompBroker<Principal>;
  policy: StompPolicy<Principal> & {
    sends: Array<{ principal: Principal; destination: string; body: string; headers: Record<string, string> }>;
    disconnects: Principal[];
  };
  logger: StompLogger & { errors: unknown[] };
  client(): MemoryClient;
}

let brokers: StompBroker<Principal>[] = [];

afterEach(() => {
  for (const broker of brokers) broker.close();
  brokers = [];
  vi.useRealTimers();
});

/**
 * Test policy: `passcode` must be `good`; `login` is the principal's name, `role:host` makes a host.
 * `/host/...` is for hosts only, `/forbidden/...` for nobody. SEND to `/rule/...` is a business-rule
 * rejection, SEND to `/host/...` by a player is fatal, SEND to `/boom` throws a plain error.
 */
function harness(options: StompBrokerOptions = {}, overrides: Partial<StompPolicy<Principal>> = {}): Harness {
  const sends: Harness['policy']['sends'] = [];
  const disconnects: Principal[] = [];
  const policy: Harness['policy'] = {
    sends,
    disconnects,
    async connect(headers) {
      if (headers.passcode !== 'good') throw new StompRefusal('Bad credentials', { messageKey: 'error.unauthorized' });
      return { name: headers.login ?? 'anon', role: headers.role === 'host' ? 'host' : 'player' };
    },
    canSubscribe(principal, destination) {
      if (destination.startsWith('/forbidden/')) return false;
      if (destination.startsWith('/host/')) return principal.role === 'host';
      return true;
    },
    async onSend(principal, destination, body, headers) {
      if (destination === '/boom') throw new Error('policy bug');
      if (destination.startsWith('/host/') && principal.role !== 'host') throw new StompRefusal('Host only', { fatal: true });
      if (destination.startsWith('/rule/')) throw new StompRefusal('Avatar in use', { fatal: false, messageKey: 'error.avatar_in_use' });
      sends.push({ principal, destination, body, headers });
    },
    onDisconnect(principal) {
      disconnects.push(principal);
    },
    ...overrides,
  };
  const errors: unknown[] = [];
  const logger = { errors, debug() {}, info() {}, warn() {}, error: (obj: unknown) => void errors.push(obj) };
  const broker = new StompBroker(policy, { logger, ...options });
  brokers.push(broker);
  return {
    broker,
    policy,
    logger,
    client() {
      const client = new MemoryClient();
      broker.attach(client.connection);
      return client;
    },
  };
}

async function connected(h: Harness, login = 'ann', extra: Record<string, string> = {}): Promise<MemoryClient> {
  const client = h.client();
  const frame = await client.connect({ login, passcode: 'good', ...extra });
  expect(frame.command).toBe('CONNECTED');
  return client;
}

describe('StompBroker: CONNECT', () => {
  it('answers CONNECTED with version, heart-beat, server and session', async () => {
    const h = harness();
    const client = h.client();
    const frame = await client.connect({ login: 'ann', passcode: 'good' });
    expect(frame.command).toBe('CONNECTED');
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('0,0');
    expect(frame.headers.server).toBe('snackparty');
    expect(frame.headers.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.broker.connections()).toEqual([{ name: 'ann', role: 'player' }]);
  });

  it('accepts the STOMP command as CONNECT', async () => {
    const h = harness();
    const client = h.client();
    client.sendFrame('STOMP', { 'accept-version': '1.2', host: 'x', passcode: 'good' });
    await flush();
    expect(client.last()?.command).toBe('CONNECTED');
  });

  it('passes the CONNECT headers and remote address to the policy', async () => {
    const connect = vi.fn(async () => ({ name: 'x', role: 'player' as const }));
    const h = harness({}, { connect });
    const client = h.client();
    await client.connect({ playerSessionId: '12', gameCode: 'ABCD', purpose: 'player', Authorization: 'Bearer t:k' });
    expect(connect).toHaveBeenCalledWith(
      expect.objectContaining({ playerSessionId: '12', gameCode: 'ABCD', purpose: 'player', Authorization: 'Bearer t:k', 'accept-version': '1.2' }),
      { remoteAddress: '10.0.0.1' },
    );
  });

  it('refused by the policy: ERROR with the message, then close', async () => {
    const h = harness();
    const client = h.client();
    const frame = await client.connect({ passcode: 'bad' });
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.message).toBe('Bad credentials');
    expect(frame.headers['message-key']).toBe('error.unauthorized');
    expect(client.closed).toBe(true);
    expect(h.broker.connections()).toEqual([]);
    expect(h.policy.disconnects).toEqual([]);
  });

  it('a policy crash in connect: generic ERROR, logged, close', async () => {
    const h = harness({}, { connect: async () => { throw new Error('db down'); } });
    const client = h.client();
    const frame = await client.connect({ passcode: 'good' });
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.message).toBe('Internal server error');
    expect(frame.body).not.toContain('db down');
    expect(client.closed).toBe(true);
    expect(h.logger.errors).toHaveLength(1);
  });

  it('a frame before CONNECT: ERROR and close', async () => {
    const h = harness();
    const client = h.client();
    client.sendFrame('SUBSCRIBE', { id: '1', destination: '/common/A/x' });
    await flush();
    expect(client.frames.map((f) => f.command)).toEqual(['ERROR']);
    expect(client.frames[0]!.headers.message).toMatch(/Expected CONNECT/);
    expect(client.closed).toBe(true);
  });

  it('a second CONNECT is an error', async () => {
    const h = harness();
    const client = await connected(h);
    await client.connect({ passcode: 'good' });
    expect(client.last()?.command).toBe('ERROR');
    expect(client.closed).toBe(true);
  });

  it('negotiates the version: highest common, 1.0 without accept-version, ERROR when none', async () => {
    const h = harness();
    const v11 = h.client();
    expect((await v11.connect({ passcode: 'good', 'accept-version': '1.0,1.1' })).headers.version).toBe('1.1');
    const v10 = h.client();
    v10.sendFrame('CONNECT', { passcode: 'good' });
    await flush();
    expect(v10.last()?.headers.version).toBe('1.0');
    const none = h.client();
    const frame = await none.connect({ passcode: 'good', 'accept-version': '2.0' });
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.version).toBe('1.2,1.1,1.0');
    expect(none.closed).toBe(true);
  });

  it('a malformed heart-beat header is an error', async () => {
    const h = harness();
    const client = h.client();
    expect((await client.connect({ passcode: 'good', 'heart-beat': 'soon' })).command).toBe('ERROR');
  });

  it('closes a connection that does not CONNECT in time', async () => {
    vi.useFakeTimers();
    const h = harness({ connectTimeoutMs: 500 });
    const client = h.client();
    await vi.advanceTimersByTimeAsync(499);
    expect(client.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.last()?.headers.message).toBe('No CONNECT frame in time');
    expect(client.closed).toBe(true);
  });

  it('a connection lost while the policy decides still gets exactly one onDisconnect', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness({}, { connect: async () => { await gate; return { name: 'slow', role: 'player' }; } });
    const client = h.client();
    client.sendFrame('CONNECT', { 'accept-version': '1.2' });
    await flush();
    client.hangUp();
    release();
    await flush();
    expect(h.policy.disconnects).toEqual([{ name: 'slow', role: 'player' }]);
    expect(h.broker.connections()).toEqual([]);
    expect(client.frames).toEqual([]);
  });
});

describe('StompBroker: subscriptions and publishing', () => {
  it('publish reaches every subscription on exactly that destination', async () => {
    const h = harness();
    const a = await connected(h, 'a');
    const b = await connected(h, 'b');
    a.sendFrame('SUBSCRIBE', { id: 's1', destination: '/common/ABCD/playersUpdated' });
    a.sendFrame('SUBSCRIBE', { id: 's2', destination: '/common/ABCD/playersUpdated' });
    b.sendFrame('SUBSCRIBE', { id: 'x', destination: '/common/ABCD/playersUpdated/more' });
    b.sendFrame('SUBSCRIBE', { id: 'y', destination: '/common/ABCD' });
    await flush();
    expect(h.broker.subscriberCount('/common/ABCD/playersUpdated')).toBe(2);

    expect(h.broker.publish('/common/ABCD/playersUpdated', { players: [1, 2] })).toBe(2);
    const messages = a.of('MESSAGE');
    expect(messages.map((m) => m.headers.subscription).sort()).toEqual(['s1', 's2']);
    for (const m of messages) {
      expect(m.headers.destination).toBe('/common/ABCD/playersUpdated');
      expect(m.headers['content-type']).toBe('application/json');
      expect(JSON.parse(m.body)).toEqual({ players: [1, 2] });
    }
    expect(messages[0]!.headers['message-id']).not.toBe(messages[1]!.headers['message-id']);
    expect(b.of('MESSAGE')).toEqual([]);
    expect(h.broker.publish('/common/ABCD/nobody', 'x')).toBe(0);
  });

  it('a published message is encoded once for subscribers with alike ids: the same bytes go to each', async () => {
    const h = harness();
    const [a, b, c] = [await connected(h, 'a'), await connected(h, 'b'), await connected(h, 'c')];
    for (const client of [a, b]) client.sendFrame('SUBSCRIBE', { id: 'sub-0', destination: '/common/ABCD/playersUpdated' });
    c.sendFrame('SUBSCRIBE', { id: 'sub-7', destination: '/common/ABCD/playersUpdated' });
    await flush();
    const before = [a, b, c].map((client) => client.sent.length);
    expect(h.broker.publish('/common/ABCD/playersUpdated', { players: ['Zoë'] })).toBe(3);
    const [toA, toB, toC] = [a, b, c].map((client, i) => client.sent.slice(before[i]));
    expect(toA).toHaveLength(1);
    expect(toA![0]).toBeInstanceOf(Buffer);
    expect(toB![0]).toBe(toA![0]);
    expect(toC![0]).not.toBe(toA![0]);
    expect(c.of('MESSAGE')[0]!.headers.subscription).toBe('sub-7');
    expect(JSON.parse(c.of('MESSAGE')[0]!.body)).toEqual({ players: ['Zoë'] });
  });

  it('string bodies are text/plain unless told otherwise; custom headers pass, reserved ones do not', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: 'weird:id', destination: '/t' });
    await flush();
    h.broker.publish('/t', 'héllo');
    h.broker.publish('/t', '{"a":1}', { 'content-type': 'application/json', 'x-custom': 'v', subscription: 'forged', destination: '/forged' });
    const [first, second] = a.of('MESSAGE');
    expect(first!.headers['content-type']).toBe('text/plain;charset=utf-8');
    expect(first!.body).toBe('héllo');
    expect(first!.headers.subscription).toBe('weird:id');
    expect(second!.headers['content-type']).toBe('application/json');
    expect(second!.headers['x-custom']).toBe('v');
    expect(second!.headers.subscription).toBe('weird:id');
    expect(second!.headers.destination).toBe('/t');
  });

  it('UNSUBSCRIBE stops delivery', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    await flush();
    h.broker.publish('/t', 'one');
    a.sendFrame('UNSUBSCRIBE', { id: '1' });
    await flush();
    h.broker.publish('/t', 'two');
    expect(a.of('MESSAGE').map((m) => m.body)).toEqual(['one']);
    expect(h.broker.subscriberCount('/t')).toBe(0);
  });

  it('a refused subscription: ERROR and close', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: '1', destination: '/host/ABCD/startGame', receipt: 'r1' });
    await flush();
    const error = a.last()!;
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toBe('Not allowed to subscribe to /host/ABCD/startGame');
    expect(error.headers['receipt-id']).toBe('r1');
    expect(a.closed).toBe(true);
    expect(h.broker.subscriberCount('/host/ABCD/startGame')).toBe(0);
  });

  it('a host may subscribe where a player may not', async () => {
    const h = harness();
    const host = await connected(h, 'h', { role: 'host' });
    host.sendFrame('SUBSCRIBE', { id: '1', destination: '/host/ABCD/startGame', receipt: 'r' });
    await flush();
    expect(host.last()?.command).toBe('RECEIPT');
  });

  it('a duplicate subscription id, a missing id and ack:client are errors', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    a.sendFrame('SUBSCRIBE', { id: '1', destination: '/u' });
    await flush();
    expect(a.last()?.headers.message).toMatch(/already in use/);
    expect(a.closed).toBe(true);

    const b = await connected(h);
    b.sendFrame('SUBSCRIBE', { destination: '/t' });
    await flush();
    expect(b.last()?.headers.message).toMatch(/id header/);

    const c = await connected(h);
    c.sendFrame('SUBSCRIBE', { id: '1', destination: '/t', ack: 'client' });
    await flush();
    expect(c.last()?.headers.message).toMatch(/ack:auto/);
  });

  it('limits subscriptions per connection', async () => {
    const h = harness({ maxSubscriptionsPerConnection: 2 });
    const a = await connected(h);
    for (const id of ['1', '2', '3']) a.sendFrame('SUBSCRIBE', { id, destination: `/t/${id}` });
    await flush();
    expect(a.last()?.headers.message).toBe('Too many subscriptions');
  });

  it('publish never fans out on a per-connection destination', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: 'e', destination: '/user/queue/errors' });
    await flush();
    expect(h.broker.publish('/user/queue/errors', { leak: true })).toBe(0);
    expect(a.of('MESSAGE')).toEqual([]);
  });

  it('publishTo reaches only the matching principals', async () => {
    const h = harness();
    const a = await connected(h, 'a');
    const b = await connected(h, 'b');
    for (const c of [a, b]) c.sendFrame('SUBSCRIBE', { id: 'e', destination: '/user/queue/errors' });
    await flush();
    expect(h.broker.publishTo((p) => p.name === 'b', '/user/queue/errors', { hi: 1 })).toBe(1);
    expect(a.of('MESSAGE')).toEqual([]);
    expect(b.of('MESSAGE').map((m) => JSON.parse(m.body))).toEqual([{ hi: 1 }]);
  });
});

describe('StompBroker: SEND', () => {
  it('passes destination, body and headers to the policy, in order', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SEND', { destination: '/common/ABCD/usedAvatarsRequested', 'content-type': 'application/json' }, '{"n":1}');
    a.sendFrame('SEND', { destination: '/common/ABCD/usedAvatarsRequested' }, 'second');
    await flush();
    expect(h.policy.sends.map((s) => [s.destination, s.body])).toEqual([
      ['/common/ABCD/usedAvatarsRequested', '{"n":1}'],
      ['/common/ABCD/usedAvatarsRequested', 'second'],
    ]);
    expect(h.policy.sends[0]!.headers['content-type']).toBe('application/json');
    expect(h.policy.sends[0]!.principal.name).toBe('ann');
  });

  it('processes one connection\'s frames strictly in order even when the policy is slow', async () => {
    const order: string[] = [];
    const h = harness({}, {
      async onSend(_p, _d, body) {
        // The first SEND is the slowest: a reordering would show.
        await new Promise((resolve) => setTimeout(resolve, body === '1' ? 20 : 1));
        order.push(body);
      },
    });
    const a = await connected(h);
    a.write(['1', '2', '3'].map((b) => `SEND\ndestination:/d\nreceipt:${b}\n\n${b}\0`).join(''));
    await vi.waitFor(() => expect(a.of('RECEIPT')).toHaveLength(3));
    expect(order).toEqual(['1', '2', '3']);
    expect(a.of('RECEIPT').map((r) => r.headers['receipt-id'])).toEqual(['1', '2', '3']);
  });

  it('a fatal refusal: ERROR and close', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SEND', { destination: '/host/ABCD/startGame', receipt: '9' }, '{}');
    await flush();
    expect(a.last()?.command).toBe('ERROR');
    expect(a.last()?.headers.message).toBe('Host only');
    expect(a.last()?.headers['receipt-id']).toBe('9');
    expect(a.of('RECEIPT')).toEqual([]);
    expect(a.closed).toBe(true);
    expect(h.policy.disconnects).toHaveLength(1);
  });

  it('a non-fatal refusal: MESSAGE on /user/queue/errors, the connection stays open', async () => {
    const h = harness();
    const a = await connected(h);
    const other = await connected(h, 'other');
    for (const c of [a, other]) c.sendFrame('SUBSCRIBE', { id: 'errs', destination: '/user/queue/errors' });
    await flush();
    a.sendFrame('SEND', { destination: '/rule/ABCD/avatar', receipt: 'r' }, 'x');
    await flush();
    const [message, receipt] = a.frames.slice(-2);
    expect(message!.command).toBe('MESSAGE');
    expect(message!.headers.destination).toBe('/user/queue/errors');
    expect(message!.headers.subscription).toBe('errs');
    expect(message!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(message!.body)).toEqual({ destination: '/rule/ABCD/avatar', messageKey: 'error.avatar_in_use', message: 'Avatar in use' });
    expect(receipt!.command).toBe('RECEIPT');
    expect(a.closed).toBe(false);
    expect(other.of('MESSAGE')).toEqual([]);

    a.sendFrame('SEND', { destination: '/ok' }, 'still here');
    await flush();
    expect(h.policy.sends.map((s) => s.body)).toEqual(['still here']);
  });

  it('a non-fatal refusal without an error subscription is dropped quietly', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SEND', { destination: '/rule/x', receipt: 'r' }, 'x');
    await flush();
    expect(a.frames.map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT']);
    expect(a.closed).toBe(false);
  });

  it('a policy crash in onSend: generic ERROR, logged, only that connection closes', async () => {
    const h = harness();
    const a = await connected(h, 'a');
    const b = await connected(h, 'b');
    b.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    a.sendFrame('SEND', { destination: '/boom' }, '');
    await flush();
    expect(a.last()?.headers.message).toBe('Internal server error');
    expect(a.closed).toBe(true);
    expect(h.logger.errors).toHaveLength(1);
    h.broker.publish('/t', 'fine');
    expect(b.of('MESSAGE').map((m) => m.body)).toEqual(['fine']);
  });

  it('SEND without destination or inside a transaction is an error', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SEND', {}, 'x');
    await flush();
    expect(a.last()?.headers.message).toMatch(/destination/);
    const b = await connected(h);
    b.sendFrame('SEND', { destination: '/t', transaction: 'tx1' }, 'x');
    await flush();
    expect(b.last()?.headers.message).toMatch(/Transactions/);
    expect(h.policy.sends).toEqual([]);
  });
});

describe('StompBroker: receipts and DISCONNECT', () => {
  it('answers receipt headers with RECEIPT frames', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: '1', destination: '/t', receipt: 'sub-1' });
    a.sendFrame('SEND', { destination: '/t', receipt: 'send-1' }, 'x');
    a.sendFrame('UNSUBSCRIBE', { id: '1', receipt: 'unsub-1' });
    await flush();
    expect(a.of('RECEIPT').map((r) => r.headers['receipt-id'])).toEqual(['sub-1', 'send-1', 'unsub-1']);
  });

  it('DISCONNECT with receipt: RECEIPT, then close, and onDisconnect once', async () => {
    const h = harness();
    const a = await connected(h);
    a.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    a.sendFrame('DISCONNECT', { receipt: 'bye' });
    await flush();
    expect(a.last()?.command).toBe('RECEIPT');
    expect(a.last()?.headers['receipt-id']).toBe('bye');
    expect(a.closed).toBe(true);
    expect(h.broker.connections()).toEqual([]);
    expect(h.broker.subscriberCount('/t')).toBe(0);
    await flush();
    expect(h.policy.disconnects).toEqual([{ name: 'ann', role: 'player' }]);
  });

  it('frames after DISCONNECT in the same chunk are ignored', async () => {
    const h = harness();
    const a = await connected(h);
    a.write('DISCONNECT\n\n\0SEND\ndestination:/t\n\nlate\0');
    await flush();
    expect(h.policy.sends).toEqual([]);
    expect(a.closed).toBe(true);
  });

  it('onDisconnect is called once when the client hangs up', async () => {
    const h = harness();
    const a = await connected(h);
    a.hangUp();
    a.hangUp();
    h.broker.disconnectWhere(() => true);
    await flush();
    expect(h.policy.disconnects).toHaveLength(1);
  });

  it('a throwing onDisconnect is logged and harmless', async () => {
    const h = harness({}, { onDisconnect: () => { throw new Error('oops'); } });
    const a = await connected(h);
    a.sendFrame('DISCONNECT');
    await flush();
    expect(a.closed).toBe(true);
    expect(h.logger.errors).toHaveLength(1);
  });
});

describe('StompBroker: heart-beats', () => {
  it('negotiates intervals, sends EOLs and closes a silent client after twice its interval', async () => {
    vi.useFakeTimers();
    const h = harness({ heartBeat: [1000, 2000] });
    const a = h.client();
    // The client can send every 500 ms and wants something every 1500 ms.
    const connectedFrame = await connectWithFakeTimers(a, { passcode: 'good', 'heart-beat': '500,1500' });
    expect(connectedFrame.headers['heart-beat']).toBe('1000,2000');
    // Server -> client: max(1000, 1500) = 1500 ms. Client -> server: max(500, 2000) = 2000 ms.
    await vi.advanceTimersByTimeAsync(1500);
    expect(a.heartBeats).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(a.heartBeats).toBe(2);
    // Anything from the client (here a heart-beat at t=3000) postpones the timeout.
    a.write('\n');
    await vi.advanceTimersByTimeAsync(3999);
    expect(a.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.closed).toBe(true);
    expect(a.last()?.headers.message).toBe('Heart-beat timeout');
    expect(h.policy.disconnects).toHaveLength(1);
    const beats = a.heartBeats;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(a.heartBeats).toBe(beats);
  });

  it('a client that does not want heart-beats gets none and is never timed out', async () => {
    vi.useFakeTimers();
    const h = harness({ heartBeat: [1000, 1000] });
    const a = h.client();
    const frame = await connectWithFakeTimers(a, { passcode: 'good', 'heart-beat': '0,0' });
    expect(frame.headers['heart-beat']).toBe('0,0');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(a.heartBeats).toBe(0);
    expect(a.closed).toBe(false);
  });

  it('the server can be configured not to heart-beat', async () => {
    vi.useFakeTimers();
    const h = harness({ heartBeat: [0, 0] });
    const a = h.client();
    const frame = await connectWithFakeTimers(a, { passcode: 'good', 'heart-beat': '100,100' });
    expect(frame.headers['heart-beat']).toBe('0,0');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(a.heartBeats).toBe(0);
    expect(a.closed).toBe(false);
  });

  it('offers 10000,10000 by default', async () => {
    const h = harness();
    const a = h.client();
    expect((await a.connect({ passcode: 'good', 'heart-beat': '4000,4000' })).headers['heart-beat']).toBe('10000,10000');
  });
});

async function connectWithFakeTimers(client: MemoryClient, headers: Record<string, string>) {
  client.sendFrame('CONNECT', { 'accept-version': '1.2', ...headers });
  await vi.advanceTimersByTimeAsync(0);
  const frame = client.last();
  expect(frame?.command).toBe('CONNECTED');
  return frame!;
}

describe('StompBroker: isolation and administration', () => {
  it('garbage from one client closes it without disturbing another client\'s deliveries', async () => {
    const h = harness();
    const good = await connected(h, 'good');
    good.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    const bad = await connected(h, 'bad');
    bad.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    await flush();
    h.broker.publish('/t', 'before');
    bad.write('NOT A FRAME\n\n\0');
    await flush();
    expect(bad.last()?.command).toBe('ERROR');
    expect(bad.last()?.headers.message).toBe('Unknown command');
    expect(bad.closed).toBe(true);
    h.broker.publish('/t', 'after');
    expect(good.of('MESSAGE').map((m) => m.body)).toEqual(['before', 'after']);
    expect(h.broker.subscriberCount('/t')).toBe(1);
    expect(h.broker.connections().map((p) => p.name)).toEqual(['good']);
  });

  it('an oversize frame gets ERROR and close', async () => {
    const h = harness({ limits: { maxBodySize: 100 } });
    const a = await connected(h);
    a.sendFrame('SEND', { destination: '/t' }, 'x'.repeat(101));
    await flush();
    expect(a.last()?.headers.message).toBe('Body too large');
    expect(a.closed).toBe(true);
  });

  it('a transport whose send throws only ends that connection', async () => {
    const h = harness();
    const ok = await connected(h, 'ok');
    const broken = await connected(h, 'broken');
    for (const c of [ok, broken]) c.sendFrame('SUBSCRIBE', { id: '1', destination: '/t' });
    await flush();
    broken.connection.send = () => { throw new Error('socket gone'); };
    expect(() => h.broker.publish('/t', 'x')).not.toThrow();
    expect(ok.of('MESSAGE')).toHaveLength(1);
    expect(h.broker.connections().map((p) => p.name)).toEqual(['ok']);
  });

  it('refuses a flood of frames waiting on a slow policy', async () => {
    const h = harness({ maxPendingFrames: 5 }, { onSend: () => new Promise<void>(() => {}) });
    const a = await connected(h);
    a.write(Array.from({ length: 10 }, () => 'SEND\ndestination:/t\n\n\0').join(''));
    await flush();
    expect(a.last()?.headers.message).toMatch(/Too many frames/);
    expect(a.closed).toBe(true);
  });

  it('disconnectWhere sends ERROR with the message to the matching connections only', async () => {
    const h = harness();
    const a = await connected(h, 'a');
    const b = await connected(h, 'b');
    expect(h.broker.disconnectWhere((p) => p.name === 'b', 'You were kicked')).toBe(1);
    expect(b.last()?.command).toBe('ERROR');
    expect(b.last()?.headers.message).toBe('You were kicked');
    expect(b.closed).toBe(true);
    expect(a.closed).toBe(false);
    expect(h.broker.connections().map((p) => p.name)).toEqual(['a']);
    expect(h.policy.disconnects.map((p) => p.name)).toEqual(['b']);
  });

  it('close() ends every connection and refuses new ones', async () => {
    const h = harness();
    const a = await connected(h);
    h.broker.close();
    expect(a.last()?.headers.message).toBe('Server is shutting down');
    expect(a.closed).toBe(true);
    const late = h.client();
    expect(late.closed).toBe(true);
    expect(h.broker.connections()).toEqual([]);
  });

  it('ACK, NACK, transactions and server frames from a client are errors', async () => {
    const h = harness();
    for (const command of ['ACK', 'BEGIN', 'MESSAGE']) {
      const a = await connected(h);
      a.write(`${command}\nid:1\ntransaction:t\n\n\0`);
      await flush();
      expect(a.last()?.command).toBe('ERROR');
      expect(a.closed).toBe(true);
    }
  });
});
