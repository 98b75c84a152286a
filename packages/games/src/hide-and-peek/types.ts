import type { BaseSettings, PlayerId } from '@snackparty/engine';
import type { SceneSpot, SpotName } from './scene';

/** The game type as the registry and the topics (`/hideandpeek/...`) know it. */
export const GAME_TYPE = 'HIDE_AND_PEEK';

/** Stage names, in play order within a turn. */
export const STAGES = {
  /** The hider(s) walk on the scene; the host screen shows them live (a decoy walk everyone watches). */
  move: 'move',
  /** Everyone else closes their eyes: the host shows a curtain while the hider(s) pick a spot (`submitSpot`). */
  hide: 'hide',
  /** Everyone else peeks: up to two spots each (`submitGuess`), the second for half points. */
  peek: 'peek',
  /** The spots are revealed, the hiders pop out; the turn's points (watch only). */
  reveal: 'reveal',
  /** After a round's last turn: the round's scores (watch only). */
  roundSummary: 'roundSummary',
} as const;
export type HideAndPeekStage = (typeof STAGES)[keyof typeof STAGES];

export const MOVES = { submitSpot: 'submitSpot', submitGuess: 'submitGuess' } as const;

/** No settings of its own: the room's `numberOfTurns` is how often everyone hides. */
export type HideAndPeekSettings = BaseSettings;

/** Moves `submitSpot` (the hider) and `submitGuess` (a guesser). */
export interface SpotPayload {
  spotName: SpotName;
}

/** A point the AI hider walks to, at a server time: the stream replays these. */
export interface Waypoint {
  /** Server time (ms) the avatar reaches the point. */
  at: number;
  x: number;
  y: number;
}

/**
 * An AI hider's whole turn, planned as the turn starts: where it walks while everyone watches (every
 * 3 s after a 1–3 s start), and the spot it then hides in. The spot is a secret like any hider's.
 */
export interface AiHiderPlan {
  /** Where the avatar stands as the turn starts. */
  start: { x: number; y: number };
  /** The public walk, during the move stage. */
  waypoints: Waypoint[];
  spotName: SpotName;
  /** How long after the hide stage starts it hides (ms). */
  hideDelayMs: number;
}

/** One guesser's peeks this turn, oldest first (at most two). */
export interface GuesserState {
  peeks: SpotName[];
}

export type TurnPhase = 'move' | 'hide' | 'peek' | 'reveal';

/** The turn being played: from the start of `move` to the end of `reveal`. */
export interface HideAndPeekTurnState {
  /** 1-based global turn counter. */
  turn: number;
  round: number;
  turnInRound: number;
  phase: TurnPhase;
  /** One hider, or two with six players or more. */
  hiders: PlayerId[];
  /** Each hider's spot, or null while (or if never) hidden. Secret until the reveal. */
  spots: Record<PlayerId, SpotName | null>;
  /** The AI hiders' plans (secret: they hold the spot). */
  aiPlans: Record<PlayerId, AiHiderPlan>;
  /** Hiders who left during the turn: nobody can find them, and they earn nothing. */
  hidersLeft: PlayerId[];
  /** Everyone not hiding as the turn started. */
  guessers: Record<PlayerId, GuesserState>;
  moveStartedAt: number;
  /** Base points of the turn, computed as the reveal starts and awarded as it ends. */
  points: Record<PlayerId, number>;
}

/** A finished turn, for the round summary. */
export interface HideAndPeekTurnRecord {
  turn: number;
  round: number;
  hiders: PlayerId[];
  spots: Record<PlayerId, SpotName | null>;
  points: Record<PlayerId, number>;
}

export interface HideAndPeekState {
  /** 1-based round; a round is one cycle in which every player hides once. */
  round: number;
  /** Rounds in the game: the room's numberOfTurns (how many times everyone hides). */
  numberOfRounds: number;
  turn: number;
  turnInRound: number;
  /** Players still in the game, in seat order. */
  roster: PlayerId[];
  /** This round's hiding order (seeded shuffle), the ones who already hid included. */
  roundOrder: PlayerId[];
  /** Players still to hide this round, in order. */
  queue: PlayerId[];
  hideCount: Record<PlayerId, number>;
  current: HideAndPeekTurnState | null;
  history: HideAndPeekTurnRecord[];
  left: PlayerId[];
}

