/** AB_THINKING's live example: a round of this-or-that questions, predictions and splits on the shared screen. */
import { abThinking } from '@snackparty/games';
import type { AnyGameDef } from '@snackparty/games';
import type { DemoViewProps, GameDemo } from '../demo/types';
import { AbThinkingHost } from './AbThinkingHost';
import type { AbThinkingHostView } from './types';

function AbThinkingHostDemo({ view, players, now }: DemoViewProps<AbThinkingHostView>) {
  return <AbThinkingHost view={view} players={players} serverNow={now} />;
}

export const abThinkingDemo: GameDemo<AbThinkingHostView> = {
  definition: abThinking as unknown as AnyGameDef,
  players: 5,
  settings: { numberOfRounds: 1, numberOfTurns: 1 },
  View: AbThinkingHostDemo,
};
