/**
 * Who the user is, from the stored access token: the sign-in session checked at start (or a social
 * login token in the URL), guest login, login success, the expired-token event and logout (spec
 * section 4).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGE_KEYS, MESSAGE_KEYS, TIMING, isLanguage } from '@snackparty/protocol';
import type { AccessTokenClaims, TokenResponse } from '@snackparty/protocol';
import { checkSession, consumeLoginToken, logoutCall } from '../api/account';
import { guestLogin } from '../api/auth';
import { isApiError } from '../api/errors';
import { EXPIRED_TOKEN_EVENT } from '../api/http';
import { decodeClaims, isAdmin, isTokenValid, needsGuestLogin, sessionMayBeRenewed } from '../api/token';
import { LANGUAGE_STORAGE_KEY, appLanguage, changeLanguage } from '../i18n/i18n';
import { clearAll, getItem, removeItem, setItem } from '../storage/storage';
import { useStoredItem } from '../storage/useStoredItem';
import { useToast } from '../ui/toast';

export interface SessionApi {
  token: string | null;
  claims: AccessTokenClaims | null;
  /** A valid token is stored. */
  hasToken: boolean;
  isGuest: boolean;
  /** A valid token of an account (not a guest). */
  isUser: boolean;
  isAdmin: boolean;
  /** Resolves a valid token, logging in as a guest first when needed; null when the server is away. */
  ensureToken: () => Promise<string | null>;
  /**
   * Login success: stores the token and takes the account's language, once any start-up or guest
   * sign-in still running has settled (so that it cannot overwrite the account's token).
   */
  loginWith: (response: TokenResponse) => Promise<void>;
  /** Ends the sign-in, clears all stored state and goes to /. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}

const RELOAD_GUARD_KEY = 'snackparty.expiredReloadAt';

/**
 * Logout and account deletion: every stored item goes, in local and in session storage. The
 * language stays: it is a choice of the device, not of the account.
 */
export function clearAllStoredState(): void {
  clearAll();
  for (const area of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      const keys = Array.from({ length: area.length }, (_, i) => area.key(i)).filter((k): k is string => k !== null);
      for (const key of keys) if (key !== LANGUAGE_STORAGE_KEY) area.removeItem(key);
    } catch {
      // storage blocked: nothing was kept there
    }
  }
}

/** Login success (spec section 4): store the token and set the language. */
export function storeLogin(response: TokenResponse): void {
  setItem('accessToken', response.accessToken);
  if (isLanguage(response.locale) && response.locale !== appLanguage()) void changeLanguage(response.locale);
}

/**
 * The start-up session check renews the token only. The language stays what the device chose (the
 * `lng` query, or the choice cached under `i18nextLng`): the account's language is taken when the
 * user logs in, and a language picked while logged in is saved to the account.
 */
export function storeRenewedSession(response: TokenResponse): void {
  setItem('accessToken', response.accessToken);
}

/** The query of a URL without the social-login parameters, or null when it had none. */
export function withoutLoginParams(search: string): { search: string; ltoken: string | null; loginError: string | null } | null {
  const params = new URLSearchParams(search);
  const ltoken = params.get('ltoken');
  const loginError = params.get('loginError');
  if (ltoken === null && loginError === null) return null;
  params.delete('ltoken');
  params.delete('loginError');
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', ltoken, loginError };
}

/** The expired-token event: every stored item goes and the page reloads (at most once in 10 s). */
export function handleExpiredToken(): void {
  clearAll();
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // no session storage: reload anyway
  }
  if (Date.now() - last > 10_000) window.location.reload();
}

/**
 * Not logged in while a token is stored (spec section 4): a token that has expired or cannot be read,
 * and that the start-up check did not renew, is stale. Everything stored goes with it and the page
 * starts afresh (at most once in 10 s, as for an expired token). True when it was stale.
 */
export function clearStaleToken(nowMs: number = Date.now()): boolean {
  const stored = getItem('accessToken');
  if (!stored || isTokenValid(decodeClaims(stored), nowMs)) return false;
  handleExpiredToken();
  return true;
}

