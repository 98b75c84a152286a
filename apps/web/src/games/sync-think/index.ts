/** SYNC_THINK's screens, loaded on demand when a room plays it. */
import type { SyncThinkHostView, SyncThinkPlayerView } from './types';
import type { GameScreens } from '../screen-types';
import { SyncThinkHost } from './SyncThinkHost';
import { SyncThinkPlayer } from './SyncThinkPlayer';

export const syncThinkScreens: GameScreens<SyncThinkHostView, SyncThinkPlayerView> = {
  Host: SyncThinkHost,
  Player: SyncThinkPlayer,
};

export default syncThinkScreens;
