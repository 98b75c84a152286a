/**
 * The marketing site's links from the configuration: the maker's blog (SITE_BLOG_URL), the community
 * chat (SITE_COMMUNITY_URL) and social accounts (SITE_SOCIAL_LINKS, JSON). Only absolute http(s)
 * addresses are accepted, so nothing else can end up in a link on the site; a value that is not
 * stops the server at start with the reason, as other settings do.
 */
import type { FastifyInstance } from 'fastify';
import { SITE_CONFIG_PATH, type SiteConfigResponse, type SocialLinkDto } from '@snackparty/protocol';

export interface SiteConfig {
  blogUrl?: string;
  communityUrl?: string;
  socialLinks: SocialLinkDto[];
}

/** More links than this would not fit the footer. */
export const MAX_SOCIAL_LINKS = 12;
const MAX_NAME_LENGTH = 40;
const MAX_URL_LENGTH = 2_000;

/** An absolute http(s) address without credentials, or the reason it is not one. */
function httpUrl(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${setting} is not an address: "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${setting} must start with https:// or http://`);
  if (url.username || url.password) throw new Error(`${setting} must not hold a user name or password`);
  if (url.href.length > MAX_URL_LENGTH) throw new Error(`${setting} is longer than ${MAX_URL_LENGTH} characters`);
  return url.href;
}

/** SITE_SOCIAL_LINKS: `[{"name":"Mastodon","url":"https://…"}]`. */
export function parseSocialLinks(json: string | undefined): SocialLinkDto[] {
  if (json === undefined || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('SITE_SOCIAL_LINKS is not JSON');
  }
  if (!Array.isArray(value)) throw new Error('SITE_SOCIAL_LINKS must be a list: [{"name":"Mastodon","url":"https://…"}]');
  if (value.length > MAX_SOCIAL_LINKS) throw new Error(`SITE_SOCIAL_LINKS may hold at most ${MAX_SOCIAL_LINKS} links`);
  return value.map((item: unknown, i) => {
    const link = item as Partial<Record<'name' | 'url', unknown>> | null;
    const name = typeof link?.name === 'string' ? link.name.trim() : '';
    if (!name || name.length > MAX_NAME_LENGTH) throw new Error(`SITE_SOCIAL_LINKS[${i}].name must be 1 to ${MAX_NAME_LENGTH} characters`);
    if (typeof link?.url !== 'string') throw new Error(`SITE_SOCIAL_LINKS[${i}].url is missing`);
    return { name, url: httpUrl(link.url, `SITE_SOCIAL_LINKS[${i}].url`) };
  });
}

export function loadSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  return {
    blogUrl: env.SITE_BLOG_URL ? httpUrl(env.SITE_BLOG_URL, 'SITE_BLOG_URL') : undefined,
    communityUrl: env.SITE_COMMUNITY_URL ? httpUrl(env.SITE_COMMUNITY_URL, 'SITE_COMMUNITY_URL') : undefined,
    socialLinks: parseSocialLinks(env.SITE_SOCIAL_LINKS),
  };
}

/** `GET /site/config`: the site's configured links, the same for everyone (no sign-in needed). */
export async function siteConfigRoutes(app: FastifyInstance, { site }: { site: SiteConfig }): Promise<void> {
  const body: SiteConfigResponse = {
    blogUrl: site.blogUrl ?? null,
    communityUrl: site.communityUrl ?? null,
    socialLinks: site.socialLinks.map((link) => ({ ...link })),
  };
  app.get(SITE_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
