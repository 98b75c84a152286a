/**
 * Who the user is, from the stored access token: guest login at start, the expired-token event,
 * and logout (spec section 4).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEYS, REST, TIMING } from '@snackparty/protocol';
import type { AccessTokenClaims } from '@snackparty/protocol';
import { guestLogin } from '../api/auth';
import { EXPIRED_TOKEN_EVENT, http } from '../api/http';
import { decodeClaims, isAdmin, isTokenValid, needsGuestLogin } from '../api/token';
import { appLanguage } from '../i18n/i18n';
import { clearAll, getItem } from '../storage/storage';
import { useStoredItem } from '../storage/useStoredItem';
import { useToast } from '../ui/toast';

export interface SessionApi {
  token: string | null;
  claims: AccessTokenClaims | null;
  /** A valid token is stored. */
  hasToken: boolean;
  isGuest: boolean;
  isAdmin: boolean;
  /** Resolves a valid token, logging in as a guest first when needed; null when the server is away. */
  ensureToken: () => Promise<string | null>;
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}

const RELOAD_GUARD_KEY = 'snackparty.expiredReloadAt';

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

export function SessionProvider({ children, onLogout }: { children: ReactNode; onLogout: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const token = useStoredItem('accessToken');
  const pending = useRef<Promise<string | null> | null>(null);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  });

  const ensureToken = useCallback((): Promise<string | null> => {
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

  useEffect(() => {
    void ensureToken();
  }, [ensureToken]);

  useEffect(() => {
    window.addEventListener(EXPIRED_TOKEN_EVENT, handleExpiredToken);
    return () => window.removeEventListener(EXPIRED_TOKEN_EVENT, handleExpiredToken);
  }, []);

  const logout = useCallback(async () => {
    try {
      await http.post(REST.user.logout, {}, { skipRefresh: true });
    } catch {
      // logging out locally is what matters
    }
    clearAll();
    onLogoutRef.current();
  }, []);

  const api = useMemo<SessionApi>(() => {
    const claims = decodeClaims(token);
    const valid = isTokenValid(claims, Date.now());
    return {
      token,
      claims: valid ? claims : null,
      hasToken: valid,
      isGuest: valid && claims.isGuest,
      isAdmin: valid && isAdmin(claims),
      ensureToken,
      logout,
    };
  }, [token, ensureToken, logout]);

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
