/**
 * The web app's analytics (spec section 7: POST /posthogEvent): page views and join failures. The
 * server records everything else where it happens (rooms, games, payments), keeps the events and,
 * when configured, forwards them to PostHog. Admins are opted out (spec section 6): nothing is sent
 * while an admin is signed in, and the server drops it anyway. Sending never disturbs the page.
 */
import { ANALYTICS_EVENT_PATH, ANONYMOUS_ID_PATTERN } from '@snackparty/protocol';
import type { AnalyticsEventRequest, AnalyticsValue, ClientAnalyticsEvent } from '@snackparty/protocol';
import { http } from '../api/http';
import { isApiError } from '../api/errors';
import { decodeClaims, isAdmin } from '../api/token';
import { getItem } from '../storage/storage';

const ANONYMOUS_ID_KEY = 'snackparty.analyticsId';

/**
 * A random id for events sent while nobody is signed in. It lives in the tab's session storage: a
 * visit's page views hang together, but nothing follows a browser from one visit to the next, and
 * logging out or deleting the account leaves nothing behind in the browser's lasting storage.
 */
export function anonymousId(): string {
  try {
    const stored = sessionStorage.getItem(ANONYMOUS_ID_KEY);
    if (stored && ANONYMOUS_ID_PATTERN.test(stored)) return stored;
    const fresh = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem(ANONYMOUS_ID_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID().replace(/-/g, '');
  }
}

export function track(event: ClientAnalyticsEvent, properties: Record<string, AnalyticsValue> = {}): void {
  if (isAdmin(decodeClaims(getItem('accessToken')))) return;
  const body: AnalyticsEventRequest = { event, anonymousId: anonymousId(), properties };
  void http.post(ANALYTICS_EVENT_PATH, body, { skipRefresh: true }).catch(() => undefined);
}

interface RouterLocation {
  pathname: string;
  search: string;
}

/** What page views need of the router: where it is, and being told when it moved. */
export interface PageViewSource {
  state: { location: RouterLocation; navigation: { state: string } };
  subscribe(listener: (state: { location: RouterLocation; navigation: { state: string } }) => void): () => void;
}

/** A page view for the first page and for each navigation that lands on another address. */
export function trackPageViews(router: PageViewSource): () => void {
  let last: string | null = null;
  const view = (location: RouterLocation) => {
    const address = `${location.pathname}${location.search}`;
    if (address === last) return;
    last = address;
    track('$pageview', {
      $current_url: `${window.location.origin}${address}`,
      $pathname: location.pathname,
      $screen_width: Math.round(window.innerWidth),
      $screen_height: Math.round(window.innerHeight),
      language: document.documentElement.lang || null,
    });
  };
  view(router.state.location);
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') view(state.location);
  });
}

/**
 * A join that failed for another reason than those the join screen explains by a field (full room
 * 400, avatar taken 409): the spec's "other join errors", logged and reported to analytics.
 */
export function trackJoinFailure(error: unknown, messageKey: string): void {
  const status = isApiError(error) ? error.status : null;
  if (status === 400 || status === 409) return;
  track('join_failed', { status, messageKey });
}
