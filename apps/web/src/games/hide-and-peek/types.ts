/**
 * HIDE_AND_PEEK's view types, taken from the game's definition (type-only), and the scene as plain
 * data (no rule of the game reaches the browser bundle with it).
 */
import type { HideAndPeekHostView, HideAndPeekPlayerView } from '@snackparty/games';

export type { HideAndPeekHostView, HideAndPeekPlayerView };
import type { SceneSpot } from '@snackparty/games';

export type { SceneSpot, SpotName } from '@snackparty/games';
export type SpotShape = SceneSpot['shape'];
export { SCENE_HEIGHT, SCENE_SPOTS, SCENE_WIDTH, WALK_AREA } from '@snackparty/games/hide-and-peek/scene';

export type HideAndPeekRevealView = NonNullable<HideAndPeekHostView['reveal']>;
export type RevealedHider = HideAndPeekRevealView['hiders'][number];
export type HideAndPeekRoundSummary = NonNullable<HideAndPeekHostView['roundSummary']>;

/** A turn started (host notice): who hides now. */
export interface CurrentHiderNotice {
  turn: number;
  hiderIds: number[];
}

/** A point on the scene, in scene pixels (1920×1080). */
export interface ScenePoint {
  x: number;
  y: number;
}

/** A hider's last known position, as the host's position topic and `GET positions` carry it. */
export interface PlacedPosition extends ScenePoint {
  playerId: number;
}
