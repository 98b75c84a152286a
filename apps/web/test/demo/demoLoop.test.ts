import { beforeAll, describe, expect, it } from 'vitest';
import { defineGame, invalid } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import { gameSettingsSchema, playerLimits } from '@snackparty/games/manifests';
import type { GameSettings, GameType } from '@snackparty/protocol';
import { DemoLoop, FINAL_SCORES_MS, MAX_FAILURES_IN_A_ROW } from '../../src/games/demo/demoLoop';
import { DemoMatch } from '../../src/games/demo/demoMatch';
import { demoPlayers, demoSeats } from '../../src/games/demo/demoTable';
import { hasDemo, loadGameDemo } from '../../src/games/registry';
import { siteGameTypes } from '../../src/features/site/gamePaths';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());

const T0 = Date.UTC(2025, 0, 1, 12);
const SEVEN = ['RPS_SHOOT', 'SYNC_THINK', 'CANVAS_CLASH', 'REQUIP', 'SNAPTION', 'AB_THINKING', 'HIDE_AND_PEEK'] as const;
/** No example may need longer than this for one match. */
const MATCH_LIMIT_MS = 10 * 60_000;

async function demoOf(type: GameType) {
  const demo = await loadGameDemo(type);
  const limits = playerLimits(type);
  const seats = demoSeats(Math.max(limits.min, Math.min(limits.max, demo.players)));
  const settings = gameSettingsSchema.parse({ ...demo.settings, language: 'en' });
  return { demo, seats, settings };
}

/** Moves the clock in steps of `stepMs` until `done` or `limitMs` have passed; returns the time it took. */
function runUntil(loop: DemoLoop, start: number, done: () => boolean, limitMs: number, stepMs = 250): number {
  let now = start;
  while (!done() && now - start < limitMs) {
    now += stepMs;
    loop.advanceTo(now);
  }
  return now;
}

/** What a match looked like, stage by stage, and how it ended. */
function transcript(type: GameType, definition: AnyGameDef, settings: GameSettings, seed: number) {
  const seats = demoSeats(4);
  const match = new DemoMatch({ definition, settings, seats: seats.slice(0, Math.max(playerLimits(type).min, 4)), seed, startAt: T0 });
  const stages: string[] = [];
  for (let now = T0; !match.over && now < T0 + MATCH_LIMIT_MS; now += 500) {
    match.advanceTo(now);
    const entry = `${match.match.stage}#${match.match.stageNumber}`;
    if (stages.at(-1) !== entry) stages.push(entry);
  }
  return { stages, scores: match.match.scores, over: match.over };
}

describe('the live examples', () => {
  it('exist for the seven games the site presents, and for no admin-only game', () => {
    expect([...siteGameTypes()].sort()).toEqual([...SEVEN].sort());
    for (const type of SEVEN) expect(hasDemo(type), type).toBe(true);
    expect(siteGameTypes()).not.toContain('EXPERIMENTS');
  });

  it.each(SEVEN)('%s plays to its end with AI players only, then plays again', async (type) => {
    const { demo, seats, settings } = await demoOf(type);
    expect(seats.every((seat) => seat.robot && seat.playerId < 0)).toBe(true);
    const failures: unknown[] = [];
    const loop = new DemoLoop({ definition: demo.definition, settings, seats, seed: 1, startAt: T0, onError: (error) => failures.push(error) });
    const firstSeed = loop.seed;

    // The first match runs to its end: every stage came and went by the robots' moves and the clock.
    const ended = runUntil(loop, T0, () => loop.match?.over === true, MATCH_LIMIT_MS);
    expect(loop.match?.over, `${type} ended within ${MATCH_LIMIT_MS} ms`).toBe(true);
    expect(failures).toEqual([]);
    const final = loop.hostView()!;
    expect(final.over).toBe(true);
    expect(Object.keys(final.scores).map(Number).sort()).toEqual(seats.map((s) => s.playerId).sort());
    expect(Math.max(...Object.values(final.scores))).toBeGreaterThan(0);

    // The final scores stay a while, then the next match starts with the next seed.
    loop.advanceTo(ended + FINAL_SCORES_MS - 1_000);
    expect(loop.match?.over).toBe(true);
    expect(loop.finished).toBe(0);
    loop.advanceTo(loop.match!.stageStartedAt + FINAL_SCORES_MS);
    expect(loop.finished).toBe(1);
    expect(loop.match?.over).toBe(false);
    expect(loop.seed).toBe(firstSeed + 1);

    // And that one ends too.
    runUntil(loop, loop.match!.stageStartedAt, () => loop.finished === 2, MATCH_LIMIT_MS + FINAL_SCORES_MS);
    expect(loop.finished).toBe(2);
    expect(loop.failures).toBe(0);
    expect(loop.broken).toBe(false);
  });

  it.each(SEVEN)('%s plays the same match again from the same seed', async (type) => {
    const { demo, settings } = await demoOf(type);
    const once = transcript(type, demo.definition, settings, 42);
    const again = transcript(type, demo.definition, settings, 42);
    expect(once.over).toBe(true);
    expect(again).toEqual(once);
    expect(once.stages.length).toBeGreaterThan(2);
  });

  it('seats AI players named after their food avatars, within the room limit', () => {
    const seats = demoSeats(4);
    expect(seats.map((s) => s.playerId)).toEqual([-1, -2, -3, -4]);
    expect(seats.map((s) => s.alias)).toEqual(['DONUT', 'TACO', 'SUSHI DUDE', 'AVOCADO']);
    expect(demoSeats(40)).toHaveLength(6);
    const players = demoPlayers(seats);
    expect(players.map((p) => p.avatarSrc)).toEqual(['/avatars/donut.svg', '/avatars/taco.svg', '/avatars/sushi-dude.svg', '/avatars/avocado.svg']);
    expect(new Set(players.map((p) => p.hexColor)).size).toBe(4);
  });
});

