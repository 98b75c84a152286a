import { describe, expect, it } from 'vitest';
import {
  GAME_OVER,
  applyMove,
  botActions,
  hostView,
  isInvalid,
  playerView,
  removeSeat,
  roundMultiplier,
  startMatch,
  tick,
  type Invalid,
  type Match,
  type PlayerId,
  type Seat,
  type Step,
} from '@snackparty/engine';
import { gameSettingsSchema, type GameSettings } from '../manifests';
import { rpsShoot, PICK_MS, REVEAL_MS, ROUND_SCORES_MS, type RpsPlayerView, type RpsState } from '.';
import { botMoves } from './bots';
import type { BetResult, PickableMove } from './types';

type M = Match<RpsState>;
const T0 = 1_700_000_000_000;

function settingsOf(overrides: Partial<GameSettings> = {}): GameSettings {
  return gameSettingsSchema.parse({ numberOfRounds: 2, numberOfTurns: 1, ...overrides });
}

function seatsOf(ids: PlayerId[]): Seat[] {
  return ids.map((playerId) => ({ playerId, alias: playerId < 0 ? `Robot${-playerId}` : `Player${playerId}`, robot: playerId < 0 }));
}

function start(ids: PlayerId[], settings: GameSettings, seed = 7): M {
  return startMatch(rpsShoot, { seats: seatsOf(ids), settings, seed, now: T0 }).match;
}

function accepted<S>(result: Step<S> | Invalid): Step<S> {
  if (isInvalid(result)) expect.fail(`move refused: ${result.invalid}`);
  return result;
}

/** What a player does when their phone shows this view; null: nothing. */
type Strategy = (view: RpsPlayerView) => { move: string; payload: unknown } | null;

const always =
  (moves: PickableMove[], bet: BetResult = 'WIN'): Strategy =>
  (view) => {
    if (view.stage !== 'pick') return null;
    if (view.role === 'fighter' && !view.lockedIn) return { move: 'pick', payload: { moves } };
    if (view.role === 'bettor' && view.myBet === null) return { move: 'bet', payload: { expectedResult: bet } };
    return null;
  };
const idle: Strategy = () => null;

interface Played {
  match: M;
  stages: string[];
}

/**
 * Plays until the game ends: in each pick stage the players act by their strategies, in seat order,
 * pass after pass while anyone still acts; a stage still open then ends at its deadline. `onPick` sees
 * the match on entering each pick stage and after every move in it.
 */
function play(
  match: M,
  settings: GameSettings,
  strategies: Record<PlayerId, Strategy>,
  onPick: (match: M) => void = () => {},
): Played {
  let current = match;
  let now = T0;
  const stages: string[] = [current.stage];
  for (let guard = 0; guard < 2_000 && !current.over; guard++) {
    const stageNumber = current.stageNumber;
    if (current.stage === 'pick') {
      now += 500;
      onPick(current);
      for (let acted = true, pass = 0; acted && pass < 5 && current.stageNumber === stageNumber; pass++) {
        acted = false;
        for (const seat of current.seats) {
          if (current.stageNumber !== stageNumber || current.removed.includes(seat.playerId)) continue;
          const strategy = strategies[seat.playerId] ?? idle;
          const action = strategy(rpsShoot.views.player(current, seat.playerId, settings));
          if (action === null) continue;
          current = accepted(applyMove(rpsShoot, current, settings, { playerId: seat.playerId, ...action, stageNumber }, now)).match;
          acted = true;
          onPick(current);
        }
      }
    }
    if (current.stageNumber === stageNumber && !current.over) {
      now = current.stageEndsAt ?? now;
      const step = tick(rpsShoot, current, settings, now);
      if (step === null) expect.fail(`stage ${current.stage} did not end at its deadline`);
      current = step.match;
    }
    stages.push(current.stage);
  }
  expect(current.over).toBe(true);
  return { match: current, stages };
}

/** Expected totals from the game's own battle records: base points × the battle's round multiplier. */
function totalsFromHistory(match: M): Record<PlayerId, number> {
  const totals: Record<PlayerId, number> = Object.fromEntries(match.seats.map((seat) => [seat.playerId, 0]));
  for (const record of match.state.history) {
    for (const [id, base] of Object.entries(record.points)) {
      totals[Number(id)] = (totals[Number(id)] ?? 0) + base * roundMultiplier(record.battle.roundId);
    }
  }
  return totals;
}

