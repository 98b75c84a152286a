import type { FastifyInstance } from 'fastify';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError, errors } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from './params';

function code(value: unknown): string {
  return params(codeParams, value).code;
}

/** /game: the game played in a room (spec section 7). */
export async function gameRoutes(app: FastifyInstance, { rooms, games }: { rooms: RoomService; games: GameRuntime }) {
  const noGame = () => new AppError(404, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');

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
    if (!(await rooms.isHost(await request.requirePrincipal(), room))) throw errors.notHost();
    return games.hostViewOf(room) ?? Promise.reject(noGame());
  });

  // A phone's own view, after a reload or reconnect.
  app.get('/player/:code/view', async (request) => {
    const room = code(request.params);
    const seat = await rooms.seatOf(await request.requirePrincipal(), room);
    if (!seat) throw errors.playerNotFound();
    return games.playerViewOf(room, seat.robotId ?? seat.id) ?? Promise.reject(noGame());
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
  app.post('/game/:code/addAISessionPlayer', async (request) =>
    rooms.addAiPlayer(await request.requirePrincipal(), code(request.params)),
  );
  app.get('/game/:code/playerCount', async (request) => (await rooms.playerList(code(request.params))).length);
  app.get('/game/:code/playerList', async (request) => rooms.playerList(code(request.params)));
}
