import { activeSeats, roundMultiplier, type Match, type PlayerId } from '@snackparty/engine';
import { flipResult, throwResults, turnMoves } from './rules';
import { currentBattle, isFighter, REVEAL_TIMELINE, STAGES, type RpsSettings } from './stages';
import type {
  BetResult,
  PickableMove,
  RpsBattleRecord,
  RpsMove,
  RpsResult,
  RpsResultValue,
  RpsState,
  RpsTurn,
} from './types';

/** A fighter as the shared screen may show them while picking: whether they are in, never what. */
export interface RpsFighterStatus {
  playerId: PlayerId;
  /** All three moves are in. */
  lockedIn: boolean;
  /** How many moves they have chosen so far (0–3). */
  picked: number;
  /** They left the game: their moves are NOTHING. */
  left: boolean;
}

export interface RpsThrowView {
  /** Fighter A's move. */
  playerMove: RpsMove;
  /** Fighter B's move. */
  opponentMove: RpsMove;
  /** From fighter A's side. */
  result: RpsResultValue;
}

export interface RpsBetView {
  playerId: PlayerId;
  expectedResult: BetResult;
  right: boolean;
}

/** A resolved battle; present from the end of `pick` (so never while fighters are picking). */
export interface RpsRevealView {
  battleId: string;
  roundId: number;
  /** Fighter A, the one the bets are on. */
  playerId: PlayerId;
  /** Fighter B. */
  opponentId: PlayerId;
  /** Three throws, in order, to be shown one by one (see `timeline`). */
  throws: [RpsThrowView, RpsThrowView, RpsThrowView];
  /** Fighter A's full result. */
  fullResult: RpsResultValue;
  /** The battle's winner, or null for a tie. */
  winnerId: PlayerId | null;
  /** Throws won by fighter A. */
  playerNetScore: number;
  /** Throws won by fighter B. */
  opponentNetScore: number;
  /** Fighters who did not lock in three moves in time (the missing ones were NOTHING) or who left. */
  forfeited: PlayerId[];
  bets: RpsBetView[];
  /** Points each player earns for this battle, round multiplier included (added to the scores when the reveal ends). */
  points: Record<PlayerId, number>;
  /** The spec's RPS result entity, from fighter A's side. */
  result: RpsResult;
  /** When each part shows, in ms after the reveal stage started (`stageStartedAt`). */
  timeline: { throwsAtMs: readonly number[]; netScoreAtMs: number; betsAtMs: number };
}

/** The game part of the shared screen's view. It never holds a move before the reveal. */
export interface RpsHostView {
  round: number;
  numberOfRounds: number;
  /** Spec: the RPS round score is the round multiplier divided by 10. */
  roundScore: number;
  /** "Battle X of Y": X (1-based; 0 before the first battle). */
  battleNumber: number;
  /** "Battle X of Y": Y, the battles of this round (fewer when a fighter left). */
  battlesInRound: number;
  fighterA: RpsFighterStatus | null;
  fighterB: RpsFighterStatus | null;
  /** Players who sit out this round (odd count): they only bet. */
  sittingOut: PlayerId[];
  /** Players who may bet on this battle. */
  bettorIds: PlayerId[];
  /** Bettors who have bet (not what). */
  betPlayerIds: PlayerId[];
  betsIn: number;
  reveal: RpsRevealView | null;
}

export type RpsRole = 'fighter' | 'bettor' | 'waiting';

/** What a fighter or bettor sees of the battle's outcome, from their own side. */
export interface RpsOwnOutcome {
  /** A fighter's full result from their side; a bettor's: fighter A's full result. */
  fullResult: RpsResultValue;
  /** A bettor's bet came true; null for fighters and for a bettor who did not bet. */
  betRight: boolean | null;
  /** Points earned in this battle, round multiplier included. */
  points: number;
}

/** The game part of one phone's view: only what that player may know. */
export interface RpsPlayerView {
  playerId: PlayerId;
  /** The current stage's name (pick, reveal, roundScores, or the engine's game over). */
  stage: string;
  round: number;
  numberOfRounds: number;
  battleNumber: number;
  battlesInRound: number;
  /** fighter or bettor in the current battle (through its reveal); waiting between rounds or after leaving. */
  role: RpsRole;
  fighterA: PlayerId | null;
  fighterB: PlayerId | null;
  /** The other fighter, for a fighter. */
  opponentId: PlayerId | null;
  /** A fighter's own moves chosen so far, in order (0–3); null for others. */
  myPicks: PickableMove[] | null;
  /** A fighter has all three moves in. */
  lockedIn: boolean;
  /** Whether the other fighter is locked in (never their moves). */
  opponentLockedIn: boolean;
  /** A bettor's bet on fighter A. */
  myBet: BetResult | null;
  /** This player sits out the round (odd count) and only bets. */
  sittingOut: boolean;
  reveal: RpsRevealView | null;
  outcome: RpsOwnOutcome | null;
}

function picksOf(turn: RpsTurn): PickableMove[] {
  const picks: PickableMove[] = [];
  for (const move of turnMoves(turn)) {
    if (move === 'NOTHING') break;
    picks.push(move);
  }
  return picks;
}

