import { defineGame } from '@snackparty/engine';
import { rpsAudience } from './audience';
import { bots } from './bots';
import { rpsShootManifest } from './manifest';
import { removePlayer, setup, stages, STAGES } from './stages';
import { hostView, playerView } from './views';

/**
 * RPS_SHOOT: rock-paper-scissors battles of three throws, fought one at a time while everyone else
 * bets on the outcome. Stages: pick (20 s) -> reveal (8 s) -> next battle, or roundScores (6 s) after
 * a round's last battle -> next round, or game over after numberOfRounds.
 */
export const rpsShoot = defineGame({
  type: 'RPS_SHOOT',
  minPlayers: rpsShootManifest.players.min,
  maxPlayers: rpsShootManifest.players.max,
  setup,
  firstStage: STAGES.pick,
  stages,
  round: (state) => state.round,
  removePlayer,
  views: { host: hostView, player: playerView },
  bots,
  audience: rpsAudience,
});

export type { RpsHostView, RpsPlayerView, RpsRevealView, RpsFighterStatus, RpsThrowView, RpsBetView, RpsOwnOutcome, RpsRole } from './views';
export * from './types';
export { POINTS } from './rules';
export { PICK_MS, REVEAL_MS, ROUND_SCORES_MS, REVEAL_TIMELINE, STAGES } from './stages';
