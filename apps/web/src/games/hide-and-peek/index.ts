/** HIDE_AND_PEEK's screens, loaded on demand when a room plays it. */
import type { GameScreens } from '../screen-types';
import { HideAndPeekHost } from './HideAndPeekHost';
import { HideAndPeekPlayer } from './HideAndPeekPlayer';
import { tutorial } from './tutorial';
import type { HideAndPeekHostView, HideAndPeekPlayerView } from './types';

export const hideAndPeekScreens: GameScreens<HideAndPeekHostView, HideAndPeekPlayerView> = {
  tutorial,
  Host: HideAndPeekHost,
  Player: HideAndPeekPlayer,
  stages: {
    move: 'hideandpeek.stages.move',
    hide: 'hideandpeek.stages.hide',
    peek: 'hideandpeek.stages.peek',
    reveal: 'hideandpeek.stages.reveal',
    roundSummary: 'hideandpeek.stages.roundSummary',
  },
};

export default hideAndPeekScreens;
