import type { PlayerId } from '@snackparty/engine';
import {
  BET_RESULTS,
  MOVES_PER_TURN,
  PICKABLE_MOVES,
  type Bet,
  type BetResult,
  type PickableMove,
  type RpsBattle,
  type RpsMove,
  type RpsResult,
  type RpsResultValue,
  type RpsTurn,
} from './types';

/** Base points, before the engine's round multiplier. */
export const POINTS = {
  /** Each throw won. */
  throwWon: 100,
  /** A battle won (more throws won than the opponent). */
  battleWon: 200,
  /** A bet on fighter A's full result that came true. */
  rightBet: 150,
} as const;

const BEATS: Record<PickableMove, PickableMove> = { ROCK: 'SCISSORS', PAPER: 'ROCK', SCISSORS: 'PAPER' };

/** One throw from the first player's side. NOTHING loses to any move; NOTHING against NOTHING is a TIE. */
export function compareThrow(move: RpsMove, other: RpsMove): Exclude<RpsResultValue, 'NONE'> {
  if (move === other) return 'TIE';
  if (move === 'NOTHING') return 'LOSE';
  if (other === 'NOTHING') return 'WIN';
  return BEATS[move] === other ? 'WIN' : 'LOSE';
}

export function opposite(result: RpsResultValue): RpsResultValue {
  if (result === 'WIN') return 'LOSE';
  if (result === 'LOSE') return 'WIN';
  return result;
}

export function turnMoves(turn: RpsTurn): [RpsMove, RpsMove, RpsMove] {
  return [turn.move1, turn.move2, turn.move3];
}

export function uniquePlayersKey(a: PlayerId, b: PlayerId): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}

export function emptyTurn(battle: RpsBattle, side: 'A' | 'B'): RpsTurn {
  const playerId = side === 'A' ? battle.playerId : battle.opponentId;
  const opponentId = side === 'A' ? battle.opponentId : battle.playerId;
  return {
    turnId: `${battle.battleId}-${side}`,
    playerId,
    opponentId,
    move1: 'NOTHING',
    move2: 'NOTHING',
    move3: 'NOTHING',
    completed: false,
  };
}

/** A turn with these moves in front; the rest stays NOTHING. Complete with all three. */
export function withMoves(turn: RpsTurn, moves: readonly PickableMove[]): RpsTurn {
  const all: RpsMove[] = [...moves];
  while (all.length < MOVES_PER_TURN) all.push('NOTHING');
  return {
    ...turn,
    move1: all[0] ?? 'NOTHING',
    move2: all[1] ?? 'NOTHING',
    move3: all[2] ?? 'NOTHING',
    completed: moves.length === MOVES_PER_TURN,
  };
}

/** A fighter who left: every move NOTHING, nothing more to wait for. */
export function forfeitTurn(turn: RpsTurn): RpsTurn {
  return { ...turn, move1: 'NOTHING', move2: 'NOTHING', move3: 'NOTHING', completed: true };
}

/**
 * Resolves a battle from the first turn's side: each throw compares move i of both; the full result
 * is WIN for more throws won, TIE if equal. Net scores are the throws each side won.
 */
export function resolveBattle(battle: RpsBattle, a: RpsTurn, b: RpsTurn): RpsResult {
  const [a1, a2, a3] = turnMoves(a);
  const [b1, b2, b3] = turnMoves(b);
  const throws = [compareThrow(a1, b1), compareThrow(a2, b2), compareThrow(a3, b3)] as const;
  const won = throws.filter((r) => r === 'WIN').length;
  const lost = throws.filter((r) => r === 'LOSE').length;
  return {
    resultId: battle.battleId,
    roundId: battle.roundId,
    uniquePlayersKey: uniquePlayersKey(a.playerId, b.playerId),
    playerId: a.playerId,
    opponentId: b.playerId,
    result1: throws[0],
    result2: throws[1],
    result3: throws[2],
    fullResult: won > lost ? 'WIN' : won < lost ? 'LOSE' : 'TIE',
    playerNetScore: won,
    opponentNetScore: lost,
  };
}

