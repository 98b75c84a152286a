import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ROLE_ADMIN, ROLE_TEST, type AccessTokenClaims } from '@snackparty/protocol';
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

export interface TokenService {
  issue(user: UserRow): Promise<string>;
  verify(token: string): Promise<Principal>;
}

/** The signing secret: from configuration, or generated once and kept in the database so tokens survive restarts. */
export async function loadSigningSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(serverSettings).values({ key: SECRET_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SECRET_KEY));
  return new TextEncoder().encode(row!.value);
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number, now: () => number = Date.now): TokenService {
  return {
    async issue(user) {
      const nowSeconds = Math.floor(now() / 1000);
      const subscriptionEpoch = user.subscriptionEndsAt ? Math.floor(user.subscriptionEndsAt.getTime() / 1000) : null;
      const claims: Omit<AccessTokenClaims, 'exp' | 'sub'> = {
        roles: user.roles,
        isAlphaTester: user.roles.includes(ROLE_ADMIN) || user.roles.includes(ROLE_TEST),
        isGuest: user.isGuest,
        userId: user.id,
        name: user.name,
        favoriteAvatarSrc: user.favoriteAvatarSrc,
        subscriptionEpoch,
        subscriptionEndDate: user.subscriptionEndsAt ? user.subscriptionEndsAt.toISOString() : null,
      };
      return new SignJWT({ ...claims })
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
      });
      const claims = payload as unknown as AccessTokenClaims;
      if (typeof claims.userId !== 'number' || !Array.isArray(claims.roles)) throw new Error('malformed claims');
      return {
        userId: claims.userId,
        isGuest: claims.isGuest === true,
        roles: claims.roles,
        isAdmin: claims.roles.includes(ROLE_ADMIN),
        isTestAccount: claims.roles.includes(ROLE_TEST),
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
