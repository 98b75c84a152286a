import { streamSlotDestination } from '../../streams/destinations';
import type { GameServerModule } from '../server-module';
import { wordPackStartSettings } from './custom-words';
import { DrawingRepository } from './drawing-repository';
import { CANVAS_CLASH, canvasClashRules, shownDrawings, type DrawingRules } from './drawing-rules';
import { DrawingService } from './drawing-service';
import { canvasClashRoutes } from './routes';

/** The stream its manifest declares for the painters' live strokes. */
export const DRAW_STREAM = 'playerDrawTopic';

/**
 * CANVAS_CLASH's server side: the painters' strokes (a stream), the drawings kept of every turn, the
 * drawing and gallery routes, word packs as the drawing words, and the drawings in the history.
 * `rules` reads the game's state; tests play a smaller drawing game with rules of its own.
 */
export function canvasClashModule(rules: DrawingRules = canvasClashRules): GameServerModule {
  return {
    gameType: CANVAS_CLASH,
    create({ manifest, db, rooms, games, packs, publisher, relay, timers, log, reads }) {
      const repo = new DrawingRepository(db);
      const drawings = new DrawingService(
        repo,
        publisher,
        relay,
        timers,
        log,
        () => rules,
        (code, canvas) => streamSlotDestination(manifest, DRAW_STREAM, code, canvas),
      );
      const startSettings = wordPackStartSettings(packs.of('word'));
      // The strokes are kept where the room runs: a screen or phone connected elsewhere reads them there.
      const snapshots = {
        ofPainter: reads.define('canvas-clash/painter', (code, playerId: number) => drawings.snapshot(code, playerId) ?? null),
        ofCanvas: reads.define('canvas-clash/canvas', (code, canvas: number) => drawings.snapshotOfCanvas(code, canvas) ?? null),
      };
      return {
        routes: (app) => canvasClashRoutes(app, { rooms, games, drawings: snapshots, repo, rules }),
        streams: {
          [DRAW_STREAM]: {
            receive: (code, playerId, body) => {
              // A painter the AI painted for is back at their phone: the AI puts its brush down, and
              // their strokes go on after the AI's.
              const seat = games.matchOf(code)?.match.seats.find((candidate) => candidate.playerId === playerId);
              if (seat?.standIn) drawings.painterBack(code, playerId, body);
              drawings.receive(code, playerId, body);
              if (seat?.standIn) void games.takeSeatBack(code, playerId).catch((err: unknown) => log.warn({ code, playerId, err }, 'painter not handed back'));
            },
            deniedMessage: 'Only this painter draws here',
          },
        },
        hooks: { ...drawings.hooks, startSettings },
        history: async (game) => {
          // A game still in play keeps its current turn's drawing (word, painters) secret until the reveal; a hidden drawing stays out.
          const shown = shownDrawings(game, rules);
          const rows = await repo.ofGame(game.id);
          return {
            drawings: rows
              .filter(shown)
              .map((d) => ({
                drawingId: d.id,
                turn: d.turn,
                word: d.word,
                painterPlayerId: d.painterPlayerId,
                painterAlias: d.painterAlias,
                painterAvatarSrc: d.painterAvatarSrc,
                saveData: d.saveData,
              })),
          };
        },
        idle: () => drawings.idle(),
      };
    },
  };
}