/** The same result seen from the opponent's side. */
export function flipResult(result: RpsResult): RpsResult {
  return {
    ...result,
    playerId: result.opponentId,
    opponentId: result.playerId,
    result1: opposite(result.result1),
    result2: opposite(result.result2),
    result3: opposite(result.result3),
    fullResult: opposite(result.fullResult),
    playerNetScore: result.opponentNetScore,
    opponentNetScore: result.playerNetScore,
  };
}

export function throwResults(result: RpsResult): [RpsResultValue, RpsResultValue, RpsResultValue] {
  return [result.result1, result.result2, result.result3];
}

/** Base points of a battle: fighters for throws and the win, bettors for a right bet. */
export function battlePoints(result: RpsResult, bets: readonly Bet[]): Record<PlayerId, number> {
  const points: Record<PlayerId, number> = {};
  const add = (playerId: PlayerId, amount: number): void => {
    points[playerId] = (points[playerId] ?? 0) + amount;
  };
  add(result.playerId, result.playerNetScore * POINTS.throwWon);
  add(result.opponentId, result.opponentNetScore * POINTS.throwWon);
  if (result.fullResult === 'WIN') add(result.playerId, POINTS.battleWon);
  if (result.fullResult === 'LOSE') add(result.opponentId, POINTS.battleWon);
  for (const bet of bets) {
    if (bet.playerId === result.playerId || bet.playerId === result.opponentId) continue;
    add(bet.playerId, bet.expectedResult === result.fullResult ? POINTS.rightBet : 0);
  }
  return points;
}

/**
 * The pairs of one round by the circle method: the first player stays, the others rotate one place
 * per round. With an odd count a bye joins the circle, and the player paired with it sits out; over
 * any `n` consecutive rounds (n odd) each player sits out once, and over `n - 1` rounds (n even)
 * each player meets every other once.
 */
export function roundPairs(
  players: readonly PlayerId[],
  roundIndex: number,
): { pairs: [PlayerId, PlayerId][]; sittingOut: PlayerId[] } {
  if (players.length < 2) return { pairs: [], sittingOut: [...players] };
  const BYE = null;
  const circle: (PlayerId | null)[] = players.length % 2 === 0 ? [...players] : [BYE, ...players];
  const size = circle.length;
  const rest = circle.slice(1);
  const shift = ((roundIndex % (size - 1)) + (size - 1)) % (size - 1);
  const rotated = [circle[0] ?? BYE, ...rest.slice(rest.length - shift), ...rest.slice(0, rest.length - shift)];
  const pairs: [PlayerId, PlayerId][] = [];
  const sittingOut: PlayerId[] = [];
  for (let i = 0; i < size / 2; i++) {
    const first = rotated[i] ?? BYE;
    const second = rotated[size - 1 - i] ?? BYE;
    if (first === BYE && second !== BYE) sittingOut.push(second);
    else if (second === BYE && first !== BYE) sittingOut.push(first);
    else if (first !== BYE && second !== BYE) {
      // Alternate sides so the fixed player is not always fighter A.
      pairs.push((roundIndex + i) % 2 === 0 ? [first, second] : [second, first]);
    }
  }
  return { pairs, sittingOut };
}

/**
 * A round's schedule: `turns` battles for each pair, pair after pair so nobody fights twice in a row
 * (unless there is only one pair); fighters swap sides every turn.
 */
export function scheduleRound(
  players: readonly PlayerId[],
  round: number,
  turns: number,
): { battles: RpsBattle[]; sittingOut: PlayerId[] } {
  const { pairs, sittingOut } = roundPairs(players, round - 1);
  const battles: RpsBattle[] = [];
  for (let turn = 0; turn < Math.max(1, turns); turn++) {
    for (const [first, second] of pairs) {
      const number = battles.length + 1;
      const [playerId, opponentId] = turn % 2 === 0 ? [first, second] : [second, first];
      battles.push({ battleId: `r${round}b${number}`, roundId: round, number, playerId, opponentId });
    }
  }
  return { battles, sittingOut };
}

export function isPickableMove(value: unknown): value is PickableMove {
  return typeof value === 'string' && (PICKABLE_MOVES as readonly string[]).includes(value);
}

export function isBetResult(value: unknown): value is BetResult {
  return typeof value === 'string' && (BET_RESULTS as readonly string[]).includes(value);
}
