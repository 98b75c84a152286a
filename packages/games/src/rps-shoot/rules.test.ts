import { describe, expect, it } from 'vitest';
import {
  battlePoints,
  compareThrow,
  emptyTurn,
  flipResult,
  resolveBattle,
  roundPairs,
  scheduleRound,
  uniquePlayersKey,
  withMoves,
  POINTS,
} from './rules';
import type { PickableMove, RpsBattle, RpsMove } from './types';

const battle: RpsBattle = { battleId: 'r1b1', roundId: 1, number: 1, playerId: 1, opponentId: 2 };

function fight(a: PickableMove[], b: PickableMove[]) {
  return resolveBattle(battle, withMoves(emptyTurn(battle, 'A'), a), withMoves(emptyTurn(battle, 'B'), b));
}

function pairKey([a, b]: [number, number]): string {
  return uniquePlayersKey(a, b);
}

describe('compareThrow', () => {
  const table: [RpsMove, RpsMove, string][] = [
    ['ROCK', 'ROCK', 'TIE'],
    ['ROCK', 'PAPER', 'LOSE'],
    ['ROCK', 'SCISSORS', 'WIN'],
    ['ROCK', 'NOTHING', 'WIN'],
    ['PAPER', 'ROCK', 'WIN'],
    ['PAPER', 'PAPER', 'TIE'],
    ['PAPER', 'SCISSORS', 'LOSE'],
    ['PAPER', 'NOTHING', 'WIN'],
    ['SCISSORS', 'ROCK', 'LOSE'],
    ['SCISSORS', 'PAPER', 'WIN'],
    ['SCISSORS', 'SCISSORS', 'TIE'],
    ['SCISSORS', 'NOTHING', 'WIN'],
    ['NOTHING', 'ROCK', 'LOSE'],
    ['NOTHING', 'PAPER', 'LOSE'],
    ['NOTHING', 'SCISSORS', 'LOSE'],
    ['NOTHING', 'NOTHING', 'TIE'],
  ];
  it.each(table)('%s against %s is %s', (move, other, expected) => {
    expect(compareThrow(move, other)).toBe(expected);
  });
});

describe('resolveBattle', () => {
  it('gives every throw, the full result and the throws each side won', () => {
    const result = fight(['ROCK', 'PAPER', 'SCISSORS'], ['SCISSORS', 'SCISSORS', 'SCISSORS']);
    expect(result).toEqual({
      resultId: 'r1b1',
      roundId: 1,
      uniquePlayersKey: '1_2',
      playerId: 1,
      opponentId: 2,
      result1: 'WIN',
      result2: 'LOSE',
      result3: 'TIE',
      fullResult: 'TIE',
      playerNetScore: 1,
      opponentNetScore: 1,
    });
  });

  it('is a WIN for more throws won, even with ties', () => {
    expect(fight(['ROCK', 'ROCK', 'ROCK'], ['SCISSORS', 'ROCK', 'ROCK'])).toMatchObject({
      fullResult: 'WIN',
      playerNetScore: 1,
      opponentNetScore: 0,
    });
    expect(fight(['ROCK', 'ROCK', 'ROCK'], ['PAPER', 'PAPER', 'SCISSORS'])).toMatchObject({
      fullResult: 'LOSE',
      playerNetScore: 1,
      opponentNetScore: 2,
    });
  });

  it('plays a fighter who picked nothing as NOTHING ×3: they lose every throw', () => {
    const result = resolveBattle(battle, emptyTurn(battle, 'A'), withMoves(emptyTurn(battle, 'B'), ['PAPER', 'ROCK', 'ROCK']));
    expect(result).toMatchObject({ result1: 'LOSE', result2: 'LOSE', result3: 'LOSE', fullResult: 'LOSE', playerNetScore: 0, opponentNetScore: 3 });
  });

  it('keeps a partial pick and plays NOTHING for the rest', () => {
    const partial = withMoves(emptyTurn(battle, 'A'), ['ROCK']);
    expect(partial).toMatchObject({ move1: 'ROCK', move2: 'NOTHING', move3: 'NOTHING', completed: false });
    const result = resolveBattle(battle, partial, emptyTurn(battle, 'B'));
    expect(result).toMatchObject({ result1: 'WIN', result2: 'TIE', result3: 'TIE', fullResult: 'WIN', playerNetScore: 1, opponentNetScore: 0 });
  });

  it('is a TIE when neither picked', () => {
    expect(resolveBattle(battle, emptyTurn(battle, 'A'), emptyTurn(battle, 'B'))).toMatchObject({
      fullResult: 'TIE',
      playerNetScore: 0,
      opponentNetScore: 0,
    });
  });

  it('reads the same from the other side', () => {
    const flipped = flipResult(fight(['ROCK', 'ROCK', 'PAPER'], ['SCISSORS', 'PAPER', 'PAPER']));
    expect(flipped).toMatchObject({
      playerId: 2,
      opponentId: 1,
      uniquePlayersKey: '1_2',
      result1: 'LOSE',
      result2: 'WIN',
      result3: 'TIE',
      fullResult: 'TIE',
      playerNetScore: 1,
      opponentNetScore: 1,
    });
    expect(flipResult(fight(['ROCK', 'ROCK', 'ROCK'], ['SCISSORS', 'SCISSORS', 'ROCK'])).fullResult).toBe('LOSE');
  });
});

