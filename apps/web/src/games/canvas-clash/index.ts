/** CANVAS_CLASH's screens, loaded on demand when a room plays it. */
import type { CanvasClashHostView, CanvasClashPlayerView } from './types';
import type { GameScreens } from '../screen-types';
import { tutorial } from './tutorial';
import { CanvasClashHost } from './CanvasClashHost';
import { CanvasClashPlayer } from './CanvasClashPlayer';
import { HostGallery, PlayerGallery } from './GameOverGallery';

export const canvasClashScreens: GameScreens<CanvasClashHostView, CanvasClashPlayerView> = {
  tutorial,
  Host: CanvasClashHost,
  Player: CanvasClashPlayer,
  HostGameOver: HostGallery,
  PlayerGameOver: PlayerGallery,
};

export default canvasClashScreens;