/** What a hider turned out to be at the reveal. */
export interface RevealedHider {
  playerId: PlayerId;
  /** The spot, or null: never hid (stood in the open) and scores nothing. */
  spotName: SpotName | null;
  left: boolean;
  /** Guessers who found them, with the peek (1 or 2) that did. */
  foundBy: Array<{ playerId: PlayerId; peek: 1 | 2 }>;
}

/** What the reveal shows (from the start of `reveal` only). */
export interface HideAndPeekRevealView {
  hiders: RevealedHider[];
  /** Every guesser's peeks, in order. */
  peeks: Array<{ playerId: PlayerId; spots: SpotName[] }>;
  /** Points of the turn per player, round multiplier included. */
  points: Record<PlayerId, number>;
}

export interface HideAndPeekRoundSummary {
  round: number;
  lastRound: boolean;
  turns: Array<{ turn: number; hiders: PlayerId[]; spots: Record<PlayerId, SpotName | null> }>;
}

/** The common part of both views (spec fetchTurnOrder, fetchSpots, fetchGuesses without their spots). */
export interface HideAndPeekCommonView {
  stage: string;
  round: number;
  numberOfRounds: number;
  turn: number;
  turnInRound: number;
  turnsInRound: number;
  /** This round's hiding order: who hides when (not a secret). */
  turnOrder: PlayerId[];
  /** The current hiders (the spec's currentHiderId), or empty between turns. */
  hiders: PlayerId[];
  /** The scene's spots. */
  spots: readonly SceneSpot[];
  /** The host screen shows the hiders' live positions now (the move stage). */
  positionsShown: boolean;
  /** Hiders who have hidden: who, never where. */
  hiddenIds: PlayerId[];
  /** Guessers of the turn and how many times each has peeked: who, never where. */
  peekCounts: Array<{ playerId: PlayerId; peeks: number }>;
  reveal: HideAndPeekRevealView | null;
  roundSummary: HideAndPeekRoundSummary | null;
}

export type HideAndPeekHostView = HideAndPeekCommonView;

export type HideAndPeekRole = 'hider' | 'guesser' | 'watcher';

export interface HideAndPeekPlayerView extends HideAndPeekCommonView {
  playerId: PlayerId;
  role: HideAndPeekRole;
  /** A hider may pick their spot now (hide stage, not yet hidden). */
  mayHide: boolean;
  /** The hider's own spot; null for everyone else (and until they hide). */
  mySpot: SpotName | null;
  /** A guesser may peek now (peek stage, fewer than two peeks). */
  mayPeek: boolean;
  /** The guesser's own peeks, oldest first. */
  myPeeks: SpotName[];
  /** An AI hider's own plan (its own phone only). */
  aiPlan: AiHiderPlan | null;
}

/**
 * Topics of the host-only notices (`/hideandpeek/host/{code}/{topic}`) the rules announce. The spec's
 * other two, `playerLocationSet` (the position stream) and `requestCurrentHiderId` (a SEND from the
 * host), belong to the server.
 */
export const NOTICE_TOPICS = {
  currentHiderId: 'currentHiderId',
  guessSubmitted: 'guessSubmitted',
  allSubmitted: 'allSubmitted',
  revealHidingSpot: 'revealHidingSpot',
} as const;

/** A turn started: who hides now. */
export interface CurrentHiderNotice {
  turn: number;
  hiderIds: PlayerId[];
}
/** A guesser peeked: who, and whether it was their first or second peek. Never where. */
export interface GuessSubmittedNotice {
  playerId: PlayerId;
  peek: number;
}
export type AllSubmittedNotice = Record<string, never>;
/** The reveal: every hider's spot (null: never hid). */
export interface RevealHidingSpotNotice {
  hiders: Array<{ playerId: PlayerId; spotName: SpotName | null }>;
}
