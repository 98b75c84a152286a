/**
 * REQUIP games played by the real rules (the engine and the game's own test table), for the screen
 * tests: every view a screen gets here is one the server would publish at that moment.
 */
import { hostView, playerView } from '@snackparty/engine';
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import { requip } from '@snackparty/games';
import type { SessionPlayerDto } from '@snackparty/protocol';
import { Table, settingsOf } from '../../../../packages/games/src/requip/test-driver';
import type { RequipHostView, RequipPlayerView } from '../../src/games/requip/types';

/** Three people and one AI player, as a room of the end-to-end test has them. */
const people = [
  { playerId: 1, alias: 'Ann', avatarSrc: '/avatars/donut.svg', hexColor: '#3A86FF', robot: false },
  { playerId: 2, alias: 'Bob', avatarSrc: '/avatars/panda.svg', hexColor: '#EF476F', robot: false },
  { playerId: 3, alias: 'Cy', avatarSrc: '/avatars/bagel.svg', hexColor: '#06D6A0', robot: false },
  { playerId: -1, alias: 'Robo', avatarSrc: '/avatars/unknown.svg', hexColor: '#A06CD5', robot: true },
];

export const PEOPLE = people.filter((p) => !p.robot).map((p) => p.playerId);
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

/** A new game of `rounds` rounds (the last one the final), seeded. */
export function newGame(rounds = 2, seed = 5): Table {
  return new Table(settingsOf({ numberOfRounds: rounds }), people.map((p) => p.playerId), seed);
}

export function hostOf(t: Table): HostViewEnvelope<RequipHostView> {
  return hostView(requip, t.match, t.settings) as HostViewEnvelope<RequipHostView>;
}

export function phoneOf(t: Table, playerId: number): PlayerViewEnvelope<RequipPlayerView> {
  return playerView(requip, t.match, playerId, t.settings) as PlayerViewEnvelope<RequipPlayerView>;
}

/** The table's clock, as a screen's server clock. */
export function clockOf(t: Table): () => number {
  return () => t.now;
}

/** Everyone answers every prompt with a text of their own; the last answer ends the stage. */
export function everyoneAnswers(t: Table, text: (playerId: number, i: number) => string | null = (id, i) => `answer ${i + 1} of player ${id}`): void {
  for (const id of SEATS) t.answerAll(id, (_p, i) => text(id, i));
}

/** Answers to the final prompt, one per seat, none the same as another. */
export const FINAL_ANSWERS: Record<number, string> = { 1: 'a llama in a hat', 2: 'my boss', 3: 'cold pizza', [-1]: 'the moon' };

/** Plays round 1 out (everyone answers, nobody votes) and has everyone answer the final. */
export function toFinalVote(t: Table): void {
  everyoneAnswers(t);
  until(t, 'roundScores');
  next(t);
  everyoneAnswers(t, (id) => FINAL_ANSWERS[id]!);
  until(t, 'vote');
}

/** Lets stages run out, one by one, until `stage` (only scripted moves: the AI player waits for the test). */
export function until(t: Table, stage: string): void {
  t.until(stage, false);
}

/** Lets the current stage run out. */
export function next(t: Table): void {
  t.finishStage(false);
}

/** Runs the game until a prompt is put to the vote that `voter` votes on. */
export function untilVoteFor(t: Table, voter: number): void {
  for (let guard = 0; guard < 50; guard++) {
    until(t, 'vote');
    if (t.match.over) throw new Error('the game ended before a vote');
    if (phoneOf(t, voter).game.ballot?.mayVote) return;
    next(t);
  }
  throw new Error(`no vote for ${voter}`);
}

/** Runs the game until a prompt that `author` wrote is put to the vote. */
export function untilVoteOn(t: Table, author: number): void {
  for (let guard = 0; guard < 50; guard++) {
    until(t, 'vote');
    if (t.match.over) throw new Error('the game ended before a vote');
    if (phoneOf(t, author).game.ballot?.isAuthor) return;
    next(t);
  }
  throw new Error(`no vote on ${author}'s prompt`);
}

export { Table };
