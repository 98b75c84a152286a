import type { BaseSettings, PlayerId } from '@snackparty/engine';

/** The game type as the registry and the topics (`/canvasclash/...`) know it. */
export const GAME_TYPE = 'CANVAS_CLASH';

/** Stage names, in play order within a turn. */
export const STAGES = {
  /** Both painters paint the same secret word; everyone else types guesses. Letters are revealed over time. */
  draw: 'draw',
  /** Each right guesser credits the canvas (0 or 1) that helped them. Skipped when nobody guessed right. */
  credit: 'credit',
  /** Painters revealed, word shown, the turn's points (watch only). */
  reveal: 'reveal',
  /** After the last turn of a round: the round's scores (watch only). */
  roundSummary: 'roundSummary',
} as const;
export type CanvasClashStage = (typeof STAGES)[keyof typeof STAGES];

/** A canvas of a turn: 0 for the first painter, 1 for the second. */
export type CanvasIndex = 0 | 1;

/** Settings field the runtime fills from the host's word packs before the game starts. */
export interface CanvasClashSettings extends BaseSettings {
  /** The host's chosen word packs (their words arrive in `customWords`). */
  wordPackIds: number[];
  /** The words of the chosen packs; when present and not empty the game draws its words from them. */
  customWords?: string[];
}

/** Move `guess`: a guesser's attempt at the word (at most 40 characters). */
export interface GuessPayload {
  text: string;
}
/** Move `credit`: a right guesser names the canvas that helped them. */
export interface CreditPayload {
  canvas: CanvasIndex;
}

export const MOVES = { guess: 'guess', credit: 'credit' } as const;

/** What a guess turned out to be. `close` is not accepted, but the guesser is told they are near. */
export type GuessResult = 'right' | 'close' | 'wrong';

/** One guesser's part in the current turn. Kept only in their own view (texts never leave it). */
export interface GuesserState {
  /** When they guessed right (server ms), or null. */
  rightAt: number | null;
  /** 1-based place among the right guessers of the turn, or null. */
  place: number | null;
  /** Base points earned by the right guess (before the round multiplier). */
  guessPoints: number;
  /** Their last wrong (or close) guesses, oldest first, at most 5. */
  wrongGuesses: Array<{ text: string; close: boolean }>;
  /** The result of their latest guess, or null before the first. */
  lastResult: GuessResult | null;
  /** How many guesses they submitted this turn. */
  guessCount: number;
  /** The canvas they credited, or null. */
  credited: CanvasIndex | null;
}

/** A letter revealed to the guessers during the draw stage. */
export interface RevealedLetter {
  /** Index in the word (characters of the word as chosen, spaces and hyphens included). */
  index: number;
  /** The letter in upper case. */
  letter: string;
  /** When it was revealed (server ms). */
  at: number;
}

/** One anonymous entry of the turn's guess log (in submission order): who guessed, and whether right. No text. */
export interface GuessLogEntry {
  playerId: PlayerId;
  correct: boolean;
  /** 1-based place among right guessers for a right guess; 0 for a wrong one. */
  order: number;
}

/** The turn being played: from the start of `draw` to the end of `reveal`. */
export interface CanvasClashTurnState {
  /** 1-based global turn counter of the game (phones send it in each stroke batch). */
  turn: number;
  /** The 1-based round this turn belongs to. */
  round: number;
  /** 1-based position of the turn in its round. */
  turnInRound: number;
  /** The secret word, as it will be shown at the reveal. */
  word: string;
  /** Canvas 0's painter, then canvas 1's. */
  painters: [PlayerId, PlayerId];
  /** The preset concept the word names (an AI paints this turn), or null. */
  presetKey: string | null;
  drawStartedAt: number;
  drawEndsAt: number;
  /** Character indices to reveal, in order, and when (server ms); planned as the draw stage starts. */
  revealPlan: Array<{ index: number; at: number }>;
  /** Letters revealed so far, oldest first. */
  revealedLetters: RevealedLetter[];
  /** Guessers of the turn (players not painting when it started), by id. */
  guessers: Record<PlayerId, GuesserState>;
  /** Right guessers, in the order they guessed. */
  rightOrder: PlayerId[];
  /** Every guess of the turn, without text. */
  guessLog: GuessLogEntry[];
  /** Painters who left during the turn: their canvas is out of play. */
  paintersLeft: PlayerId[];
  /** Set as the draw stage ends: no more strokes or guesses. */
  drawingClosed: boolean;
  /** Set as the reveal starts: painters, word and credits may be shown to everyone. */
  showPainters: boolean;
  /** Base points of the turn per player (guesses, painter shares, credits), awarded as the reveal ends. */
  points: Record<PlayerId, number>;
}

