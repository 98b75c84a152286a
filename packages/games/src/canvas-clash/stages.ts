/**
 * The stages of a turn (draw -> credit -> reveal) and of a round's end (roundSummary), with the moves
 * they accept. Every turn's points are awarded together as its reveal ends, so no score change gives
 * the painters away before they are revealed.
 */

import { GAME_OVER, invalid } from '@snackparty/engine';
import type { Ctx, Invalid, MoveInput, PlayerId, StageDef } from '@snackparty/engine';
import { wordsFor } from './content/words';
import {
  CREDIT_MS,
  DRAW_BOTS_ONLY_MS,
  DRAW_MS,
  ERRORS,
  POINTS,
  REVEAL_MS,
  ROUND_SUMMARY_MS,
  WRONG_GUESSES_KEPT,
  choosePresetWord,
  chooseWord,
  customWordList,
  gameShouldEnd,
  guessPoints,
  guessText,
  judgeGuess,
  nextPair,
  planReveals,
  startRound,
  turnsLeftInRound,
} from './rules';
import { STAGES } from './types';
import type { CanvasClashSettings, CanvasClashState, CanvasClashTurnState, CanvasIndex, GuesserState } from './types';

type Stage = StageDef<CanvasClashState, CanvasClashSettings>;
type C = Ctx<CanvasClashSettings>;

export function setup(ctx: C): CanvasClashState {
  const roster = ctx.seats.map((s) => s.playerId);
  return {
    round: 0,
    numberOfRounds: Math.max(1, Math.floor(ctx.settings.numberOfTurns) || 1),
    turn: 0,
    turnInRound: 0,
    roster,
    queue: [],
    paintedThisRound: [],
    paintCount: Object.fromEntries(roster.map((id) => [id, 0])),
    usedWords: [],
    customWords: customWordList(ctx.settings),
    current: null,
    history: [],
    left: [],
    botsOnly: ctx.seats.length > 0 && ctx.seats.every((s) => s.robot),
  };
}

function isActive(ctx: C, playerId: PlayerId): boolean {
  return ctx.seats.some((s) => s.playerId === playerId);
}
/** Whether the AI paints for this player: a robot, or a seat the AI plays for now (its phone is away). */
function paintedByAi(ctx: C, playerId: PlayerId): boolean {
  return ctx.seats.some((s) => s.playerId === playerId && (s.robot || s.standIn === true));
}

/** Guessers still at the table. */
export function activeGuessers(turn: CanvasClashTurnState, isIn: (id: PlayerId) => boolean): PlayerId[] {
  return Object.keys(turn.guessers).map(Number).filter(isIn);
}

/** Canvases whose painter is still in the game. */
export function creditableCanvases(turn: CanvasClashTurnState): CanvasIndex[] {
  return ([0, 1] as const).filter((c) => !turn.paintersLeft.includes(turn.painters[c]));
}

/** Right guessers still at the table who have not credited a canvas yet. */
export function pendingCredits(turn: CanvasClashTurnState, isIn: (id: PlayerId) => boolean): PlayerId[] {
  if (creditableCanvases(turn).length === 0) return [];
  return turn.rightOrder.filter((id) => isIn(id) && turn.guessers[id]?.credited === null);
}

/** Everyone who may guess has guessed right (and someone could guess). */
export function allGuessedRight(turn: CanvasClashTurnState, isIn: (id: PlayerId) => boolean): boolean {
  const guessers = activeGuessers(turn, isIn);
  return guessers.length > 0 && guessers.every((id) => turn.guessers[id]?.rightAt !== null);
}

function drawDuration(state: CanvasClashState): number {
  return state.botsOnly ? DRAW_BOTS_ONLY_MS : DRAW_MS;
}

function newGuesser(): GuesserState {
  return { rightAt: null, place: null, guessPoints: 0, wrongGuesses: [], lastResult: null, guessCount: 0, credited: null };
}

