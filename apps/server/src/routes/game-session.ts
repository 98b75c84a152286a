import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';
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

  // A phone waiting for the host asks again every couple of seconds: the limit leaves room for a few minutes of that.
  app.post('/gameSession/join', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const principal = await request.requirePrincipal();
    const answer = await rooms.requestSeat(principal, request.body as never, deviceIdOf(request));
    if ('seat' in answer) return answer.seat;
    return reply.status(202).send(answer.waiting);
  });

  app.post('/gameSession/rejoin', async (request) => rooms.rejoin(await request.requirePrincipal(), request.body as never, deviceIdOf(request)));

  // The phones waiting at the door of a room whose host lets them in (host only), and the host's answer.
  app.get('/gameSession/:code/joinRequests', async (request) =>
    rooms.joinRequestList(await request.requirePrincipal(), params(codeParams, request.params).code),
  );
  app.post('/gameSession/:code/joinRequests/:requestId', async (request, reply) => {
    const { code, requestId } = params(codeParams.extend({ requestId: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) }), request.params);
    const { decision } = params(z.object({ decision: z.enum(['admit', 'refuse']) }), request.body ?? {});
    await rooms.decideJoin(await request.requirePrincipal(), code, requestId, decision);
    return reply.status(204).send();
  });

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

/** The phone's device id (header `X-Device-Id`), when it sends one; a malformed one is refused. */
function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_ID_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !DEVICE_ID_PATTERN.test(value)) {
    throw new AppError(422, MESSAGE_KEYS.invalidRequest, `${DEVICE_ID_HEADER} is 16 to 64 base64url characters`);
  }
  return value;
}
