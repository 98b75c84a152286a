/**
 * HIDE_AND_PEEK's own destinations and routes: the hiders' position stream (each hider's phone SENDs
 * on its own destination, the shared screen hears them all on one host topic), the notices to the
 * shared screen, the host's request for the current hiders, and the positions for a screen that
 * reloads mid-walk.
 */
import { MANIFESTS } from '@snackparty/games/manifests';
import { REST, dest } from '@snackparty/protocol';

const slug = MANIFESTS.HIDE_AND_PEEK.slug;

/** The position stream's name (one destination per hider; one host topic for all). */
export const POSITION_STREAM = 'playerLocationSet';

export type HideAndPeekNotice = 'currentHiderId' | 'guessSubmitted' | 'allSubmitted' | 'revealHidingSpot';

/** Where a hider's phone SENDs its position, `{"x":..,"y":..}` in scene pixels. */
export const positionDestination = (code: string, playerId: number) => dest.gameStream(slug, code, POSITION_STREAM, playerId);

/** The hiders' positions on the shared screen, `{ turn, positions: [{ playerId, x, y }] }`, while the walk is public. */
export const hostPositionsTopic = (code: string) => dest.gameHost(slug, code, POSITION_STREAM);

export const noticeTopic = (code: string, notice: HideAndPeekNotice) => dest.gameHost(slug, code, notice);

/** The shared screen asks who hides now (after a reload); the answer comes as a `currentHiderId` notice. */
export const requestCurrentHiderDestination = (code: string) => dest.gameHost(slug, code, 'requestCurrentHiderId');

/** The hiders' last positions, for a shared screen that reloads mid-walk. */
export const positionsPath = (code: string) => REST.gameRoute(slug, `/${code}/positions`);
