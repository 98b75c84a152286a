/**
 * AB_THINKING games played by the real rules (the engine and the game's own test table), for the
 * screen tests: every view a screen gets here is one the server would publish at that moment.
 */
import { hostView, playerView } from '@snackparty/engine';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import { abThinking } from '@snackparty/games';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Table, settingsOf } from '../../../../packages/games/src/ab-thinking/test-driver';
import type { AbThinkingHostView, AbThinkingPlayerView } from '../../src/games/ab-thinking/types';

export type { Table };

/** Three people and one AI player, as a room of the end-to-end test has them. */
const people = [
  { playerId: 1, alias: 'Ann', avatarSrc: '/avatars/donut.svg', hexColor: '#3A86FF', robot: false },
  { playerId: 2, alias: 'Bob', avatarSrc: '/avatars/panda.svg', hexColor: '#EF476F', robot: false },
  { playerId: 3, alias: 'Cy', avatarSrc: '/avatars/bagel.svg', hexColor: '#06D6A0', robot: false },
  { playerId: -1, alias: 'Robo', avatarSrc: '/avatars/unknown.svg', hexColor: '#A06CD5', robot: true },
];

export const SEATS = people.map((p) => p.playerId);

export const players: SessionPlayerDto[] = people.map((p) => ({
  ...p,
  gameId: 7,
  sessionPlayerId: 100 + p.playerId,
  score: 0,
  active: true,
  gameOwner: p.playerId === 1,
  connected: true,
}));

/** A new game of `rounds` rounds (with two or more, the last one the final), seeded. */
export function newGame(rounds = 2, seed = 5): Table {
  return new Table(settingsOf({ numberOfRounds: rounds }), SEATS, seed);
}

export function hostOf(t: Table): HostViewEnvelope<AbThinkingHostView> {
  return hostView(abThinking, t.match, t.settings) as HostViewEnvelope<AbThinkingHostView>;
}

export function phoneOf(t: Table, playerId: number): PlayerViewEnvelope<AbThinkingPlayerView> {
  return playerView(abThinking, t.match, playerId, t.settings) as PlayerViewEnvelope<AbThinkingPlayerView>;
}

export function clockOf(t: Table): () => number {
  return () => t.now;
}

/** Lets stages run out, one by one, until `stage` (only scripted moves: the AI player waits for the test). */
export function until(t: Table, stage: string): void {
  t.until(stage, false);
}

/** Runs normal questions out until the final's first question is on the screen. */
export function toFinal(t: Table): void {
  for (let guard = 0; guard < 200 && !(t.match.state.final && t.match.stage === 'question'); guard++) t.finishStage(false);
}
