import { useEffect, useState } from 'react';
import { SITE_CONFIG_PATH } from '@snackparty/protocol';
import type { SiteConfigResponse } from '@snackparty/protocol';
import { http } from '../../api/http';

const NOTHING_CONFIGURED: SiteConfigResponse = { blogUrl: null, communityUrl: null, socialLinks: [] };

let request: Promise<SiteConfigResponse> | null = null;

/**
 * The site's links from the server's configuration (the maker's blog, community chat, social
 * accounts), asked once per page load. When the server cannot be asked, nothing is shown.
 */
export function fetchSiteConfig(): Promise<SiteConfigResponse> {
  request ??= http.get<SiteConfigResponse>(SITE_CONFIG_PATH, { token: null, skipRefresh: true }).catch((error: unknown) => {
    console.warn('The site links could not be fetched', error);
    request = null;
    return NOTHING_CONFIGURED;
  });
  return request;
}

/** Forgets the answer (tests, which answer differently each time). */
export function forgetSiteConfig(): void {
  request = null;
}

/** The site's configured links; nothing until known. */
export function useSiteConfig(): SiteConfigResponse {
  const [config, setConfig] = useState<SiteConfigResponse>(NOTHING_CONFIGURED);
  useEffect(() => {
    let cancelled = false;
    void fetchSiteConfig().then((answer) => !cancelled && setConfig(answer));
    return () => {
      cancelled = true;
    };
  }, []);
  return config;
}

/** Only absolute http(s) addresses become links, whatever the server says. */
export function isWebAddress(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
