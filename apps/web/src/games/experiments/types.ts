/**
 * EXPERIMENTS' view types, taken from the game's rules (type-only), and tag's field geometry the phone
 * moves with, the same the server referees with (plain geometry: no rule of the game reaches the
 * browser bundle with it).
 */
import type { experimentsGame } from '@snackparty/games';

export type ExperimentsHostView = experimentsGame.ExperimentsHostView;
export type ExperimentsPlayerView = experimentsGame.ExperimentsPlayerView;
export type TagView = experimentsGame.TagView;
export type TagResultRow = experimentsGame.TagResultRow;

/** A point on the scene, in scene pixels (1920×1080). */
export interface ScenePoint {
  x: number;
  y: number;
}

export interface PlacedPosition extends ScenePoint {
  playerId: number;
}

export { POSITION_INTERVAL_MS, clampToField, step } from '@snackparty/games/experiments/field';

/** Stage names of tag (strings of the view). */
export const TAG_STAGES = { tag: 'tag', results: 'results' } as const;

/** Time as "it" so far this round, the current stint included (ms). */
export function itMsNow(game: Pick<TagView, 'it' | 'itSince' | 'itMs' | 'roundEndsAt'>, playerId: number, now: number): number {
  const closed = game.itMs[playerId] ?? 0;
  return game.it === playerId ? closed + Math.max(0, Math.min(now, game.roundEndsAt) - game.itSince) : closed;
}

/** Whole seconds not "it" so far this round: what the round will score. */
export function freeSecondsNow(game: Pick<TagView, 'it' | 'itSince' | 'itMs' | 'roundEndsAt' | 'roundStartedAt'>, playerId: number, now: number): number {
  const elapsed = Math.max(0, Math.min(now, game.roundEndsAt) - game.roundStartedAt);
  return Math.max(0, Math.floor((elapsed - itMsNow(game, playerId, now)) / 1000));
}
