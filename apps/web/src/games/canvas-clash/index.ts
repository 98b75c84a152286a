/** CANVAS_CLASH's screens, loaded on demand when a room plays it. */
import type { CanvasClashHostView, CanvasClashPlayerView } from './types';
import type { GameScreens } from '../screen-types';
import { CanvasClashHost } from './CanvasClashHost';
import { CanvasClashPlayer } from './CanvasClashPlayer';
import { HostGallery, PlayerGallery } from './GameOverGallery';

export const canvasClashScreens: GameScreens<CanvasClashHostView, CanvasClashPlayerView> = {
  Host: CanvasClashHost,
  Player: CanvasClashPlayer,
  HostGameOver: HostGallery,
  PlayerGameOver: PlayerGallery,
};

export default canvasClashScreens;
