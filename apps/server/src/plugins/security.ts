import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HostType } from '@snackparty/protocol';
import { hostModeOfRequest, pageHeaders, type PageHeaders } from './host-mode-headers';

/**
 * The WebSocket origin of the public address (ws://host or wss://host). 'self' already covers
 * same-origin sockets in browsers that follow CSP Level 3; older ones need the ws(s) form spelled out.
 */
export function socketOrigin(publicUrl: string): string | undefined {
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return undefined;
  }
}

export interface SecurityPluginOptions {
  rateLimitPerMinute: number;
  /** With several server processes: the counters' store they share (in the shape of an `ioredis` client). */
  rateLimitRedis?: object;
  /** Where the product is served (PUBLIC_URL): the only host its pages may open sockets to. */
  publicUrl: string;
  /** Other hosts pages may show pictures from (a configured GIF provider's media hosts). */
  imgSrc?: string[];
  /** Other hosts pages may load scripts from (the Cast sender framework, while casting is configured). */
  scriptSrc?: string[];
}

/** Security headers and a per-address request budget for the API. */
export const securityPlugin = fp<SecurityPluginOptions>(async (app: FastifyInstance, opts) => {
  const socket = socketOrigin(opts.publicUrl);
  // The policy and the framing rule depend on the page's host mode: set per request below.
  await app.register(helmet, { contentSecurityPolicy: false, frameguard: false, crossOriginEmbedderPolicy: false });
  const byMode = new Map<HostType | undefined, PageHeaders>();
  const headersOf = (mode: HostType | undefined): PageHeaders => {
    let headers = byMode.get(mode);
    if (!headers) byMode.set(mode, (headers = pageHeaders(mode, socket, { imgSrc: opts.imgSrc ?? [], scriptSrc: opts.scriptSrc ?? [] })));
    return headers;
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headersOf(hostModeOfRequest(request.url)));
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files and the SPA are cheap; the budget is for the API.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(opts.rateLimitRedis
      ? {
          redis: opts.rateLimitRedis as never,
          nameSpace: 'snackparty:rate:',
          // Redis away: requests go through uncounted rather than fail.
          skipOnError: true,
        }
      : {}),
  });
});
