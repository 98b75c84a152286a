/**
 * What each screen sees. Before the reveal a spot is on the hider's own phone only: the host and the
 * guessers learn who has hidden and who has peeked, never where. A guesser's own peeks are theirs to
 * see, but nothing tells them before the reveal whether a peek found anyone.
 */

import { activeSeats, roundMultiplier } from '@snackparty/engine';
import type { Match, PlayerId } from '@snackparty/engine';
import { MAX_PEEKS, peekThatFound, turnsLeftInRound } from './rules';
import { SCENE_SPOTS } from './scene';
import { activeHiders, hiddenHiders } from './stages';
import { STAGES } from './types';
import type {
  HideAndPeekCommonView,
  HideAndPeekHostView,
  HideAndPeekPlayerView,
  HideAndPeekRevealView,
  HideAndPeekRoundSummary,
  HideAndPeekSettings,
  HideAndPeekState,
  HideAndPeekTurnState,
  RevealedHider,
} from './types';

type M = Match<HideAndPeekState>;

function isInOf(match: M): (id: PlayerId) => boolean {
  const seated = new Set(activeSeats(match).map((s) => s.playerId));
  return (id) => seated.has(id);
}

function revealOf(turn: HideAndPeekTurnState, round: number): HideAndPeekRevealView | null {
  if (turn.phase !== 'reveal') return null;
  const multiplier = roundMultiplier(round);
  const guessers = Object.entries(turn.guessers).map(([id, g]) => ({ playerId: Number(id), spots: [...g.peeks] }));
  const hiders: RevealedHider[] = turn.hiders.map((playerId) => {
    const spotName = turn.spots[playerId] ?? null;
    const foundBy = guessers.flatMap((g) => {
      const peek = peekThatFound(g.spots, spotName);
      return peek === null ? [] : [{ playerId: g.playerId, peek }];
    });
    return { playerId, spotName, left: turn.hidersLeft.includes(playerId), foundBy };
  });
  const points = Object.fromEntries(Object.entries(turn.points).map(([id, p]) => [Number(id), p * multiplier]));
  return { hiders, peeks: guessers, points };
}

function roundSummaryOf(match: M): HideAndPeekRoundSummary | null {
  const state = match.state;
  if (match.stage !== STAGES.roundSummary && !match.over) return null;
  const turns = state.history.filter((t) => t.round === state.round).map((t) => ({ turn: t.turn, hiders: [...t.hiders], spots: { ...t.spots } }));
  return { round: state.round, lastRound: match.over || (state.round >= state.numberOfRounds && turnsLeftInRound(state) === 0), turns };
}

function commonView(match: M): HideAndPeekCommonView {
  const state = match.state;
  const turn = state.current;
  const isIn = isInOf(match);
  return {
    stage: match.stage,
    round: state.round,
    numberOfRounds: state.numberOfRounds,
    turn: state.turn,
    turnInRound: state.turnInRound,
    turnsInRound: state.turnInRound + turnsLeftInRound(state),
    turnOrder: state.roundOrder.filter(isIn),
    hiders: turn ? activeHiders(turn, isIn) : [],
    spots: SCENE_SPOTS.map((spot) => ({ ...spot })),
    positionsShown: !match.over && match.stage === STAGES.move && turn !== null,
    hiddenIds: turn ? hiddenHiders(turn, isIn) : [],
    peekCounts: turn ? Object.entries(turn.guessers).map(([id, g]) => ({ playerId: Number(id), peeks: g.peeks.length })).filter((p) => isIn(p.playerId)) : [],
    reveal: turn ? revealOf(turn, match.round) : null,
    roundSummary: roundSummaryOf(match),
  };
}

export function hostView(match: M, _settings: HideAndPeekSettings): HideAndPeekHostView {
  return commonView(match);
}

export function playerView(match: M, playerId: PlayerId, _settings: HideAndPeekSettings): HideAndPeekPlayerView {
  const common = commonView(match);
  const turn = match.state.current;
  const isIn = isInOf(match);
  const seated = isIn(playerId) && !match.over;
  const isHider = turn !== null && activeHiders(turn, isIn).includes(playerId);
  const guesser = turn && !isHider ? turn.guessers[playerId] : undefined;
  const role = isHider ? 'hider' : guesser && seated ? 'guesser' : 'watcher';
  const mySpot = isHider && turn ? (turn.spots[playerId] ?? null) : null;
  const myPeeks = guesser ? [...guesser.peeks] : [];
  return {
    ...common,
    playerId,
    role,
    mayHide: seated && isHider && match.stage === STAGES.hide && mySpot === null,
    mySpot,
    mayPeek: seated && role === 'guesser' && match.stage === STAGES.peek && myPeeks.length < MAX_PEEKS,
    myPeeks,
    aiPlan: isHider && turn?.aiPlans[playerId] ? structuredClone(turn.aiPlans[playerId]) : null,
  };
}
