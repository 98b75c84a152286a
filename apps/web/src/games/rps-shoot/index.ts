import type { GameScreens } from '../screen-types';
import { tutorial } from './tutorial';
import { RpsHost } from './RpsHost';
import { RpsPlayer } from './RpsPlayer';
import type { RpsHostView, RpsPlayerView } from './types';

export const rpsShootScreens: GameScreens<RpsHostView, RpsPlayerView> = {
  Host: RpsHost,
  Player: RpsPlayer,
  tutorial,
  stages: { pick: 'rps.stages.pick', reveal: 'rps.stages.reveal', roundScores: 'rps.stages.roundScores' },
};
