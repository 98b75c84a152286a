import { describe, expect, it } from 'vitest';
import {
  ENGINE_ERRORS,
  GAME_OVER,
  advanceStage,
  applyMove,
  endMatch,
  hostView,
  nextStage,
  playerView,
  playerViews,
  removeSeat,
  skipTimer,
  startMatch,
  tick,
} from '../src';
import type { BaseSettings, Ctx } from '../src';
import type { HighestState } from './highest-number';
import { BASE_POINTS, PICK_MS, REVEAL_MS, T0, highestNumber as game, seats, settings } from './highest-number';
import { accepted, deepFreeze, eventTypes, pickAll } from './helpers';
import type { M } from './helpers';

const start = (s: BaseSettings = settings, seed = 1) => startMatch(game, { seats, settings: s, seed, now: T0 });

/** Plays rounds with these picks (one object per round), each pick stage completing early, each reveal ending by its deadline. */
function playRounds(match: M, rounds: Record<number, number>[], s: BaseSettings = settings): { match: M; now: number } {
  let now = T0;
  let current = match;
  for (const picks of rounds) {
    now += 1_000;
    current = pickAll(current, picks, now, s).match;
    expect(current.stage).toBe('reveal');
    now += REVEAL_MS;
    current = tick(game, current, s, now)!.match;
  }
  return { match: current, now };
}

describe('startMatch', () => {
  it('sets up, enters the first stage with its deadline, round 1, zero scores', () => {
    const { match, events } = start();
    expect(match).toMatchObject({
      gameType: 'HIGHEST_NUMBER',
      seed: 1,
      stage: 'pick',
      stageNumber: 1,
      stageStartedAt: T0,
      stageEndsAt: T0 + PICK_MS,
      round: 1,
      removed: [],
      scores: { 1: 0, 2: 0, 3: 0 },
      lastDeltas: {},
      roundDeltas: {},
      over: false,
    });
    expect(match.seats).toEqual(seats);
    expect(match.seats).not.toBe(seats);
    expect(match.state.picks).toEqual({ 1: null, 2: null, 3: null });
    expect(events).toEqual([
      { type: 'stageEntered', stage: 'pick', stageNumber: 1, endsAt: T0 + PICK_MS },
      { type: 'newRound', round: 1 },
    ]);
  });

  it('refuses a table where someone is seated twice', () => {
    expect(() => startMatch(game, { seats: [...seats, seats[0]!], settings, seed: 1, now: T0 })).toThrow(/seated twice/);
  });
});

