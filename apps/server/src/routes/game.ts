import type { FastifyInstance } from 'fastify';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import { runHostCommand } from '../rooms/host-commands';
import { RoomAccess } from '../rooms/room-access';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from './params';

function code(value: unknown): string {
  return params(codeParams, value).code;
}

/** /game: the game played in a room (spec section 7). */
export async function gameRoutes(app: FastifyInstance, { rooms, games }: { rooms: RoomService; games: GameRuntime }) {
  const noGame = () => new AppError(404, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
  const access = new RoomAccess(rooms);

  app.get('/game/:code/roundSummary', async (request) => {
    const room = code(request.params);
    const summary = games.roundSummary(room);
    if (summary) return summary;
    // A code with no room answers "no such room" (and counts as a guess), not "no game running".
    await rooms.getSession(room);
    throw noGame();
  });

  app.put('/host/updateGameSettings', async (request) => rooms.updateGameSettings(await request.requirePrincipal(), request.body));

  // The shared screen's view: host only, since it may hold what the phones have not seen yet.
  app.get('/host/:code', async (request) => {
    const room = code(request.params);
    await access.requireHost(await request.requirePrincipal(), room);
    return games.hostViewOf(room) ?? Promise.reject(noGame());
  });

  // A phone's own view, after a reload or reconnect.
  app.get('/player/:code/view', async (request) => {
    const room = code(request.params);
    const { playerId } = await access.requireSeat(await request.requirePrincipal(), room);
    return games.playerViewOf(room, playerId) ?? Promise.reject(noGame());
  });

  app.post('/game/create', async (request) => {
    const principal = await request.requirePrincipal();
    await app.subscriptions.assertMayCreate(principal);
    return rooms.createGame(principal, request.body as never);
  });
  app.post('/game/join', async (request) => rooms.joinGame(await request.requirePrincipal(), request.body));
  app.post('/game/rejoin', async (request) => rooms.joinGame(await request.requirePrincipal(), request.body));
  app.get('/game/publicGames', async () => rooms.publicGames());
  app.get('/game/:code', async (request) => rooms.getGame(code(request.params)));
  // The same command as /host/addAIPlayer; a room that does not exist or has ended says so before "not the host".
  app.post('/game/:code/addAISessionPlayer', async (request) => {
    const principal = await request.requirePrincipal();
    const host = await access.requireHost(principal, code(request.params), { roomFirst: true });
    return runHostCommand({ rooms, games }, 'requestAddAiPlayer', host, request.body);
  });
  app.get('/game/:code/playerCount', async (request) => (await rooms.playerList(code(request.params))).length);
  app.get('/game/:code/playerList', async (request) => rooms.playerList(code(request.params)));
}
