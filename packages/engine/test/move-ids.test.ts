import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, GAME_OVER, MOVE_IDS_KEPT, applyMove, defineGame, invalid, isDuplicateMove, isInvalid, startMatch, tick } from '../src';
import type { BaseSettings, DuplicateMove, Invalid, Match, MoveRequest, PlayerId, Step } from '../src';
import { T0, seats, settings } from './highest-number';
import { deepFreeze } from './helpers';

/** Every tap is worth a point when the stage ends; `done` ends it at once. Taps are what a double count would show. */
interface TapState {
  taps: Record<PlayerId, number>;
  done: boolean;
}

const TAP_MS = 10_000;

const tapGame = defineGame<TapState, BaseSettings, unknown, unknown>({
  type: 'TAP',
  minPlayers: 1,
  maxPlayers: 8,
  setup: () => ({ taps: {}, done: false }),
  firstStage: 'tap',
  round: () => 1,
  stages: {
    tap: {
      actors: (_state, ctx) => ctx.seats.map((seat) => seat.playerId),
      moves: {
        tap: (state, { playerId, payload }) => {
          if ((payload as { bad?: boolean } | null)?.bad) return invalid('error.bad_tap');
          return { ...state, taps: { ...state.taps, [playerId]: (state.taps[playerId] ?? 0) + 1 } };
        },
        done: (state) => ({ ...state, done: true }),
      },
      durationMs: () => TAP_MS,
      isComplete: (state) => state.done,
      onExit: (state) => ({ state, points: { ...state.taps } }),
      next: () => GAME_OVER,
    },
  },
  views: { host: () => null, player: () => null },
  bots: {},
});

type M = Match<TapState>;

const start = (): M => startMatch(tapGame, { seats, settings, seed: 1, now: T0 }).match;

function send(match: M, playerId: PlayerId, moveId?: string, extra: Partial<MoveRequest> = {}): Step<TapState> | DuplicateMove<TapState> | Invalid {
  return applyMove(tapGame, match, settings, { playerId, move: 'tap', payload: {}, ...(moveId === undefined ? {} : { moveId }), ...extra }, T0 + 1);
}

function applied(result: Step<TapState> | Invalid): M {
  if (isInvalid(result)) expect.fail(`move refused: ${result.invalid}`);
  if (isDuplicateMove(result)) expect.fail(`move taken for a duplicate: ${result.moveId}`);
  return result.match;
}

function duplicate(result: Step<TapState> | Invalid): DuplicateMove<TapState> {
  if (!isDuplicateMove(result)) expect.fail('move applied again');
  return result;
}

/** Ends the tap stage at its deadline: the taps become points. */
const finish = (match: M): M => tick(tapGame, match, settings, T0 + TAP_MS)!.match;

describe('move ids', () => {
  it('the same id twice counts once: the second is answered as a duplicate with the match unchanged', () => {
    const once = applied(send(start(), 1, 'm-1'));
    const again = duplicate(send(deepFreeze(once), 1, 'm-1'));
    expect(again).toEqual({ match: once, events: [], duplicate: true, moveId: 'm-1' });
    expect(again.match).toBe(once);
    expect(once.state.taps).toEqual({ 1: 1 });
    expect(finish(again.match).scores).toEqual({ 1: 1, 2: 0, 3: 0 });
  });

  it('different ids both count, and ids are per player', () => {
    let match = applied(send(start(), 1, 'a'));
    match = applied(send(match, 1, 'b'));
    match = applied(send(match, 2, 'a'));
    expect(isDuplicateMove(send(match, 2, 'a'))).toBe(true);
    expect(match.state.taps).toEqual({ 1: 2, 2: 1 });
    expect(match.moveIds).toEqual({ 1: ['a', 'b'], 2: ['a'] });
    expect(finish(match).scores).toEqual({ 1: 2, 2: 1, 3: 0 });
  });

  it('moves without an id are applied every time, and leave no trace in the match', () => {
    let match = applied(send(start(), 1));
    match = applied(send(match, 1));
    expect(match.state.taps).toEqual({ 1: 2 });
    expect(match).not.toHaveProperty('moveIds');
  });

  it('still recognises a duplicate after the match is stored and read back (a restart)', () => {
    const stored = JSON.stringify(applied(send(start(), 3, 'x_9')));
    const restored = JSON.parse(stored) as M;
    expect(duplicate(send(restored, 3, 'x_9')).match).toBe(restored);
    const next = applied(send(restored, 3, 'x_10'));
    expect(next.state.taps).toEqual({ 3: 2 });
  });

  it(`remembers the last ${MOVE_IDS_KEPT} ids per player, no more`, () => {
    let match = start();
    const ids = Array.from({ length: MOVE_IDS_KEPT + 8 }, (_, i) => `tap-${i}`);
    for (const id of ids) match = applied(send(match, 1, id));
    expect(match.moveIds![1]).toEqual(ids.slice(-MOVE_IDS_KEPT));
    for (const id of ids.slice(-MOVE_IDS_KEPT)) expect(isDuplicateMove(send(match, 1, id)), id).toBe(true);
    // An id older than the last MOVE_IDS_KEPT is forgotten, and counts again.
    match = applied(send(match, 1, ids[0]));
    expect(match.state.taps[1]).toBe(ids.length + 1);
    expect(match.moveIds![1]).toHaveLength(MOVE_IDS_KEPT);
    expect(match.moveIds![1]!.at(-1)).toBe(ids[0]);
  });

  it('answers a resent move as a duplicate even when it ended its stage or the game', () => {
    const done = applied(applyMove(tapGame, applied(send(start(), 1, 't1')), settings, { playerId: 2, move: 'done', payload: null, moveId: 'd1', stageNumber: 1 }, T0 + 2));
    expect(done.over).toBe(true);
    expect(duplicate(applyMove(tapGame, done, settings, { playerId: 2, move: 'done', payload: null, moveId: 'd1', stageNumber: 1 }, T0 + 3)).match).toBe(done);
    expect(isDuplicateMove(send(done, 1, 't1', { stageNumber: 1 }))).toBe(true);
    // A new move is refused as usual.
    expect(send(done, 1, 't2')).toEqual(invalid(ENGINE_ERRORS.gameOver));
  });

  it('does not remember the id of a refused move: fixed and sent again, it counts', () => {
    const match = start();
    expect(send(match, 1, 'r1', { payload: { bad: true } })).toEqual(invalid('error.bad_tap'));
    const late = applyMove(tapGame, match, settings, { playerId: 1, move: 'tap', payload: {}, moveId: 'r1' }, T0 + TAP_MS);
    expect(late).toEqual(invalid(ENGINE_ERRORS.stageOver));
    expect(applied(send(match, 1, 'r1')).state.taps).toEqual({ 1: 1 });
  });

  it('refuses a malformed id instead of storing it', () => {
    const match = start();
    for (const bad of ['', 'a'.repeat(65), 'has space', 'ünï', 'a/b', 42 as unknown as string]) {
      expect(send(match, 1, bad), String(bad)).toEqual(invalid(ENGINE_ERRORS.badMoveId));
    }
    expect(applied(send(match, 1, 'a'.repeat(64))).state.taps).toEqual({ 1: 1 });
    expect(applied(send(match, 1, 'AZaz09_-')).state.taps).toEqual({ 1: 1 });
  });
});
