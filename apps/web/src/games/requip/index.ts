/** REQUIP's screens, loaded on demand when a room plays it. */
import type { GameScreens } from '../screen-types';
import { RequipHost } from './RequipHost';
import { RequipPlayer } from './RequipPlayer';
import { tutorial } from './tutorial';
import type { RequipHostView, RequipPlayerView } from './types';

export const requipScreens: GameScreens<RequipHostView, RequipPlayerView> = {
  tutorial,
  stages: { answer: 'requip.stages.answer', vote: 'requip.stages.vote', reveal: 'requip.stages.reveal', roundScores: 'requip.stages.roundScores' },
  Host: RequipHost,
  Player: RequipPlayer,
};

export default requipScreens;
