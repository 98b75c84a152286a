import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, applyMove, botActions, invalid, isStandIn, playerView, removeSeat, setStandIn, startMatch, tick } from '../src';
import type { BotPolicy, PlayerId } from '../src';
import { PICK_MS, T0, highestNumber as game, settings, withRobots } from './highest-number';
import type { HighestPlayerView } from './highest-number';
import { accepted, deepFreeze, eventTypes } from './helpers';
import type { M } from './helpers';

const start = (seed = 5): M => startMatch(game, { seats: withRobots, settings, seed, now: T0 }).match;
const handOver = (match: M, playerId: PlayerId, on = true): M => setStandIn(game, match, settings, playerId, on, T0).match;

describe('setStandIn', () => {
  it('marks a person\'s seat as played by the AI, announces it, and gives it back', () => {
    const match = deepFreeze(start());
    const step = setStandIn(game, match, settings, 2, true, T0);
    expect(step.events).toEqual([{ type: 'standIn', playerId: 2, on: true }]);
    expect(isStandIn(step.match, 2)).toBe(true);
    expect(isStandIn(match, 2)).toBe(false);
    expect(step.match.state).toEqual(match.state);
    expect(step.match.scores).toEqual(match.scores);
    const back = setStandIn(game, step.match, settings, 2, false, T0 + 1);
    expect(back.events).toEqual([{ type: 'standIn', playerId: 2, on: false }]);
    expect(back.match.seats).toEqual(match.seats);
  });

  it('changes nothing for robots, strangers, removed seats, a finished match or a seat already so', () => {
    const match = start();
    expect(setStandIn(game, match, settings, -1, true, T0).events).toEqual([]);
    expect(setStandIn(game, match, settings, 99, true, T0).events).toEqual([]);
    expect(setStandIn(game, match, settings, 1, false, T0).events).toEqual([]);
    expect(setStandIn(game, handOver(match, 1), settings, 1, true, T0).events).toEqual([]);
    const removed = removeSeat(game, match, settings, 3, T0).match;
    expect(setStandIn(game, removed, settings, 3, true, T0).events).toEqual([]);
    const over = { ...match, over: true };
    expect(isStandIn(setStandIn(game, over, settings, 1, true, T0).match, 1)).toBe(false);
  });
});

describe('the AI playing a person\'s seat', () => {
  it('plans moves for the seat from that player\'s own view, as for robots', () => {
    const seen: { playerId: PlayerId; view: HighestPlayerView }[] = [];
    const pick: BotPolicy<HighestPlayerView> = (view, rng, { playerId }) => {
      seen.push({ playerId, view });
      return { move: 'pick', payload: { n: rng.int(10) + 1 }, delayMs: 500 };
    };
    const spy = { ...game, bots: { pick } };
    const match = accepted(applyMove(game, handOver(start(), 2), settings, { playerId: 1, move: 'pick', payload: { n: 9 } }, T0)).match;
    const actions = botActions(spy, match, settings, T0 + 1);
    expect(actions.map((a) => [a.playerId, a.standIn])).toEqual([[2, true], [-1, undefined], [-2, undefined]]);
    const own = seen.find((s) => s.playerId === 2)!.view;
    expect(own).toEqual(game.views.player(match, 2, settings));
    // Player 1's pick is theirs alone: the AI playing seat 2 sees nothing of it.
    expect(JSON.stringify(own)).not.toContain('9');
  });

  it('plays for the seat, and the points are the player\'s', () => {
    let match = handOver(start(), 1);
    for (const action of botActions(game, match, settings, T0).filter((a) => a.playerId === 1)) {
      match = accepted(applyMove(game, match, settings, action, T0 + 1)).match;
    }
    const pick = match.state.picks[1]!;
    expect(pick).toBeGreaterThanOrEqual(1);
    // Everyone else picks lower, so the seat the AI plays wins the stage.
    for (const id of [2, 3, -1, -2]) match = accepted(applyMove(game, match, settings, { playerId: id, move: 'pick', payload: { n: 1 } }, T0 + 2)).match;
    expect(match.stage).toBe('reveal');
    expect(match.scores[1]).toBe(pick > 1 ? 100 : match.scores[1]);
    expect(match.state.winners).toContain(1);
    expect(isStandIn(match, 1)).toBe(true);
  });

  it('gives the seat back at the player\'s own move; the AI\'s planned move for it is then refused', () => {
    const match = handOver(start(), 1);
    const [planned] = botActions(game, match, settings, T0).filter((a) => a.playerId === 1);
    expect(planned).toBeDefined();
    const mine = accepted(applyMove(game, match, settings, { playerId: 1, move: 'pick', payload: { n: 7 }, stageNumber: 1 }, T0 + 10));
    expect(eventTypes(mine)).toEqual(['standIn', 'moveAccepted']);
    expect(isStandIn(mine.match, 1)).toBe(false);
    expect(mine.match.state.picks[1]).toBe(7);
    expect(applyMove(game, mine.match, settings, planned!, planned!.at)).toEqual(invalid(ENGINE_ERRORS.notStandIn));
    expect(botActions(game, mine.match, settings, T0 + 11).map((a) => a.playerId)).not.toContain(1);
  });

  it('keeps the AI\'s move when it came first: the player\'s second move in the stage is the game\'s to refuse', () => {
    const match = handOver(start(), 1);
    const planned = botActions(game, match, settings, T0).find((a) => a.playerId === 1)!;
    const played = accepted(applyMove(game, match, settings, planned, T0 + 1)).match;
    const pick = played.state.picks[1];
    expect(applyMove(game, played, settings, { playerId: 1, move: 'pick', payload: { n: 1 } }, T0 + 2)).toEqual(invalid('error.already_picked'));
    expect(played.state.picks[1]).toBe(pick);
    // The planned move sent again is stale for the next stage, whoever plays the seat by then.
    const next = tick(game, played, settings, T0 + PICK_MS)!.match;
    expect(applyMove(game, next, settings, planned, next.stageStartedAt)).toEqual(invalid(ENGINE_ERRORS.stageOver));
  });

  it('tells every screen which seat the AI plays for now', () => {
    const match = handOver(start(), 3);
    expect(playerView(game, match, 1, settings).seats.find((s) => s.playerId === 3)?.standIn).toBe(true);
    expect(playerView(game, match, 3, settings).seats.find((s) => s.playerId === 3)?.standIn).toBe(true);
    expect(playerView(game, match, 3, settings).seats.find((s) => s.playerId === 1)?.standIn).toBeUndefined();
  });
});
