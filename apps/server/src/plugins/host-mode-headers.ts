/**
 * The content security policy and framing rule of a page, by the way the room is hosted. A page in a
 * browser tab (HOST, HOST_AND_PLAY, SMART_TV) gets the strict policy: its own origin only, never
 * framed by another site. A Discord activity runs inside Discord's iframe, so its pages may be framed
 * by Discord; a Chromecast receiver loads Google's cast framework. Each mode's allowances are listed
 * here once, so a new way to host adds a row, not a header edit somewhere else.
 */
import type { HostType } from '@snackparty/protocol';

export interface PolicySources {
  frameAncestors: string[];
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  mediaSrc: string[];
}

/** What a host mode's pages may load or be framed by, beyond the product's own origin. */
export const HOST_MODE_ALLOWANCES: Record<HostType, Partial<PolicySources>> = {
  HOST: {},
  HOST_AND_PLAY: {},
  SMART_TV: {},
  // Discord shows an activity in an iframe on its own sites and proxies every request through
  // {application}.discordsays.com, which is the page's own origin there.
  DISCORD: {
    frameAncestors: ['https://discord.com', 'https://ptb.discord.com', 'https://canary.discord.com', 'https://*.discordsays.com'],
  },
  // The cast receiver page loads the Cast Application Framework from Google's static host.
  CHROMECAST: {
    scriptSrc: ['https://www.gstatic.com'],
    connectSrc: ['https://www.gstatic.com'],
    mediaSrc: ['https://www.gstatic.com'],
  },
};

/** Where the cast receiver page is served (registered as the receiver's address in the Cast console). */
export const CAST_RECEIVER_PATH = '/cast';

/**
 * The host mode a request's page runs in, when it needs more than the strict policy: Discord opens
 * an activity with its launch parameters (`frame_id`, `instance_id`) on the query; the cast device
 * opens the receiver page.
 */
export function hostModeOfRequest(url: string): HostType | undefined {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (path === CAST_RECEIVER_PATH || path.startsWith(`${CAST_RECEIVER_PATH}/`)) return 'CHROMECAST';
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    if (params.has('frame_id') && params.has('instance_id')) return 'DISCORD';
  }
  return undefined;
}

export type PageHeaders = {
  'content-security-policy': string;
  /** Absent when the mode's pages may be framed by another site (frame-ancestors says by whom). */
  'x-frame-options'?: string;
};

/**
 * The headers of a page in a host mode (none: the strict policy). `socket` is the WebSocket origin
 * of the public address; `extra` adds sources every page needs (a GIF provider's image host).
 */
export function pageHeaders(mode: HostType | undefined, socket: string | undefined, extra: Partial<PolicySources> = {}): PageHeaders {
  const allow = mode ? HOST_MODE_ALLOWANCES[mode] : {};
  const merge = (base: string[], key: keyof PolicySources) => [...new Set([...base, ...(allow[key] ?? []), ...(extra[key] ?? [])])];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['script-src', merge(["'self'"], 'scriptSrc')],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', merge(["'self'", 'data:', 'blob:'], 'imgSrc')],
    ['font-src', ["'self'", 'data:']],
    // Never the bare ws: or wss: schemes: they would let a page talk to sockets on any host.
    ['connect-src', merge(socket ? ["'self'", socket] : ["'self'"], 'connectSrc')],
    ['media-src', merge(["'self'", 'data:', 'blob:'], 'mediaSrc')],
    ['frame-ancestors', merge(["'self'"], 'frameAncestors')],
  ];
  const csp = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
  const framedElsewhere = directives.find(([name]) => name === 'frame-ancestors')![1].length > 1;
  return framedElsewhere ? { 'content-security-policy': csp } : { 'content-security-policy': csp, 'x-frame-options': 'SAMEORIGIN' };
}