/** Starts the next turn (and a new round first when this one is done). */
function beginTurn(state: CanvasClashState, ctx: C): CanvasClashState {
  let s = state;
  if (s.round === 0 || turnsLeftInRound(s) === 0) s = startRound(s, ctx.rng);
  const pair = nextPair(s, ctx.rng);
  if (!pair) return { ...s, current: null };
  const { painters } = pair;
  const aiPainting = painters.some((id) => paintedByAi(ctx, id));
  let word: string;
  let presetKey: string | null = null;
  if (aiPainting) {
    const preset = choosePresetWord(s.usedWords, ctx.settings.language, ctx.rng);
    word = preset.word;
    presetKey = preset.key;
  } else {
    word = chooseWord(wordsFor(ctx.settings.language), s.customWords ?? customWordList(ctx.settings), s.usedWords, ctx.settings.language, ctx.rng);
  }
  const duration = drawDuration(s);
  const turn = s.turn + 1;
  const guessers = Object.fromEntries(s.roster.filter((id) => !painters.includes(id)).map((id) => [id, newGuesser()]));
  const paintCount = { ...s.paintCount };
  for (const id of painters) paintCount[id] = (paintCount[id] ?? 0) + 1;
  return {
    ...s,
    turn,
    turnInRound: s.turnInRound + 1,
    queue: pair.queue,
    paintedThisRound: [...s.paintedThisRound, ...painters.filter((id) => !s.paintedThisRound.includes(id))],
    paintCount,
    usedWords: [...s.usedWords, word],
    current: {
      turn,
      round: s.round,
      turnInRound: s.turnInRound + 1,
      word,
      painters,
      presetKey,
      drawStartedAt: ctx.now,
      drawEndsAt: ctx.now + duration,
      revealPlan: planReveals(word, ctx.now, duration, ctx.rng),
      revealedLetters: [],
      guessers,
      rightOrder: [],
      guessLog: [],
      paintersLeft: [],
      drawingClosed: false,
      showPainters: false,
      points: {},
    },
  };
}

function addPoints(points: Record<PlayerId, number>, playerId: PlayerId, amount: number): Record<PlayerId, number> {
  return { ...points, [playerId]: (points[playerId] ?? 0) + amount };
}

export function guess(state: CanvasClashState, input: MoveInput, ctx: C): CanvasClashState | Invalid {
  const turn = state.current;
  if (!turn || turn.drawingClosed) return invalid(ERRORS.notGuessing);
  if (turn.painters.includes(input.playerId)) return invalid(ERRORS.painterCannotGuess);
  const guesser = turn.guessers[input.playerId];
  if (!guesser) return invalid(ERRORS.notGuessing);
  if (guesser.rightAt !== null) return invalid(ERRORS.alreadyGuessed);
  const payload = input.payload as { text?: unknown } | null;
  const text = guessText(payload?.text);
  if (text === null) return invalid(ERRORS.badGuess);

  const result = judgeGuess(text, turn.word);
  const count = guesser.guessCount + 1;
  if (result !== 'right') {
    const wrongGuesses = [...guesser.wrongGuesses, { text, close: result === 'close' }].slice(-WRONG_GUESSES_KEPT);
    return {
      ...state,
      current: {
        ...turn,
        guessers: { ...turn.guessers, [input.playerId]: { ...guesser, wrongGuesses, lastResult: result, guessCount: count } },
        guessLog: [...turn.guessLog, { playerId: input.playerId, correct: false, order: 0 }],
      },
    };
  }
  const place = turn.rightOrder.length + 1;
  const earned = guessPoints(ctx.now, turn.drawStartedAt, turn.drawEndsAt);
  let points = addPoints(turn.points, input.playerId, earned);
  for (const painter of turn.painters) {
    if (!turn.paintersLeft.includes(painter)) points = addPoints(points, painter, POINTS.painterPerRightGuess);
  }
  return {
    ...state,
    current: {
      ...turn,
      guessers: {
        ...turn.guessers,
        [input.playerId]: { ...guesser, rightAt: ctx.now, place, guessPoints: earned, lastResult: 'right', guessCount: count },
      },
      rightOrder: [...turn.rightOrder, input.playerId],
      guessLog: [...turn.guessLog, { playerId: input.playerId, correct: true, order: place }],
      points,
    },
  };
}

export function credit(state: CanvasClashState, input: MoveInput): CanvasClashState | Invalid {
  const turn = state.current;
  const guesser = turn?.guessers[input.playerId];
  if (!turn || !guesser || guesser.rightAt === null) return invalid(ERRORS.cannotCredit);
  if (guesser.credited !== null) return invalid(ERRORS.alreadyCredited);
  const canvas = (input.payload as { canvas?: unknown } | null)?.canvas;
  if (canvas !== 0 && canvas !== 1) return invalid(ERRORS.badCredit);
  if (!creditableCanvases(turn).includes(canvas)) return invalid(ERRORS.canvasUnavailable);
  return {
    ...state,
    current: {
      ...turn,
      guessers: { ...turn.guessers, [input.playerId]: { ...guesser, credited: canvas } },
      points: addPoints(turn.points, turn.painters[canvas], POINTS.credit),
    },
  };
}

/** Reveals every planned letter whose time has come. */
export function revealDueLetters(state: CanvasClashState, now: number): CanvasClashState {
  const turn = state.current;
  if (!turn || turn.drawingClosed) return state;
  const due = turn.revealPlan.slice(turn.revealedLetters.length).filter((r) => r.at <= now);
  if (due.length === 0) return state;
  const chars = Array.from(turn.word.normalize('NFC'));
  const added = due.map((r) => ({ index: r.index, letter: (chars[r.index] ?? '').toLocaleUpperCase(), at: r.at }));
  return { ...state, current: { ...turn, revealedLetters: [...turn.revealedLetters, ...added] } };
}

