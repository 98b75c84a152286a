/**
 * Inside the Discord activity a page may load nothing but its own origin: Discord proxies other hosts
 * through the URL mappings registered for the application, under `/.proxy/`. A GIF provider's media
 * URL is rewritten to `/.proxy/{id}/giphy/…` (spec), `{id}` being the media host's first label, which
 * the mapping `/{id}/giphy` → `{id}.giphy.com` sends back to the provider; KLIPY's pictures likewise
 * through `/{id}/klipy` → `{id}.klipy.com`. Browser-safe and pure: the web calls it in Discord mode.
 */

export const DISCORD_PROXY_PREFIX = '/.proxy';

/** The providers whose media Discord proxies, by the site their media hosts belong to. */
const PROXIED_SITES: ReadonlyMap<string, string> = new Map([
  ['giphy.com', 'giphy'],
  ['klipy.com', 'klipy'],
]);

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The address a picture loads from inside the Discord activity: a GIPHY or KLIPY media URL
 * (`https://media2.giphy.com/media/abc/giphy.gif?cid=1`) becomes its proxied path
 * (`/.proxy/media2/giphy/media/abc/giphy.gif?cid=1`); any other address (the bundled deck's own
 * paths, a host Discord does not proxy for us) comes back unchanged.
 */
export function discordMediaUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'https:' || parsed.port !== '' || parsed.username !== '' || parsed.password !== '') return url;
  const dot = parsed.hostname.indexOf('.');
  if (dot < 0) return url;
  const label = parsed.hostname.slice(0, dot);
  const site = PROXIED_SITES.get(parsed.hostname.slice(dot + 1));
  if (!site || !HOST_LABEL.test(label)) return url;
  return `${DISCORD_PROXY_PREFIX}/${label}/${site}${parsed.pathname}${parsed.search}`;
}
