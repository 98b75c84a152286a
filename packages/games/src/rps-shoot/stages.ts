import { GAME_OVER, invalid, type Ctx, type PlayerId, type StageDef } from '@snackparty/engine';
import type { GameSettings } from '@snackparty/protocol';
import {
  battlePoints,
  emptyTurn,
  forfeitTurn,
  isBetResult,
  isPickableMove,
  resolveBattle,
  scheduleRound,
  withMoves,
} from './rules';
import { MOVES_PER_TURN, type PickableMove, type RpsBattle, type RpsState, type RpsTurn } from './types';

export type RpsSettings = GameSettings;
type RpsCtx = Ctx<RpsSettings>;
type RpsStage = StageDef<RpsState, RpsSettings>;

export const STAGES = { pick: 'pick', reveal: 'reveal', roundScores: 'roundScores' } as const;

/** Fighters pick, the others bet. */
export const PICK_MS = 20_000;
/** Throws shown one by one, then the net scores and the bets (spec: RPS reveal delay 8 s). */
export const REVEAL_MS = 8_000;
/** The score table with the round's deltas. */
export const ROUND_SCORES_MS = 6_000;

/** When each part of the reveal shows, in ms after the reveal stage starts. */
export const REVEAL_TIMELINE = {
  throwsAtMs: [1_000, 2_500, 4_000],
  netScoreAtMs: 5_500,
  betsAtMs: 6_500,
} as const;

/** The players still in the game, in seat order. */
export function seatIds(state: Pick<RpsState, 'left'>, ctx: RpsCtx): PlayerId[] {
  return ctx.seats.map((seat) => seat.playerId).filter((id) => !state.left.includes(id));
}

export function currentBattle(state: RpsState): RpsBattle | null {
  return state.battles[state.battleIndex] ?? null;
}

export function isFighter(battle: RpsBattle | null, playerId: PlayerId): boolean {
  return battle !== null && (battle.playerId === playerId || battle.opponentId === playerId);
}

/** Everyone still in the game who is not in the battle. */
export function bettorsOf(battle: RpsBattle | null, present: readonly PlayerId[]): PlayerId[] {
  return present.filter((id) => !isFighter(battle, id));
}

export function setup(ctx: RpsCtx): RpsState {
  const roster = ctx.rng.shuffle(seatIds({ left: [] }, ctx));
  const { battles, sittingOut } = scheduleRound(roster, 1, ctx.settings.numberOfTurns);
  return { round: 1, roster, sittingOut, battles, battleIndex: -1, turns: null, bets: [], current: null, history: [], left: [] };
}

/** Moves on to the next battle, starting the next round when this one has none left. */
function enterBattle(state: RpsState, ctx: RpsCtx): RpsState {
  const present = new Set(seatIds(state, ctx));
  let next: RpsState = state;
  if (state.battleIndex + 1 < state.battles.length) {
    next = { ...state, battleIndex: state.battleIndex + 1 };
  } else {
    const round = state.round + 1;
    const roster = state.roster.filter((id) => present.has(id));
    const { battles, sittingOut } = scheduleRound(roster, round, ctx.settings.numberOfTurns);
    next = { ...state, round, roster, battles, sittingOut, battleIndex: 0 };
  }
  const battle = currentBattle(next);
  if (battle === null) return { ...next, turns: null, bets: [], current: null };
  const leftAlready = (turn: RpsTurn): RpsTurn => (present.has(turn.playerId) ? turn : forfeitTurn(turn));
  const turns: [RpsTurn, RpsTurn] = [leftAlready(emptyTurn(battle, 'A')), leftAlready(emptyTurn(battle, 'B'))];
  return { ...next, turns, bets: [], current: null };
}

function pickMoves(payload: unknown): PickableMove[] | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const moves = (payload as { moves?: unknown }).moves;
  if (!Array.isArray(moves) || moves.length < 1 || moves.length > MOVES_PER_TURN) return null;
  const picked: unknown[] = moves;
  return picked.every(isPickableMove) ? picked : null;
}