describe('battlePoints', () => {
  it('pays 100 a won throw, 200 a won battle and 150 a right bet', () => {
    expect(POINTS).toEqual({ throwWon: 100, battleWon: 200, rightBet: 150 });
    const result = fight(['ROCK', 'ROCK', 'ROCK'], ['SCISSORS', 'SCISSORS', 'PAPER']);
    const points = battlePoints(result, [
      { playerId: 3, expectedResult: 'WIN' },
      { playerId: 4, expectedResult: 'LOSE' },
      { playerId: 5, expectedResult: 'TIE' },
    ]);
    expect(points).toEqual({ 1: 2 * 100 + 200, 2: 100, 3: 150, 4: 0, 5: 0 });
  });

  it('pays the loser of the battle its throws, the winner of a LOSE the bonus, and bets on a TIE', () => {
    const lost = fight(['PAPER', 'PAPER', 'PAPER'], ['SCISSORS', 'SCISSORS', 'PAPER']);
    expect(battlePoints(lost, [{ playerId: 3, expectedResult: 'LOSE' }])).toEqual({ 1: 0, 2: 400, 3: 150 });
    const tie = fight(['ROCK', 'PAPER', 'ROCK'], ['SCISSORS', 'SCISSORS', 'ROCK']);
    expect(battlePoints(tie, [{ playerId: 3, expectedResult: 'TIE' }])).toEqual({ 1: 100, 2: 100, 3: 150 });
  });

  it('ignores a fighter betting on their own battle', () => {
    const result = fight(['ROCK', 'ROCK', 'ROCK'], ['SCISSORS', 'SCISSORS', 'SCISSORS']);
    expect(battlePoints(result, [{ playerId: 1, expectedResult: 'WIN' }])).toEqual({ 1: 500, 2: 0 });
  });
});

describe('roundPairs (circle method)', () => {
  const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

  it.each([2, 4, 6, 8, 10])('with %i players, n - 1 rounds meet every opponent once, nobody sits out', (n) => {
    const met = new Set<string>();
    for (let round = 0; round < n - 1; round++) {
      const { pairs, sittingOut } = roundPairs(ids(n), round);
      expect(sittingOut).toEqual([]);
      expect(pairs).toHaveLength(n / 2);
      expect(new Set(pairs.flat()).size).toBe(n);
      for (const pair of pairs) {
        expect(met.has(pairKey(pair))).toBe(false);
        met.add(pairKey(pair));
      }
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
  });

  it.each([3, 5, 7, 9])('with %i players, one sits out each round, each once in n rounds, and pairs never repeat', (n) => {
    const met = new Set<string>();
    const satOut: number[] = [];
    for (let round = 0; round < n; round++) {
      const { pairs, sittingOut } = roundPairs(ids(n), round);
      expect(sittingOut).toHaveLength(1);
      expect(pairs).toHaveLength((n - 1) / 2);
      expect(new Set([...pairs.flat(), ...sittingOut]).size).toBe(n);
      satOut.push(...sittingOut);
      for (const pair of pairs) {
        expect(met.has(pairKey(pair))).toBe(false);
        met.add(pairKey(pair));
      }
    }
    expect([...satOut].sort((a, b) => a - b)).toEqual(ids(n));
    expect(met.size).toBe((n * (n - 1)) / 2);
  });

  it('consecutive rounds give different opponents', () => {
    for (const n of [3, 4, 5, 6, 10]) {
      const first = roundPairs(ids(n), 0).pairs.map(pairKey);
      const second = roundPairs(ids(n), 1).pairs.map(pairKey);
      expect(first.filter((key) => second.includes(key))).toEqual([]);
    }
  });

  it('wraps around after a full cycle', () => {
    expect(roundPairs(ids(4), 3).pairs.map(pairKey).sort()).toEqual(roundPairs(ids(4), 0).pairs.map(pairKey).sort());
  });

  it('has nothing to pair with fewer than two players', () => {
    expect(roundPairs([7], 0)).toEqual({ pairs: [], sittingOut: [7] });
    expect(roundPairs([], 0)).toEqual({ pairs: [], sittingOut: [] });
  });
});

describe('scheduleRound', () => {
  it('gives numberOfTurns battles per pair, pair after pair, sides swapping each turn', () => {
    const { battles, sittingOut } = scheduleRound([1, 2, 3, 4, 5], 2, 2);
    expect(sittingOut).toHaveLength(1);
    expect(battles).toHaveLength(4);
    expect(battles.map((b) => b.number)).toEqual([1, 2, 3, 4]);
    expect(battles.map((b) => b.battleId)).toEqual(['r2b1', 'r2b2', 'r2b3', 'r2b4']);
    expect(battles.every((b) => b.roundId === 2)).toBe(true);
    const [b1, b2, b3, b4] = battles;
    expect([b3?.playerId, b3?.opponentId]).toEqual([b1?.opponentId, b1?.playerId]);
    expect([b4?.playerId, b4?.opponentId]).toEqual([b2?.opponentId, b2?.playerId]);
    for (let i = 1; i < battles.length; i++) {
      const before = battles[i - 1]!;
      const now = battles[i]!;
      expect([now.playerId, now.opponentId].some((id) => id === before.playerId || id === before.opponentId)).toBe(false);
    }
  });

  it('with two players, the pair fights numberOfTurns times', () => {
    const { battles } = scheduleRound([1, 2], 1, 3);
    expect(battles.map((b) => [b.playerId, b.opponentId])).toEqual([
      [1, 2],
      [2, 1],
      [1, 2],
    ]);
  });
});
