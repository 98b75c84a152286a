/** The cast calls of the REST API (docs/chromecast.md). */
import { API_BASE, REST } from '@snackparty/protocol';
import type { ChromecastConfigResponse, ChromecastSessionResponse, GameType, Language } from '@snackparty/protocol';
import { http } from '../../api/http';

let appIdRequest: Promise<string | null> | null = null;

/** The receiver application id this server casts to, or null when it does not cast (asked once per page load). */
export function fetchCastAppId(): Promise<string | null> {
  appIdRequest ??= http
    .get<ChromecastConfigResponse>(REST.chromecast.config, { token: null, skipRefresh: true })
    .then((response) => (typeof response?.appId === 'string' && response.appId ? response.appId : null))
    .catch((error: unknown) => {
      console.warn('The cast configuration could not be fetched', error);
      appIdRequest = null;
      return null;
    });
  return appIdRequest;
}

/** A CHROMECAST room, and the token its cast device signs in with. */
export function createCastSession(input: { initialGameType: GameType; language: Language }): Promise<ChromecastSessionResponse> {
  return http.post<ChromecastSessionResponse>(REST.chromecast.createSession, input);
}

/** A fresh token for casting this host's room again. */
export function resumeCastSession(code: string): Promise<ChromecastSessionResponse> {
  return http.post<ChromecastSessionResponse>(REST.chromecast.resumeSession(code), {});
}

/**
 * Ends a receiver's own sign-in session (its logout, by its bearer only: no cookie goes along, so no
 * other sign-in of the browser is touched). Quietly: a token that is already refused has nothing to
 * end, and must not trip the app's expired-token reload.
 */
export async function endReceiverSignIn(token: string): Promise<void> {
  try {
    await fetch(`${API_BASE}${REST.user.logout}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'omit',
      keepalive: true,
    });
  } catch (error) {
    console.warn('The receiver could not sign out', error);
  }
}
