import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runHostCommand } from '../rooms/host-commands';
import { RoomAccess } from '../rooms/room-access';
import type { RoomService } from '../rooms/room-service';
import { codeParams, idParam, params, playerParams } from './params';

/** /gameSession: rooms and seats (spec section 7). */
export async function gameSessionRoutes(app: FastifyInstance, { rooms }: { rooms: RoomService }) {
  const access = new RoomAccess(rooms);
  app.post('/gameSession/create', async (request) => {
    const principal = await request.requirePrincipal();
    // An account whose trial or subscription has ended sees the subscription overlay (403).
    await app.subscriptions.assertMayCreate(principal);
    return rooms.createSession(principal, request.body as never);
  });

  app.get('/gameSession/publicGames', async () => rooms.publicGames());

  app.post('/gameSession/join', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) =>
    rooms.join(await request.requirePrincipal(), request.body as never),
  );

  app.post('/gameSession/rejoin', async (request) => rooms.rejoin(await request.requirePrincipal(), request.body as never));

  app.post('/gameSession/updateSessionPlayer/:sessionPlayerId', async (request) => {
    const { sessionPlayerId } = params(z.object({ sessionPlayerId: idParam }), request.params);
    return rooms.updateSeat(await request.requirePrincipal(), sessionPlayerId, request.body);
  });

  app.get('/gameSession/:code', async (request) => rooms.getSession(params(codeParams, request.params).code));

  // The host changes the room: whether it is listed among the public games, and its language.
  app.post('/gameSession/:code', async (request) => {
    const { code } = params(codeParams, request.params);
    return rooms.updateSession(await request.requirePrincipal(), code, request.body ?? {});
  });

  app.get('/gameSession/:code/usedAvatars', async (request) =>
    rooms.usedAvatars(params(codeParams, request.params).code),
  );

  app.get('/gameSession/:code/player/:playerId', async (request) => {
    const p = params(playerParams, request.params);
    return rooms.getPlayer(p.code, p.playerId);
  });

  app.post('/gameSession/:code/:playerId/quit', async (request, reply) => {
    const p = params(playerParams, request.params);
    await rooms.quit(await request.requirePrincipal(), p.code, p.playerId);
    return reply.status(204).send();
  });

  // The host's exitGame command; a room that does not exist or has ended says so before "not the host".
  app.post('/gameSession/:code/destroy', async (request, reply) => {
    const principal = await request.requirePrincipal();
    const host = await access.requireHost(principal, params(codeParams, request.params).code, { roomFirst: true });
    await runHostCommand({ rooms, games: app.games }, 'exitGame', host, request.body);
    return reply.status(204).send();
  });
}