describe('applyMove', () => {
  it('accepts an actor move without touching the input match', () => {
    const match = deepFreeze(start().match);
    const step = accepted(applyMove(game, match, settings, { playerId: 1, move: 'pick', payload: { n: 7 } }, T0 + 10));
    expect(step.events).toEqual([{ type: 'moveAccepted', playerId: 1, move: 'pick' }]);
    expect(step.match.state.picks[1]).toBe(7);
    expect(step.match.stage).toBe('pick');
    expect(match.state.picks[1]).toBe(null);
  });

  it('shares what a move leaves alone with the match it came from, and hands back a frozen match in the tests', () => {
    const match = start().match;
    const step = accepted(applyMove(game, match, settings, { playerId: 1, move: 'pick', payload: { n: 7 } }, T0 + 10));
    expect(step.match).not.toBe(match);
    expect(step.match.state).not.toBe(match.state);
    expect(step.match.seats).toBe(match.seats);
    expect(step.match.scores).toBe(match.scores);
    expect(step.match.removed).toBe(match.removed);
    // The suites turn freezing on (freeze-matches.setup.ts): a rule that changed a shared part in place would throw.
    expect(Object.isFrozen(step.match)).toBe(true);
    expect(Object.isFrozen(step.match.state.picks)).toBe(true);
  });

  it('gives a scored stage new score tables, the earlier match keeping its own', () => {
    const before = start().match;
    const scored = pickAll(before, { 1: 4, 2: 9, 3: 6 }, T0 + 10).match;
    expect(scored.scores).not.toBe(before.scores);
    expect(before.scores).toEqual({ 1: 0, 2: 0, 3: 0 });
    expect(scored.scores[2]).toBeGreaterThan(0);
  });

  it.each([
    ['a stranger', { playerId: 99, move: 'pick', payload: { n: 1 } }, T0, ENGINE_ERRORS.notInGame],
    ['an unknown move', { playerId: 1, move: 'cheat', payload: {} }, T0, ENGINE_ERRORS.unknownMove],
    ['an inherited name', { playerId: 1, move: 'constructor', payload: {} }, T0, ENGINE_ERRORS.unknownMove],
    ['a move at the deadline', { playerId: 1, move: 'pick', payload: { n: 1 } }, T0 + PICK_MS, ENGINE_ERRORS.stageOver],
    ['a move for an earlier stage', { playerId: 1, move: 'pick', payload: { n: 1 }, stageNumber: 0 }, T0, ENGINE_ERRORS.stageOver],
    ['a move the game refuses', { playerId: 1, move: 'pick', payload: { n: 11 } }, T0, 'error.invalid_number'],
  ])('refuses %s', (_name, request, now, reason) => {
    expect(applyMove(game, start().match, settings, request, now)).toEqual({ invalid: reason });
  });

  it('accepts a move just before the deadline and one naming the current stage', () => {
    accepted(applyMove(game, start().match, settings, { playerId: 1, move: 'pick', payload: { n: 1 }, stageNumber: 1 }, T0 + PICK_MS - 1));
  });

  it('refuses a player who is not an actor of the stage', () => {
    const reveal = pickAll(start().match, { 1: 1, 2: 2, 3: 3 }, T0).match;
    expect(reveal.stage).toBe('reveal');
    expect(applyMove(game, reveal, settings, { playerId: 1, move: 'pick', payload: { n: 1 } }, T0)).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
  });

  it('refuses a removed player and any move once the match is over', () => {
    const removed = removeSeat(game, start().match, settings, 2, T0).match;
    expect(applyMove(game, removed, settings, { playerId: 2, move: 'pick', payload: { n: 1 } }, T0)).toEqual({ invalid: ENGINE_ERRORS.notInGame });
    const over = endMatch(game, start().match, settings, T0).match;
    expect(applyMove(game, over, settings, { playerId: 1, move: 'pick', payload: { n: 1 } }, T0)).toEqual({ invalid: ENGINE_ERRORS.gameOver });
  });

  it('ends the stage at once when every actor has moved, scoring the highest', () => {
    const { match: afterTwo } = pickAll(start().match, { 1: 4, 2: 9 }, T0 + 1_000);
    expect(afterTwo.stage).toBe('pick');
    const step = accepted(applyMove(game, afterTwo, settings, { playerId: 3, move: 'pick', payload: { n: 2 } }, T0 + 2_000));
    expect(step.events).toEqual([
      { type: 'moveAccepted', playerId: 3, move: 'pick' },
      { type: 'scored', deltas: { 2: BASE_POINTS } },
      { type: 'stageCompleted', stage: 'pick', stageNumber: 1, reason: 'complete' },
      { type: 'stageEntered', stage: 'reveal', stageNumber: 2, endsAt: T0 + 2_000 + REVEAL_MS },
    ]);
    expect(step.match).toMatchObject({
      stage: 'reveal',
      stageNumber: 2,
      stageStartedAt: T0 + 2_000,
      scores: { 1: 0, 2: 100, 3: 0 },
      lastDeltas: { 2: 100 },
      roundDeltas: { 2: 100 },
    });
    expect(step.match.state.winners).toEqual([2]);
  });
});

