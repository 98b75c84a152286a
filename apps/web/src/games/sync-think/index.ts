/** SYNC_THINK's screens, loaded on demand when a room plays it. */
import type { SyncThinkHostView, SyncThinkPlayerView } from './types';
import type { GameScreens } from '../screen-types';
import { tutorial } from './tutorial';
import { SyncThinkHost } from './SyncThinkHost';
import { SyncThinkPlayer } from './SyncThinkPlayer';

export const syncThinkScreens: GameScreens<SyncThinkHostView, SyncThinkPlayerView> = {
  tutorial,
  stages: { answer: 'syncThink.stages.answer', reveal: 'syncThink.stages.reveal', roundScores: 'syncThink.stages.roundScores' },
  Host: SyncThinkHost,
  Player: SyncThinkPlayer,
};

export default syncThinkScreens;
