/**
 * The CANVAS_CLASH view types, taken from the game's definition. Type-only: no rule of the game
 * reaches the browser bundle.
 */
import type { CanvasClashHostView, CanvasClashPlayerView } from '@snackparty/games';

export type { CanvasClashHostView, CanvasClashPlayerView };
export type CanvasClashHint = NonNullable<CanvasClashHostView['hint']>;
export type CanvasSlot = CanvasClashHostView['canvases'][number];
export type CanvasIndex = CanvasSlot['canvas'];
export type CanvasClashRevealView = NonNullable<CanvasClashHostView['reveal']>;
export type CanvasClashRoundSummary = NonNullable<CanvasClashHostView['roundSummary']>;
export type GalleryEntry = CanvasClashHostView['gallery'][number];
export type GuessResult = NonNullable<CanvasClashPlayerView['lastResult']>;

/** A guess came in (host-only notice): never its text. */
export interface GuessSubmittedNotice {
  playerId: number;
  correct: boolean;
  order: number;
}
