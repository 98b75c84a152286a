/** SNAPTION's live example: a picture, the captions, the votes and the reveal on the shared screen. */
import { snaption } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { SnaptionHost } from './SnaptionHost';
import type { SnaptionHostView } from './types';

function SnaptionHostDemo({ view, players, now }: DemoViewProps<SnaptionHostView>) {
  return <SnaptionHost view={view} players={players} serverNow={now} />;
}

export const snaptionDemo: GameDemo<SnaptionHostView> = {
  definition: snaption as unknown as AnyGameDef,
  players: 4,
  settings: { numberOfRounds: 1, numberOfTurns: 1 },
  View: SnaptionHostDemo,
};
