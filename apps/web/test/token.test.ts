import { describe, expect, it } from 'vitest';
import {
  REFRESH_RETRY_AFTER_MS,
  decodeClaims,
  isAdmin,
  isAlphaTester,
  isSubscriptionExpired,
  isTokenValid,
  isValidUser,
  hasSignedInCookie,
  needsGuestLogin,
  sessionMayBeRenewed,
  shouldRefresh,
} from '../src/api/token';
import { makeToken } from './helpers';

const now = 1_700_000_000_000;
const nowSec = now / 1000;

describe('decodeClaims', () => {
  it('reads the claims of the payload', () => {
    const token = makeToken({ roles: ['role_admin'], isGuest: false, userId: 5, sub: 'ann@example.com', name: 'Ann', exp: nowSec + 3600 });
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({ roles: ['role_admin'], isGuest: false, userId: 5, sub: 'ann@example.com', name: 'Ann', exp: nowSec + 3600 });
    expect(isAdmin(claims)).toBe(true);
    expect(isAlphaTester(claims)).toBe(true);
  });

  it('reads UTF-8 names', () => {
    expect(decodeClaims(makeToken({ name: 'Zoë Łukasz', exp: 1 }))?.name).toBe('Zoë Łukasz');
  });

  it('returns null for anything that is not a JWT', () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims('')).toBeNull();
    expect(decodeClaims('abc')).toBeNull();
    expect(decodeClaims('a.!!!.c')).toBeNull();
  });

  it('fills missing claims with safe defaults', () => {
    const claims = decodeClaims(makeToken({ exp: nowSec + 10 }));
    expect(claims).toMatchObject({ roles: [], isGuest: false, isAlphaTester: false, subscriptionEpoch: null });
    expect(isAdmin(claims)).toBe(false);
  });
});

describe('validity', () => {
  it('a token is valid while exp is in the future', () => {
    expect(isTokenValid(decodeClaims(makeToken({ exp: nowSec + 1 })), now)).toBe(true);
    expect(isTokenValid(decodeClaims(makeToken({ exp: nowSec - 1 })), now)).toBe(false);
  });
  it('a valid user has a valid token and is not a guest', () => {
    expect(isValidUser(decodeClaims(makeToken({ exp: nowSec + 60, isGuest: true })), now)).toBe(false);
    expect(isValidUser(decodeClaims(makeToken({ exp: nowSec + 60, isGuest: false })), now)).toBe(true);
  });
  it('guest login is needed without a valid token', () => {
    expect(needsGuestLogin(null, now)).toBe(true);
    expect(needsGuestLogin(makeToken({ exp: nowSec - 5 }), now)).toBe(true);
    expect(needsGuestLogin(makeToken({ exp: nowSec + 5 }), now)).toBe(false);
  });
  it('a subscription is expired when its epoch is past; no epoch is not expired', () => {
    expect(isSubscriptionExpired(decodeClaims(makeToken({ exp: 1, subscriptionEpoch: nowSec - 1 })), now)).toBe(true);
    expect(isSubscriptionExpired(decodeClaims(makeToken({ exp: 1, subscriptionEpoch: nowSec + 100 })), now)).toBe(false);
    expect(isSubscriptionExpired(decodeClaims(makeToken({ exp: 1 })), now)).toBe(false);
  });
});

describe('shouldRefresh (spec: expiry within 600 s; only what can be renewed)', () => {
  const base = { nowMs: now, inFlight: false, lastFailureMs: null };
  const account = (exp: number) => makeToken({ isGuest: false, exp });
  const guest = (exp: number) => makeToken({ isGuest: true, exp });
  it('does not ask without a token: there is nothing to refresh (the guest sign-in gives one)', () => {
    expect(shouldRefresh({ ...base, token: null })).toBe(false);
  });
  it('refreshes when the token expires within 600 s', () => {
    expect(shouldRefresh({ ...base, token: account(nowSec + 599) })).toBe(true);
    expect(shouldRefresh({ ...base, token: guest(nowSec + 599) })).toBe(true);
  });
  it("refreshes an account's expired token (its cookie renews it), never a guest's (its bearer cannot)", () => {
    expect(shouldRefresh({ ...base, token: account(nowSec - 10) })).toBe(true);
    expect(shouldRefresh({ ...base, token: guest(nowSec - 10) })).toBe(false);
  });
  it('does not refresh a token with more than 600 s left', () => {
    expect(shouldRefresh({ ...base, token: account(nowSec + 601) })).toBe(false);
  });
  it('never starts a second refresh while one runs', () => {
    expect(shouldRefresh({ ...base, token: account(nowSec + 10), inFlight: true })).toBe(false);
  });
  it('waits a while after a failed refresh', () => {
    expect(shouldRefresh({ ...base, token: account(nowSec + 10), lastFailureMs: now - 1000 })).toBe(false);
    expect(shouldRefresh({ ...base, token: account(nowSec + 10), lastFailureMs: now - REFRESH_RETRY_AFTER_MS - 1 })).toBe(true);
  });
});

describe('the start-up session check', () => {
  it('reads the cookie that says this browser has a sign-in', () => {
    expect(hasSignedInCookie('')).toBe(false);
    expect(hasSignedInCookie('a=1; snackparty_signed_in=1; b=2')).toBe(true);
    expect(hasSignedInCookie('snackparty_signed_in=')).toBe(false);
    expect(hasSignedInCookie('not_snackparty_signed_in=1')).toBe(false);
  });
  it("asks only when there is something to renew: an account's sign-in or a guest's valid token", () => {
    expect(sessionMayBeRenewed(null, '', now)).toBe(false);
    expect(sessionMayBeRenewed(null, 'snackparty_signed_in=1', now)).toBe(true);
    expect(sessionMayBeRenewed(makeToken({ isGuest: true, exp: nowSec + 60 }), '', now)).toBe(true);
    expect(sessionMayBeRenewed(makeToken({ isGuest: true, exp: nowSec - 60 }), '', now)).toBe(false);
    expect(sessionMayBeRenewed(makeToken({ isGuest: false, exp: nowSec - 60 }), '', now)).toBe(true);
    expect(sessionMayBeRenewed('garbage', '', now)).toBe(false);
  });
});
