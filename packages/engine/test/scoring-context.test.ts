import { describe, expect, it } from 'vitest';
import { applyMove, currentActors, defineGame, scoringCtx, startMatch, tick } from '../src';
import type { BaseSettings, Ctx, GameDef, Match, PlayerId, StageDef } from '../src';
import type { HighestHostView, HighestPlayerView, HighestState } from './highest-number';
import { PICK_MS, REVEAL_MS, T0, highestNumber, seats, settings } from './highest-number';
import { accepted, pickAll } from './helpers';

/** What a rule saw of the scores. */
interface Seen {
  hook: string;
  stage: string;
  round: number;
  scores: Record<PlayerId, number>;
  roundDeltas: Record<PlayerId, number>;
  multiplier: number;
}

/** The toy game with every hook of every stage noting the scoring part of its ctx. */
function spied<S extends { round: number }, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  seen: Seen[],
): GameDef<S, Settings, H, P> {
  const note = (hook: string, stage: string, state: S, ctx: Ctx<Settings>): void => {
    seen.push({ hook, stage, round: state.round, scores: { ...ctx.scores }, roundDeltas: { ...ctx.roundDeltas }, multiplier: ctx.multiplier });
  };
  const stages: Record<string, StageDef<S, Settings>> = {};
  for (const [name, stage] of Object.entries(def.stages)) {
    stages[name] = {
      ...stage,
      actors: (state, ctx) => (note('actors', name, state, ctx), stage.actors(state, ctx)),
      durationMs: (state, ctx) => (note('durationMs', name, state, ctx), stage.durationMs(state, ctx)),
      onEnter: (state, ctx) => (note('onEnter', name, state, ctx), stage.onEnter ? stage.onEnter(state, ctx) : state),
      isComplete: (state, ctx) => (note('isComplete', name, state, ctx), stage.isComplete(state, ctx)),
      onExit: (state, ctx) => (note('onExit', name, state, ctx), stage.onExit(state, ctx)),
      next: (state, ctx) => (note('next', name, state, ctx), stage.next(state, ctx)),
      moves: Object.fromEntries(
        Object.entries(stage.moves).map(([move, fn]) => [move, (state: S, input: { playerId: PlayerId; payload: unknown }, ctx: Ctx<Settings>) => (note(`move:${move}`, name, state, ctx), fn(state, input, ctx))]),
      ),
    };
  }
  return { ...def, stages };
}

const many: BaseSettings = { ...settings, numberOfRounds: 5, maxScore: 1_000_000 };

/** Rounds where player 1 picks highest and wins 100 base points; each reveal ends by its deadline. */
function play(game: typeof highestNumber, rounds: number, s: BaseSettings = many): Match<HighestState> {
  let match = startMatch(game, { seats, settings: s, seed: 3, now: T0 }).match;
  let now = T0;
  for (let r = 0; r < rounds && !match.over; r++) {
    now += 1_000;
    for (const [playerId, n] of [[1, 9], [2, 2], [3, 1]] as const) {
      match = accepted(applyMove(game, match, s, { playerId, move: 'pick', payload: { n } }, now)).match;
    }
    if (match.over) break;
    now = match.stageEndsAt ?? now;
    match = tick(game, match, s, now)!.match;
  }
  return match;
}

/** The scoring ctx the first such call saw (toEqual, since toMatchObject would take `{}` for any object). */
function at(seen: Seen[], hook: string, stage: string, round: number): Pick<Seen, 'scores' | 'roundDeltas' | 'multiplier'> | undefined {
  const call = seen.find((s) => s.hook === hook && s.stage === stage && s.round === round);
  return call && { scores: call.scores, roundDeltas: call.roundDeltas, multiplier: call.multiplier };
}

