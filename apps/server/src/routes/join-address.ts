import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { JOIN_ADDRESS_PATH, type JoinAddressResponse } from '@snackparty/protocol';

type Interfaces = ReturnType<typeof networkInterfaces>;

function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function isLoopbackIp(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(ip);
}

/** The machine's first IPv4 address that is not its own loopback: where the other devices of its network reach it. */
export function firstLanIPv4(interfaces: Interfaces = networkInterfaces()): string | undefined {
  for (const addresses of Object.values(interfaces)) {
    const lan = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (lan) return lan.address;
  }
  return undefined;
}

/**
 * The address other devices reach this server at, given the address it listens on: none when it
 * listens on loopback only, the address itself when it is one, else the machine's LAN address.
 */
export function lanAddressFor(listenHost: string, interfaces: Interfaces = networkInterfaces()): string | undefined {
  if (isLoopbackHostname(listenHost) || listenHost === '::1') return undefined;
  if (listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '') return firstLanIPv4(interfaces);
  return listenHost.includes(':') ? `[${listenHost}]` : listenHost;
}

export interface JoinOriginQuestion {
  /** PUBLIC_URL, when the self-hoster set it. */
  publicUrl?: string;
  /** The Host the page was opened at, as the request names it (`localhost:8080`). */
  host: string;
  /** The client's address: a page opened on this very machine comes from loopback. */
  clientIp: string;
  /** Where other devices reach this server, when they can. */
  lanAddress?: string;
}

/**
 * The origin a screen shows phones for joining (join address and QR code). PUBLIC_URL when set.
 * Otherwise a page opened on this machine as localhost shows an address no phone can open, so the
 * machine's LAN address (with the page's port) is shown instead. Otherwise null: the page's own
 * origin is the right one.
 */
export function joinOrigin({ publicUrl, host, clientIp, lanAddress }: JoinOriginQuestion): string | null {
  if (publicUrl) return publicUrl;
  if (!lanAddress || !isLoopbackIp(clientIp)) return null;
  let opened: URL;
  try {
    opened = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (!isLoopbackHostname(opened.hostname)) return null;
  return `http://${lanAddress}${opened.port ? `:${opened.port}` : ''}`;
}

export interface JoinAddressRouteOptions {
  publicUrl?: string;
  listenHost: string;
}

/** `GET /joinAddress`: where phones open the app, for the join address and QR code on the screens. */
export async function joinAddressRoutes(app: FastifyInstance, { publicUrl, listenHost }: JoinAddressRouteOptions): Promise<void> {
  app.get(JOIN_ADDRESS_PATH, async (request): Promise<JoinAddressResponse> => ({
    // The interfaces are read per request: a laptop that changes network shows its new address.
    origin: joinOrigin({ publicUrl, host: request.host, clientIp: request.ip, lanAddress: lanAddressFor(listenHost) }),
  }));
}
