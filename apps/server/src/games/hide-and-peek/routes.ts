import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import { SCENE_SPOTS, type HideAndPeekHostView, type HideAndPeekPlayerView, type SpotName } from '@snackparty/games';
import { moveMessageSchema } from '@snackparty/protocol';
import { errors } from '../../errors';
import { playerIdOf } from '../../rooms/dto';
import type { RoomService } from '../../rooms/room-service';
import { codeParams, params, playerIdParam } from '../../routes/params';
import type { GameRuntime } from '../game-runtime';
import type { HiderPositions } from './hider-positions';
import { runningGame } from './running-game';

/** `POST submitSpot` and `POST submitGuess`: the caller's own seat and a spot; the stage and move id as a move has them. */
const spotBody = z.object({
  playerId: playerIdParam,
  spotName: z.string().max(64),
  stageNumber: moveMessageSchema.shape.stageNumber,
  moveId: moveMessageSchema.shape.moveId,
});

/** `GET fetchGuesses`: who peeked how often; the caller's own peeks; every peek from the reveal on. */
export interface FetchGuessesResponse {
  turn: number;
  revealed: boolean;
  peekCounts: Array<{ playerId: number; peeks: number }>;
  myPeeks: SpotName[];
  /** Every guesser's peeks, in order: from the reveal on, empty before it. */
  peeks: Array<{ playerId: number; spots: SpotName[] }>;
}

interface HideAndPeekRouteOptions {
  rooms: RoomService;
  games: GameRuntime;
  positions: HiderPositions;
}

/**
 * HIDE_AND_PEEK's REST side (spec: under `/hideandpeek/{gameCode}`), mounted under its slug. Moves go
 * through the engine like a phone's STOMP moves; nothing answered here holds a spot before the reveal
 * but the hider's own.
 */
export async function hideAndPeekRoutes(app: FastifyInstance, { rooms, games, positions }: HideAndPeekRouteOptions) {
  /** The caller's place in an open room: its host and/or one of its seats; anyone else is refused. */
  async function member(request: FastifyRequest, code: string) {
    const principal = await request.requirePrincipal();
    const room = await rooms.roomStatus(code);
    if (room.state === 'none') throw errors.gameNotFound();
    if (room.state === 'ended') throw errors.gameIsOver();
    const [isHost, seat] = await Promise.all([rooms.isHost(principal, code), rooms.seatOf(principal, code)]);
    if (!isHost && !seat) throw errors.forbidden('Only the host screen and the seats of this room');
    return { principal, isHost, playerId: seat ? playerIdOf(seat) : undefined };
  }

  /** The host screen's view of the game: who hides, who has hidden and peeked, never where before the reveal. */
  function hostViewOf(code: string): HideAndPeekHostView {
    runningGame(games, code);
    return (games.hostViewOf(code) as HostViewEnvelope<HideAndPeekHostView>).game;
  }

  /** A move from the caller's own seat, as a phone's STOMP move would be; answers with that seat's view (as `GET /player/{code}/view`). */
  async function moveOf(request: FastifyRequest, move: 'submitSpot' | 'submitGuess') {
    const { code } = params(codeParams, request.params);
    const caller = await member(request, code);
    const body = params(spotBody, request.body ?? {});
    // A seat holds its own player id; a caller names another only to play for someone else.
    if (body.playerId !== caller.playerId && !(await rooms.seatOf(caller.principal, code, body.playerId))) {
      throw errors.forbidden('A seat submits for itself only');
    }
    runningGame(games, code);
    await games.move(code, body.playerId, { move, payload: { spotName: body.spotName }, stageNumber: body.stageNumber, moveId: body.moveId });
    return games.playerViewOf(code, body.playerId) as PlayerViewEnvelope<HideAndPeekPlayerView>;
  }

  app.get('/:code/fetchTurnOrder', async (request) => {
    const { code } = params(codeParams, request.params);
    await member(request, code);
    const view = hostViewOf(code);
    return { round: view.round, turn: view.turn, turnOrder: view.turnOrder, hiderIds: view.hiders };
  });

  app.get('/:code/fetchSpots', async (request) => {
    const { code } = params(codeParams, request.params);
    await member(request, code);
    return { spots: SCENE_SPOTS };
  });

  app.post('/:code/submitSpot', async (request) => moveOf(request, 'submitSpot'));
  app.post('/:code/submitGuess', async (request) => moveOf(request, 'submitGuess'));

  app.get('/:code/fetchGuesses', async (request): Promise<FetchGuessesResponse> => {
    const { code } = params(codeParams, request.params);
    const caller = await member(request, code);
    const view = hostViewOf(code);
    // A seat's own view holds its peeks; the host screen (not a seat) has none of its own.
    const own = caller.playerId === undefined ? undefined : (games.playerViewOf(code, caller.playerId) as PlayerViewEnvelope<HideAndPeekPlayerView> | undefined)?.game;
    return {
      turn: view.turn,
      revealed: view.reveal !== null,
      peekCounts: view.peekCounts,
      myPeeks: own?.myPeeks ?? [],
      peeks: view.reveal?.peeks ?? [],
    };
  });

  app.get('/:code/positions', async (request) => {
    const { code } = params(codeParams, request.params);
    const caller = await member(request, code);
    // The walk is shown on the host screen; a phone learns no position from here.
    if (!caller.isHost) throw errors.forbidden('The hiders walk on the host screen');
    runningGame(games, code);
    return positions.positions(code);
  });
}