describe('the scoring ctx', () => {
  it('starts at zero scores, no round deltas and ×1, from setup on', () => {
    const calls: Ctx[] = [];
    const game = defineGame({ ...highestNumber, setup: (ctx: Ctx) => (calls.push(ctx), highestNumber.setup(ctx)) });
    startMatch(game, { seats, settings, seed: 1, now: T0 });
    expect(calls[0]).toMatchObject({ scores: { 1: 0, 2: 0, 3: 0 }, multiplier: 1 });
    expect(calls[0]!.roundDeltas).toEqual({});
    expect(calls[0]!.reachesMaxScore()).toBe(false);
  });

  it("shows every rule the engine's scores, round deltas and multiplier as they stand", () => {
    const seen: Seen[] = [];
    const match = play(spied(highestNumber, seen), 5);
    expect(match.scores).toEqual({ 1: 100 * (1 + 2 + 3 + 3 + 3), 2: 0, 3: 0 });
    // The points of round r's pick are ×min(r, 3); before they are added the scores hold the earlier rounds.
    let before = 0;
    for (const [round, multiplier] of [[1, 1], [2, 2], [3, 3], [4, 3], [5, 3]] as const) {
      const roundStart = { scores: { 1: before, 2: 0, 3: 0 }, roundDeltas: {}, multiplier };
      expect(at(seen, 'onEnter', 'pick', round), `round ${round}`).toEqual(roundStart);
      expect(at(seen, 'durationMs', 'pick', round)).toEqual(roundStart);
      expect(at(seen, 'move:pick', 'pick', round)).toEqual(roundStart);
      expect(at(seen, 'onExit', 'pick', round)).toEqual(roundStart);
      const after = { scores: { 1: before + 100 * multiplier, 2: 0, 3: 0 }, roundDeltas: { 1: 100 * multiplier }, multiplier };
      expect(at(seen, 'next', 'pick', round)).toEqual(after);
      expect(at(seen, 'onEnter', 'reveal', round)).toEqual(after);
      expect(at(seen, 'onExit', 'reveal', round)).toEqual(after);
      before += 100 * multiplier;
    }
  });

  it('follows a round begun in onEnter from durationMs on', () => {
    // The same game, but its round begins as the pick stage is entered instead of as the reveal ends.
    const inOnEnter = defineGame<HighestState, BaseSettings, HighestHostView, HighestPlayerView>({
      ...highestNumber,
      setup: () => ({ round: 0, picks: {}, lucky: [], winners: [] }),
      stages: {
        pick: { ...highestNumber.stages.pick!, onEnter: (state, ctx) => highestNumber.stages.pick!.onEnter!({ ...state, round: state.round + 1 }, ctx) },
        reveal: { ...highestNumber.stages.reveal!, onExit: (state) => ({ state }), next: (state, ctx) => (state.round >= ctx.settings.numberOfRounds ? 'gameOver' : 'pick') },
      },
    });
    const seen: Seen[] = [];
    const match = play(spied(inOnEnter, seen), 3, { ...many, numberOfRounds: 3 });
    expect(match).toMatchObject({ over: true, scores: { 1: 100 * (1 + 2 + 3), 2: 0, 3: 0 } });
    // onEnter gets the state before it begins round r (its round is r - 1): the previous round's multiplier and deltas.
    expect(at(seen, 'onEnter', 'pick', 0)).toEqual({ multiplier: 1, roundDeltas: {}, scores: { 1: 0, 2: 0, 3: 0 } });
    expect(at(seen, 'onEnter', 'pick', 1)).toEqual({ multiplier: 1, roundDeltas: { 1: 100 }, scores: { 1: 100, 2: 0, 3: 0 } });
    expect(at(seen, 'onEnter', 'pick', 2)).toEqual({ multiplier: 2, roundDeltas: { 1: 200 }, scores: { 1: 300, 2: 0, 3: 0 } });
    // From durationMs on, the round onEnter began.
    expect(at(seen, 'durationMs', 'pick', 2)).toEqual({ multiplier: 2, roundDeltas: {}, scores: { 1: 100, 2: 0, 3: 0 } });
    expect(at(seen, 'move:pick', 'pick', 3)).toEqual({ multiplier: 3, roundDeltas: {}, scores: { 1: 300, 2: 0, 3: 0 } });
    expect(at(seen, 'onExit', 'pick', 3)).toEqual({ multiplier: 3, roundDeltas: {}, scores: { 1: 300, 2: 0, 3: 0 } });
    expect(at(seen, 'next', 'pick', 3)).toEqual({ multiplier: 3, roundDeltas: { 1: 300 }, scores: { 1: 600, 2: 0, 3: 0 } });
  });

  it('is a copy: a rule cannot change the scores except by the points it returns', () => {
    const game = defineGame<HighestState, BaseSettings, HighestHostView, HighestPlayerView>({
      ...highestNumber,
      stages: {
        ...highestNumber.stages,
        pick: {
          ...highestNumber.stages.pick!,
          isComplete: (state, ctx) => {
            (ctx.scores as Record<PlayerId, number>)[2] = 5_000;
            (ctx.roundDeltas as Record<PlayerId, number>)[2] = 5_000;
            return highestNumber.stages.pick!.isComplete(state, ctx);
          },
        },
      },
    });
    const match = play(game, 1);
    expect(match.scores).toEqual({ 1: 100, 2: 0, 3: 0 });
  });

  it('reaches the view-time actors too', () => {
    const game = defineGame<HighestState, BaseSettings, HighestHostView, HighestPlayerView>({
      ...highestNumber,
      // Only those not in the lead may pick.
      stages: { ...highestNumber.stages, pick: { ...highestNumber.stages.pick!, actors: (_state, ctx) => ctx.seats.map((s) => s.playerId).filter((id) => (ctx.scores[id] ?? 0) < Math.max(...Object.values(ctx.scores)) || Object.values(ctx.scores).every((v) => v === 0)) } },
    });
    const match = play(game, 1);
    expect(match.stage).toBe('pick');
    expect(currentActors(game, match, many, match.stageStartedAt)).toEqual([2, 3]);
  });
});

