/**
 * HIDE_AND_PEEK games played by the real rules (the engine and the game's own test table), for the
 * screen tests: every view a screen gets here is one the server would publish at that moment.
 */
import { hostView, playerView } from '@snackparty/engine';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import { hideAndPeek } from '@snackparty/games';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Table, settingsOf } from '../../../../../packages/games/src/hide-and-peek/test-driver';
import type { HideAndPeekHostView, HideAndPeekPlayerView } from '../../../src/games/hide-and-peek/types';

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

/** A new game (one round: everyone hides once), seeded; the AI player waits for the test. */
export function newGame(seed = 5): Table {
  return new Table(settingsOf({ numberOfTurns: 1 }), SEATS, seed);
}

/** The first seed whose first hider is a person (the AI player hides by its own plan). */
export function gameWithPersonHiding(): Table {
  for (let seed = 1; seed < 50; seed++) {
    const t = newGame(seed);
    if ((t.match.state.current?.hiders[0] ?? -1) > 0) return t;
  }
  throw new Error('no seed with a person hiding first');
}

export function hiderOf(t: Table): number {
  return t.match.state.current!.hiders[0]!;
}

export function guessersOf(t: Table): number[] {
  return SEATS.filter((id) => id > 0 && id !== hiderOf(t));
}

export function hostOf(t: Table): HostViewEnvelope<HideAndPeekHostView> {
  return hostView(hideAndPeek, t.match, t.settings) as HostViewEnvelope<HideAndPeekHostView>;
}

export function phoneOf(t: Table, playerId: number): PlayerViewEnvelope<HideAndPeekPlayerView> {
  return playerView(hideAndPeek, t.match, playerId, t.settings) as PlayerViewEnvelope<HideAndPeekPlayerView>;
}

export function clockOf(t: Table): () => number {
  return () => t.now;
}

/** Lets stages run out until `stage` (the AI player does not act: the test scripts everyone). */
export function until(t: Table, stage: string): void {
  t.until(stage, false);
}

/** Six people: two hide in each turn. */
export function sixPlayerGame(seed = 5): Table {
  return new Table(settingsOf({ numberOfTurns: 1 }), [1, 2, 3, 4, 5, 6], seed);
}
