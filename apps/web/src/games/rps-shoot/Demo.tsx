/** RPS_SHOOT's live example: a round of battles on the shared screen while the others bet. */
import { rpsShoot } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { RpsHost } from './RpsHost';
import type { RpsHostView } from './types';

function RpsHostDemo({ view, players, now }: DemoViewProps<RpsHostView>) {
  return <RpsHost view={view} players={players} serverNow={now} />;
}

export const rpsShootDemo: GameDemo<RpsHostView> = {
  definition: rpsShoot as unknown as AnyGameDef,
  players: 4,
  settings: { numberOfRounds: 1, numberOfTurns: 2 },
  View: RpsHostDemo,
};
