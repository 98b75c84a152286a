/** SYNC_THINK's live example: four AI players trying to say the same word, on the shared screen. */
import { syncThink } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { SyncThinkHost } from './SyncThinkHost';
import type { SyncThinkHostView } from './types';

function SyncThinkHostDemo({ view, players, now }: DemoViewProps<SyncThinkHostView>) {
  return <SyncThinkHost view={view} players={players} serverNow={now} />;
}

export const syncThinkDemo: GameDemo<SyncThinkHostView> = {
  definition: syncThink as unknown as AnyGameDef,
  players: 4,
  settings: { numberOfRounds: 1, numberOfTurns: 2 },
  View: SyncThinkHostDemo,
};
