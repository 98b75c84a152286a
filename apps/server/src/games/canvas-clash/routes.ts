import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGE_KEYS, type DrawingSnapshot, type SaveData } from '@snackparty/protocol';
import { AppError, errors } from '../../errors';
import type { GameRuntime } from '../game-runtime';
import { playerIdOf } from '../../rooms/dto';
import type { RoomService } from '../../rooms/room-service';
import { codeParams, params, playerParams } from '../../routes/params';
import type { DrawingRepository } from './drawing-repository';
import { CANVAS_CLASH, shownDrawings, type DrawingRules } from './drawing-rules';

export interface GalleryDrawing {
  drawingId: number;
  turn: number;
  word: string;
  painterPlayerId: number;
  painterAlias: string;
  painterAvatarSrc: string;
  saveData: SaveData;
}

interface CanvasClashRouteOptions {
  rooms: RoomService;
  games: GameRuntime;
  /** The drawings as they are now, read where the room runs. */
  drawings: {
    ofPainter(code: string, playerId: number): Promise<DrawingSnapshot | null>;
    ofCanvas(code: string, canvas: number): Promise<DrawingSnapshot | null>;
  };
  repo: DrawingRepository;
  rules: DrawingRules;
}

/** A canvas of the turn: 0 (A) or 1 (B). */
const canvasParams = codeParams.extend({ canvas: z.coerce.number().int().min(0).max(1) });

/**
 * CANVAS_CLASH's REST side, mounted under its slug: a painter's own drawing so far (for their phone),
 * a canvas's without naming its painter (for the screens), and the gallery of a game's drawings.
 */
export async function canvasClashRoutes(app: FastifyInstance, { rooms, games, drawings, repo, rules }: CanvasClashRouteOptions) {
  /** The caller's place in the room: its host, and/or the player id of their seat. */
  async function member(request: FastifyRequest, code: string) {
    const principal = await request.requirePrincipal();
    const [isHost, seat] = await Promise.all([rooms.isHost(principal, code), rooms.seatOf(principal, code)]);
    return { isHost, playerId: seat ? playerIdOf(seat) : undefined };
  }

  app.get('/:code/drawing/:playerId', async (request) => {
    const { code, playerId } = params(playerParams, request.params);
    const caller = await member(request, code);
    // The painter's own phone only, the host included: a drawing asked for by painter says who paints it,
    // and in a room without a shared screen the host is a player. Screens load a canvas instead.
    if (caller.playerId !== playerId) throw errors.forbidden('Only its painter loads a drawing by painter; the canvases are loaded by canvas');
    const snapshot = await drawings.ofPainter(code, playerId);
    if (!snapshot) throw new AppError(404, MESSAGE_KEYS.playerNotFound, 'This player is not painting now');
    return snapshot;
  });

  app.get('/:code/canvas/:canvas', async (request) => {
    const { code, canvas } = params(canvasParams, request.params);
    const [caller, room] = await Promise.all([member(request, code), rooms.roomStatus(code)]);
    // Where a shared screen shows the game the phones look at it; without one, each phone shows the canvases.
    if (!caller.isHost && (caller.playerId === undefined || room.sharedScreen)) throw errors.forbidden('The canvases of this room are on its shared screen');
    const snapshot = await drawings.ofCanvas(code, canvas);
    if (!snapshot) throw new AppError(404, MESSAGE_KEYS.notFound, 'Nobody paints on this canvas now');
    return snapshot;
  });

  app.get('/:code/gallery', async (request) => {
    const { code } = params(codeParams, request.params);
    const caller = await member(request, code);
    if (!caller.isHost && caller.playerId === undefined) throw errors.forbidden('The gallery is for the players of this room');
    const session = await rooms.getSession(code);
    const game = await repo.latestGameOfType(session.gameId, CANVAS_CLASH);
    if (!game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No CANVAS_CLASH game in this room');
    const live = games.matchOf(code);
    const match = (live?.gameId === game.id ? live.match : game.match) as { over?: boolean; state?: unknown; hidden?: string[] } | null;
    // A turn whose reveal has not begun stays out (its word and who painted it are still secret), and
    // so does a drawing the host hid.
    const shown = shownDrawings({ over: game.over, match }, rules);
    const rows = (await repo.ofGame(game.id)).filter(shown);
    return {
      gameId: game.id,
      drawings: rows.map(
        (r): GalleryDrawing => ({
          drawingId: r.id,
          turn: r.turn,
          word: r.word,
          painterPlayerId: r.painterPlayerId,
          painterAlias: r.painterAlias,
          painterAvatarSrc: r.painterAvatarSrc,
          saveData: r.saveData as SaveData,
        }),
      ),
    };
  });
}