/** A finished turn, for the gallery and the summary. */
export interface CanvasClashTurnRecord {
  turn: number;
  round: number;
  word: string;
  painters: [PlayerId, PlayerId];
  /** Right guessers in order. */
  rightOrder: PlayerId[];
  /** Credits received per canvas. */
  credits: [number, number];
  /** Base points of the turn. */
  points: Record<PlayerId, number>;
}

export interface CanvasClashState {
  /** 1-based round; a round is one cycle in which every player paints once. */
  round: number;
  /** Rounds in the game (the room's numberOfTurns: how many times everyone paints). */
  numberOfRounds: number;
  /** The global turn counter; 0 before the first turn. */
  turn: number;
  /** Turns played in the current round so far (the current one included). */
  turnInRound: number;
  /** Players still in the game, in seat order. */
  roster: PlayerId[];
  /** Players who have not painted yet this round, in the round's shuffled order. */
  queue: PlayerId[];
  /** Players who painted this round. */
  paintedThisRound: PlayerId[];
  /** How often each player has painted in the game. */
  paintCount: Record<PlayerId, number>;
  /** Words used in the game so far (never twice). */
  usedWords: string[];
  /** The host's word-pack words, fixed when the game starts (a pack edited later does not change it). */
  customWords?: string[];
  current: CanvasClashTurnState | null;
  history: CanvasClashTurnRecord[];
  /** Players who left the game. */
  left: PlayerId[];
  /** The table is AI only: shorter drawing time. */
  botsOnly: boolean;
}

/** The word as guessers see it, hangman style. */
export interface CanvasClashHint {
  /**
   * One cell per character of the word: a revealed letter in upper case, ' ' or '-' where the word has
   * a space or hyphen (shown from the start), or null for a letter not yet revealed.
   */
  cells: Array<string | null>;
  /** How many letters the word has (cells that are not a space or hyphen): the superscript. */
  length: number;
}

/**
 * A canvas of the turn as the host screen has it while the turn is played: which one, never whose. The
 * screen follows its strokes by canvas, so nothing it is given names the painter before the reveal.
 */
export interface CanvasSlot {
  canvas: CanvasIndex;
  /** The painter left during the turn: the canvas stops changing. */
  left: boolean;
}

/** A canvas and whose it is: only from the reveal on. */
export interface PaintedCanvas extends CanvasSlot {
  playerId: PlayerId;
  /** The drawing's id for the host's "hide" (`drawingIdOf`): known once its painter is. */
  drawingId: string;
  /** The host hid this drawing from every screen. */
  hidden?: true;
}

/** One finished turn in the game-over gallery (the drawings themselves are kept by the server). */
export interface GalleryEntry {
  turn: number;
  word: string;
  /** Canvas 0's painter, then canvas 1's. */
  painters: PlayerId[];
}

/** What the turn's reveal shows (from the start of `reveal` only). */
export interface CanvasClashRevealView {
  word: string;
  painters: PaintedCanvas[];
  /** Credits each canvas received. */
  credits: [number, number];
  /** Right guessers in order, with the points they earned, round multiplier included. */
  rightGuessers: Array<{ playerId: PlayerId; points: number }>;
  /** Points of the turn per player, round multiplier included (added to the scores as the reveal ends). */
  points: Record<PlayerId, number>;
}

/** The round summary stage (and the last one at game over). */
export interface CanvasClashRoundSummary {
  round: number;
  lastRound: boolean;
  /** The round's turns: word, painters, right guessers. */
  turns: Array<{ turn: number; word: string; painters: PlayerId[]; rightGuessers: number }>;
}

