import type { BaseSettings, PlayerId } from '@snackparty/engine';

/** The game type as the registry and the topics (`/abthinking/...`) know it. */
export const GAME_TYPE = 'AB_THINKING';

/** Stage names, in play order within a round. */
export const STAGES = {
  /** The question is on every screen; every player picks A or B and predicts the room (in the final: guesses the named player's pick). */
  question: 'question',
  /** The real split of the room, as counts and a share (watch only). */
  split: 'split',
  /** Every pick and prediction against the split, and the points; awarded as it ends (watch only). */
  predictions: 'predictions',
  /** The round's scores (watch only). */
  roundScores: 'roundScores',
} as const;
export type AbThinkingStageName = (typeof STAGES)[keyof typeof STAGES];

export const MOVES = { answer: 'answer' } as const;

/** One of the two answers to a question. */
export type Side = 'A' | 'B';
export const SIDES: readonly Side[] = ['A', 'B'];

/** AB_THINKING's own settings object in the room's settings (`abThinkingSettings`), as the lobby edits it. */
export interface AbThinkingOwnSettings {
  /** Ask only the bundled questions marked fit for a family room (default true). */
  familyOnly?: boolean;
}

/**
 * The settings AB_THINKING reads; the room's `GameSettings` fits. `questionLimit` is filled in by the
 * server before the game starts (12 when the host is a test account), not by the lobby.
 */
export interface AbThinkingSettings extends BaseSettings {
  abThinkingSettings?: AbThinkingOwnSettings;
  /** The most questions this game may ask; never more than the spec's 20. */
  questionLimit?: number;
}

/**
 * Move `answer`: any of the player's pick, their prediction of the room's share of A (0–100, normal
 * rounds) and their guess of the named player's pick (the final, everyone but the named player). Sent
 * again before the deadline it changes what it names and keeps the rest, so a phone may send the pick
 * on a tap and the prediction as the slider is let go.
 */
export interface AnswerPayload {
  pick?: Side;
  prediction?: number;
  guess?: Side;
}

/** A question as the game asks it. */
export interface Question {
  questionId: string;
  text: string;
  a: string;
  b: string;
}

/** What one player has sent for the question on the screen. Secret until the predictions are shown. */
export interface Answer {
  pick: Side | null;
  /** The share of the room (in percent) the player expects to pick A. */
  prediction: number | null;
  /** The final: what the player expects the named player to pick. */
  guess: Side | null;
}

/** What each player earned on a question, base points (before the round multiplier). */
export interface PointsBreakdown {
  majority: number;
  prediction: number;
  guess: number;
  /** The named player: 300 for each wrong guess about them. */
  named: number;
}

/** The outcome of a question, worked out as its answers close. */
export interface QuestionResult {
  countA: number;
  countB: number;
  /** Players who picked A among those who picked, in percent (exact); null when nobody picked. */
  shareA: number | null;
  /** The side(s) counted as the majority: one, both on a tie, none when nobody picked. */
  majority: Side[];
  /** The answers the result was worked out from, by player (the players still in the game). */
  answers: Record<PlayerId, Answer>;
  /** Base points per player (before the round multiplier). */
  points: Record<PlayerId, number>;
  breakdown: Record<PlayerId, PointsBreakdown>;
  /** The final: the named player's pick (null when they did not pick or left). */
  namedPick: Side | null;
  /** These points end the game at the room's max score once the predictions are over. */
  endsGame: boolean;
  /** The audience's picks as the answers closed, counted apart: they score no player. Absent when no member picked. */
  audience?: AudienceSplitCounts;
}

/** How many of the audience picked each side. */
export interface AudienceSplitCounts {
  countA: number;
  countB: number;
}

/** The final's named player on the question on the screen. */
export interface Spotlight {
  playerId: PlayerId;
  /** They left during the question: guesses about them count for nothing. */
  left: boolean;
}

