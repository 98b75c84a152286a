import { afterEach, describe, expect, it } from 'vitest';
import { StompBroker } from '../../src/stomp/broker';
import type { StompBrokerOptions, StompPolicy } from '../../src/stomp/broker';
import { FrameParser, CLIENT_COMMANDS } from '../../src/stomp/codec';
import { MemoryClient, flush } from './helpers';

interface Principal {
  name: string;
}

let brokers: StompBroker<Principal>[] = [];
afterEach(() => {
  for (const broker of brokers) broker.close();
  brokers = [];
});

function setup(options: StompBrokerOptions = {}, overrides: Partial<StompPolicy<Principal>> = {}) {
  const sends: string[] = [];
  const policy: StompPolicy<Principal> = {
    async connect(headers) {
      return { name: headers.login ?? 'anon' };
    },
    canSubscribe: () => true,
    onSend(_p, destination) {
      sends.push(destination);
    },
    ...overrides,
  };
  const broker = new StompBroker(policy, options);
  brokers.push(broker);
  const client = async (login: string) => {
    const c = new MemoryClient();
    broker.attach(c.connection);
    expect((await c.connect({ login })).command).toBe('CONNECTED');
    return c;
  };
  return { broker, sends, client };
}

describe('the broker’s frame budget per connection', () => {
  it('lets a burst through, then answers a flood with ERROR too_many_requests and closes that connection only', async () => {
    const { sends, client } = setup({ frameBudget: { burst: 20, perSecond: 1 } });
    const flooder = await client('flooder');
    const calm = await client('calm');
    flooder.write(Array.from({ length: 20 }, () => 'SEND\ndestination:/t\n\n\0').join(''));
    await flush();
    expect(sends).toHaveLength(20);
    expect(flooder.closed).toBe(false);
    flooder.write(Array.from({ length: 50 }, () => 'SUBSCRIBE\ndestination:/t\nid:x\n\n\0').join(''));
    await flush();
    const error = flooder.of('ERROR')[0]!;
    expect(error.headers['message-key']).toBe('error.too_many_requests');
    expect(flooder.closed).toBe(true);
    calm.sendFrame('SEND', { destination: '/calm', receipt: 'r1' });
    await flush();
    expect(calm.of('RECEIPT')).toHaveLength(1);
    expect(sends.at(-1)).toBe('/calm');
  });

  it('refills over time, and heart-beats never count', async () => {
    const { sends, client } = setup({ frameBudget: { burst: 5, perSecond: 1000 } });
    const c = await client('ann');
    for (let round = 0; round < 5; round++) {
      c.write('\n\n\n\n\n\n\n\n');
      c.write(Array.from({ length: 5 }, () => 'SEND\ndestination:/t\n\n\0').join(''));
      await flush();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(c.closed).toBe(false);
    expect(sends).toHaveLength(25);
  });

  it('is on by default', async () => {
    const { client } = setup();
    const c = await client('ann');
    c.write(Array.from({ length: 1000 }, () => 'SEND\ndestination:/t\n\n\0').join(''));
    await flush();
    expect(c.of('ERROR')[0]?.headers['message-key']).toBe('error.too_many_requests');
  });
});

describe('onSubscribed', () => {
  it('answers the new subscription alone, after its RECEIPT', async () => {
    const { broker, client } = setup({}, { onSubscribed: (p, destination, reply) => reply({ snapshotFor: p.name, destination }) });
    const ann = await client('ann');
    const bob = await client('bob');
    bob.sendFrame('SUBSCRIBE', { destination: '/view', id: 'b' });
    await flush();
    ann.sendFrame('SUBSCRIBE', { destination: '/view', id: 'a', receipt: 'r' });
    await flush();
    expect(ann.frames.map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT', 'MESSAGE']);
    expect(JSON.parse(ann.of('MESSAGE')[0]!.body)).toEqual({ snapshotFor: 'ann', destination: '/view' });
    expect(ann.of('MESSAGE')[0]!.headers.subscription).toBe('a');
    expect(bob.of('MESSAGE')).toHaveLength(1);
    expect(JSON.parse(bob.of('MESSAGE')[0]!.body).snapshotFor).toBe('bob');
    expect(broker.publish('/view', { all: true })).toBe(2);
  });

  it('sends nothing on a subscription that is gone by the time the answer is ready', async () => {
    let later: ((body: object) => void) | undefined;
    const { client } = setup({}, { onSubscribed: (_p, _d, reply) => (later = reply) });
    const ann = await client('ann');
    ann.sendFrame('SUBSCRIBE', { destination: '/view', id: 'a' });
    await flush();
    ann.sendFrame('UNSUBSCRIBE', { id: 'a' });
    await flush();
    later!({ late: true });
    expect(ann.of('MESSAGE')).toHaveLength(0);
  });
});

describe('publishWhere', () => {
  it('delivers to the matching subscribers of one destination only', async () => {
    const { broker, client } = setup();
    const ann = await client('ann');
    const bob = await client('bob');
    for (const c of [ann, bob]) c.sendFrame('SUBSCRIBE', { destination: '/answers', id: '1' });
    await flush();
    expect(broker.publishWhere('/answers', (p) => p.name === 'ann', { to: 'ann' })).toBe(1);
    expect(ann.of('MESSAGE')).toHaveLength(1);
    expect(bob.of('MESSAGE')).toHaveLength(0);
  });
});

describe('publishToConnection', () => {
  it('delivers to the one connection of a principal, on that destination only, and to nobody once it has gone', async () => {
    const { broker, client } = setup();
    const ann = await client('ann');
    const bob = await client('bob');
    for (const c of [ann, bob]) {
      c.sendFrame('SUBSCRIBE', { destination: '/me', id: '1' });
      c.sendFrame('SUBSCRIBE', { destination: '/other', id: '2' });
    }
    await flush();
    const annPrincipal = broker.connections().find((p) => p.name === 'ann')!;
    expect(broker.publishToConnection(annPrincipal, '/me', { to: 'ann' })).toBe(1);
    expect(ann.of('MESSAGE').map((m) => m.headers.destination)).toEqual(['/me']);
    expect(bob.of('MESSAGE')).toHaveLength(0);
    // A principal the broker never connected, or a connection that closed: nothing is sent.
    expect(broker.publishToConnection({ ...annPrincipal }, '/me', { to: 'nobody' })).toBe(0);
    ann.sendFrame('DISCONNECT', {});
    await flush();
    expect(broker.publishToConnection(annPrincipal, '/me', { to: 'ann' })).toBe(0);
  });
});

describe('the frame parser', () => {
  it('refuses a NUL inside a header line (NUL ends a frame; it is never part of a value)', () => {
    const parser = new FrameParser({ commands: CLIENT_COMMANDS });
    expect(() => parser.push('CONNECT\ngameCode:AB\u0000CD\n\n\u0000')).toThrow(/NUL/);
  });
});