describe('RPS_SHOOT through the engine', () => {
  it('plays 3 players through every stage: pick, reveal, round scores, game over', () => {
    const settings = settingsOf({ numberOfRounds: 3, numberOfTurns: 2 });
    const match = start([1, 2, 3], settings);
    expect(match).toMatchObject({ stage: 'pick', round: 1, stageEndsAt: T0 + PICK_MS });
    const host = rpsShoot.views.host(match, settings);
    expect(host).toMatchObject({ round: 1, numberOfRounds: 3, battleNumber: 1, battlesInRound: 2, betsIn: 0, reveal: null });
    expect(host.sittingOut).toHaveLength(1);
    expect(host.bettorIds).toEqual(host.sittingOut);
    expect(host.fighterA).toMatchObject({ lockedIn: false, picked: 0, left: false });

    const seen: { round: number; x: number; y: number }[] = [];
    const { match: end, stages } = play(
      match,
      settings,
      { 1: always(['ROCK', 'PAPER', 'SCISSORS']), 2: always(['PAPER', 'PAPER', 'PAPER'], 'LOSE'), 3: always(['SCISSORS', 'ROCK', 'ROCK'], 'TIE') },
      (m) => {
        const view = rpsShoot.views.host(m, settings);
        if (m.stage === 'pick') seen.push({ round: view.round, x: view.battleNumber, y: view.battlesInRound });
      },
    );
    expect(new Set(stages)).toEqual(new Set(['pick', 'reveal', 'roundScores', GAME_OVER]));
    // Each round: one pair fights twice (battle 1 of 2, 2 of 2); the sitter-out rotates.
    expect([...new Set(seen.map((s) => `${s.round}:${s.x}/${s.y}`))]).toEqual(['1:1/2', '1:2/2', '2:1/2', '2:2/2', '3:1/2', '3:2/2']);
    expect(end.state.history).toHaveLength(6);
    const pairs = new Set(end.state.history.map((r) => r.result.uniquePlayersKey));
    expect(pairs.size).toBe(3);
    expect(end.scores).toEqual(totalsFromHistory(end));
    expect(stages.filter((s) => s === 'roundScores')).toHaveLength(3);
  });

  it('times its stages: pick 20 s, reveal 8 s, round scores 6 s', () => {
    const settings = settingsOf({ numberOfRounds: 2 });
    let match = start([1, 2], settings);
    expect(match.stageEndsAt).toBe(T0 + PICK_MS);
    match = tick(rpsShoot, match, settings, T0 + PICK_MS)!.match;
    expect(match).toMatchObject({ stage: 'reveal', stageEndsAt: T0 + PICK_MS + REVEAL_MS });
    match = tick(rpsShoot, match, settings, T0 + PICK_MS + REVEAL_MS)!.match;
    expect(match).toMatchObject({ stage: 'roundScores', stageEndsAt: T0 + PICK_MS + REVEAL_MS + ROUND_SCORES_MS });
    match = tick(rpsShoot, match, settings, T0 + PICK_MS + REVEAL_MS + ROUND_SCORES_MS)!.match;
    expect(match).toMatchObject({ stage: 'pick', round: 2 });
  });

  it('ends after numberOfRounds with the right totals, the multiplier growing each round', () => {
    const settings = settingsOf({ numberOfRounds: 3, numberOfTurns: 2, maxScore: 1_000_000 });
    const { match } = play(start([1, 2], settings), settings, {
      1: always(['ROCK', 'ROCK', 'ROCK']),
      2: always(['SCISSORS', 'SCISSORS', 'SCISSORS']),
    });
    // 6 battles, each a 3-0 win for player 1: 3 × 100 + 200 = 500 base; rounds ×1, ×2, ×3.
    expect(match.scores).toEqual({ 1: 2 * 500 * (1 + 2 + 3), 2: 0 });
    expect(match.state.history.map((r) => r.battle.roundId)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(match.round).toBe(3);
  });

  it('scores bets: 150 for a right one, none for a wrong one', () => {
    const settings = settingsOf({ numberOfRounds: 1, numberOfTurns: 1, maxScore: 1_000_000 });
    // 4 players: two battles of one round; each battle has two bettors.
    const { match } = play(start([1, 2, 3, 4], settings, 3), settings, {
      1: always(['ROCK', 'ROCK', 'ROCK'], 'WIN'),
      2: always(['ROCK', 'ROCK', 'ROCK'], 'TIE'),
      3: always(['ROCK', 'ROCK', 'ROCK'], 'LOSE'),
      4: always(['ROCK', 'ROCK', 'ROCK'], 'TIE'),
    });
    // Every battle is a 0-0 tie: only the TIE bets (players 2 and 4) score, in the battle they watch.
    expect(match.state.history).toHaveLength(2);
    for (const record of match.state.history) {
      expect(record.result.fullResult).toBe('TIE');
      expect(record.bets).toHaveLength(2);
    }
    const watched = (id: PlayerId) => match.state.history.filter((r) => r.bets.some((b) => b.playerId === id)).length;
    expect(match.scores).toEqual({ 1: 0, 2: 150 * watched(2), 3: 0, 4: 150 * watched(4) });
  });

  it('a player who never answers throws NOTHING ×3 and bets nothing, and the game still ends', () => {
    const settings = settingsOf({ numberOfRounds: 3, numberOfTurns: 1 });
    const { match, stages } = play(start([1, 2, 3], settings), settings, {
      1: always(['PAPER', 'SCISSORS', 'ROCK']),
      2: always(['ROCK', 'ROCK', 'PAPER'], 'LOSE'),
    });
    expect(stages.at(-1)).toBe(GAME_OVER);
    const fought = match.state.history.filter((r) => r.turns.some((t) => t.playerId === 3));
    expect(fought.length).toBeGreaterThan(0);
    for (const record of fought) {
      const turn = record.turns.find((t) => t.playerId === 3)!;
      expect([turn.move1, turn.move2, turn.move3]).toEqual(['NOTHING', 'NOTHING', 'NOTHING']);
      expect(turn.completed).toBe(false);
      expect(record.forfeited).toEqual([3]);
      const side = record.result.playerId === 3 ? record.result.fullResult : record.result.fullResult === 'WIN' ? 'LOSE' : 'WIN';
      expect(side).toBe('LOSE');
    }
    expect(match.state.history.flatMap((r) => r.bets).some((b) => b.playerId === 3)).toBe(false);
    expect(match.scores[3]).toBe(0);
    expect(match.scores).toEqual(totalsFromHistory(match));
  });

  it('a fighter kicked mid-battle forfeits it and leaves the later pairings', () => {
    const settings = settingsOf({ numberOfRounds: 3, numberOfTurns: 2 });
    let match = start([1, 2, 3, 4], settings);
    const first = rpsShoot.views.host(match, settings);
    const kicked = first.fighterA!.playerId;
    const opponent = first.fighterB!.playerId;
    expect(first.battlesInRound).toBe(4);
    // The kicked fighter had picked; their moves still become NOTHING.
    match = accepted(applyMove(rpsShoot, match, settings, { playerId: kicked, move: 'pick', payload: { moves: ['PAPER', 'PAPER', 'PAPER'] } }, T0 + 1_000)).match;
    match = removeSeat(rpsShoot, match, settings, kicked, T0 + 2_000).match;
    expect(match.stage).toBe('pick');
    const host = rpsShoot.views.host(match, settings);
    expect(host.fighterA).toEqual({ playerId: kicked, lockedIn: false, picked: 0, left: true });
    expect(host.battlesInRound).toBe(3);
    expect(host.bettorIds).not.toContain(kicked);
    // Only the opponent and the two bettors remain to act.
    const strategies: Record<PlayerId, Strategy> = {
      1: always(['ROCK', 'SCISSORS', 'PAPER']),
      2: always(['ROCK', 'SCISSORS', 'PAPER']),
      3: always(['ROCK', 'SCISSORS', 'PAPER']),
      4: always(['ROCK', 'SCISSORS', 'PAPER']),
    };
    for (const id of [1, 2, 3, 4].filter((id) => id !== kicked)) {
      const action = strategies[id]!(rpsShoot.views.player(match, id, settings));
      match = accepted(applyMove(rpsShoot, match, settings, { playerId: id, ...action! }, T0 + 3_000)).match;
    }
    expect(match.stage).toBe('reveal');
    const reveal = rpsShoot.views.host(match, settings).reveal!;
    expect(reveal.throws.map((t) => t.playerMove)).toEqual(['NOTHING', 'NOTHING', 'NOTHING']);
    expect(reveal).toMatchObject({ fullResult: 'LOSE', winnerId: opponent, playerNetScore: 0, opponentNetScore: 3, forfeited: [kicked] });
    expect(applyMove(rpsShoot, match, settings, { playerId: kicked, move: 'pick', payload: { moves: ['ROCK'] } }, T0 + 3_500)).toEqual({
      invalid: 'error.not_in_game',
    });

    const { match: end } = play(match, settings, strategies);
    const later = end.state.history.slice(1);
    expect(later.length).toBeGreaterThan(0);
    for (const record of later) expect(record.turns.map((t) => t.playerId)).not.toContain(kicked);
    expect(later.flatMap((r) => r.bets).some((b) => b.playerId === kicked)).toBe(false);
    expect(end.state.roster).not.toContain(kicked);
    expect(end.scores[kicked]).toBe(0);
  });

  it('a bettor who leaves is no longer waited for, and their bet goes', () => {
    const settings = settingsOf({ numberOfRounds: 1 });
    let match = start([1, 2, 3], settings);
    const bettor = rpsShoot.views.host(match, settings).bettorIds[0]!;
    match = accepted(applyMove(rpsShoot, match, settings, { playerId: bettor, move: 'bet', payload: { expectedResult: 'WIN' } }, T0 + 500)).match;
    const { fighterA, fighterB } = rpsShoot.views.host(match, settings);
    for (const id of [fighterA!.playerId, fighterB!.playerId]) {
      match = accepted(applyMove(rpsShoot, match, settings, { playerId: id, move: 'pick', payload: { moves: ['ROCK', 'ROCK', 'ROCK'] } }, T0 + 1_000)).match;
    }
    expect(match.stage).toBe('reveal');
    match = start([1, 2, 3], settings);
    for (const id of [fighterA!.playerId, fighterB!.playerId]) {
      match = accepted(applyMove(rpsShoot, match, settings, { playerId: id, move: 'pick', payload: { moves: ['ROCK', 'ROCK', 'ROCK'] } }, T0 + 1_000)).match;
    }
    expect(match.stage).toBe('pick');
    match = removeSeat(rpsShoot, match, settings, bettor, T0 + 2_000).match;
    expect(match.stage).toBe('reveal');
    expect(rpsShoot.views.host(match, settings).reveal!.bets).toEqual([]);
  });

  it('ends the game early once someone reaches maxScore', () => {
    const settings = settingsOf({ numberOfRounds: 3, numberOfTurns: 2, maxScore: 500 });
    const { match, stages } = play(start([1, 2], settings), settings, {
      1: always(['ROCK', 'ROCK', 'ROCK']),
      2: always(['SCISSORS', 'SCISSORS', 'SCISSORS']),
    });
    expect(match.state.history).toHaveLength(1);
    expect(match.scores).toEqual({ 1: 500, 2: 0 });
    expect(stages).toEqual(['pick', 'reveal', GAME_OVER]);
  });

  it('ends when too few players are left to pair', () => {
    const settings = settingsOf({ numberOfRounds: 3 });
    let match = start([1, 2, 3], settings);
    const bettor = rpsShoot.views.host(match, settings).bettorIds[0]!;
    match = removeSeat(rpsShoot, match, settings, bettor, T0 + 100).match;
    const { fighterA } = rpsShoot.views.host(match, settings);
    match = removeSeat(rpsShoot, match, settings, fighterA!.playerId, T0 + 200).match;
    const { match: end } = play(match, settings, {});
    expect(end.state.history).toHaveLength(1);
    expect(end.over).toBe(true);
  });

  it('refuses moves that are not the player’s to make', () => {
    const settings = settingsOf();
    const match = start([1, 2, 3], settings);
    const host = rpsShoot.views.host(match, settings);
    const fighter = host.fighterA!.playerId;
    const bettor = host.bettorIds[0]!;
    const move = (playerId: PlayerId, name: string, payload: unknown) =>
      applyMove(rpsShoot, match, settings, { playerId, move: name, payload }, T0 + 1_000);
    expect(move(fighter, 'bet', { expectedResult: 'WIN' })).toEqual({ invalid: 'error.fighters_cannot_bet' });
    expect(move(bettor, 'pick', { moves: ['ROCK'] })).toEqual({ invalid: 'error.not_a_fighter' });
    for (const payload of [null, {}, { moves: [] }, { moves: ['ROCK', 'ROCK', 'ROCK', 'ROCK'] }, { moves: ['NOTHING'] }, { moves: ['rock'] }, { moves: 'ROCK' }]) {
      expect(move(fighter, 'pick', payload)).toEqual({ invalid: 'error.invalid_moves' });
    }
    for (const payload of [null, {}, { expectedResult: 'NONE' }, { expectedResult: 'win' }]) {
      expect(move(bettor, 'bet', payload)).toEqual({ invalid: 'error.invalid_bet' });
    }
  });

  it('lets fighters pick move by move and change their picks and bets until the stage ends', () => {
    const settings = settingsOf();
    let match = start([1, 2, 3], settings);
    const host = rpsShoot.views.host(match, settings);
    const a = host.fighterA!.playerId;
    const b = host.fighterB!.playerId;
    const bettor = host.bettorIds[0]!;
    const move = (playerId: PlayerId, name: string, payload: unknown) => {
      match = accepted(applyMove(rpsShoot, match, settings, { playerId, move: name, payload }, T0 + 1_000)).match;
    };
    move(a, 'pick', { moves: ['ROCK'] });
    expect(rpsShoot.views.player(match, a, settings)).toMatchObject({ role: 'fighter', myPicks: ['ROCK'], lockedIn: false, opponentId: b });
    expect(rpsShoot.views.host(match, settings).fighterA).toMatchObject({ picked: 1, lockedIn: false });
    move(a, 'pick', { moves: ['ROCK', 'PAPER', 'PAPER'] });
    move(a, 'pick', { moves: ['SCISSORS', 'PAPER', 'PAPER'] });
    expect(rpsShoot.views.player(match, a, settings)).toMatchObject({ myPicks: ['SCISSORS', 'PAPER', 'PAPER'], lockedIn: true });
    expect(rpsShoot.views.player(match, b, settings)).toMatchObject({ opponentLockedIn: true, myPicks: [] });
    move(bettor, 'bet', { expectedResult: 'TIE' });
    move(bettor, 'bet', { expectedResult: 'LOSE' });
    expect(rpsShoot.views.player(match, bettor, settings)).toMatchObject({ role: 'bettor', myBet: 'LOSE', opponentId: null, myPicks: null });
    expect(rpsShoot.views.host(match, settings)).toMatchObject({ betsIn: 1, betPlayerIds: [bettor] });
    expect(match.stage).toBe('pick');
    move(b, 'pick', { moves: ['ROCK', 'SCISSORS', 'SCISSORS'] });
    expect(match.stage).toBe('reveal');
    // A: SCISSORS PAPER PAPER vs B: ROCK SCISSORS SCISSORS -> LOSE LOSE LOSE.
    const reveal = rpsShoot.views.host(match, settings).reveal!;
    expect(reveal.throws).toEqual([
      { playerMove: 'SCISSORS', opponentMove: 'ROCK', result: 'LOSE' },
      { playerMove: 'PAPER', opponentMove: 'SCISSORS', result: 'LOSE' },
      { playerMove: 'PAPER', opponentMove: 'SCISSORS', result: 'LOSE' },
    ]);
    expect(reveal).toMatchObject({ fullResult: 'LOSE', winnerId: b, playerNetScore: 0, opponentNetScore: 3, bets: [{ playerId: bettor, expectedResult: 'LOSE', right: true }] });
    expect(reveal.points).toEqual({ [a]: 0, [b]: 500, [bettor]: 150 });
    expect(rpsShoot.views.player(match, b, settings).outcome).toEqual({ fullResult: 'WIN', betRight: null, points: 500 });
    expect(rpsShoot.views.player(match, a, settings).outcome).toEqual({ fullResult: 'LOSE', betRight: null, points: 0 });
    expect(rpsShoot.views.player(match, bettor, settings).outcome).toEqual({ fullResult: 'LOSE', betRight: true, points: 150 });
    // Points land when the reveal ends.
    expect(match.scores).toEqual({ 1: 0, 2: 0, 3: 0 });
    match = tick(rpsShoot, match, settings, match.stageEndsAt!)!.match;
    expect(match.scores).toEqual({ [a]: 0, [b]: 500, [bettor]: 150 });
    expect(match.stage).toBe('roundScores');
    expect(match.roundDeltas).toEqual({ [b]: 500, [bettor]: 150 });
  });

  it('never shows a phone or the shared screen any move before the reveal', () => {
    const MOVE = /ROCK|PAPER|SCISSORS|NOTHING/;
    const settings = settingsOf({ numberOfRounds: 4, numberOfTurns: 2 });
    const ids = [1, 2, 3, 4, 5];
    const moveSets: PickableMove[][] = [
      ['ROCK', 'PAPER', 'SCISSORS'],
      ['PAPER', 'PAPER', 'ROCK'],
      ['SCISSORS', 'ROCK', 'ROCK'],
      ['SCISSORS', 'SCISSORS', 'PAPER'],
      ['ROCK', 'ROCK', 'ROCK'],
    ];
    // Fighters pick one move at a time, so views are checked with partial and full picks.
    const stepwise =
      (moves: PickableMove[]): Strategy =>
      (view) => {
        if (view.stage !== 'pick') return null;
        if (view.role === 'fighter' && !view.lockedIn) return { move: 'pick', payload: { moves: moves.slice(0, (view.myPicks?.length ?? 0) + 1) } };
        if (view.role === 'bettor' && view.myBet === null) return { move: 'bet', payload: { expectedResult: 'WIN' } };
        return null;
      };
    let checked = 0;
    const check = (m: M): void => {
      if (m.stage !== 'pick') return;
      const host = JSON.stringify({ envelope: hostView(rpsShoot, m, settings), game: rpsShoot.views.host(m, settings) });
      expect(host).not.toMatch(MOVE);
      for (const id of ids) {
        const view = playerView(rpsShoot, m, id, settings);
        const { myPicks, ...rest } = view.game;
        expect(JSON.stringify({ ...view, game: rest })).not.toMatch(MOVE);
        const own = m.state.turns?.find((t) => t.playerId === id);
        if (own) expect(myPicks).toEqual([own.move1, own.move2, own.move3].filter((mv) => mv !== 'NOTHING'));
        else expect(myPicks).toBeNull();
        checked++;
      }
    };
    const strategies = Object.fromEntries(ids.map((id, i) => [id, stepwise(moveSets[i]!)]));
    const { match } = play(start(ids, settings, 11), settings, strategies, check);
    expect(match.over).toBe(true);
    expect(checked).toBeGreaterThan(100);
    expect(match.state.history.every((r) => r.turns.every((t) => t.completed))).toBe(true);
  });

  it('AI players play a whole game on their own', () => {
    for (const ids of [
      [-1, -2],
      [-1, -2, -3, -4, -5],
      [1, -1, -2, -3, -4, -5, -6],
    ]) {
      const settings = settingsOf({ numberOfRounds: 3, numberOfTurns: 2 });
      let match = start(ids, settings, 5);
      let now = T0;
      const stages = new Set<string>();
      for (let guard = 0; guard < 1_000 && !match.over; guard++) {
        stages.add(match.stage);
        const actions = botActions(rpsShoot, match, settings, now).sort((x, y) => x.at - y.at);
        const stageNumber = match.stageNumber;
        const askedAt = now;
        for (const action of actions) {
          expect(action.at - askedAt).toBeGreaterThanOrEqual(2_000);
          expect(action.at - askedAt).toBeLessThanOrEqual(7_000);
          const step = applyMove(rpsShoot, match, settings, action, action.at);
          if (isInvalid(step)) expect.fail(`bot move refused: ${step.invalid}`);
          match = step.match;
          now = action.at;
          if (match.stageNumber !== stageNumber) break;
        }
        if (match.stageNumber === stageNumber) {
          now = match.stageEndsAt!;
          match = tick(rpsShoot, match, settings, now)!.match;
        }
      }
      expect(match.over).toBe(true);
      expect(stages).toEqual(new Set(['pick', 'reveal', 'roundScores']));
      expect(Object.values(match.scores).some((score) => score > 0)).toBe(true);
      expect(match.scores).toEqual(totalsFromHistory(match));
      // Every battle between robots only was fought with three real moves each.
      const robotsOnly = match.state.history.filter((r) => r.turns.every((t) => t.playerId < 0));
      expect(robotsOnly.length).toBeGreaterThan(0);
      for (const record of robotsOnly) expect(record.forfeited).toEqual([]);
    }
  });

  it('AI -1 favours ROCK a little; AI -2 rarely repeats a move', async () => {
    const { createRng } = await import('@snackparty/engine');
    const rng = createRng(42);
    const count = (id: number) => {
      const tally = { ROCK: 0, PAPER: 0, SCISSORS: 0, repeats: 0 };
      for (let i = 0; i < 3_000; i++) {
        const moves = botMoves(rng, id);
        moves.forEach((m, j) => {
          tally[m]++;
          if (j > 0 && moves[j - 1] === m) tally.repeats++;
        });
      }
      return tally;
    };
    const one = count(-1);
    expect(one.ROCK).toBeGreaterThan(one.PAPER);
    expect(one.ROCK).toBeGreaterThan(one.SCISSORS);
    const two = count(-2);
    expect(two.repeats).toBeLessThan(one.repeats);
  });
});
