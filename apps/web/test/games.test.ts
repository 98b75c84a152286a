import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from './helpers';
import { ServerClock, countdownState, msToNextSecond } from '../src/games/clock';
import { PLAYABLE_GAME_TYPES, hasScreens, isPlayable, loadGameScreens, loadedGameScreens } from '../src/games/registry';
import { displayAlias, formatDelta, podiumOf, scoreRows } from '../src/games/scores';
import { flip, placeMove, revealProgress, slots, tally } from '../src/games/rps-shoot/timeline';
import { stageSounds } from '../src/games/shell/useStageSounds';
import type { EngineView } from '@snackparty/engine';

describe('server clock', () => {
  it('is the local clock before any sample', () => {
    const clock = new ServerClock(() => 1000);
    expect(clock.offsetMs).toBe(0);
    expect(clock.now()).toBe(1000);
  });

  it('takes the fastest sample: server time minus receive time, at its largest', () => {
    let local = 10_000;
    const clock = new ServerClock(() => local);
    // The server is 5 s ahead; messages took 300 ms, 40 ms and 900 ms.
    clock.sample(5_000 + 10_000 - 300, 10_000);
    clock.sample(5_000 + 10_500 - 40, 10_500);
    clock.sample(5_000 + 11_000 - 900, 11_000);
    expect(clock.offsetMs).toBe(5_000 - 40);
    local = 20_000;
    expect(clock.now()).toBe(20_000 + 4_960);
  });

  it('follows a server that is behind', () => {
    const clock = new ServerClock(() => 0);
    clock.sample(1_000 - 60_000 - 20, 1_000);
    expect(clock.offsetMs).toBe(-60_020);
  });

  it('forgets samples beyond its window and age, so a changed clock is followed', () => {
    const clock = new ServerClock(() => 0, 3, 10_000);
    clock.sample(10_000, 0); // +10 s
    clock.sample(1, 1);
    clock.sample(2, 2);
    expect(clock.offsetMs).toBe(10_000);
    clock.sample(3, 3);
    expect(clock.offsetMs).toBe(0);
    const aged = new ServerClock(() => 0, 10, 10_000);
    aged.sample(10_000, 0);
    aged.sample(20_000, 20_000);
    expect(aged.offsetMs).toBe(0);
    expect(aged.sampleCount).toBe(1);
  });

  it('ignores samples that are not numbers', () => {
    const clock = new ServerClock(() => 0);
    clock.sample(Number.NaN, 0);
    expect(clock.sampleCount).toBe(0);
  });
});

describe('countdown', () => {
  it('counts whole seconds up and shares the time left', () => {
    const state = countdownState(20_000, 0, 4_500);
    expect(state).toMatchObject({ remainingMs: 15_500, seconds: 16, urgent: false, over: false });
    expect(state.fraction).toBeCloseTo(0.775);
  });
  it('is urgent in the last five seconds and over at the deadline', () => {
    expect(countdownState(20_000, 0, 15_000).urgent).toBe(true);
    expect(countdownState(20_000, 0, 14_999).urgent).toBe(false);
    expect(countdownState(20_000, 0, 25_000)).toMatchObject({ remainingMs: 0, seconds: 0, fraction: 0, urgent: false, over: true });
  });
  it('shows nothing for a stage without a deadline', () => {
    expect(countdownState(null, 0, 1)).toMatchObject({ remainingMs: null, seconds: null, fraction: 1 });
  });
  it('works without a start time', () => {
    expect(countdownState(2_000, null, 1_000).fraction).toBe(1);
  });
  it('knows when the shown second changes', () => {
    expect(msToNextSecond(15_500)).toBe(500);
    expect(msToNextSecond(15_000)).toBe(1000);
    expect(msToNextSecond(0)).toBe(1000);
  });
});