const pick: RpsStage = {
  actors(state, ctx) {
    const battle = currentBattle(state);
    if (battle === null || state.current !== null) return [];
    const present = seatIds(state, ctx);
    const fighters = (state.turns ?? []).map((turn) => turn.playerId).filter((id) => present.includes(id));
    return [...fighters, ...bettorsOf(battle, present)];
  },
  moves: {
    /** A fighter's moves so far (1 to 3, in order); three lock in. They may change until the stage ends. */
    pick(state, { playerId, payload }) {
      const turns = state.turns;
      if (turns === null || state.current !== null) return invalid('error.not_your_turn');
      const side = turns.findIndex((turn) => turn.playerId === playerId);
      if (side < 0) return invalid('error.not_a_fighter');
      if (state.left.includes(playerId)) return invalid('error.not_in_game');
      const moves = pickMoves(payload);
      if (moves === null) return invalid('error.invalid_moves');
      const updated = turns.map((turn, i) => (i === side ? withMoves(turn, moves) : turn));
      return { ...state, turns: updated as [RpsTurn, RpsTurn] };
    },
    /** A bet on fighter A's full result, by anyone not in the battle. It may change until the stage ends. */
    bet(state, { playerId, payload }, ctx) {
      const battle = currentBattle(state);
      if (battle === null || state.current !== null) return invalid('error.not_your_turn');
      if (isFighter(battle, playerId)) return invalid('error.fighters_cannot_bet');
      if (!seatIds(state, ctx).includes(playerId)) return invalid('error.not_in_game');
      const expectedResult =
        typeof payload === 'object' && payload !== null ? (payload as { expectedResult?: unknown }).expectedResult : undefined;
      if (!isBetResult(expectedResult)) return invalid('error.invalid_bet');
      const bets = [...state.bets.filter((bet) => bet.playerId !== playerId), { playerId, expectedResult }];
      return { ...state, bets };
    },
  },
  durationMs: () => PICK_MS,
  onEnter: enterBattle,
  isComplete(state, ctx) {
    const battle = currentBattle(state);
    if (battle === null || state.turns === null) return true;
    if (!state.turns.every((turn) => turn.completed)) return false;
    const betting = new Set(state.bets.map((bet) => bet.playerId));
    return bettorsOf(battle, seatIds(state, ctx)).every((id) => betting.has(id));
  },
  onExit(state, ctx) {
    const battle = currentBattle(state);
    if (battle === null || state.turns === null) return { state };
    const present = new Set(seatIds(state, ctx));
    const [a, b] = state.turns.map((turn) => (present.has(turn.playerId) ? turn : forfeitTurn(turn))) as [RpsTurn, RpsTurn];
    const result = resolveBattle(battle, a, b);
    const bets = state.bets.filter((bet) => present.has(bet.playerId) && !isFighter(battle, bet.playerId));
    const forfeited = state.turns
      .filter((turn) => !turn.completed || !present.has(turn.playerId))
      .map((turn) => turn.playerId);
    const current = { battle, turns: [a, b] as [RpsTurn, RpsTurn], result, bets, forfeited, points: battlePoints(result, bets) };
    return { state: { ...state, turns: [a, b], bets, current } };
  },
  next: () => STAGES.reveal,
};

const reveal: RpsStage = {
  actors: () => [],
  moves: {},
  durationMs: () => REVEAL_MS,
  isComplete: () => false,
  /** Points count once everyone has seen the battle (a player who left during the reveal keeps theirs). */
  onExit(state) {
    const current = state.current;
    if (current === null) return { state };
    const recorded = state.history.some((record) => record.battle.battleId === current.battle.battleId);
    return { state: recorded ? state : { ...state, history: [...state.history, current] }, points: { ...current.points } };
  },
  next: (state) => (state.battleIndex + 1 < state.battles.length ? STAGES.pick : STAGES.roundScores),
};

const roundScores: RpsStage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SCORES_MS,
  isComplete: () => false,
  onExit: (state) => ({ state }),
  next(state, ctx) {
    const stillIn = state.roster.filter((id) => seatIds(state, ctx).includes(id));
    return state.round >= ctx.settings.numberOfRounds || stillIn.length < 2 ? GAME_OVER : STAGES.pick;
  },
};

export const stages: Record<string, RpsStage> = { pick, reveal, roundScores };

/**
 * A player leaves: a fighter in a battle being picked forfeits it (every move NOTHING); their later
 * battles are dropped and they leave the pairing. A bettor's bet goes.
 */
export function removePlayer(state: RpsState, playerId: PlayerId): RpsState {
  const picking = state.turns !== null && state.current === null;
  const battles = state.battles.filter((battle, i) => i <= state.battleIndex || !isFighter(battle, playerId));
  const turns =
    picking && state.turns !== null
      ? (state.turns.map((turn) => (turn.playerId === playerId ? forfeitTurn(turn) : turn)) as [RpsTurn, RpsTurn])
      : state.turns;
  return {
    ...state,
    left: state.left.includes(playerId) ? state.left : [...state.left, playerId],
    roster: state.roster.filter((id) => id !== playerId),
    sittingOut: state.sittingOut.filter((id) => id !== playerId),
    battles,
    turns,
    bets: picking ? state.bets.filter((bet) => bet.playerId !== playerId) : state.bets,
  };
}
