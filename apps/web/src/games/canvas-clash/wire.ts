/**
 * CANVAS_CLASH's own destinations and routes, built from its manifest: the notices to the host
 * screen, the painters' stroke stream (sent by painter, heard by canvas), and its REST routes under
 * the game's slug.
 */
import { MANIFESTS } from '@snackparty/games/manifests';
import { REST, dest } from '@snackparty/protocol';

const manifest = MANIFESTS.CANVAS_CLASH;
const drawStream = manifest.topics.streams[0]!.name;

/** A notice the server sends the host screen as the turn goes (a letter revealed, a guess, …). */
export type CanvasClashNotice = 'revealLetterTopic' | 'guessSubmitted' | 'allCorrect' | 'revealPainters' | 'creditSubmitted' | 'allCreditsSubmitted';

export const noticeTopic = (code: string, notice: CanvasClashNotice) => dest.gameHost(manifest.slug, code, notice);

/** Where a painter's phone SENDs its live strokes; nobody listens here (the destination names the painter). */
export const drawTopic = (code: string, playerId: number) => dest.gameStream(manifest.slug, code, drawStream, playerId);

/**
 * A canvas's live strokes (0: A, 1: B) without naming its painter: the server relays each painter's
 * batches here for the host screen, and for the phones of a room without a shared screen.
 */
export const canvasTopic = (code: string, canvas: number) => dest.gameStreamSlot(manifest.slug, code, drawStream, canvas);

/** The drawing so far of a painter of the current turn, for that painter's own phone only. */
export const drawingPath = (code: string, playerId: number) => REST.gameRoute(manifest.slug, `/${code}/drawing/${playerId}`);

/** The drawing so far of a canvas of the current turn (host screen, or a seat of a room without a shared screen). */
export const canvasPath = (code: string, canvas: number) => REST.gameRoute(manifest.slug, `/${code}/canvas/${canvas}`);

/** Every drawing of the room's latest game whose turn has been revealed. */
export const galleryPath = (code: string) => REST.gameRoute(manifest.slug, `/${code}/gallery`);