describe('game registry', () => {
  beforeAll(() => initTestI18n());

  it('knows the playable game types', () => {
    expect(PLAYABLE_GAME_TYPES).toEqual(['RPS_SHOOT', 'SYNC_THINK', 'CANVAS_CLASH', 'REQUIP', 'SNAPTION', 'AB_THINKING', 'HIDE_AND_PEEK', 'EXPERIMENTS']);
    expect(isPlayable('RPS_SHOOT')).toBe(true);
    expect(isPlayable('sync_think')).toBe(true);
    expect(isPlayable('EXPERIMENTS')).toBe(true);
    expect(isPlayable('NOPE')).toBe(false);
    expect(isPlayable(null)).toBe(false);
    expect(hasScreens('RPS_SHOOT')).toBe(true);
    expect(hasScreens('HIDE_AND_PEEK')).toBe(true);
    expect(hasScreens('NOPE')).toBe(false);
  });

  it('loads the screens of a game once, lazily', async () => {
    expect(loadedGameScreens('RPS_SHOOT')).toBeUndefined();
    const first = loadGameScreens('RPS_SHOOT');
    expect(loadGameScreens('rps_shoot')).toBe(first);
    const screens = await first;
    expect(typeof screens.Host).toBe('function');
    expect(typeof screens.Player).toBe('function');
    expect(loadedGameScreens('RPS_SHOOT')).toBe(screens);
  });

  it('loads SYNC_THINK from its own folder', async () => {
    const screens = await loadGameScreens('SYNC_THINK');
    expect(screens.Host).toBeTruthy();
    expect(screens.Player).toBeTruthy();
  });

  it('gives every game its own how-to-play steps', async () => {
    for (const type of PLAYABLE_GAME_TYPES) {
      const screens = await loadGameScreens(type);
      expect(screens.tutorial?.length, type).toBe(3);
    }
  });

  it('refuses a game type without screens', async () => {
    await expect(loadGameScreens('NOPE')).rejects.toThrow(/No screens/);
  });
});