function nextRevealAt(state: CanvasClashState): number | null {
  const turn = state.current;
  if (!turn || turn.drawingClosed) return null;
  return turn.revealPlan[turn.revealedLetters.length]?.at ?? null;
}

const draw: Stage = {
  // Everyone in the turn acts: painters paint (their strokes travel outside the engine) and guessers
  // guess. Painters and right guessers stay actors so their guesses are refused with a reason.
  actors: (state, ctx) => {
    const turn = state.current;
    if (!turn || turn.drawingClosed) return [];
    const isIn = (id: PlayerId): boolean => isActive(ctx, id);
    return [...turn.painters.filter(isIn), ...activeGuessers(turn, isIn)];
  },
  moves: { guess },
  durationMs: (state) => drawDuration(state),
  onEnter: (state, ctx) => beginTurn(state, ctx),
  isComplete: (state, ctx) => {
    const turn = state.current;
    if (!turn) return true;
    const isIn = (id: PlayerId): boolean => isActive(ctx, id);
    if (creditableCanvases(turn).length === 0) return true;
    if (activeGuessers(turn, isIn).length === 0) return true;
    return allGuessedRight(turn, isIn);
  },
  nextWakeAt: (state) => nextRevealAt(state),
  onWake: (state, ctx) => revealDueLetters(state, ctx.now),
  onExit: (state) => ({ state: state.current ? { ...state, current: { ...state.current, drawingClosed: true } } : state }),
  next: (state, ctx) => {
    const turn = state.current;
    if (!turn) return gameShouldEnd(state) ? GAME_OVER : STAGES.roundSummary;
    return pendingCredits(turn, (id) => isActive(ctx, id)).length > 0 ? STAGES.credit : STAGES.reveal;
  },
};

const creditStage: Stage = {
  // Every right guesser, so a second credit is refused with a reason; the stage waits only for the pending ones.
  actors: (state, ctx) => (state.current ? state.current.rightOrder.filter((id) => isActive(ctx, id)) : []),
  moves: { credit: (state, input) => credit(state, input) },
  durationMs: () => CREDIT_MS,
  isComplete: (state, ctx) => !state.current || pendingCredits(state.current, (id) => isActive(ctx, id)).length === 0,
  // A right guesser who does not credit in time simply gives no credit.
  onExit: (state) => ({ state }),
  next: () => STAGES.reveal,
};

/** Closes the turn: its record joins the history and its points are awarded. */
function finishTurn(state: CanvasClashState): { state: CanvasClashState; points: Record<PlayerId, number> } {
  const turn = state.current;
  if (!turn) return { state, points: {} };
  const credits: [number, number] = [0, 0];
  for (const g of Object.values(turn.guessers)) if (g.credited !== null) credits[g.credited] += 1;
  const record = {
    turn: turn.turn,
    round: turn.round,
    word: turn.word,
    painters: turn.painters,
    rightOrder: turn.rightOrder,
    credits,
    points: turn.points,
  };
  return { state: { ...state, current: null, history: [...state.history, record] }, points: turn.points };
}

const reveal: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => REVEAL_MS,
  onEnter: (state) => (state.current ? { ...state, current: { ...state.current, drawingClosed: true, showPainters: true } } : state),
  isComplete: () => false,
  onExit: (state) => finishTurn(state),
  next: (state) => (turnsLeftInRound(state) === 0 || gameShouldEnd(state) ? STAGES.roundSummary : STAGES.draw),
};

const roundSummary: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SUMMARY_MS,
  isComplete: () => false,
  onExit: (state) => ({ state }),
  next: (state) => (gameShouldEnd(state) ? GAME_OVER : STAGES.draw),
};

export const stages: Record<string, Stage> = {
  [STAGES.draw]: draw,
  [STAGES.credit]: creditStage,
  [STAGES.reveal]: reveal,
  [STAGES.roundSummary]: roundSummary,
};

/** A player leaves: they no longer paint or guess; a canvas whose painter left is out of play. */
export function removePlayer(state: CanvasClashState, playerId: PlayerId): CanvasClashState {
  const turn = state.current;
  const current =
    turn && turn.painters.includes(playerId) && !turn.paintersLeft.includes(playerId)
      ? { ...turn, paintersLeft: [...turn.paintersLeft, playerId] }
      : turn;
  return {
    ...state,
    roster: state.roster.filter((id) => id !== playerId),
    queue: state.queue.filter((id) => id !== playerId),
    left: state.left.includes(playerId) ? state.left : [...state.left, playerId],
    current,
  };
}