function revealOf(record: RpsBattleRecord): RpsRevealView {
  const { result, turns } = record;
  const [a, b] = turns;
  const aMoves = turnMoves(a);
  const bMoves = turnMoves(b);
  const results = throwResults(result);
  const throwAt = (i: 0 | 1 | 2): RpsThrowView => ({
    playerMove: aMoves[i],
    opponentMove: bMoves[i],
    result: results[i],
  });
  const multiplier = roundMultiplier(record.battle.roundId);
  const points: Record<PlayerId, number> = {};
  for (const [id, base] of Object.entries(record.points)) points[Number(id)] = base * multiplier;
  return {
    battleId: record.battle.battleId,
    roundId: record.battle.roundId,
    playerId: result.playerId,
    opponentId: result.opponentId,
    throws: [throwAt(0), throwAt(1), throwAt(2)],
    fullResult: result.fullResult,
    winnerId: result.fullResult === 'WIN' ? result.playerId : result.fullResult === 'LOSE' ? result.opponentId : null,
    playerNetScore: result.playerNetScore,
    opponentNetScore: result.opponentNetScore,
    forfeited: [...record.forfeited],
    bets: record.bets.map((bet) => ({ ...bet, right: bet.expectedResult === result.fullResult })),
    points,
    result: { ...result },
    timeline: { throwsAtMs: [...REVEAL_TIMELINE.throwsAtMs], netScoreAtMs: REVEAL_TIMELINE.netScoreAtMs, betsAtMs: REVEAL_TIMELINE.betsAtMs },
  };
}

function fighterStatus(turn: RpsTurn, present: ReadonlySet<PlayerId>): RpsFighterStatus {
  const left = !present.has(turn.playerId);
  return { playerId: turn.playerId, lockedIn: turn.completed && !left, picked: left ? 0 : picksOf(turn).length, left };
}

function presentIds(match: Match<RpsState>): Set<PlayerId> {
  return new Set(
    activeSeats(match)
      .map((seat) => seat.playerId)
      .filter((id) => !match.state.left.includes(id)),
  );
}

function battleNumbers(state: RpsState): { battleNumber: number; battlesInRound: number } {
  return { battleNumber: Math.max(0, Math.min(state.battleIndex + 1, state.battles.length)), battlesInRound: state.battles.length };
}

export function hostView(match: Match<RpsState>, settings: RpsSettings): RpsHostView {
  const state = match.state;
  const present = presentIds(match);
  const battle = currentBattle(state);
  const picking = state.current === null && state.turns !== null;
  const bettorIds = battle === null ? [] : [...present].filter((id) => !isFighter(battle, id));
  const betPlayerIds = picking ? state.bets.map((bet) => bet.playerId) : (state.current?.bets ?? []).map((bet) => bet.playerId);
  return {
    round: state.round,
    numberOfRounds: settings.numberOfRounds,
    roundScore: roundMultiplier(state.round) / 10,
    ...battleNumbers(state),
    fighterA: state.turns ? fighterStatus(state.turns[0], present) : null,
    fighterB: state.turns ? fighterStatus(state.turns[1], present) : null,
    sittingOut: [...state.sittingOut],
    bettorIds,
    betPlayerIds,
    betsIn: betPlayerIds.length,
    reveal: state.current ? revealOf(state.current) : null,
  };
}

export function playerView(match: Match<RpsState>, playerId: PlayerId, settings: RpsSettings): RpsPlayerView {
  const state = match.state;
  const present = presentIds(match);
  const battle = currentBattle(state);
  const inBattleStage = match.stage === STAGES.pick || match.stage === STAGES.reveal;
  const here = present.has(playerId);
  const fighter = battle !== null && isFighter(battle, playerId);
  const role: RpsRole = !here || !inBattleStage || battle === null ? 'waiting' : fighter ? 'fighter' : 'bettor';
  const ownTurn = state.turns?.find((turn) => turn.playerId === playerId) ?? null;
  const otherTurn = fighter ? (state.turns?.find((turn) => turn.playerId !== playerId) ?? null) : null;
  const bet = (state.current?.bets ?? state.bets).find((b) => b.playerId === playerId) ?? null;
  const record = state.current;
  let outcome: RpsOwnOutcome | null = null;
  if (record !== null) {
    const points = (record.points[playerId] ?? 0) * roundMultiplier(record.battle.roundId);
    if (record.result.playerId === playerId) {
      outcome = { fullResult: record.result.fullResult, betRight: null, points };
    } else if (record.result.opponentId === playerId) {
      outcome = { fullResult: flipResult(record.result).fullResult, betRight: null, points };
    } else {
      outcome = {
        fullResult: record.result.fullResult,
        betRight: bet === null ? null : bet.expectedResult === record.result.fullResult,
        points,
      };
    }
  }
  return {
    playerId,
    stage: match.stage,
    round: state.round,
    numberOfRounds: settings.numberOfRounds,
    ...battleNumbers(state),
    role,
    fighterA: battle?.playerId ?? null,
    fighterB: battle?.opponentId ?? null,
    opponentId: fighter && battle ? (battle.playerId === playerId ? battle.opponentId : battle.playerId) : null,
    myPicks: fighter && ownTurn ? picksOf(ownTurn) : null,
    lockedIn: fighter && ownTurn !== null && ownTurn.completed,
    opponentLockedIn: otherTurn !== null && otherTurn.completed,
    myBet: fighter ? null : (bet?.expectedResult ?? null),
    sittingOut: state.sittingOut.includes(playerId),
    reveal: record ? revealOf(record) : null,
    outcome,
  };
}
