/** Realistic CANVAS_CLASH views, shaped as the server publishes them, for the screen tests. */
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import type { CanvasClashHostView, CanvasClashPlayerView } from '../../src/games/canvas-clash/types';

export const NOW = 1_700_000_100_000;
export const serverNow = () => NOW;

const people = [
  { playerId: 1, alias: 'Ana', avatarSrc: '/avatars/avocado.svg', hexColor: '#3A86FF', robot: false },
  { playerId: 2, alias: 'Bo', avatarSrc: '/avatars/bagel.svg', hexColor: '#EF476F', robot: false },
  { playerId: 3, alias: 'Cy', avatarSrc: '/avatars/banana.svg', hexColor: '#06D6A0', robot: false },
  { playerId: -1, alias: 'Robo', avatarSrc: '/avatars/unknown.svg', hexColor: '#A06CD5', robot: true },
];

export const players: SessionPlayerDto[] = people.map((p) => ({
  ...p,
  gameId: 7,
  sessionPlayerId: 100 + p.playerId,
  score: 0,
  active: true,
  gameOwner: p.playerId === 1,
  connected: true,
}));

const seats = people.map((p) => ({ playerId: p.playerId, alias: p.alias, robot: p.robot }));

function envelope(stage: string) {
  return {
    gameType: 'CANVAS_CLASH',
    stage,
    stageNumber: 3,
    stageStartedAt: NOW - 10_000,
    stageEndsAt: stage === 'draw' || stage === 'credit' ? NOW + 50_000 : NOW + 8_000,
    round: 1,
    multiplier: 1,
    over: false,
    scores: { 1: 1200, 2: 900, 3: 0, [-1]: 250 },
    lastDeltas: {},
    roundDeltas: { 1: 1200, 2: 900, [-1]: 250 },
    seats,
    removed: [],
  };
}

/** Ana (1) and Bo (2) paint "ice cream"; Cy (3) and Robo (-1) guess; Robo got it. */
export function hostView(stage: 'draw' | 'credit' | 'reveal' | 'roundSummary' = 'draw'): HostViewEnvelope<CanvasClashHostView> {
  const revealed = stage === 'reveal' || stage === 'roundSummary';
  return {
    ...envelope(stage),
    game: {
      stage,
      round: 1,
      numberOfRounds: 2,
      turn: 1,
      turnInRound: 1,
      turnsInRound: 2,
      canvases: [
        { canvas: 0, left: false },
        { canvas: 1, left: false },
      ],
      drawingOpen: stage === 'draw',
      hint: { cells: ['I', null, null, ' ', null, null, 'E', null, null], length: 8 },
      guesserCount: 2,
      guessedIds: [-1],
      guessCount: 4,
      creditPendingIds: stage === 'credit' ? [-1] : [],
      creditedIds: [],
      reveal: revealed
        ? {
            word: 'ice cream',
            painters: [
              { canvas: 0, playerId: 1, left: false, drawingId: 'd1p1' },
              { canvas: 1, playerId: 2, left: false, drawingId: 'd1p2' },
            ],
            credits: [1, 0],
            rightGuessers: [{ playerId: -1, points: 250 }],
            points: { 1: 450, 2: 200, [-1]: 250 },
          }
        : null,
      roundSummary:
        stage === 'roundSummary' ? { round: 1, lastRound: false, turns: [{ turn: 1, word: 'ice cream', painters: [1, 2], rightGuessers: 1 }] } : null,
      gallery: [],
    },
  };
}

/** Cy (3), a guesser, in the draw stage. */
export function guesserView(overrides: Partial<CanvasClashPlayerView> = {}, stage = 'draw'): PlayerViewEnvelope<CanvasClashPlayerView> {
  return {
    ...envelope(stage),
    playerId: 3,
    isActor: true,
    game: {
      playerId: 3,
      stage,
      round: 1,
      numberOfRounds: 2,
      turn: 1,
      turnInRound: 1,
      turnsInRound: 2,
      role: 'guesser',
      canvas: null,
      drawingOpen: stage === 'draw',
      drawEndsAt: stage === 'draw' ? NOW + 50_000 : null,
      word: null,
      hint: { cells: ['I', null, null, ' ', null, null, 'E', null, null], length: 8 },
      guessedRight: false,
      place: null,
      lastResult: null,
      wrongGuesses: [],
      guessCount: 0,
      mayGuess: stage === 'draw',
      mayCredit: false,
      creditableCanvases: [0, 1],
      credited: null,
      guessPoints: 0,
      rightCount: 1,
      guesserCount: 2,
      reveal: null,
      roundSummary: null,
      ...overrides,
    },
  };
}

/** Ana (1), painting canvas A. */
export function painterView(): PlayerViewEnvelope<CanvasClashPlayerView> {
  const view = guesserView({ playerId: 1, role: 'painter', canvas: 0, word: 'ice cream', hint: null, mayGuess: false });
  return { ...view, playerId: 1 };
}
