/**
 * `GET` under the API base: what the marketing site shows from the server's configuration, the
 * maker's blog, community chat and social accounts. A link the server has not configured is null
 * (or missing from the list), and the site shows nothing for it.
 */
export const SITE_CONFIG_PATH = '/site/config';

export interface SocialLinkDto {
  /** What the link is called on the site ("Mastodon", "YouTube"). */
  name: string;
  /** An absolute http(s) address. */
  url: string;
}

export interface SiteConfigResponse {
  blogUrl: string | null;
  communityUrl: string | null;
  socialLinks: SocialLinkDto[];
}
