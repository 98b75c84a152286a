/**
 * The stages of a turn (move -> hide -> peek -> reveal) and of a round's end (roundSummary), with the
 * moves they accept. A turn's points are awarded together as its reveal ends, so no score change tells
 * anyone where a hider is before the reveal.
 */

import { GAME_OVER, invalid } from '@snackparty/engine';
import type { Ctx, Invalid, MoveInput, PlayerId, StageDef } from '@snackparty/engine';
import {
  ERRORS,
  HIDE_MS,
  MAX_PEEKS,
  MOVE_MS,
  PEEK_MS,
  REVEAL_MS,
  ROUND_SUMMARY_MS,
  gameShouldEnd,
  nextHiders,
  planAiHider,
  spotFromPayload,
  startRound,
  turnPoints,
  turnsLeftInRound,
} from './rules';
import { STAGES } from './types';
import type { AiHiderPlan, HideAndPeekSettings, HideAndPeekState, HideAndPeekTurnState, TurnPhase } from './types';

type Stage = StageDef<HideAndPeekState, HideAndPeekSettings>;
type C = Ctx<HideAndPeekSettings>;

export function setup(ctx: C): HideAndPeekState {
  const roster = ctx.seats.map((s) => s.playerId);
  return {
    round: 0,
    numberOfRounds: Math.max(1, Math.floor(ctx.settings.numberOfTurns) || 1),
    turn: 0,
    turnInRound: 0,
    roster,
    roundOrder: [],
    queue: [],
    hideCount: Object.fromEntries(roster.map((id) => [id, 0])),
    current: null,
    history: [],
    left: [],
  };
}

function isActive(ctx: C, playerId: PlayerId): boolean {
  return ctx.seats.some((s) => s.playerId === playerId);
}

/** Hiders still at the table. */
export function activeHiders(turn: HideAndPeekTurnState, isIn: (id: PlayerId) => boolean): PlayerId[] {
  return turn.hiders.filter((id) => isIn(id) && !turn.hidersLeft.includes(id));
}

/** Hiders still at the table who have hidden: the ones there is something to find. */
export function hiddenHiders(turn: HideAndPeekTurnState, isIn: (id: PlayerId) => boolean): PlayerId[] {
  return activeHiders(turn, isIn).filter((id) => (turn.spots[id] ?? null) !== null);
}

export function activeGuessers(turn: HideAndPeekTurnState, isIn: (id: PlayerId) => boolean): PlayerId[] {
  return Object.keys(turn.guessers).map(Number).filter(isIn);
}

function withPhase(state: HideAndPeekState, phase: TurnPhase): HideAndPeekState {
  return state.current ? { ...state, current: { ...state.current, phase } } : state;
}

/** Starts the next turn (and a new round first when this one is done). */
function beginTurn(state: HideAndPeekState, ctx: C): HideAndPeekState {
  let s = state;
  if (s.round === 0 || turnsLeftInRound(s) === 0) s = startRound(s, ctx.rng);
  const next = nextHiders(s);
  if (!next) return { ...s, current: null };
  const { hiders } = next;
  const aiPlans: Record<PlayerId, AiHiderPlan> = {};
  // AI hiders walk a planned path: robots, and the seats the AI plays for now (their phones are away).
  for (const id of hiders) if (ctx.seats.some((seat) => seat.playerId === id && (seat.robot || seat.standIn === true))) aiPlans[id] = planAiHider(ctx.now, ctx.rng);
  const hideCount = { ...s.hideCount };
  for (const id of hiders) hideCount[id] = (hideCount[id] ?? 0) + 1;
  const turn = s.turn + 1;
  return {
    ...s,
    turn,
    turnInRound: s.turnInRound + 1,
    queue: next.queue,
    hideCount,
    current: {
      turn,
      round: s.round,
      turnInRound: s.turnInRound + 1,
      phase: 'move',
      hiders,
      spots: Object.fromEntries(hiders.map((id) => [id, null])),
      aiPlans,
      hidersLeft: [],
      guessers: Object.fromEntries(s.roster.filter((id) => !hiders.includes(id)).map((id) => [id, { peeks: [] }])),
      moveStartedAt: ctx.now,
      points: {},
    },
  };
}

export function submitSpot(state: HideAndPeekState, input: MoveInput): HideAndPeekState | Invalid {
  const turn = state.current;
  if (!turn || !turn.hiders.includes(input.playerId)) return invalid(ERRORS.notHider);
  if ((turn.spots[input.playerId] ?? null) !== null) return invalid(ERRORS.alreadyHidden);
  const spotName = spotFromPayload(input.payload);
  if (spotName === null) return invalid(ERRORS.badSpot);
  return { ...state, current: { ...turn, spots: { ...turn.spots, [input.playerId]: spotName } } };
}

export function submitGuess(state: HideAndPeekState, input: MoveInput): HideAndPeekState | Invalid {
  const turn = state.current;
  if (!turn) return invalid(ERRORS.notGuessing);
  if (turn.hiders.includes(input.playerId)) return invalid(ERRORS.hiderCannotGuess);
  const guesser = turn.guessers[input.playerId];
  if (!guesser) return invalid(ERRORS.notGuessing);
  if (guesser.peeks.length >= MAX_PEEKS) return invalid(ERRORS.noPeeksLeft);
  const spotName = spotFromPayload(input.payload);
  if (spotName === null) return invalid(ERRORS.badSpot);
  if (guesser.peeks.includes(spotName)) return invalid(ERRORS.samePeek);
  return { ...state, current: { ...turn, guessers: { ...turn.guessers, [input.playerId]: { peeks: [...guesser.peeks, spotName] } } } };
}