describe('deadlines', () => {
  it('tick does nothing before the deadline and advances once it has passed', () => {
    const match = pickAll(start().match, { 1: 5 }, T0).match;
    expect(tick(game, match, settings, T0 + PICK_MS - 1)).toBeNull();
    const step = tick(game, match, settings, T0 + PICK_MS + 250)!;
    expect(step.events).toContainEqual({ type: 'stageCompleted', stage: 'pick', stageNumber: 1, reason: 'deadline' });
    // Players who did not pick got the neutral move; the only pick wins.
    expect(step.match.state.picks).toEqual({ 1: 5, 2: null, 3: null });
    expect(step.match.scores).toEqual({ 1: 100, 2: 0, 3: 0 });
    expect(step.match.stage).toBe('reveal');
    expect(step.match.stageEndsAt).toBe(T0 + PICK_MS + 250 + REVEAL_MS);
  });

  it('nobody scores when nobody picked', () => {
    const step = tick(game, start().match, settings, T0 + PICK_MS)!;
    expect(step.events).toContainEqual({ type: 'scored', deltas: {} });
    expect(step.match.scores).toEqual({ 1: 0, 2: 0, 3: 0 });
  });

  it('the host may skip the timer or advance the stage', () => {
    const skipped = skipTimer(game, start().match, settings, T0 + 5);
    expect(skipped.match.stage).toBe('reveal');
    expect(skipped.events).toContainEqual({ type: 'stageCompleted', stage: 'pick', stageNumber: 1, reason: 'skip' });
    expect(nextStage(game, start().match, settings, T0 + 5)).toEqual(skipped);
    expect(advanceStage(game, start().match, settings, T0 + 5, 'skip')).toEqual(skipped);
  });

  it('skipping the timer of a stage without a deadline changes nothing; the next stage still leaves it', () => {
    const untimed = { ...game, stages: { ...game.stages, pick: { ...game.stages.pick!, durationMs: () => null } } };
    const match = deepFreeze(startMatch(untimed, { seats, settings, seed: 1, now: T0 }).match);
    expect(match).toMatchObject({ stage: 'pick', stageEndsAt: null });
    expect(skipTimer(untimed, match, settings, T0 + 5)).toEqual({ match, events: [] });
    const next = nextStage(untimed, match, settings, T0 + 5);
    expect(next.match).toMatchObject({ stage: 'reveal', stageNumber: 2, stageEndsAt: T0 + 5 + REVEAL_MS });
    expect(next.events).toContainEqual({ type: 'stageCompleted', stage: 'pick', stageNumber: 1, reason: 'skip' });
    // The reveal has a deadline: there both end it the same way.
    expect(skipTimer(untimed, next.match, settings, T0 + 6)).toEqual(nextStage(untimed, next.match, settings, T0 + 6));
    expect(skipTimer(untimed, next.match, settings, T0 + 6).match.stageNumber).toBe(3);
  });
});

describe('rounds and scores', () => {
  it('multiplies base points by min(round, 3)', () => {
    const four = { ...settings, numberOfRounds: 4 };
    let match = startMatch(game, { seats, settings: four, seed: 1, now: T0 }).match;
    const deltas: number[] = [];
    for (let round = 1; round <= 4; round++) {
      expect(match.round).toBe(round);
      const step = pickAll(match, { 1: 10, 2: 1, 3: 1 }, T0, four);
      deltas.push(step.match.lastDeltas[1]!);
      expect(step.match.roundDeltas).toEqual({ 1: deltas.at(-1) });
      match = tick(game, step.match, four, step.match.stageEndsAt!)!.match;
    }
    expect(deltas).toEqual([100, 200, 300, 300]);
    expect(match.scores[1]).toBe(900);
    expect(match.over).toBe(true);
  });

  it('announces a new round and resets the round deltas when the game says a round began', () => {
    const reveal = pickAll(start().match, { 1: 3, 2: 3, 3: 1 }, T0).match;
    expect(reveal.roundDeltas).toEqual({ 1: 100, 2: 100 });
    const step = tick(game, reveal, settings, reveal.stageEndsAt!)!;
    expect(eventTypes(step)).toEqual(['stageCompleted', 'stageEntered', 'newRound']);
    expect(step.events.at(-1)).toEqual({ type: 'newRound', round: 2 });
    expect(step.match).toMatchObject({ stage: 'pick', stageNumber: 3, round: 2, roundDeltas: {}, lastDeltas: { 1: 100, 2: 100 } });
  });

  it('scores seated players only, leaving out zero and non-numeric points', () => {
    const odd = {
      ...game,
      stages: {
        ...game.stages,
        pick: { ...game.stages.pick!, onExit: (state: HighestState) => ({ state, points: { 1: 0, 2: Number.NaN, 3: 2.5, 99: 100 } }) },
      },
    };
    const match = removeSeat(odd, start().match, settings, 3, T0).match;
    const step = skipTimer(odd, match, settings, T0);
    expect(step.events[0]).toEqual({ type: 'scored', deltas: { 3: 2.5 } });
    expect(step.match.scores).toEqual({ 1: 0, 2: 0, 3: 2.5 });
  });

  it('ends after the last round with the final scores', () => {
    const { match } = playRounds(start().match, [{ 1: 2, 2: 3, 3: 4 }, { 1: 9, 2: 3, 3: 4 }, { 1: 9, 2: 9, 3: 4 }]);
    expect(match).toMatchObject({ over: true, stage: GAME_OVER, stageEndsAt: null, scores: { 1: 500, 2: 300, 3: 100 } });
  });

  it('ends as soon as someone reaches maxScore', () => {
    const low = { ...settings, maxScore: 300 };
    let match = startMatch(game, { seats, settings: low, seed: 1, now: T0 }).match;
    const played = playRounds(match, [{ 1: 10, 2: 1, 3: 1 }], low);
    match = played.match;
    const step = pickAll(match, { 1: 10, 2: 1, 3: 1 }, played.now + 1_000, low);
    expect(step.match.scores[1]).toBe(300);
    expect(step.match).toMatchObject({ over: true, stage: GAME_OVER, stageEndsAt: null, round: 2 });
    expect(step.events.slice(-3)).toEqual([
      { type: 'scored', deltas: { 1: 200 } },
      { type: 'stageCompleted', stage: 'pick', stageNumber: 3, reason: 'complete' },
      { type: 'gameOver', scores: { 1: 300, 2: 0, 3: 0 } },
    ]);
  });
});