/** A game whose second stage's end throws on the matches it is told to: a broken rule. */
function brokenGame(breaks: (seed: number) => boolean) {
  type S = { seed: number; moves: number };
  return defineGame<S, GameSettings, { moves: number }, { moves: number }>({
    type: 'RPS_SHOOT',
    minPlayers: 2,
    maxPlayers: 6,
    setup: (ctx) => ({ seed: ctx.rng.int(1_000_000), moves: 0 }),
    firstStage: 'tap',
    round: () => 1,
    stages: {
      tap: {
        actors: (_state, ctx) => ctx.seats.map((s) => s.playerId),
        moves: { tap: (state, input) => (typeof input.payload === 'number' ? { ...state, moves: state.moves + 1 } : invalid('error.bad_payload')) },
        durationMs: () => 5_000,
        isComplete: () => false,
        onExit: (state) => ({ state }),
        next: () => 'score',
      },
      score: {
        actors: () => [],
        moves: {},
        durationMs: () => 2_000,
        isComplete: () => false,
        onExit: (state) => {
          if (breaks(state.seed)) throw new Error('a broken rule');
          return { state, points: { [-1]: state.moves } };
        },
        next: () => 'gameOver',
      },
    },
    views: { host: (match) => ({ moves: match.state.moves }), player: (match) => ({ moves: match.state.moves }) },
    bots: { tap: () => ({ move: 'tap', payload: 1, delayMs: 1_000 }) },
  }) as unknown as AnyGameDef;
}

describe('a live example whose rules fail', () => {
  const settings = gameSettingsSchema.parse({ language: 'en' });

  it('starts the next match instead, and carries on', () => {
    const seeds: number[] = [];
    const failures: unknown[] = [];
    let first = true;
    const definition = brokenGame(() => {
      const fail = first;
      first = false;
      return fail;
    });
    const loop = new DemoLoop({ definition, settings, seats: demoSeats(2), seed: 7, startAt: T0, onError: (error) => failures.push(error) });
    seeds.push(loop.seed);
    runUntil(loop, T0, () => loop.failures === 1, 60_000);
    expect(failures).toHaveLength(1);
    expect((failures[0] as Error).message).toBe('a broken rule');
    expect(loop.seed).toBe(8);
    expect(loop.broken).toBe(false);
    // The next match plays to its end: the robots' taps are its score.
    runUntil(loop, loop.match!.stageStartedAt, () => loop.match?.over === true, 60_000);
    expect(loop.match!.scores[-1]).toBeGreaterThan(0);
  });

  it(`gives up after ${MAX_FAILURES_IN_A_ROW} failures in a row, and says so`, () => {
    const failures: unknown[] = [];
    const loop = new DemoLoop({ definition: brokenGame(() => true), settings, seats: demoSeats(2), seed: 1, startAt: T0, onError: (error) => failures.push(error) });
    runUntil(loop, T0, () => loop.broken, 10 * 60_000);
    expect(loop.broken).toBe(true);
    expect(failures).toHaveLength(MAX_FAILURES_IN_A_ROW);
    expect(loop.hostView()).toBeNull();
    expect(loop.advanceTo(T0 + 20 * 60_000)).toBe(false);
  });
});
