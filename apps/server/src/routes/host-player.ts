import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGE_KEYS, roomCodeSchema } from '@snackparty/protocol';
import { AppError, errors } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import { playerIdOf, toSessionPlayerDto } from '../rooms/dto';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from './params';

const hostRequest = z.object({ gameCode: roomCodeSchema });

/** The host's and the players' REST calls (spec section 7), beside their realtime equivalents. */
export async function hostPlayerRoutes(app: FastifyInstance, { rooms, games }: { rooms: RoomService; games: GameRuntime }) {
  async function hostCode(request: FastifyRequest) {
    const { gameCode } = params(hostRequest, request.body ?? {});
    const principal = await request.requirePrincipal();
    if (!(await rooms.isHost(principal, gameCode))) throw errors.notHost();
    return { gameCode, principal };
  }

  app.post('/host/advanceRound', async (request, reply) => {
    const { gameCode } = await hostCode(request);
    await games.skip(gameCode);
    return reply.status(204).send();
  });
  app.post('/host/endGame', async (request, reply) => {
    const { gameCode } = await hostCode(request);
    await games.end(gameCode);
    return reply.status(204).send();
  });
  app.post('/host/duplicate', async (request) => {
    const { gameCode, principal } = await hostCode(request);
    return rooms.newGameSamePlayers(principal, gameCode);
  });
  app.post('/host/addAIPlayer', async (request) => {
    const { gameCode, principal } = await hostCode(request);
    return rooms.addAiPlayer(principal, gameCode);
  });

  // The seat this token holds in the room.
  app.get('/player/:code', async (request) => {
    const { code } = params(codeParams, request.params);
    const seat = await rooms.seatOf(await request.requirePrincipal(), code);
    if (!seat) throw errors.playerNotFound();
    return toSessionPlayerDto(seat, rooms.presence.isConnected(seat.id));
  });

  // Where this token has a seat right now (a phone that lost its storage finds its way back).
  app.get('/player/existingGame', async (request, reply) => {
    const found = await rooms.existingSeat(await request.requirePrincipal());
    if (!found) return reply.status(204).send();
    return found;
  });

  app.get('/player/:code/roundScore', async (request) => {
    const { code } = params(codeParams, request.params);
    const seat = await rooms.seatOf(await request.requirePrincipal(), code);
    if (!seat) throw errors.playerNotFound();
    const summary = games.roundSummary(code);
    if (!summary) throw new AppError(404, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
    const playerId = playerIdOf(seat);
    return { round: summary.round, score: summary.scores[playerId] ?? 0, roundDelta: summary.roundDeltas[playerId] ?? 0, lastDelta: summary.lastDeltas[playerId] ?? 0 };
  });

  app.post('/player/:code/quit', async (request, reply) => {
    const { code } = params(codeParams, request.params);
    const principal = await request.requirePrincipal();
    const seat = await rooms.seatOf(principal, code);
    if (!seat) throw errors.playerNotFound();
    await rooms.quit(principal, code, playerIdOf(seat));
    return reply.status(204).send();
  });
}