describe('removeSeat', () => {
  it('no longer waits for a player who left', () => {
    const match = deepFreeze(pickAll(start().match, { 1: 4, 3: 6 }, T0).match);
    const step = removeSeat(game, match, settings, 2, T0 + 100);
    expect(step.match.removed).toEqual([2]);
    expect(step.match.stage).toBe('reveal');
    expect(step.events).toContainEqual({ type: 'stageCompleted', stage: 'pick', stageNumber: 1, reason: 'complete' });
    expect(step.match.scores).toEqual({ 1: 0, 2: 0, 3: 100 });
    expect(match.removed).toEqual([]);
  });

  it('keeps waiting for the others, and leaves them out of later stages', () => {
    const step = removeSeat(game, start().match, settings, 2, T0);
    expect(step.events).toEqual([]);
    expect(step.match.stage).toBe('pick');
    expect(playerView(game, step.match, 2, settings).isActor).toBe(false);
    const next = tick(game, pickAll(step.match, { 1: 1, 3: 2 }, T0).match, settings, T0 + REVEAL_MS)!.match;
    expect(next.state.picks).toEqual({ 1: null, 3: null });
  });

  it('passes through stages that have nobody left to wait for', () => {
    let match = start().match;
    for (const id of [1, 2, 3]) match = removeSeat(game, match, settings, id, T0).match;
    expect(match.stage).toBe('reveal');
    // The next pick stage is complete on arrival: straight on to its reveal.
    const step = tick(game, match, settings, match.stageEndsAt!)!;
    expect(eventTypes(step)).toEqual(['stageCompleted', 'stageEntered', 'newRound', 'scored', 'stageCompleted', 'stageEntered']);
    expect(step.match).toMatchObject({ stage: 'reveal', stageNumber: 4, round: 2 });
  });

  it('lets the game forget the player, with a ctx that no longer seats them', () => {
    const calls: { playerId: number; seats: number[]; now: number }[] = [];
    const tracking = {
      ...game,
      removePlayer: (state: HighestState, playerId: number, ctx: Ctx) => {
        calls.push({ playerId, seats: ctx.seats.map((s) => s.playerId), now: ctx.now });
        return game.removePlayer!(state, playerId, ctx);
      },
    };
    const step = removeSeat(tracking, start().match, settings, 2, T0 + 3);
    expect(calls).toEqual([{ playerId: 2, seats: [1, 3], now: T0 + 3 }]);
    expect(step.match.state.picks).toEqual({ 1: null, 3: null });
  });

  it('ignores strangers and players already removed', () => {
    const once = removeSeat(game, start().match, settings, 3, T0).match;
    expect(removeSeat(game, once, settings, 3, T0)).toEqual({ match: once, events: [] });
    expect(removeSeat(game, once, settings, 42, T0)).toEqual({ match: once, events: [] });
  });
});