describe('score table rows', () => {
  const seats = [
    { playerId: 1, alias: 'ann', robot: false },
    { playerId: 2, alias: 'bob', robot: false },
    { playerId: -1, alias: 'ROBO', robot: true },
  ];
  const players = [
    { playerId: 1, alias: 'Ann', avatarSrc: '/a.png', hexColor: '#f00', robot: false },
    { playerId: 2, alias: 'Bob', avatarSrc: '/b.png', hexColor: '#0f0', robot: false },
  ];

  it('cuts aliases to 15 characters, upper case, whole characters', () => {
    expect(displayAlias('Bartholomew the Great')).toBe('BARTHOLOMEW THE');
    expect(displayAlias('łukasz')).toBe('ŁUKASZ');
    expect(displayAlias('🍕'.repeat(20))).toBe('🍕'.repeat(15));
    expect(displayAlias(undefined)).toBe('');
  });

  it('badges deltas: green +N, red -N, none for 0', () => {
    expect(formatDelta(150)).toEqual({ text: '+150', tone: 'up' });
    expect(formatDelta(-20)).toEqual({ text: '-20', tone: 'down' });
    expect(formatDelta(0)).toBeNull();
    expect(formatDelta(undefined)).toBeNull();
    expect(formatDelta(1500, (n) => n.toLocaleString('en'))).toEqual({ text: '+1,500', tone: 'up' });
  });

  it('sorts by score with shared ranks, names from the room, the game seat as a fallback', () => {
    const rows = scoreRows({ scores: { 1: 300, 2: 500, [-1]: 300 }, seats }, players, { 2: 200 });
    expect(rows.map((r) => [r.playerId, r.rank, r.delta])).toEqual([
      [2, 1, 200],
      [1, 2, 0],
      [-1, 2, 0],
    ]);
    expect(rows[2]).toMatchObject({ alias: 'ROBO', robot: true, avatarSrc: '' });
    expect(rows[0]).toMatchObject({ alias: 'Bob', avatarSrc: '/b.png', colour: '#0f0' });
  });

  it('keeps players who left, faded and after the others with the same score', () => {
    const rows = scoreRows({ scores: { 1: 100, 2: 100, 3: 100 }, seats: seats.slice(0, 2), removed: [3] }, players);
    expect(rows.map((r) => [r.playerId, r.left])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('puts the top three on the podium, the rest below', () => {
    const rows = scoreRows({ scores: { 1: 10, 2: 40, 3: 30, 4: 20, 5: 5 }, seats: [] }, []);
    const podium = podiumOf(rows);
    expect(podium.top.map((r) => r.playerId)).toEqual([2, 3, 4]);
    expect(podium.rest.map((r) => r.playerId)).toEqual([1, 5]);
    expect(podiumOf(rows.slice(0, 2)).top).toHaveLength(2);
  });
});

describe('RPS reveal timeline', () => {
  const timeline = { throwsAtMs: [1_000, 2_500, 4_000], netScoreAtMs: 5_500, betsAtMs: 6_500 };

  it('shows the throws one by one, then the net score, then the bets', () => {
    expect(revealProgress(timeline, 0)).toEqual({ throwsShown: 0, netScoreShown: false, betsShown: false, nextAtMs: 1_000 });
    expect(revealProgress(timeline, 1_000)).toMatchObject({ throwsShown: 1, nextAtMs: 2_500 });
    expect(revealProgress(timeline, 3_000)).toMatchObject({ throwsShown: 2, netScoreShown: false, nextAtMs: 4_000 });
    expect(revealProgress(timeline, 5_600)).toMatchObject({ throwsShown: 3, netScoreShown: true, betsShown: false, nextAtMs: 6_500 });
    expect(revealProgress(timeline, 9_000)).toEqual({ throwsShown: 3, netScoreShown: true, betsShown: true, nextAtMs: null });
  });

  it('shows everything at once to a screen that arrives late', () => {
    expect(revealProgress(timeline, 60_000).betsShown).toBe(true);
  });

  it('keeps the running tally of won throws', () => {
    const throws = [{ result: 'WIN' as const }, { result: 'LOSE' as const }, { result: 'WIN' as const }];
    expect(tally(throws, 0)).toEqual({ a: 0, b: 0 });
    expect(tally(throws, 2)).toEqual({ a: 1, b: 1 });
    expect(tally(throws)).toEqual({ a: 2, b: 1 });
    expect(tally([{ result: 'TIE' }, { result: 'NONE' }])).toEqual({ a: 0, b: 0 });
  });

  it('flips a result to the other side', () => {
    expect(flip('WIN')).toBe('LOSE');
    expect(flip('LOSE')).toBe('WIN');
    expect(flip('TIE')).toBe('TIE');
    expect(flip('NONE')).toBe('NONE');
  });

  it('fills three slots', () => {
    expect(slots(['ROCK'])).toEqual(['ROCK', null, null]);
    expect(slots(null)).toEqual([null, null, null]);
  });

  it('places a tapped move in the selected slot, else the first empty one', () => {
    expect(placeMove([], 'ROCK', null)).toEqual({ picks: ['ROCK'], selected: 1 });
    expect(placeMove(['ROCK'], 'PAPER', 1)).toEqual({ picks: ['ROCK', 'PAPER'], selected: 2 });
    expect(placeMove(['ROCK', 'PAPER'], 'SCISSORS', 2)).toEqual({ picks: ['ROCK', 'PAPER', 'SCISSORS'], selected: null });
    // Change the first throw of a full set.
    expect(placeMove(['ROCK', 'PAPER', 'SCISSORS'], 'PAPER', 0)).toEqual({ picks: ['PAPER', 'PAPER', 'SCISSORS'], selected: null });
    // A full set and no selection: the last throw changes.
    expect(placeMove(['ROCK', 'PAPER', 'SCISSORS'], 'ROCK', null)).toEqual({ picks: ['ROCK', 'PAPER', 'ROCK'], selected: null });
    // A selection past the end falls back to the first empty slot.
    expect(placeMove(['ROCK'], 'PAPER', 2)).toEqual({ picks: ['ROCK', 'PAPER'], selected: 2 });
  });
});

describe('stage sounds', () => {
  const view = (over: Partial<EngineView>): EngineView => ({
    gameType: 'RPS_SHOOT',
    stage: 'pick',
    stageNumber: 2,
    stageStartedAt: 0,
    stageEndsAt: 1,
    round: 1,
    multiplier: 1,
    over: false,
    scores: { 1: 0, 2: 0 },
    lastDeltas: {},
    roundDeltas: {},
    seats: [],
    removed: [],
    ...over,
  });

  it('plays nothing for the first view a screen sees', () => {
    expect(stageSounds(null, view({ stageNumber: 1 }))).toEqual([]);
  });
  it('starts, scores and ends', () => {
    expect(stageSounds(view({ stageNumber: 0 }), view({ stageNumber: 1 }))).toEqual(['start']);
    expect(stageSounds(view({}), view({ stageNumber: 3, scores: { 1: 100, 2: 0 } }))).toEqual(['score']);
    expect(stageSounds(view({}), view({ stageNumber: 3, scores: { 1: 100, 2: 0 } }), 2)).toEqual([]);
    expect(stageSounds(view({}), view({ stageNumber: 3, over: true }))).toEqual(['win']);
    expect(stageSounds(view({}), view({}))).toEqual([]);
  });
});
