/**
 * SNAPTION games played by the real rules (the engine and the game's own test table), for the screen
 * tests: every view a screen gets here is one the server would publish at that moment.
 */
import { hostView, playerView } from '@snackparty/engine';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { snaption } from '../../../../packages/games/src/snaption';
import { Table, settingsOf } from '../../../../packages/games/src/snaption/test-driver';
import type { SnaptionSettings } from '../../../../packages/games/src/snaption';
import type { SnaptionHostView, SnaptionPlayerView } from '../../src/games/snaption/types';

/** Three people and one AI player, as a room of the end-to-end test has them. */
const people = [
  { playerId: 1, alias: 'Ann', avatarSrc: '/avatars/donut.svg', hexColor: '#3A86FF', robot: false },
  { playerId: 2, alias: 'Bob', avatarSrc: '/avatars/panda.svg', hexColor: '#EF476F', robot: false },
  { playerId: 3, alias: 'Cy', avatarSrc: '/avatars/bagel.svg', hexColor: '#06D6A0', robot: false },
  { playerId: -1, alias: 'Robo', avatarSrc: '/avatars/unknown.svg', hexColor: '#A06CD5', robot: true },
];

/** Everyone at the table, the AI player too: the tests script its moves, so each stage ends when they say. */
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

/** A new game of `rounds` rounds (the last one the blind final), seeded, at a table of `ids`. */
export function newGame(rounds = 2, seed = 5, ids: number[] = SEATS, overrides: Partial<SnaptionSettings> = {}): Table {
  return new Table(settingsOf({ numberOfRounds: rounds, ...overrides }), ids, seed);
}

export function hostOf(t: Table): HostViewEnvelope<SnaptionHostView> {
  return hostView(snaption, t.match, t.settings) as HostViewEnvelope<SnaptionHostView>;
}

export function phoneOf(t: Table, playerId: number): PlayerViewEnvelope<SnaptionPlayerView> {
  return playerView(snaption, t.match, playerId, t.settings) as PlayerViewEnvelope<SnaptionPlayerView>;
}

/** The table's clock, as a screen's server clock. */
export function clockOf(t: Table): () => number {
  return () => t.now;
}

/** The captions each seat writes by default: none the same as another. */
export const CAPTIONS: Record<number, string> = { 1: 'When the wifi drops', 2: 'Monday, again', 3: 'I asked for decaf', [-1]: 'Nobody saw that' };

/** Everyone at the table captions; the last caption ends the stage. */
export function everyoneCaptions(t: Table, text: (playerId: number) => string | null = (id) => CAPTIONS[id] ?? `caption of ${id}`): void {
  t.captionAll(SEATS.filter((id) => t.match.state.roster.includes(id)), text);
}

/** Lets stages run out, one by one, until `stage` (only scripted moves: the AI player waits for the test). */
export function until(t: Table, stage: string): void {
  t.until(stage, false);
}

/** Lets the current stage run out. */
export function next(t: Table): void {
  t.finishStage(false);
}

export { Table };