describe('endMatch', () => {
  it('ends the game now, without scoring the current stage', () => {
    const match = pickAll(start().match, { 1: 10 }, T0).match;
    const step = endMatch(game, match, settings, T0 + 10);
    expect(step.events).toEqual([{ type: 'gameOver', scores: { 1: 0, 2: 0, 3: 0 } }]);
    expect(step.match).toMatchObject({ over: true, stage: GAME_OVER, stageEndsAt: null, stageNumber: 2 });
    expect(endMatch(game, step.match, settings, T0 + 20).events).toEqual([]);
    expect(tick(game, step.match, settings, T0 + 10 ** 9)).toBeNull();
    expect(skipTimer(game, step.match, settings, T0 + 30)).toEqual({ match: step.match, events: [] });
  });
});

describe('views', () => {
  it('wraps the game views with the common part', () => {
    let match = pickAll(start().match, { 1: 8 }, T0).match;
    match = removeSeat(game, match, settings, 3, T0).match;
    const common = {
      gameType: 'HIGHEST_NUMBER',
      stage: 'pick',
      stageNumber: 1,
      stageStartedAt: T0,
      stageEndsAt: T0 + PICK_MS,
      round: 1,
      multiplier: 1,
      over: false,
      scores: { 1: 0, 2: 0, 3: 0 },
      lastDeltas: {},
      roundDeltas: {},
      seats: seats.slice(0, 2),
      removed: [3],
    };
    expect(hostView(game, match, settings)).toEqual({ ...common, game: { round: 1, picked: [1], picks: null, lucky: match.state.lucky } });
    expect(playerView(game, match, 2, settings)).toEqual({
      ...common,
      playerId: 2,
      isActor: true,
      game: { me: 2, myPick: null, canPick: true, winners: null },
    });
    const reveal = pickAll(match, { 2: 1 }, T0).match;
    expect(playerView(game, reveal, 1, settings)).toMatchObject({ isActor: false, stage: 'reveal', game: { winners: [1] } });
  });

  it('gives several phones their views at once, asking the stage for its actors once', () => {
    let match = pickAll(start().match, { 1: 8 }, T0).match;
    match = removeSeat(game, match, settings, 3, T0).match;
    let asked = 0;
    const pick = game.stages.pick!;
    const counting = { ...game, stages: { ...game.stages, pick: { ...pick, actors: (...args: Parameters<typeof pick.actors>) => (asked++, pick.actors(...args)) } } };
    const views = playerViews(counting, match, [1, 2, 3], settings);
    expect(asked).toBe(1);
    expect(views.map((view) => [view.playerId, view.game])).toEqual([
      [1, { me: 1, myPick: 8, canPick: false, winners: null }],
      [2, { me: 2, myPick: null, canPick: true, winners: null }],
      [3, { me: 3, myPick: null, canPick: false, winners: null }],
    ]);
    // Player 3 left: no longer asked for a move.
    expect(views.map((view) => view.isActor)).toEqual([true, true, false]);
  });
});

describe('game bugs', () => {
  it('an unknown stage name is reported, not ignored', () => {
    const broken = { ...game, stages: { ...game.stages, pick: { ...game.stages.pick!, next: () => 'nowhere' } } };
    expect(() => skipTimer(broken, start().match, settings, T0)).toThrow(/unknown stage "nowhere"/);
  });

  it('stages that all complete on arrival do not loop forever', () => {
    const looping = {
      ...game,
      stages: {
        ...game.stages,
        reveal: { ...game.stages.reveal!, isComplete: () => true, next: () => 'pick' },
        pick: { ...game.stages.pick!, isComplete: () => true },
      },
    };
    const step = skipTimer(looping, start().match, settings, T0);
    expect(step.match.over).toBe(false);
    expect(step.events.filter((e) => e.type === 'stageEntered').length).toBeGreaterThan(10);
  });
});
