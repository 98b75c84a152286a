import type { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLanIPv4, joinOrigin, lanAddressFor } from '../../src/routes/join-address';
import { buildTestApp } from '../helpers/app';

const loopback = { address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' } as const;
const wifi = { address: '192.168.1.23', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '192.168.1.23/24' } as const;
const wifiV6 = { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:00:00:00:00:01', internal: false, cidr: 'fe80::1/64', scopeid: 2 } as const;
const laptop: ReturnType<typeof networkInterfaces> = { lo: [loopback], wlan0: [wifiV6, wifi] };

describe('the address phones join at', () => {
  it('is PUBLIC_URL when it is set, wherever the page was opened', () => {
    expect(joinOrigin({ publicUrl: 'https://party.example', host: 'localhost:8080', clientIp: '127.0.0.1', lanAddress: '192.168.1.23' })).toBe('https://party.example');
    expect(joinOrigin({ publicUrl: 'https://party.example', host: '192.168.1.23:8080', clientIp: '192.168.1.40' })).toBe('https://party.example');
  });

  it('is the LAN address with the page port when PUBLIC_URL is unset and the page was opened on localhost', () => {
    const lanAddress = lanAddressFor('0.0.0.0', laptop);
    expect(lanAddress).toBe('192.168.1.23');
    expect(joinOrigin({ host: 'localhost:8080', clientIp: '127.0.0.1', lanAddress })).toBe('http://192.168.1.23:8080');
    expect(joinOrigin({ host: '127.0.0.1:3000', clientIp: '::ffff:127.0.0.1', lanAddress })).toBe('http://192.168.1.23:3000');
    expect(joinOrigin({ host: '[::1]', clientIp: '::1', lanAddress })).toBe('http://192.168.1.23');
  });

  it('is the page origin otherwise', () => {
    // Opened at an address phones can reach already.
    expect(joinOrigin({ host: 'party.example', clientIp: '203.0.113.9', lanAddress: '192.168.1.23' })).toBeNull();
    expect(joinOrigin({ host: '192.168.1.23:8080', clientIp: '192.168.1.40', lanAddress: '192.168.1.23' })).toBeNull();
    // A "localhost" Host from another machine is no page of this machine's: the LAN address stays unsaid.
    expect(joinOrigin({ host: 'localhost:8080', clientIp: '203.0.113.9', lanAddress: '192.168.1.23' })).toBeNull();
    // No address for other devices: the server listens on loopback only, or the machine has no network.
    expect(joinOrigin({ host: 'localhost:8080', clientIp: '127.0.0.1', lanAddress: lanAddressFor('127.0.0.1', laptop) })).toBeNull();
    expect(joinOrigin({ host: 'localhost:8080', clientIp: '127.0.0.1', lanAddress: lanAddressFor('0.0.0.0', { lo: [loopback] }) })).toBeNull();
  });

  it('is the listen address itself when the server listens on one LAN address', () => {
    expect(lanAddressFor('10.0.0.5', laptop)).toBe('10.0.0.5');
    expect(firstLanIPv4(laptop)).toBe('192.168.1.23');
  });
});

describe('GET /api/v1/joinAddress', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('gives PUBLIC_URL when it is set', async () => {
    app = await buildTestApp({ publicUrl: 'https://party.example', publicUrlConfigured: true });
    const res = await app.inject({ method: 'GET', url: '/api/v1/joinAddress', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ origin: 'https://party.example' });
  });

  it("gives this machine's LAN address to a page opened on localhost when PUBLIC_URL is unset", async () => {
    app = await buildTestApp({ host: '0.0.0.0' });
    const lan = firstLanIPv4();
    const res = await app.inject({ method: 'GET', url: '/api/v1/joinAddress', headers: { host: 'localhost:8080' }, remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ origin: lan ? `http://${lan}:8080` : null });
    const fromPhone = await app.inject({ method: 'GET', url: '/api/v1/joinAddress', headers: { host: `${lan}:8080` }, remoteAddress: '192.168.1.40' });
    expect(fromPhone.json()).toEqual({ origin: null });
  });
});
