import type { GameScreens } from '../screen-types';
import { ExperimentsHost } from './ExperimentsHost';
import { ExperimentsPlayer } from './ExperimentsPlayer';
import { tutorial } from './tutorial';
import type { ExperimentsHostView, ExperimentsPlayerView } from './types';

/** EXPERIMENTS' screens: today its one experiment, tag. */
export const experimentsScreens: GameScreens<ExperimentsHostView, ExperimentsPlayerView> = {
  Host: ExperimentsHost,
  Player: ExperimentsPlayer,
  tutorial,
  stages: { tag: 'experiments.stages.tag', results: 'experiments.stages.results' },
};
