/**
 * The SYNC_THINK view types, taken from the game's definition. Type-only: no rule of the game
 * reaches the browser bundle.
 */
import type { syncThink } from '@snackparty/games';

type Views = (typeof syncThink)['views'];
export type SyncThinkHostView = ReturnType<Views['host']>;
export type SyncThinkPlayerView = ReturnType<Views['player']>;
export type SyncThinkPlayerStatus = SyncThinkHostView['players'][number];
export type SyncThinkReveal = NonNullable<SyncThinkHostView['reveal']>;
export type SyncThinkRoundSummary = NonNullable<SyncThinkHostView['roundSummary']>;
export type LevelRecord = SyncThinkRoundSummary['levels'][number];
export type SyncThinkMe = SyncThinkPlayerView['me'];