export function SessionProvider({ children, onLogout }: { children: ReactNode; onLogout: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const token = useStoredItem('accessToken');
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useRef<Promise<string | null> | null>(null);
  /** The start-up sign-in work; a guest login waits for it so that it never overwrites an account. */
  const starting = useRef<Promise<void> | null>(null);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  });

  const guestToken = useCallback((): Promise<string | null> => {
    const stored = getItem('accessToken');
    if (!needsGuestLogin(stored, Date.now())) return Promise.resolve(stored);
    pending.current ??= guestLogin(appLanguage(), {
      onUnavailable: () => toast.show(t(MESSAGE_KEYS.serverUnavailable), { kind: 'error', durationMs: TIMING.guestErrorDisplayMs }),
    }).then((result) => {
      pending.current = null;
      if (!result) toast.show(t(MESSAGE_KEYS.serverUnavailable), { kind: 'error', durationMs: TIMING.guestErrorDisplayMs });
      return result;
    });
    return pending.current;
  }, [t, toast]);

  const ensureToken = useCallback(async (): Promise<string | null> => {
    if (starting.current) await starting.current;
    return guestToken();
  }, [guestToken]);

  // Once at start: a social login token in the URL, or else the sign-in session of this browser.
  const startSearch = useRef(location.search);
  const startPath = useRef(location.pathname);
  useEffect(() => {
    if (starting.current) return;
    const fromUrl = withoutLoginParams(startSearch.current);
    if (fromUrl) navigate({ pathname: startPath.current, search: fromUrl.search }, { replace: true });
    if (fromUrl?.loginError) toast.show(t(fromUrl.loginError), { kind: 'error', durationMs: TIMING.loginErrorDisplayMs });
    starting.current = (async () => {
      if (fromUrl?.ltoken) {
        try {
          storeLogin(await consumeLoginToken(fromUrl.ltoken));
          return;
        } catch (error) {
          toast.show(t(ACCOUNT_MESSAGE_KEYS.oauthFailed), { kind: 'error', durationMs: TIMING.loginErrorDisplayMs });
          console.warn('Login token refused', error);
        }
      }
      const stored = getItem('accessToken');
      // A new visitor has no sign-in to renew: asking would only be answered "no session".
      if (!sessionMayBeRenewed(stored, document.cookie, Date.now())) return;
      try {
        const renewed = await checkSession(isTokenValid(decodeClaims(stored), Date.now()) ? stored : null);
        // A login that finished meanwhile (a link from a mail, say) wins over the renewed token.
        if (getItem('accessToken') === stored) storeRenewedSession(renewed);
      } catch (error) {
        if (isApiError(error) && error.status === 403) {
          // No sign-in session, the usual case for a new visitor. A token still stored is one of a
          // session that has ended (logged out elsewhere, a new password) or that only its cookie
          // could renew: it goes, and the guest sign-in with this device's guest id follows.
          if (stored && getItem('accessToken') === stored) removeItem('accessToken');
        } else {
          console.warn('Session check failed', error);
        }
      }
    })();
    void starting.current.then(() => {
      clearStaleToken();
      return guestToken();
    });
  }, [navigate, t, toast, guestToken]);

  useEffect(() => {
    window.addEventListener(EXPIRED_TOKEN_EVENT, handleExpiredToken);
    return () => window.removeEventListener(EXPIRED_TOKEN_EVENT, handleExpiredToken);
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutCall();
    } catch {
      // logging out locally is what matters
    }
    clearAllStoredState();
    onLogoutRef.current();
  }, []);

  const loginWith = useCallback(async (response: TokenResponse) => {
    await starting.current;
    await pending.current;
    storeLogin(response);
  }, []);

  const api = useMemo<SessionApi>(() => {
    const claims = decodeClaims(token);
    const valid = isTokenValid(claims, Date.now());
    return {
      token,
      claims: valid ? claims : null,
      hasToken: valid,
      isGuest: valid && claims.isGuest,
      isUser: valid && !claims.isGuest,
      isAdmin: valid && isAdmin(claims),
      ensureToken,
      loginWith,
      logout,
    };
  }, [token, ensureToken, loginWith, logout]);

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
