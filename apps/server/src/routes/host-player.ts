import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGE_KEYS, SET_ROUND_STAGE_PATH, roomCodeSchema, setRoundStageSchema } from '@snackparty/protocol';
import { AppError } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import { runHostCommand, type HostCommandName } from '../rooms/host-commands';
import { RoomAccess } from '../rooms/room-access';
import { toSessionPlayerDto } from '../rooms/dto';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from './params';

const hostRequest = z.object({ gameCode: roomCodeSchema });

/**
 * The host's REST calls (spec section 7) and the command each runs: the same commands as the STOMP
 * host destinations. `noContent`: answered 204; otherwise the command's result is the body.
 */
export const HOST_ROUTES: ReadonlyArray<{ url: string; command: HostCommandName; noContent: boolean }> = [
  // Advances the room to its next stage, timed or not (requestNextStage).
  { url: '/host/advanceRound', command: 'requestNextStage', noContent: true },
  { url: '/host/endGame', command: 'requestEndGame', noContent: true },
  { url: '/host/duplicate', command: 'newGameSamePlayers', noContent: false },
  { url: '/host/addAIPlayer', command: 'requestAddAiPlayer', noContent: false },
];

/** The host's and the players' REST calls (spec section 7), beside their realtime equivalents. */
export async function hostPlayerRoutes(app: FastifyInstance, { rooms, games }: { rooms: RoomService; games: GameRuntime }) {
  const access = new RoomAccess(rooms);

  for (const route of HOST_ROUTES) {
    app.post(route.url, async (request: FastifyRequest, reply: FastifyReply) => {
      // The room code is checked before the token, as every host call always has.
      const { gameCode } = params(hostRequest, request.body ?? {});
      const host = await access.requireHost(await request.requirePrincipal(), gameCode);
      const result = await runHostCommand({ rooms, games }, route.command, host, request.body);
      return route.noContent ? reply.status(204).send() : result;
    });
  }

  // The host moves the game on to a named stage; the rules still say which one may come next.
  app.post(SET_ROUND_STAGE_PATH, async (request, reply) => {
    const { gameCode } = params(hostRequest, request.body ?? {});
    const host = await access.requireHost(await request.requirePrincipal(), gameCode);
    const { stage, stageNumber } = params(setRoundStageSchema, request.body);
    await games.setStage(host.code, stage, stageNumber);
    return reply.status(204).send();
  });

  // The seat this token holds in the room.
  app.get('/player/:code', async (request) => {
    const { code } = params(codeParams, request.params);
    const { seat } = await access.requireSeat(await request.requirePrincipal(), code);
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
    const { playerId } = await access.requireSeat(await request.requirePrincipal(), code);
    const summary = games.roundSummary(code);
    if (!summary) throw new AppError(404, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
    return { round: summary.round, score: summary.scores[playerId] ?? 0, roundDelta: summary.roundDeltas[playerId] ?? 0, lastDelta: summary.lastDeltas[playerId] ?? 0 };
  });

  app.post('/player/:code/quit', async (request, reply) => {
    const { code } = params(codeParams, request.params);
    const seat = await access.requireSeat(await request.requirePrincipal(), code, undefined, { write: true });
    await rooms.quit(seat.principal, code, seat.playerId);
    return reply.status(204).send();
  });
}
