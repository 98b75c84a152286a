/** SNAPTION's screens, loaded on demand when a room plays it. */
import type { GameScreens } from '../screen-types';
import { SnaptionHost } from './SnaptionHost';
import { SnaptionPlayer } from './SnaptionPlayer';
import { tutorial } from './tutorial';
import type { SnaptionHostView, SnaptionPlayerView } from './types';

export const snaptionScreens: GameScreens<SnaptionHostView, SnaptionPlayerView> = {
  tutorial,
  stages: {
    caption: 'snaption.stages.caption',
    unveil: 'snaption.stages.unveil',
    vote: 'snaption.stages.vote',
    reveal: 'snaption.stages.reveal',
    roundWinner: 'snaption.stages.roundWinner',
    roundScores: 'snaption.stages.roundScores',
  },
  Host: SnaptionHost,
  Player: SnaptionPlayer,
};

export default snaptionScreens;
