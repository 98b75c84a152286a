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

export const authPlugin = fp<{ tokens: TokenService }>(async (app: FastifyInstance, { tokens }) => {
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
