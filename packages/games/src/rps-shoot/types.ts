import type { PlayerId } from '@snackparty/engine';

/** The moves of the spec; NOTHING is what a fighter throws when they did not pick. */
export const RPS_MOVES = ['ROCK', 'PAPER', 'SCISSORS', 'NOTHING'] as const;
export type RpsMove = (typeof RPS_MOVES)[number];
/** The moves a fighter may pick. */
export const PICKABLE_MOVES = ['ROCK', 'PAPER', 'SCISSORS'] as const;
export type PickableMove = (typeof PICKABLE_MOVES)[number];

/** The results of the spec; NONE: not decided (or no bet). */
export const RPS_RESULTS = ['WIN', 'LOSE', 'TIE', 'NONE'] as const;
export type RpsResultValue = (typeof RPS_RESULTS)[number];
/** What a bettor may expect of fighter A. */
export const BET_RESULTS = ['WIN', 'LOSE', 'TIE'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** Moves per turn (spec). */
export const MOVES_PER_TURN = 3;

/** One fighter's three secret moves in a battle (spec entity "RPS turn"). */
export interface RpsTurn {
  turnId: string;
  playerId: PlayerId;
  opponentId: PlayerId;
  /** NOTHING until picked. */
  move1: RpsMove;
  move2: RpsMove;
  move3: RpsMove;
  /** All three moves are in (the fighter has locked in). */
  completed: boolean;
}

/** A resolved battle, from `playerId`'s side (spec entity "RPS result"). */
export interface RpsResult {
  resultId: string;
  roundId: number;
  /** The two fighters' ids, lower first, joined by '_': the same for both sides of a pair. */
  uniquePlayersKey: string;
  playerId: PlayerId;
  opponentId: PlayerId;
  result1: RpsResultValue;
  result2: RpsResultValue;
  result3: RpsResultValue;
  fullResult: RpsResultValue;
  /** Throws won by `playerId`. */
  playerNetScore: number;
  /** Throws won by `opponentId`. */
  opponentNetScore: number;
}

/** A bet on fighter A's full result (spec entity "Bet"). */
export interface Bet {
  playerId: PlayerId;
  expectedResult: BetResult;
}

/** One battle of a round's schedule. Fighter A (`playerId`) is the one bettors bet on. */
export interface RpsBattle {
  battleId: string;
  roundId: number;
  /** 1-based position in the round as scheduled. */
  number: number;
  playerId: PlayerId;
  opponentId: PlayerId;
}

/** What a finished battle showed: the moves, the result, the bets and the base points. */
export interface RpsBattleRecord {
  battle: RpsBattle;
  /** Fighter A's turn, then fighter B's. */
  turns: [RpsTurn, RpsTurn];
  /** From fighter A's side. */
  result: RpsResult;
  bets: Bet[];
  /** Fighters who did not lock in three moves (their missing moves were NOTHING), or who left. */
  forfeited: PlayerId[];
  /** Base points earned in this battle, before the round multiplier. */
  points: Record<PlayerId, number>;
}

export interface RpsState {
  /** 1-based round. */
  round: number;
  /** Players still in the pairing, in the game's pairing order (fixed at setup, minus those who left). */
  roster: PlayerId[];
  /** Players who sit out this round (odd count): they only bet. */
  sittingOut: PlayerId[];
  /** This round's battles in play order; battles of players who left are dropped once not yet fought. */
  battles: RpsBattle[];
  /** Index of the current battle in `battles`; -1 before the first. */
  battleIndex: number;
  /** The current battle's turns (fighter A, fighter B); null outside a battle. */
  turns: [RpsTurn, RpsTurn] | null;
  /** Bets on the current battle. */
  bets: Bet[];
  /** The current battle once resolved (from the end of `pick`), null while picking. */
  current: RpsBattleRecord | null;
  /** Every resolved battle of the game, oldest first. */
  history: RpsBattleRecord[];
  /** Players who left the game (kicked or quit). */
  left: PlayerId[];
}
