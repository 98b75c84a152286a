import { describe, expect, it } from 'vitest';
import { applyMove, botActions, endMatch, isInvalid, removeSeat, startMatch, tick } from '../src';
import type { BotPolicy, PlayerId } from '../src';
import { PICK_MS, T0, highestNumber as game, settings, withRobots } from './highest-number';
import type { HighestPlayerView } from './highest-number';
import { deepFreeze, pickAll } from './helpers';
import type { M } from './helpers';

const start = (seed = 5) => startMatch(game, { seats: withRobots, settings, seed, now: T0 }).match;

/** The same game with a bot policy that records what it was shown. */
function spying(delayMs = 500) {
  const seen: { playerId: PlayerId; view: HighestPlayerView }[] = [];
  const pick: BotPolicy<HighestPlayerView> = (view, rng, { playerId }) => {
    seen.push({ playerId, view });
    return { move: 'pick', payload: { n: rng.int(10) + 1 }, delayMs };
  };
  return { seen, game: { ...game, bots: { pick } } };
}

describe('botActions', () => {
  it('plans a move for each robot actor, none for humans, before the deadline', () => {
    const actions = botActions(game, start(), settings, T0);
    expect(actions.map((a) => a.playerId)).toEqual([-1, -2]);
    for (const action of actions) {
      expect(action).toMatchObject({ move: 'pick', stageNumber: 1 });
      expect(action.at).toBeGreaterThanOrEqual(T0 + 1_000);
      expect(action.at).toBeLessThan(T0 + PICK_MS);
    }
  });

  it('is deterministic, leaves the match and its rng alone, and varies with the seed', () => {
    const match = deepFreeze(start());
    const first = botActions(game, match, settings, T0);
    expect(botActions(game, match, settings, T0)).toEqual(first);
    expect(botActions(game, JSON.parse(JSON.stringify(match)) as M, settings, T0)).toEqual(first);
    const seeds = Array.from({ length: 8 }, (_, seed) => JSON.stringify(botActions(game, start(seed), settings, T0)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('gives each robot its own rng, drawn from the seed, the stage and its id', () => {
    const same = Array.from({ length: 10 }, (_, seed) => {
      const [a, b] = botActions(game, start(seed), settings, T0);
      return a!.at === b!.at && JSON.stringify(a!.payload) === JSON.stringify(b!.payload);
    });
    expect(same).toContain(false);
    const nextStages = Array.from({ length: 10 }, (_, seed) => {
      const match = start(seed);
      const later = tick(game, tick(game, match, settings, T0 + PICK_MS)!.match, settings, T0 + 10 ** 6)!.match;
      const payloads = (m: M) => JSON.stringify(botActions(game, m, settings, m.stageStartedAt).map((a) => a.payload));
      return payloads(match) === payloads(later);
    });
    expect(nextStages).toContain(false);
  });

  it('shows each robot its own player view only', () => {
    const { seen, game: spy } = spying();
    const match = pickAll(start(), { 1: 10, 2: 3 }, T0).match;
    botActions(spy, match, settings, T0 + 5);
    expect(seen.map((s) => s.playerId)).toEqual([-1, -2]);
    for (const { playerId, view } of seen) {
      expect(view).toEqual(game.views.player(match, playerId, settings));
      expect(view).toEqual({ me: playerId, myPick: null, canPick: true, winners: null });
    }
  });

  it('skips robots that left, have nothing to do, or are not actors, and everything once over', () => {
    let match = removeSeat(game, start(), settings, -2, T0).match;
    const [robot] = botActions(game, match, settings, T0);
    expect(robot?.playerId).toBe(-1);
    const step = applyMove(game, match, settings, robot!, robot!.at);
    if (isInvalid(step)) expect.fail(step.invalid);
    match = step.match;
    expect(botActions(game, match, settings, robot!.at)).toEqual([]);
    const reveal = pickAll(match, { 1: 1, 2: 1, 3: 1 }, robot!.at).match;
    expect(reveal.stage).toBe('reveal');
    expect(botActions(spying().game, reveal, settings, robot!.at)).toEqual([]);
    expect(botActions(game, endMatch(game, start(), settings, T0).match, settings, T0)).toEqual([]);
  });

  it('clamps the time to play before the deadline, never before now, and plans nothing after it', () => {
    const match = start();
    expect(botActions(spying(10 ** 9).game, match, settings, T0).map((a) => a.at)).toEqual([T0 + PICK_MS - 1, T0 + PICK_MS - 1]);
    expect(botActions(spying(-50).game, match, settings, T0 + 7).map((a) => a.at)).toEqual([T0 + 7, T0 + 7]);
    expect(botActions(game, match, settings, T0 + PICK_MS)).toEqual([]);
  });

  it('a stale action is refused once its stage is over', () => {
    const match = start();
    const [action] = botActions(game, match, settings, T0);
    const later = tick(game, tick(game, match, settings, T0 + PICK_MS)!.match, settings, T0 + 10 ** 6)!.match;
    expect(later.stage).toBe('pick');
    expect(applyMove(game, later, settings, action!, T0 + 10 ** 6)).toEqual({ invalid: 'error.stage_over' });
  });

  it('a table of robots plays a whole game the same way every time', () => {
    const robots = withRobots.map((seat) => ({ ...seat, robot: true }));
    const play = () => {
      let match = startMatch(game, { seats: robots, settings, seed: 77, now: T0 }).match;
      let now = T0;
      for (let guard = 0; !match.over && guard < 100; guard++) {
        for (const action of botActions(game, match, settings, now).sort((a, b) => a.at - b.at)) {
          const step = applyMove(game, match, settings, action, action.at);
          if (isInvalid(step)) continue;
          match = step.match;
          now = action.at;
        }
        if (match.stageEndsAt !== null) {
          now = Math.max(now, match.stageEndsAt);
          match = tick(game, match, settings, now)?.match ?? match;
        }
      }
      return match;
    };
    const a = play();
    expect(a.over).toBe(true);
    expect(Object.values(a.scores).reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(600);
    expect(play()).toEqual(a);
  });
});
