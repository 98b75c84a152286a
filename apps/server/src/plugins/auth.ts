import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TokenRefusedError, bearerToken, type TokenService, type VerifiedPrincipal } from '../auth/tokens';
import { errors } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The verified user of the bearer token, or undefined. Cached per request. */
    principal(): Promise<VerifiedPrincipal | undefined>;
    /** Like principal(), but answers 401 when there is none. */
    requirePrincipal(): Promise<VerifiedPrincipal>;
  }
}

const CACHE = Symbol('principal');

export interface AuthPluginOptions {
  tokens: TokenService;
  /** Signs short-lived cookies (the social sign-in flow); the refresh cookie needs none, it is a random token. */
  cookieSecret: string;
}

export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, { tokens, cookieSecret }) => {
  await app.register(cookie, { secret: cookieSecret });
  app.decorate('tokens', tokens);
  app.decorateRequest('principal', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { [CACHE]?: Promise<VerifiedPrincipal | undefined> };
    if (!self[CACHE]) {
      const token = bearerToken(this.headers.authorization);
      // A refused token is no principal (401 where one is required); a database that cannot say
      // whether the session lives is the server's trouble (503), not a reason to sign anyone out.
      self[CACHE] = token
        ? tokens.verify(token).catch((error: unknown) => {
            if (error instanceof TokenRefusedError) return undefined;
            throw error;
          })
        : Promise.resolve(undefined);
    }
    return self[CACHE];
  });
  app.decorateRequest('requirePrincipal', async function (this: FastifyRequest) {
    const principal = await this.principal();
    if (!principal) throw errors.unauthorized();
    return principal;
  });
});