/** The game part of the shared screen. Never holds the word or a guess text before the reveal. */
export interface CanvasClashHostView {
  /** draw, credit, reveal, roundSummary, or the engine's gameOver. */
  stage: string;
  round: number;
  numberOfRounds: number;
  /** The global 1-based turn counter (0 before the first turn). */
  turn: number;
  /** "Turn X of Y" within the round: X. */
  turnInRound: number;
  /** "Turn X of Y" within the round: Y (fewer when players left). */
  turnsInRound: number;
  /** Both canvases of the current turn, without their painters (`reveal` names them). */
  canvases: CanvasSlot[];
  /** Strokes are live (the draw stage). */
  drawingOpen: boolean;
  /** The hangman hint during the turn; null between turns. */
  hint: CanvasClashHint | null;
  /** How many players may guess this turn (not who: the others would be the painters). */
  guesserCount: number;
  /** Guessers who guessed right, in order (never what they typed). */
  guessedIds: PlayerId[];
  /** How many guesses (right or wrong) have been typed this turn. */
  guessCount: number;
  /** Right guessers who still may credit a canvas (credit stage). */
  creditPendingIds: PlayerId[];
  /** Right guessers who have credited (not which canvas). */
  creditedIds: PlayerId[];
  /** From the reveal on: word, painters, credits per canvas and points. null before. */
  reveal: CanvasClashRevealView | null;
  /** During roundSummary and at game over. */
  roundSummary: CanvasClashRoundSummary | null;
  /** At game over: every turn of the game, oldest first. Empty before. */
  gallery: GalleryEntry[];
}

export type CanvasClashRole = 'painter' | 'guesser' | 'watcher';

/** One phone's game part: only what that player may know. */
export interface CanvasClashPlayerView {
  playerId: PlayerId;
  stage: string;
  round: number;
  numberOfRounds: number;
  /** The global 1-based turn counter: a painter sends it with each stroke batch. */
  turn: number;
  turnInRound: number;
  turnsInRound: number;
  /** painter: paints this turn; guesser: may guess; watcher: joined after the turn started, left, or between turns. */
  role: CanvasClashRole;
  /** A painter's canvas index; null for others. */
  canvas: CanvasIndex | null;
  /** Painters may draw now (draw stage). */
  drawingOpen: boolean;
  /** When the drawing time of the current turn ends (server ms), or null between turns. */
  drawEndsAt: number | null;
  /**
   * The secret word: for a painter during the whole turn, for a guesser once they guessed it right,
   * for everyone from the reveal on. null otherwise.
   */
  word: string | null;
  /** The hangman hint (null between turns). */
  hint: CanvasClashHint | null;
  /** The guesser guessed the word right this turn. */
  guessedRight: boolean;
  /** 1-based place among the right guessers, or null. */
  place: number | null;
  /** The result of the latest guess (right, close or wrong), or null. */
  lastResult: GuessResult | null;
  /** The guesser's last wrong guesses (at most 5), oldest first; `close` marks near misses. */
  wrongGuesses: Array<{ text: string; close: boolean }>;
  /** Guesses this player typed this turn. */
  guessCount: number;
  /** Guesses still accepted from this player now. */
  mayGuess: boolean;
  /** A right guesser may credit a canvas now (credit stage, not yet credited). */
  mayCredit: boolean;
  /** Canvases that may be credited (a canvas whose painter left cannot). */
  creditableCanvases: CanvasIndex[];
  /** The canvas this player credited, or null. */
  credited: CanvasIndex | null;
  /** Base points of the right guess times the round multiplier (0 when not right). */
  guessPoints: number;
  /** How many guessers guessed right so far (no names). */
  rightCount: number;
  guesserCount: number;
  /** From the reveal on: the same as the host's. */
  reveal: CanvasClashRevealView | null;
  roundSummary: CanvasClashRoundSummary | null;
}

/** Topics of the host-only notices (`/canvasclash/host/{code}/{topic}`) and their bodies. */
export const NOTICE_TOPICS = {
  revealLetter: 'revealLetterTopic',
  guessSubmitted: 'guessSubmitted',
  allCorrect: 'allCorrect',
  creditSubmitted: 'creditSubmitted',
  allCreditsSubmitted: 'allCreditsSubmitted',
  revealPainters: 'revealPainters',
} as const;

/** A letter was revealed; `hint` is the whole hint after it. */
export interface RevealLetterNotice {
  index: number;
  letter: string;
  hint: CanvasClashHint;
}
/** A guess came in. Never its text. `order`: place among right guessers, 0 for a wrong guess. */
export interface GuessSubmittedNotice {
  playerId: PlayerId;
  correct: boolean;
  order: number;
}
export type AllCorrectNotice = Record<string, never>;
export interface CreditSubmittedNotice {
  playerId: PlayerId;
}
export type AllCreditsSubmittedNotice = Record<string, never>;
export interface RevealPaintersNotice {
  word: string;
  painters: Array<{ canvas: CanvasIndex; playerId: PlayerId }>;
}
