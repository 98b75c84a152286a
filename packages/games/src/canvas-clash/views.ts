/**
 * What the shared screen and each phone see. The secret word reaches only the painters, a guesser who
 * guessed it, and everyone at the reveal; guess texts stay on the guesser's own phone. Who paints which
 * canvas reaches nobody but the painters themselves before `reveal` names them, not even the host view:
 * in a room without a shared screen the host's connection is a player's phone.
 */

import { GAME_OVER, activeSeats, isHidden, roundMultiplier } from '@snackparty/engine';
import { drawingIdOf } from './drawing-id';
import type { Match, PlayerId } from '@snackparty/engine';
import { hintOf, turnsLeftInRound, gameShouldEnd } from './rules';
import { activeGuessers, creditableCanvases, pendingCredits } from './stages';
import { STAGES } from './types';
import type {
  CanvasClashHostView,
  CanvasClashPlayerView,
  CanvasClashRevealView,
  CanvasClashRoundSummary,
  CanvasClashSettings,
  CanvasClashState,
  CanvasClashTurnState,
  CanvasIndex,
  CanvasSlot,
  GalleryEntry,
  PaintedCanvas,
} from './types';

function isInFor(match: Match<CanvasClashState>): (id: PlayerId) => boolean {
  const active = new Set(activeSeats(match).map((s) => s.playerId));
  return (id) => active.has(id);
}

function paintedCanvases(match: Pick<Match<unknown>, 'hidden'>, turn: CanvasClashTurnState): PaintedCanvas[] {
  return turn.painters.map((playerId, canvas) => {
    const drawingId = drawingIdOf(turn.turn, playerId);
    return { canvas: canvas as CanvasIndex, playerId, left: turn.paintersLeft.includes(playerId), drawingId, ...(isHidden(match, drawingId) ? { hidden: true as const } : {}) };
  });
}

/** The canvases as the host screen has them during the turn: without their painters. */
function slots(turn: CanvasClashTurnState): CanvasSlot[] {
  return turn.painters.map((playerId, canvas) => ({ canvas: canvas as CanvasIndex, left: turn.paintersLeft.includes(playerId) }));
}

function turnCounts(state: CanvasClashState): { turnInRound: number; turnsInRound: number } {
  return { turnInRound: state.turnInRound, turnsInRound: state.turnInRound + turnsLeftInRound(state) };
}

function revealOf(match: Match<CanvasClashState>): CanvasClashRevealView | null {
  const turn = match.state.current;
  if (!turn || !turn.showPainters) return null;
  const multiplier = roundMultiplier(match.round);
  const credits: [number, number] = [0, 0];
  for (const g of Object.values(turn.guessers)) if (g.credited !== null) credits[g.credited] += 1;
  return {
    word: turn.word,
    painters: paintedCanvases(match, turn),
    credits,
    rightGuessers: turn.rightOrder.map((playerId) => ({ playerId, points: (turn.guessers[playerId]?.guessPoints ?? 0) * multiplier })),
    points: Object.fromEntries(Object.entries(turn.points).map(([id, p]) => [id, p * multiplier])),
  };
}

function roundSummaryOf(match: Match<CanvasClashState>): CanvasClashRoundSummary | null {
  if (match.stage !== STAGES.roundSummary && match.stage !== GAME_OVER) return null;
  const state = match.state;
  return {
    round: state.round,
    lastRound: match.over || gameShouldEnd(state),
    turns: state.history
      .filter((t) => t.round === state.round)
      .map((t) => ({ turn: t.turn, word: t.word, painters: [...t.painters], rightGuessers: t.rightOrder.length })),
  };
}

function galleryOf(match: Match<CanvasClashState>): GalleryEntry[] {
  if (!match.over) return [];
  return match.state.history.map((t) => ({ turn: t.turn, word: t.word, painters: [...t.painters] }));
}

export function hostView(match: Match<CanvasClashState>, _settings: CanvasClashSettings): CanvasClashHostView {
  const state = match.state;
  const turn = state.current;
  const isIn = isInFor(match);
  const reveal = revealOf(match);
  return {
    stage: match.stage,
    round: state.round,
    numberOfRounds: state.numberOfRounds,
    turn: state.turn,
    ...turnCounts(state),
    canvases: turn ? slots(turn) : [],
    drawingOpen: turn !== null && !turn.drawingClosed && match.stage === STAGES.draw,
    hint: turn ? hintOf(turn.word, turn.revealedLetters) : null,
    guesserCount: turn ? activeGuessers(turn, isIn).length : 0,
    guessedIds: turn ? [...turn.rightOrder] : [],
    guessCount: turn ? turn.guessLog.length : 0,
    creditPendingIds: turn && match.stage === STAGES.credit ? pendingCredits(turn, isIn) : [],
    creditedIds: turn ? turn.rightOrder.filter((id) => turn.guessers[id]?.credited !== null) : [],
    reveal,
    roundSummary: roundSummaryOf(match),
    gallery: galleryOf(match),
  };
}

export function playerView(match: Match<CanvasClashState>, playerId: PlayerId, _settings: CanvasClashSettings): CanvasClashPlayerView {
  const state = match.state;
  const turn = state.current;
  const isIn = isInFor(match);
  const present = isIn(playerId);
  const canvasIndex = turn ? turn.painters.indexOf(playerId) : -1;
  const painter = present && canvasIndex !== -1;
  const guesser = present && !painter && turn?.guessers[playerId] !== undefined;
  const me = guesser && turn ? turn.guessers[playerId]! : null;
  const right = me !== null && me.rightAt !== null;
  const reveal = revealOf(match);
  const drawingOpen = turn !== null && !turn.drawingClosed && match.stage === STAGES.draw;
  const mayCredit = right && match.stage === STAGES.credit && turn !== null && pendingCredits(turn, isIn).includes(playerId);
  return {
    playerId,
    stage: match.stage,
    round: state.round,
    numberOfRounds: state.numberOfRounds,
    turn: turn?.turn ?? state.turn,
    ...turnCounts(state),
    role: painter ? 'painter' : guesser ? 'guesser' : 'watcher',
    canvas: painter ? (canvasIndex as 0 | 1) : null,
    drawingOpen,
    drawEndsAt: turn?.drawEndsAt ?? null,
    // The word only for those who may know it: the painters, a right guesser, everyone at the reveal.
    word: turn && (painter || right || turn.showPainters) ? turn.word : null,
    hint: turn ? hintOf(turn.word, turn.revealedLetters) : null,
    guessedRight: right,
    place: me?.place ?? null,
    lastResult: me?.lastResult ?? null,
    wrongGuesses: me ? me.wrongGuesses.map((g) => ({ ...g })) : [],
    guessCount: me?.guessCount ?? 0,
    mayGuess: guesser && !right && drawingOpen,
    mayCredit,
    creditableCanvases: mayCredit && turn ? creditableCanvases(turn) : [],
    credited: me?.credited ?? null,
    guessPoints: (me?.guessPoints ?? 0) * roundMultiplier(match.round),
    rightCount: turn ? turn.rightOrder.length : 0,
    guesserCount: turn ? activeGuessers(turn, isIn).length : 0,
    reveal,
    roundSummary: roundSummaryOf(match),
  };
}
