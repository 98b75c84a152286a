import type { FastifyInstance } from 'fastify';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from './params';

function code(value: unknown): string {
  return params(codeParams, value).code;
}

/** /game: the game played in a room (spec section 7). */
export async function gameRoutes(app: FastifyInstance, { rooms }: { rooms: RoomService }) {
  app.post('/game/create', async (request) => rooms.createGame(await request.requirePrincipal(), request.body as never));
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
