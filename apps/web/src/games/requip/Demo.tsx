/** REQUIP's live example: one round of answers, votes and reveals on the shared screen. */
import { requip } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { RequipHost } from './RequipHost';
import type { RequipHostView } from './types';

function RequipHostDemo({ view, players, now }: DemoViewProps<RequipHostView>) {
  return <RequipHost view={view} players={players} serverNow={now} />;
}

export const requipDemo: GameDemo<RequipHostView> = {
  definition: requip as unknown as AnyGameDef,
  players: 4,
  settings: { numberOfRounds: 1, numberOfTurns: 1 },
  View: RequipHostDemo,
};
