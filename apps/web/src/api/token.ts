/**
 * Access-token claims and the decisions taken on them (spec sections 4 and 6). Pure: no storage,
 * no network, the current time is passed in.
 *
 * The browser reads the payload of the JWT without verifying it: the server verifies every call.
 */
import { ROLE_ADMIN, ROLE_TEST, SIGNED_IN_COOKIE, TIMING } from '@snackparty/protocol';
import type { AccessTokenClaims } from '@snackparty/protocol';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a token, or null when it is not a readable JWT. */
export function decodeClaims(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!payload || typeof payload !== 'object') return null;
    const p = payload as Partial<AccessTokenClaims>;
    return {
      roles: Array.isArray(p.roles) ? p.roles.filter((r): r is string => typeof r === 'string') : [],
      isAlphaTester: p.isAlphaTester === true,
      isGuest: p.isGuest === true,
      userId: typeof p.userId === 'number' ? p.userId : Number(p.userId ?? NaN),
      sub: typeof p.sub === 'string' ? p.sub : '',
      name: typeof p.name === 'string' ? p.name : '',
      favoriteAvatarSrc: typeof p.favoriteAvatarSrc === 'string' ? p.favoriteAvatarSrc : null,
      subscriptionEpoch: typeof p.subscriptionEpoch === 'number' ? p.subscriptionEpoch : null,
      subscriptionEndDate: typeof p.subscriptionEndDate === 'string' ? p.subscriptionEndDate : null,
      exp: typeof p.exp === 'number' ? p.exp : 0,
    };
  } catch {
    return null;
  }
}

/** A token is valid while exp is in the future. */
export function isTokenValid(claims: AccessTokenClaims | null, nowMs: number): claims is AccessTokenClaims {
  return claims !== null && claims.exp * 1000 > nowMs;
}

/** A valid user has a valid token and is not a guest. */
export function isValidUser(claims: AccessTokenClaims | null, nowMs: number): boolean {
  return isTokenValid(claims, nowMs) && !claims.isGuest;
}

export function isAdmin(claims: AccessTokenClaims | null): boolean {
  return claims?.roles.includes(ROLE_ADMIN) ?? false;
}
export function isTestAccount(claims: AccessTokenClaims | null): boolean {
  return claims?.roles.includes(ROLE_TEST) ?? false;
}
/** Alpha tester: the claim, an admin or a test account. */
export function isAlphaTester(claims: AccessTokenClaims | null): boolean {
  return (claims?.isAlphaTester ?? false) || isAdmin(claims) || isTestAccount(claims);
}

/**
 * A subscription is expired when its epoch (seconds) is in the past. With no epoch the default is
 * about one minute from now, so a token without one is not expired.
 */
export function isSubscriptionExpired(claims: AccessTokenClaims | null, nowMs: number): boolean {
  const epochSeconds = claims?.subscriptionEpoch ?? Math.floor(nowMs / 1000) + 60;
  return epochSeconds * 1000 < nowMs;
}

/** Seconds until the token expires; negative once expired. */
export function secondsToExpiry(claims: AccessTokenClaims, nowMs: number): number {
  return claims.exp - nowMs / 1000;
}

export interface RefreshState {
  token: string | null;
  nowMs: number;
  /** A refresh or guest login is running. */
  inFlight: boolean;
  /** When the last refresh failed, if it did. */
  lastFailureMs: number | null;
}

/** After a failed refresh, wait this long before trying again. */
export const REFRESH_RETRY_AFTER_MS = 60_000;

/**
 * Token refresh (spec section 4): after a response, when the token expires within 600 s. Never two
 * at once, and not again right after a failure. Only a token that can be renewed is: an account's
 * (by its refresh cookie, even once expired) or a guest's that is still valid (by its bearer).
 * Without a token there is nothing to refresh: the guest sign-in gives one, and an account's
 * cookie was already asked at start.
 */
export function shouldRefresh(state: RefreshState): boolean {
  if (state.inFlight) return false;
  if (state.lastFailureMs !== null && state.nowMs - state.lastFailureMs < REFRESH_RETRY_AFTER_MS) return false;
  const claims = decodeClaims(state.token);
  if (!claims) return false;
  if (claims.isGuest && !isTokenValid(claims, state.nowMs)) return false;
  return secondsToExpiry(claims, state.nowMs) < TIMING.tokenRefreshThresholdSeconds;
}

/** Whether the browser's cookies (`document.cookie`) say this browser has an account's sign-in to renew. */
export function hasSignedInCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`) && cookie.trim().length > SIGNED_IN_COOKIE.length + 1);
}

/**
 * Whether the start-up session check has anything to renew: an account's sign-in (the cookie that
 * says so, or an account's token stored here) or a guest's token that is still valid. A new
 * visitor has none, and goes straight to the guest sign-in.
 */
export function sessionMayBeRenewed(token: string | null, cookies: string, nowMs: number): boolean {
  if (hasSignedInCookie(cookies)) return true;
  const claims = decodeClaims(token);
  if (!claims) return false;
  return !claims.isGuest || isTokenValid(claims, nowMs);
}

/** Whether the app must log in as a guest at start: no token, or one that is no longer valid. */
export function needsGuestLogin(token: string | null, nowMs: number): boolean {
  return !isTokenValid(decodeClaims(token), nowMs);
}
