import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ROLE_ADMIN, ROLE_ALPHA, ROLE_TEST, type AccessTokenClaims } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { serverSettings, type UserRow } from '../db/schema';

const ISSUER = 'snackparty';
const SECRET_KEY = 'jwt_secret';

/** The user a verified token names. */
export interface Principal {
  userId: number;
  isGuest: boolean;
  roles: string[];
  isAdmin: boolean;
  isTestAccount: boolean;
  claims: AccessTokenClaims;
}

/** The principal of a verified token, which also names the sign-in session it belongs to (claim `sid`). */
export interface VerifiedPrincipal extends Principal {
  sessionId: string;
}

/** The token is not (or no longer) good: forged, expired, malformed, or of an ended session. */
export class TokenRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TokenRefusedError';
  }
}

/** What token verification needs to know about sign-in sessions (auth/sessions.ts keeps them). */
export interface SessionCheck {
  isLive(sessionId: string, userId: number): Promise<boolean>;
}

export interface TokenService {
  /** A token of this session; without one the token is refused by every verify(). */
  issue(user: UserRow, sessionId?: string): Promise<string>;
  /**
   * The token's user, when it is signed, unexpired, and its session has not ended; otherwise a
   * TokenRefusedError. A failure to look the session up (the database away) is thrown as it is.
   */
  verify(token: string): Promise<VerifiedPrincipal>;
}

/** The signing secret: from configuration, or generated once and kept in the database so tokens survive restarts. */
export async function loadSigningSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(serverSettings).values({ key: SECRET_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SECRET_KEY));
  return new TextEncoder().encode(row!.value);
}

/**
 * Signs and verifies access tokens. With `sessions` (as the app builds it) verify() also refuses a
 * token whose session has ended; a token that names no session is refused either way.
 */
export function createTokenService(secret: Uint8Array, ttlSeconds: number, now: () => number = Date.now, sessions?: SessionCheck): TokenService {
  return {
    async issue(user, sessionId) {
      const nowSeconds = Math.floor(now() / 1000);
      const subscriptionEpoch = user.subscriptionEndsAt ? Math.floor(user.subscriptionEndsAt.getTime() / 1000) : null;
      const claims: Omit<AccessTokenClaims, 'exp' | 'sub'> = {
        roles: user.roles,
        isAlphaTester: user.roles.includes(ROLE_ADMIN) || user.roles.includes(ROLE_TEST) || user.roles.includes(ROLE_ALPHA),
        isGuest: user.isGuest,
        userId: user.id,
        name: user.name,
        favoriteAvatarSrc: user.favoriteAvatarSrc,
        subscriptionEpoch,
        subscriptionEndDate: user.subscriptionEndsAt ? user.subscriptionEndsAt.toISOString() : null,
      };
      return new SignJWT({ ...claims, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.email ?? `guest:${user.guestId ?? user.id}`)
        .setIssuer(ISSUER)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      }).catch((error: unknown) => {
        throw new TokenRefusedError('the token is not valid', { cause: error });
      });
      const claims = payload as unknown as AccessTokenClaims;
      if (typeof claims.userId !== 'number' || !Array.isArray(claims.roles)) throw new TokenRefusedError('malformed claims');
      const sessionId = payload.sid;
      if (typeof sessionId !== 'string' || sessionId === '') throw new TokenRefusedError('the token names no session');
      if (sessions && !(await sessions.isLive(sessionId, claims.userId))) throw new TokenRefusedError('the session has ended');
      return {
        userId: claims.userId,
        isGuest: claims.isGuest === true,
        roles: claims.roles,
        isAdmin: claims.roles.includes(ROLE_ADMIN),
        isTestAccount: claims.roles.includes(ROLE_TEST),
        sessionId,
        claims,
      };
    },
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
