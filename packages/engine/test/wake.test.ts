import { describe, expect, it } from 'vitest';
import { GAME_OVER, applyMove, defineGame, endMatch, nextWakeAt, startMatch, tick, wake } from '../src';
import type { BaseSettings } from '../src';
import { highestNumber, seats, settings, T0 } from './highest-number';
import { accepted, deepFreeze, eventTypes } from './helpers';

/**
 * A toy game with a stage that changes with time: a countdown that rings three bells, 1, 2 and 3
 * seconds into the stage (like letters of a word revealed while drawing). With `endOnLastBell` the
 * stage ends as soon as the last bell rings; a `hush` move ends it at once.
 */
interface BellState {
  startedAt: number;
  rung: number[];
  /** Draws from the rng at every wake, so the stored rng state matters. */
  luck: number[];
  endOnLastBell: boolean;
  hushed: boolean;
}

const BELLS_MS = [1_000, 2_000, 3_000];
const COUNTDOWN_MS = 10_000;

function bellsGame(endOnLastBell: boolean) {
  return defineGame<BellState, BaseSettings, BellState, BellState>({
    type: 'BELLS',
    minPlayers: 1,
    maxPlayers: 4,
    setup: () => ({ startedAt: 0, rung: [], luck: [], endOnLastBell, hushed: false }),
    firstStage: 'countdown',
    round: () => 1,
    stages: {
      countdown: {
        actors: (_state, ctx) => ctx.seats.map((s) => s.playerId),
        moves: { hush: (state) => ({ ...state, hushed: true }) },
        durationMs: () => COUNTDOWN_MS,
        onEnter: (state, ctx) => ({ ...state, rung: [], startedAt: ctx.now }),
        nextWakeAt: (state) => {
          const next = BELLS_MS[state.rung.length];
          return next === undefined ? null : state.startedAt + next;
        },
        onWake: (state, ctx) => {
          // Every bell that is due rings, so a late wake catches up.
          const due = BELLS_MS.filter((at, i) => i >= state.rung.length && state.startedAt + at <= ctx.now);
          return { ...state, rung: [...state.rung, ...due.map(() => ctx.now)], luck: [...state.luck, ctx.rng.int(1000)] };
        },
        isComplete: (state) => state.hushed || (state.endOnLastBell && state.rung.length === BELLS_MS.length),
        onExit: (state) => ({ state, points: { [seats[0]!.playerId]: 10 * state.rung.length } }),
        next: () => 'after',
      },
      after: {
        actors: () => [],
        moves: {},
        durationMs: () => 5_000,
        isComplete: () => false,
        onExit: (state) => ({ state }),
        next: () => GAME_OVER,
      },
    },
    views: { host: (match) => match.state, player: (match) => match.state },
    bots: {},
  });
}

const start = (endOnLastBell = false) => {
  const game = bellsGame(endOnLastBell);
  return { game, match: startMatch(game, { seats, settings, seed: 7, now: T0 }).match };
};

describe('nextWakeAt', () => {
  it('is the time the stage asks to be woken, and moves on as bells ring', () => {
    const { game, match } = start();
    expect(nextWakeAt(game, match, settings, T0)).toBe(T0 + 1_000);
    const first = wake(game, match, settings, T0 + 1_000)!.match;
    expect(nextWakeAt(game, first, settings, T0 + 1_000)).toBe(T0 + 2_000);
  });

  it('is null when the stage has nothing planned, or no wake at all, or the match is over', () => {
    const { game, match } = start();
    let m = match;
    for (const at of BELLS_MS) m = wake(game, m, settings, T0 + at)!.match;
    expect(m.state.rung).toHaveLength(3);
    expect(nextWakeAt(game, m, settings, T0 + 3_000)).toBeNull();

    const plain = startMatch(highestNumber, { seats, settings, seed: 1, now: T0 }).match;
    expect(nextWakeAt(highestNumber, plain, settings, T0)).toBeNull();

    const over = endMatch(game, match, settings, T0 + 500).match;
    expect(nextWakeAt(game, over, settings, T0 + 500)).toBeNull();
  });
});

describe('wake', () => {
  it('does nothing before the wake time', () => {
    const { game, match } = start();
    expect(wake(game, match, settings, T0 + 999)).toBeNull();
  });

  it('changes the state at the wake time without changing the stage', () => {
    const { game, match } = start();
    deepFreeze(match);
    const step = wake(game, match, settings, T0 + 1_000)!;
    expect(step.match.state.rung).toEqual([T0 + 1_000]);
    expect(step.match.stage).toBe('countdown');
    expect(step.match.stageNumber).toBe(match.stageNumber);
    expect(step.match.stageEndsAt).toBe(match.stageEndsAt);
    expect(step.events).toEqual([]);
    // The caller's match is untouched.
    expect(match.state.rung).toEqual([]);
  });

  it('catches up when woken late', () => {
    const { game, match } = start();
    const step = wake(game, match, settings, T0 + 2_500)!;
    expect(step.match.state.rung).toHaveLength(2);
    expect(nextWakeAt(game, step.match, settings, T0 + 2_500)).toBe(T0 + 3_000);
  });

  it('stores the rng state, so a wake continues the match sequence', () => {
    const { game, match } = start();
    const once = wake(game, match, settings, T0 + 1_000)!.match;
    expect(once.rngState).not.toBe(match.rngState);
    const again = wake(game, match, settings, T0 + 1_000)!.match;
    expect(again).toEqual(once);
    const twice = wake(game, once, settings, T0 + 2_000)!.match;
    expect(twice.state.luck).toHaveLength(2);
  });

  it('ends the stage when the wake makes it complete, with its points', () => {
    const { game, match } = start(true);
    let m = wake(game, match, settings, T0 + 1_000)!.match;
    m = wake(game, m, settings, T0 + 2_000)!.match;
    const step = wake(game, m, settings, T0 + 3_000)!;
    expect(eventTypes(step)).toEqual(['scored', 'stageCompleted', 'stageEntered']);
    expect(step.events[1]).toMatchObject({ type: 'stageCompleted', stage: 'countdown', reason: 'complete' });
    expect(step.match.stage).toBe('after');
    expect(step.match.scores[seats[0]!.playerId]).toBe(30);
  });

  it('leaves an incomplete stage to its deadline', () => {
    const { game, match } = start(false);
    let m = match;
    for (const at of BELLS_MS) m = wake(game, m, settings, T0 + at)!.match;
    expect(m.stage).toBe('countdown');
    expect(wake(game, m, settings, T0 + 9_000)).toBeNull();
    const ended = tick(game, m, settings, T0 + COUNTDOWN_MS)!;
    expect(ended.match.stage).toBe('after');
  });

  it('is a no-op for a stage without wake, a later stage, or a finished match', () => {
    const plain = startMatch(highestNumber, { seats, settings, seed: 1, now: T0 }).match;
    expect(wake(highestNumber, plain, settings, T0 + 60_000)).toBeNull();

    const { game, match } = start();
    const hushed = accepted(applyMove(game, match, settings, { playerId: seats[0]!.playerId, move: 'hush', payload: null }, T0 + 500)).match;
    expect(hushed.stage).toBe('after');
    expect(wake(game, hushed, settings, T0 + 1_000)).toBeNull();

    const over = endMatch(game, match, settings, T0 + 500).match;
    expect(wake(game, over, settings, T0 + 1_000)).toBeNull();
  });
});
