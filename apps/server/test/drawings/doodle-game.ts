import { GAME_OVER, defineGame, type Match } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameSettings, SaveData } from '@snackparty/protocol';
import type { DrawingRules } from '../../src/games/canvas-clash/drawing-rules';

/**
 * A small drawing game for the server's tests, played as CANVAS_CLASH: each turn two seats paint one
 * word for DRAW_MS while a letter is revealed every LETTER_MS (a stage wake-up), then a short reveal.
 */
export const DRAW_MS = 20_000;
export const LETTER_MS = 3_000;
export const REVEAL_MS = 2_000;
export const TURNS = 2;

export interface DoodleState {
  turn: number;
  painters: number[];
  words: string[];
  drawingOpen: boolean;
  openedAt: number;
  lettersShown: number;
}

type Settings = GameSettings & { customWords?: string[] };

function paintersOf(turn: number, seats: readonly { playerId: number }[]): number[] {
  const n = seats.length;
  return [seats[(2 * turn - 2) % n]!.playerId, seats[(2 * turn - 1) % n]!.playerId];
}

export const doodle = defineGame<DoodleState, Settings, { turn: number }, { turn: number }>({
  type: 'CANVAS_CLASH',
  minPlayers: 2,
  maxPlayers: 16,
  setup: (ctx) => ({
    turn: 0,
    painters: [],
    words: ctx.settings.customWords?.slice(0, TURNS) ?? ['apple', 'house'],
    drawingOpen: false,
    openedAt: 0,
    lettersShown: 0,
  }),
  firstStage: 'draw',
  stages: {
    draw: {
      actors: () => [],
      moves: {},
      durationMs: () => DRAW_MS,
      onEnter: (s, ctx) => ({ ...s, turn: s.turn + 1, painters: paintersOf(s.turn + 1, ctx.seats), drawingOpen: true, openedAt: ctx.now, lettersShown: 0 }),
      isComplete: () => false,
      nextWakeAt: (s) => s.openedAt + LETTER_MS * (s.lettersShown + 1),
      onWake: (s) => ({ ...s, lettersShown: s.lettersShown + 1 }),
      onExit: (s) => ({ state: { ...s, drawingOpen: false } }),
      next: () => 'reveal',
    },
    reveal: {
      actors: () => [],
      moves: {},
      durationMs: () => REVEAL_MS,
      isComplete: () => false,
      onExit: (s) => ({ state: s }),
      next: (s) => (s.turn < TURNS ? 'draw' : GAME_OVER),
    },
  },
  round: (s) => Math.max(1, s.turn),
  views: { host: (m) => ({ turn: m.state.turn }), player: (m) => ({ turn: m.state.turn }) },
  bots: {},
  // The drawings of a turn whose drawing has closed (its reveal): the host may hide them.
  hideable: (s) => (s.turn > 0 && !s.drawingOpen ? s.painters.map((p) => `d${s.turn}p${p}`) : []),
  notices: (before: Match<DoodleState>, after: Match<DoodleState>) =>
    after.state.lettersShown > before.state.lettersShown && after.state.turn === before.state.turn
      ? [{ audience: 'host' as const, topic: 'revealLetterTopic', body: { turn: after.state.turn, letters: after.state.lettersShown } }]
      : [],
});

/** A robot's preset: two strokes on the 263.48 square the presets use. */
export const ROBOT_DRAWING: SaveData = {
  width: 263.48,
  height: 263.48,
  lines: [
    { brushColor: '#000000', brushRadius: 4, points: Array.from({ length: 30 }, (_, i) => ({ x: 10 + i * 5, y: 20 })) },
    { brushColor: '#ff0000', brushRadius: 8, points: Array.from({ length: 30 }, (_, i) => ({ x: 20, y: 10 + i * 5 })) },
  ],
};

export const doodleRules: DrawingRules = {
  turnOf: (state) => {
    const s = state as DoodleState;
    return s.turn === 0 ? null : { turn: s.turn, painters: s.painters, word: s.words[s.turn - 1] ?? '?', drawingOpen: s.drawingOpen, revealed: !s.drawingOpen };
  },
  aiDrawingFor: () => ROBOT_DRAWING,
  drawingIdOf: (turn, painterPlayerId) => `d${turn}p${painterPlayerId}`,
};

export const doodleDefinitions = (gameType: string): AnyGameDef | undefined => (gameType === 'CANVAS_CLASH' ? (doodle as unknown as AnyGameDef) : undefined);
export const doodleDrawingRules = (gameType: string): DrawingRules | undefined => (gameType === 'CANVAS_CLASH' ? doodleRules : undefined);
