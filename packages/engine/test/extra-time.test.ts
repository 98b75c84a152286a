import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, applyMove, botActions, hostView, invalid, playerView, removeSeat, setExtraTime, startMatch, tick } from '../src';
import type { BaseSettings, PlayerId, Seat } from '../src';
import { PICK_MS, REVEAL_MS, T0, highestNumber as game, settings as baseSettings, withRobots } from './highest-number';
import { accepted, deepFreeze, eventTypes } from './helpers';
import type { M } from './helpers';

const CAP_MS = 20_000;
const settings: BaseSettings = { ...baseSettings, extraTimeCapSeconds: CAP_MS / 1000 };
const BASE = T0 + PICK_MS;
const flagged = (seats: readonly Seat[], ...ids: PlayerId[]): Seat[] => seats.map((seat) => (ids.includes(seat.playerId) ? { ...seat, extraTime: true } : { ...seat }));
const start = (ids: PlayerId[] = [1], roomSettings: BaseSettings = settings): M =>
  startMatch(game, { seats: flagged(withRobots, ...ids), settings: roomSettings, seed: 3, now: T0 }).match;
const pick = (match: M, playerId: PlayerId, at: number, n = 5, roomSettings: BaseSettings = settings) =>
  applyMove(game, match, roomSettings, { playerId, move: 'pick', payload: { n }, stageNumber: match.stageNumber }, at);
/** Everyone but `skip` picks at `at`. */
const othersPick = (match: M, at: number, ...skip: PlayerId[]): M =>
  [1, 2, 3, -1, -2].filter((id) => !skip.includes(id)).reduce((m, id) => accepted(pick(m, id, at)).match, match);

describe('extra time for one player', () => {
  it('stretches only that player\'s deadline, by the room\'s cap; the TV keeps the normal one and says whom it waits for', () => {
    const match = deepFreeze(start([1]));
    expect(match.stageEndsAt).toBe(BASE + CAP_MS);
    expect(match.stageExtraTime).toEqual({ baseEndsAt: BASE, capMs: CAP_MS, waitingFor: [1], acted: [] });
    expect(playerView(game, match, 1, settings).stageEndsAt).toBe(BASE + CAP_MS);
    expect(playerView(game, match, 2, settings).stageEndsAt).toBe(BASE);
    const tv = hostView(game, match, settings);
    expect(tv.stageEndsAt).toBe(BASE);
    expect(tv.extraTimeWaiting).toEqual([1]);
    // Who asked for extra time is the player's own setting: no screen is told it, only whom the stage waits for.
    expect(JSON.stringify(tv.seats)).not.toContain('extraTime');
    expect(JSON.stringify(playerView(game, match, 2, settings).seats)).not.toContain('extraTime');
  });

  it('refuses everyone else after the normal deadline and takes that player\'s move, which ends the stage it waited for', () => {
    const match = othersPick(start([1]), T0 + 1000, 1, 3);
    expect(pick(match, 2, BASE)).toEqual(invalid(ENGINE_ERRORS.stageOver));
    expect(pick(match, 3, BASE + 1)).toEqual(invalid(ENGINE_ERRORS.stageOver));
    expect(pick(match, -1, BASE + 1)).toEqual(invalid(ENGINE_ERRORS.stageOver));
    // The normal deadline passes without ending the stage: it waits for player 1.
    expect(tick(game, match, settings, BASE)).toBeNull();
    const late = accepted(pick(match, 1, BASE + 7_000, 10));
    expect(eventTypes(late)).toEqual(['moveAccepted', 'scored', 'stageCompleted', 'stageEntered']);
    expect(late.events[2]).toMatchObject({ type: 'stageCompleted', reason: 'deadline' });
    expect(late.match.stage).toBe('reveal');
    // The late pick counts: 10 is the highest, so player 1 wins the level.
    expect(late.match.state.winners).toEqual([1]);
    expect(late.match.scores[1]).toBe(100);
  });

  it('never waits past the normal deadline plus the cap', () => {
    const match = othersPick(start([1]), T0 + 1000, 1);
    expect(pick(match, 1, BASE + CAP_MS)).toEqual(invalid(ENGINE_ERRORS.stageOver));
    expect(tick(game, match, settings, BASE + CAP_MS - 1)).toBeNull();
    const due = tick(game, match, settings, BASE + CAP_MS)!;
    expect(due.match.stage).toBe('reveal');
    expect(due.match.state.picks[1]).toBeNull();
    // A cap above the largest is the largest; 0 gives no extra time.
    expect(start([1], { ...settings, extraTimeCapSeconds: 10_000 }).stageEndsAt).toBe(BASE + 120_000);
    const none = start([1], { ...settings, extraTimeCapSeconds: 0 });
    expect(none.stageEndsAt).toBe(BASE);
    expect(none.stageExtraTime).toBeUndefined();
    // Absent, the room gives 20 s.
    const { extraTimeCapSeconds: _absent, ...withoutCap } = settings;
    expect(start([1], withoutCap).stageEndsAt).toBe(BASE + 20_000);
  });

  it('ends a stage at once when everyone acted, and falls back to the normal deadline once that player acted early', () => {
    const all = othersPick(start([1]), T0 + 1000, 1);
    const done = accepted(pick(all, 1, T0 + 2000));
    expect(done.events.find((e) => e.type === 'stageCompleted')).toMatchObject({ reason: 'complete' });
    expect(done.match.stage).toBe('reveal');

    const early = accepted(pick(start([1]), 1, T0 + 500)).match;
    expect(early.stage).toBe('pick');
    expect(early.stageEndsAt).toBe(BASE);
    expect(playerView(game, early, 1, settings).stageEndsAt).toBe(BASE);
    expect(hostView(game, early, settings).extraTimeWaiting).toBeUndefined();
    expect(tick(game, early, settings, BASE)!.match.stage).toBe('reveal');
  });

  it('waits for several players until the last of them acts', () => {
    const match = othersPick(start([1, 2]), T0 + 1000, 1, 2);
    expect(match.stageExtraTime!.waitingFor).toEqual([1, 2]);
    const first = accepted(pick(match, 2, BASE + 1000));
    expect(first.match.stage).toBe('pick');
    expect(first.match.stageEndsAt).toBe(BASE + CAP_MS);
    expect(pick(first.match, 2, BASE + 1500, 3)).toEqual(invalid(ENGINE_ERRORS.stageOver));
    expect(accepted(pick(first.match, 1, BASE + 2000)).match.stage).toBe('reveal');
  });

  it('keeps the flag across stages: a stage where the player does not act is not stretched, the next one where they do is', () => {
    const reveal = tick(game, start([1]), settings, BASE + CAP_MS)!.match;
    expect(reveal.stage).toBe('reveal');
    expect(reveal.stageEndsAt).toBe(BASE + CAP_MS + REVEAL_MS);
    expect(reveal.stageExtraTime?.waitingFor ?? []).toEqual([]);
    const next = tick(game, reveal, settings, reveal.stageEndsAt!)!.match;
    expect(next.stage).toBe('pick');
    expect(next.stageEndsAt).toBe(reveal.stageEndsAt! + PICK_MS + CAP_MS);
  });

  it('survives a restart: a match read back from JSON waits and refuses exactly as before', () => {
    const match = othersPick(start([1]), T0 + 1000, 1, 3);
    const stored = JSON.parse(JSON.stringify(match)) as M;
    expect(stored).toEqual(match);
    expect(tick(game, stored, settings, BASE + 1000)).toBeNull();
    expect(pick(stored, 3, BASE + 1000)).toEqual(invalid(ENGINE_ERRORS.stageOver));
    expect(accepted(pick(stored, 1, BASE + 1000)).match).toEqual(accepted(pick(match, 1, BASE + 1000)).match);
  });

  it('lets the AI players act only before the normal deadline', () => {
    const actions = botActions(game, start([1]), settings, T0);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action.at).toBeLessThan(BASE);
    expect(botActions(game, start([1]), settings, BASE + 1)).toEqual([]);
  });
});

