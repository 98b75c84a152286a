import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateProfileSchema } from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import type { ProfileService } from '../accounts/profiles';
import { parseAccountRequest } from '../accounts/validation';
import { params } from './params';

const userParams = z.object({ id: z.coerce.number().int().positive() });
const gameParams = userParams.extend({ gameId: z.coerce.number().int().positive() });
const pageQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
const deleteQuery = z.object({ dtoken: z.string().max(200).optional() });

/** /userProfile: profiles, game history and account deletion (spec section 7, Profile). */
export async function profileRoutes(app: FastifyInstance, { profiles, accounts }: { profiles: ProfileService; accounts: AccountService }) {
  app.get('/userProfile/:id', async (request) => profiles.profile(params(userParams, request.params).id, await request.principal()));

  // Name and avatar are token claims, so a fresh token, in the bearer's own session (ending that
  // session ends it too), comes back with the profile.
  app.put('/userProfile/:id/updateProfile', async (request) => {
    const { id } = params(userParams, request.params);
    const principal = await request.requirePrincipal();
    const patch = parseAccountRequest(updateProfileSchema, request.body);
    const user = await profiles.update(id, principal, patch);
    const { accessToken } = await accounts.accessToken(user, principal.sessionId);
    return { ...(await profiles.profile(id, principal)), accessToken };
  });

  app.get('/userProfile/:id/games', async (request) => {
    const { id } = params(userParams, request.params);
    const { page } = params(pageQuery, request.query ?? {});
    return profiles.games(id, await request.requirePrincipal(), page);
  });

  app.get('/userProfile/:id/games/:gameId', async (request) => {
    const { id, gameId } = params(gameParams, request.params);
    return profiles.game(id, await request.requirePrincipal(), gameId);
  });

  app.delete('/userProfile/:id/deleteAccount', async (request, reply) => {
    const { id } = params(userParams, request.params);
    const { dtoken } = params(deleteQuery, request.query ?? {});
    await accounts.deleteAccount(id, dtoken, await request.principal());
    return reply.status(204).send();
  });
}
