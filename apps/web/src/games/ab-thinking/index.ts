/** AB_THINKING's screens, loaded on demand when a room plays it. */
import type { GameScreens } from '../screen-types';
import { AbThinkingHost } from './AbThinkingHost';
import { AbThinkingPlayer } from './AbThinkingPlayer';
import { tutorial } from './tutorial';
import type { AbThinkingHostView, AbThinkingPlayerView } from './types';

export const abThinkingScreens: GameScreens<AbThinkingHostView, AbThinkingPlayerView> = {
  tutorial,
  stages: {
    question: 'abthinking.stages.question',
    split: 'abthinking.stages.split',
    predictions: 'abthinking.stages.predictions',
    roundScores: 'abthinking.stages.roundScores',
  },
  Host: AbThinkingHost,
  Player: AbThinkingPlayer,
};

export default abThinkingScreens;
