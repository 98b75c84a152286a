import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, type Principal, type TokenService } from '../auth/tokens';
import { errors } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The verified user of the bearer token, or undefined. Cached per request. */
    principal(): Promise<Principal | undefined>;
    /** Like principal(), but answers 401 when there is none. */
    requirePrincipal(): Promise<Principal>;
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
    const self = this as FastifyRequest & { [CACHE]?: Promise<Principal | undefined> };
    if (!self[CACHE]) {
      const token = bearerToken(this.headers.authorization);
      self[CACHE] = token ? tokens.verify(token).catch(() => undefined) : Promise.resolve(undefined);
    }
    return self[CACHE];
  });
  app.decorateRequest('requirePrincipal', async function (this: FastifyRequest) {
    const principal = await this.principal();
    if (!principal) throw errors.unauthorized();
    return principal;
  });
});