describe('reachesMaxScore', () => {
  const table = { scores: { 1: 100, 2: 0, 3: 40 }, roundDeltas: {}, round: 2, seats };

  it('adds the points as the engine would (×multiplier, seated players only) and compares with the target', () => {
    const ctx = scoringCtx(table, 250);
    expect(ctx.multiplier).toBe(2);
    expect(ctx.reachesMaxScore({ 1: 75 })).toBe(true);
    expect(ctx.reachesMaxScore({ 1: 74 })).toBe(false);
    expect(ctx.reachesMaxScore({ 2: 125, 3: 1 })).toBe(true);
    expect(ctx.reachesMaxScore({ 99: 1_000 })).toBe(false);
    expect(ctx.reachesMaxScore({ 1: Number.POSITIVE_INFINITY, 2: Number.NaN })).toBe(false);
    expect(ctx.reachesMaxScore({})).toBe(false);
    expect(ctx.reachesMaxScore()).toBe(false);
    expect(scoringCtx(table, 100).reachesMaxScore()).toBe(true);
  });

  it('is never true without a positive target', () => {
    expect(scoringCtx(table, 0).reachesMaxScore({ 1: 10 ** 9 })).toBe(false);
    expect(scoringCtx(table, -5).reachesMaxScore({ 1: 10 ** 9 })).toBe(false);
  });

  it("agrees with the engine's own end of the match", () => {
    for (const maxScore of [100, 250, 300, 301, 600, 900]) {
      const predicted: boolean[] = [];
      const game = defineGame<HighestState, BaseSettings, HighestHostView, HighestPlayerView>({
        ...highestNumber,
        stages: {
          ...highestNumber.stages,
          pick: {
            ...highestNumber.stages.pick!,
            onExit: (state, ctx) => {
              const exit = highestNumber.stages.pick!.onExit(state, ctx);
              predicted.push(ctx.reachesMaxScore(exit.points));
              return exit;
            },
          },
        },
      });
      const s = { ...many, maxScore };
      const match = play(game, 5, s);
      // The match ends right after the pick whose points reach the target, and not before.
      expect(predicted.slice(0, -1).every((p) => !p), `max ${maxScore}`).toBe(true);
      expect(predicted.at(-1), `max ${maxScore}`).toBe(match.over && match.stage === 'gameOver' && Math.max(...Object.values(match.scores)) >= maxScore);
    }
  });
});

describe('the round as the engine follows it', () => {
  it('announces a new round once, after the stage is entered, whether it began before or in onEnter', () => {
    const match = startMatch(highestNumber, { seats, settings, seed: 1, now: T0 }).match;
    const picked = pickAll(match, { 1: 5, 2: 4, 3: 3 }, T0 + 1).match;
    const step = tick(highestNumber, picked, settings, T0 + 1 + REVEAL_MS)!;
    expect(step.events.map((e) => e.type)).toEqual(['stageCompleted', 'stageEntered', 'newRound']);
    expect(step.match).toMatchObject({ round: 2, roundDeltas: {}, stageEndsAt: T0 + 1 + REVEAL_MS + PICK_MS });
    const moved = accepted(applyMove(highestNumber, step.match, settings, { playerId: 1, move: 'pick', payload: { n: 3 } }, T0 + 2 + REVEAL_MS));
    expect(moved.match.round).toBe(2);
  });
});