export interface AbThinkingState {
  language: string;
  familyOnly: boolean;
  /** Rounds in the game (the room's numberOfRounds, fewer when the question limit is smaller); with two or more, the last is the final. */
  rounds: number;
  /** Questions in each round, in order; they add up to `questions.length`. */
  plan: number[];
  /** Every question of the game, chosen as it starts, none twice. */
  questions: Question[];
  /** 1-based. */
  round: number;
  /** Index in `questions` of the question on the screen; -1 before the first. */
  current: number;
  /** The current round is the final: guess the named player's pick. */
  final: boolean;
  /** Players still in the game, in seat order. */
  roster: PlayerId[];
  /** Players who left the game. */
  left: PlayerId[];
  /** AI players among the seats (named last in the final). */
  robots: PlayerId[];
  /** The final's named player on the question on the screen; null outside the final. */
  spotlight: Spotlight | null;
  /** How often each player has been named in the final so far. */
  namedCount: Record<PlayerId, number>;
  /** Answers to the question on the screen, by player. Secret until the predictions are shown. */
  answers: Record<PlayerId, Answer>;
  /** Set as the answers close. */
  result: QuestionResult | null;
  /** Base points earned this round so far, by player. */
  roundPoints: Record<PlayerId, number>;
  gameOver: boolean;
}

// ---------------------------------------------------------------------------------------------
// Views

export type AbThinkingStage = AbThinkingStageName | 'gameOver';

/** The real split, as counts and a share; nothing about who picked what. */
export interface AbThinkingSplit {
  countA: number;
  countB: number;
  /** Players who picked, AI players included. */
  total: number;
  /** Share of A in percent, exact (the screens round it); null when nobody picked. */
  shareA: number | null;
  majority: Side[];
  /** The audience's own split, shown apart from the players'; absent when no member of the audience picked. */
  audience?: AbThinkingAudienceSplit;
}

/** The audience's picks at the reveal: counts and a share, never who. */
export interface AbThinkingAudienceSplit {
  countA: number;
  countB: number;
  total: number;
  /** Share of A in percent, exact (the screens round it). */
  shareA: number;
}

/** One player at the predictions. */
export interface AbThinkingResultRow {
  playerId: PlayerId;
  pick: Side | null;
  prediction: number | null;
  guess: Side | null;
  /** How far the prediction was from the split, in percentage points; null without one (or without a split). */
  error: number | null;
  inMajority: boolean;
  /** The final: the guess was right (null: no guess, or nothing to guess against). */
  guessRight: boolean | null;
  /** Points from this question, round multiplier included, and what they are made of (base × multiplier). */
  points: number;
  breakdown: PointsBreakdown;
}

export interface AbThinkingResults {
  rows: AbThinkingResultRow[];
  /** The final: the named player and their pick. */
  named: { playerId: PlayerId; pick: Side | null; left: boolean } | null;
  /** Points per player, round multiplier included (added to the scores as the stage ends). */
  points: Record<PlayerId, number>;
  /** The game ends at the max score once this stage is over. */
  endsGame: boolean;
}

export interface AbThinkingRoundSummary {
  round: number;
  final: boolean;
  /** Whether the game ends after this round. */
  lastRound: boolean;
  /** Points of the round per player, multiplier included, in seat order. */
  players: Array<{ playerId: PlayerId; points: number }>;
}

export interface AbThinkingHostView {
  gameType: typeof GAME_TYPE;
  stage: AbThinkingStage;
  round: number;
  rounds: number;
  /** The current round is the final. */
  final: boolean;
  multiplier: number;
  /** 1-based number of the question on the screen in the game, and how many the game asks. */
  questionNumber: number;
  questionCount: number;
  /** 1-based number of the question in its round, and how many the round asks. */
  questionInRound: number;
  questionsInRound: number;
  /** The question on the screen; null at the round's scores and at game over. */
  question: Question | null;
  /** The final's named player on this question. */
  spotlight: Spotlight | null;
  /** How many have sent everything the question asks of them, of how many: no more than that before the split. */
  answeredCount: number;
  answererCount: number;
  /** Who has sent everything the question asks of them (never what): the screens tick them off. */
  answeredIds: PlayerId[];
  /** split and predictions only. */
  split: AbThinkingSplit | null;
  /** predictions only. */
  results: AbThinkingResults | null;
  /** roundScores and game over only. */
  roundSummary: AbThinkingRoundSummary | null;
}

export interface AbThinkingPlayerView extends AbThinkingHostView {
  playerId: PlayerId;
  /** May send or change the answer now. */
  canAnswer: boolean;
  /** What the question asks of this player now: a prediction of the share (normal rounds) or a guess of the named player's pick (the final, not the named player). */
  asks: { pick: boolean; prediction: boolean; guess: boolean };
  /** This player's answer so far (editable until the deadline); null outside the question stage and at game over. */
  answer: Answer | null;
}