const move: Stage = {
  // The hiders walk; their positions travel outside the engine, so the stage has no moves and runs its time.
  actors: (state, ctx) => (state.current ? activeHiders(state.current, (id) => isActive(ctx, id)) : []),
  moves: {},
  durationMs: () => MOVE_MS,
  onEnter: (state, ctx) => beginTurn(state, ctx),
  isComplete: (state, ctx) => !state.current || activeHiders(state.current, (id) => isActive(ctx, id)).length === 0,
  onExit: (state) => ({ state }),
  next: (state) => {
    if (state.current) return STAGES.hide;
    return gameShouldEnd(state) ? GAME_OVER : STAGES.roundSummary;
  },
};

const hide: Stage = {
  // Hiders who have hidden stay actors, so a second submit is refused with its reason.
  actors: (state, ctx) => (state.current ? activeHiders(state.current, (id) => isActive(ctx, id)) : []),
  moves: { submitSpot: (state, input) => submitSpot(state, input) },
  durationMs: () => HIDE_MS,
  onEnter: (state) => withPhase(state, 'hide'),
  isComplete: (state, ctx) => {
    const turn = state.current;
    if (!turn) return true;
    return activeHiders(turn, (id) => isActive(ctx, id)).every((id) => (turn.spots[id] ?? null) !== null);
  },
  // A hider who has not picked a spot in time stays in the open: nobody can find them, they earn nothing.
  onExit: (state) => ({ state }),
  next: (state, ctx) => {
    const turn = state.current;
    if (!turn) return STAGES.reveal;
    const isIn = (id: PlayerId): boolean => isActive(ctx, id);
    return hiddenHiders(turn, isIn).length > 0 && activeGuessers(turn, isIn).length > 0 ? STAGES.peek : STAGES.reveal;
  },
};

const peek: Stage = {
  // Every guesser, so a third peek is refused with its reason; the hiders too, so their guess is refused as a hider's.
  actors: (state, ctx) => {
    const turn = state.current;
    if (!turn) return [];
    const isIn = (id: PlayerId): boolean => isActive(ctx, id);
    return [...activeGuessers(turn, isIn), ...activeHiders(turn, isIn)];
  },
  moves: { submitGuess },
  durationMs: () => PEEK_MS,
  onEnter: (state) => withPhase(state, 'peek'),
  isComplete: (state, ctx) => {
    const turn = state.current;
    if (!turn) return true;
    const isIn = (id: PlayerId): boolean => isActive(ctx, id);
    if (hiddenHiders(turn, isIn).length === 0) return true;
    return activeGuessers(turn, isIn).every((id) => (turn.guessers[id]?.peeks.length ?? 0) >= MAX_PEEKS);
  },
  // A guesser who does not peek in time simply has not found anyone.
  onExit: (state) => ({ state }),
  next: () => STAGES.reveal,
};

/** Closes the turn: its record joins the history and its points are awarded. */
function finishTurn(state: HideAndPeekState): { state: HideAndPeekState; points: Record<PlayerId, number> } {
  const turn = state.current;
  if (!turn) return { state, points: {} };
  const record = { turn: turn.turn, round: turn.round, hiders: turn.hiders, spots: turn.spots, points: turn.points };
  return { state: { ...state, current: null, history: [...state.history, record] }, points: turn.points };
}

const reveal: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => REVEAL_MS,
  onEnter: (state, ctx) => {
    const turn = state.current;
    if (!turn) return state;
    return { ...state, current: { ...turn, phase: 'reveal', points: turnPoints(turn, (id) => isActive(ctx, id)) } };
  },
  isComplete: () => false,
  onExit: (state) => finishTurn(state),
  next: (state) => (turnsLeftInRound(state) === 0 || gameShouldEnd(state) ? STAGES.roundSummary : STAGES.move),
};

const roundSummary: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SUMMARY_MS,
  isComplete: () => false,
  onExit: (state) => ({ state }),
  next: (state) => (gameShouldEnd(state) ? GAME_OVER : STAGES.move),
};

export const stages: Record<string, Stage> = {
  [STAGES.move]: move,
  [STAGES.hide]: hide,
  [STAGES.peek]: peek,
  [STAGES.reveal]: reveal,
  [STAGES.roundSummary]: roundSummary,
};

/**
 * A player leaves: they no longer hide or peek. A hider who leaves during their turn is out of it
 * (nobody can find them); a guesser's peeks stay but no longer score.
 */
export function removePlayer(state: HideAndPeekState, playerId: PlayerId): HideAndPeekState {
  const turn = state.current;
  const current =
    turn && turn.hiders.includes(playerId) && !turn.hidersLeft.includes(playerId) && turn.phase !== 'reveal'
      ? { ...turn, hidersLeft: [...turn.hidersLeft, playerId] }
      : turn;
  return {
    ...state,
    roster: state.roster.filter((id) => id !== playerId),
    queue: state.queue.filter((id) => id !== playerId),
    left: state.left.includes(playerId) ? state.left : [...state.left, playerId],
    current,
  };
}
