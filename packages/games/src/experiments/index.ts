/**
 * EXPERIMENTS: the admins' sandbox, where a new mechanic is tried before it becomes a game. The room's
 * `experimentsSettings.experiment` names the experiment; tag is the first (and today the only) one.
 *
 * Tag (`tag/`): one player is "it" and chases the others over the HIDE_AND_PEEK scene, everyone steering
 * with a joystick on their phone. The server holds the positions and makes the tags (`referee.ts`),
 * runs the AI players (`runners.ts`); `field.ts` is the geometry, `rules.ts` the rules and points,
 * `views.ts` what the screens see. Stages per round: tag (60 s) -> results (8 s) -> next round, or game
 * over after numberOfRounds.
 *
 * A second experiment brings its own folder, state (with its own `experiment` name), stages and views;
 * this definition then dispatches on the state's `experiment`.
 */
import { defineGame } from '@snackparty/engine';
import { GAME_TYPE, TAG_STAGES } from './types';
import type { ExperimentsHostView, ExperimentsPlayerView, ExperimentsSettings, ExperimentsState } from './types';
import { MAX_PLAYERS, MIN_PLAYERS, removePlayer, setup } from './tag/rules';
import { tagStages } from './tag/stages';
import { tagPlayerView, tagView } from './tag/views';

export const experiments = defineGame<ExperimentsState, ExperimentsSettings, ExperimentsHostView, ExperimentsPlayerView>({
  type: GAME_TYPE,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  firstStage: TAG_STAGES.tag,
  stages: tagStages,
  round: (state) => state.round,
  removePlayer,
  views: { host: tagView, player: tagPlayerView },
  // The AI players run on the server's position relay, not through moves (see `tag/runners.ts`).
  bots: {},
});

export * from './types';
export { EXPERIMENT_NAMES, type ExperimentName } from './manifest';
export { FIELD, POSITION_INTERVAL_MS, RUN_SPEED, SPEED_TOLERANCE, TAG_RADIUS, clampToField, distance, reachable, spawnPositions, step, touched } from './tag/field';
export type { PlacedPosition, Position } from './tag/field';
export { ERRORS as TAG_ERRORS, IMMUNITY_MS, POINTS_PER_SECOND, RESULTS_MS, TAG_MS } from './tag/rules';
export { refereeTagMove, tagSituationOf, tagToMake, taggable } from './tag/referee';
export type { TagSituation } from './tag/referee';
export { AI_CHASE_SPEED, AI_FLEE_SPEED, aiHeading, aiStep } from './tag/runners';