describe('setExtraTime', () => {
  it('turned on mid-stage before the normal deadline, the stage waits for that player too', () => {
    const match = deepFreeze(start([]));
    expect(match.stageExtraTime).toBeUndefined();
    const step = setExtraTime(game, match, settings, 2, true, T0 + 5000);
    expect(step.events).toEqual([{ type: 'extraTime', playerId: 2, on: true }]);
    expect(step.match.seats.find((s) => s.playerId === 2)!.extraTime).toBe(true);
    expect(step.match.stageEndsAt).toBe(BASE + CAP_MS);
    expect(playerView(game, step.match, 2, settings).stageEndsAt).toBe(BASE + CAP_MS);
    expect(playerView(game, step.match, 1, settings).stageEndsAt).toBe(BASE);
  });

  it('turned on by a player who already acted, or after the normal deadline, adds no wait to the stage under way', () => {
    const acted = setExtraTime(game, accepted(pick(start([3]), 2, T0 + 100)).match, settings, 2, true, T0 + 200).match;
    expect(acted.stageExtraTime!.waitingFor).toEqual([3]);
    const tooLate = setExtraTime(game, start([3]), settings, 2, true, BASE + 1).match;
    expect(tooLate.stageExtraTime!.waitingFor).toEqual([3]);
    expect(tooLate.seats.find((s) => s.playerId === 2)!.extraTime).toBe(true);
    expect(pick(tooLate, 2, BASE + 2)).toEqual(invalid(ENGINE_ERRORS.stageOver));
  });

  it('turned off after the normal deadline, the stage it only waited for ends at once', () => {
    const match = othersPick(start([1]), T0 + 1000, 1);
    const off = setExtraTime(game, match, settings, 1, false, BASE + 3000);
    expect(eventTypes(off)).toEqual(['extraTime', 'scored', 'stageCompleted', 'stageEntered']);
    expect(off.match.stage).toBe('reveal');
    expect(off.match.seats.find((s) => s.playerId === 1)!.extraTime).toBeUndefined();
    // Before the normal deadline the stage goes back to it.
    const before = setExtraTime(game, start([1]), settings, 1, false, T0 + 10).match;
    expect(before.stage).toBe('pick');
    expect(before.stageEndsAt).toBe(BASE);
  });

  it('a waited-for player who leaves after the normal deadline ends the stage', () => {
    const match = othersPick(start([1]), T0 + 1000, 1);
    const gone = removeSeat(game, match, settings, 1, BASE + 2000);
    expect(gone.match.stage).toBe('reveal');
  });

  it('changes nothing for robots, strangers, removed seats, a finished match or a seat already so', () => {
    const match = start([1]);
    expect(setExtraTime(game, match, settings, -1, true, T0).events).toEqual([]);
    expect(setExtraTime(game, match, settings, 99, true, T0).events).toEqual([]);
    expect(setExtraTime(game, match, settings, 1, true, T0).events).toEqual([]);
    expect(setExtraTime(game, match, settings, 2, false, T0).events).toEqual([]);
    const removed = removeSeat(game, match, settings, 3, T0).match;
    expect(setExtraTime(game, removed, settings, 3, true, T0).events).toEqual([]);
    expect(setExtraTime(game, { ...match, over: true }, settings, 2, true, T0).events).toEqual([]);
  });
});
