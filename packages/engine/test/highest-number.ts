import { GAME_OVER, defineGame, invalid } from '../src';
import type { BaseSettings, Ctx, PlayerId, Seat } from '../src';

/**
 * A toy game for the engine's tests. Each round everyone secretly picks a number from 1 to 10 in a
 * timed stage; whoever picked the highest earns 100 base points; a timed reveal shows the picks.
 * Each pick stage also draws a random "lucky" number, so the match's rng state matters for replays.
 */

export const PICK_MS = 30_000;
export const REVEAL_MS = 5_000;
export const BASE_POINTS = 100;

export interface HighestState {
  round: number;
  /** This round's picks; null: no pick (the neutral move). */
  picks: Record<PlayerId, number | null>;
  lucky: number[];
  winners: PlayerId[];
}

export interface HighestHostView {
  round: number;
  picked: PlayerId[];
  /** Only during the reveal. */
  picks: Record<PlayerId, number | null> | null;
  lucky: number[];
}

export interface HighestPlayerView {
  me: PlayerId;
  myPick: number | null;
  canPick: boolean;
  /** Only during the reveal. */
  winners: PlayerId[] | null;
}

const ids = (ctx: Ctx) => ctx.seats.map((seat: Seat) => seat.playerId);

export const highestNumber = defineGame<HighestState, BaseSettings, HighestHostView, HighestPlayerView>({
  type: 'HIGHEST_NUMBER',
  minPlayers: 2,
  maxPlayers: 8,
  setup: () => ({ round: 1, picks: {}, lucky: [], winners: [] }),
  firstStage: 'pick',
  round: (state) => state.round,
  stages: {
    pick: {
      actors: (_state, ctx) => ids(ctx),
      durationMs: () => PICK_MS,
      onEnter: (state, ctx) => ({
        ...state,
        picks: Object.fromEntries(ids(ctx).map((id) => [id, null])),
        lucky: [...state.lucky, ctx.rng.int(10) + 1],
        winners: [],
      }),
      moves: {
        pick: (state, { playerId, payload }) => {
          const n = (payload as { n?: unknown } | null)?.n;
          if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10) return invalid('error.invalid_number');
          if (state.picks[playerId] != null) return invalid('error.already_picked');
          return { ...state, picks: { ...state.picks, [playerId]: n } };
        },
      },
      isComplete: (state, ctx) => ids(ctx).every((id) => state.picks[id] != null),
      onExit: (state, ctx) => {
        // Neutral move: whoever did not pick has no number and cannot win.
        const picks = Object.fromEntries(ids(ctx).map((id) => [id, state.picks[id] ?? null]));
        const numbers = Object.values(picks).filter((n): n is number => n !== null);
        const best = numbers.length ? Math.max(...numbers) : null;
        const winners = ids(ctx).filter((id) => best !== null && picks[id] === best);
        return { state: { ...state, picks, winners }, points: Object.fromEntries(winners.map((id) => [id, BASE_POINTS])) };
      },
      next: () => 'reveal',
    },
    reveal: {
      actors: () => [],
      durationMs: () => REVEAL_MS,
      moves: {},
      // Watched until its deadline, even though nobody acts.
      isComplete: () => false,
      onExit: (state) => ({ state: { ...state, round: state.round + 1 } }),
      next: (state, ctx) => (state.round > ctx.settings.numberOfRounds ? GAME_OVER : 'pick'),
    },
  },
  removePlayer: (state, playerId) => {
    const picks = { ...state.picks };
    delete picks[playerId];
    return { ...state, picks };
  },
  views: {
    host: (match) => ({
      round: match.state.round,
      picked: Object.entries(match.state.picks).filter(([, n]) => n !== null).map(([id]) => Number(id)),
      picks: match.stage === 'reveal' ? { ...match.state.picks } : null,
      lucky: [...match.state.lucky],
    }),
    player: (match, playerId) => ({
      me: playerId,
      myPick: match.state.picks[playerId] ?? null,
      canPick: match.stage === 'pick' && match.state.picks[playerId] === null,
      winners: match.stage === 'reveal' ? [...match.state.winners] : null,
    }),
  },
  bots: {
    pick: (view, rng) => (view.canPick ? { move: 'pick', payload: { n: rng.int(10) + 1 }, delayMs: 1_000 + rng.int(60_000) } : null),
  },
});

export const settings: BaseSettings = { language: 'en', numberOfRounds: 3, numberOfTurns: 2, maxScore: 10_000 };

export const seats: Seat[] = [
  { playerId: 1, alias: 'Ana', robot: false },
  { playerId: 2, alias: 'Bo', robot: false },
  { playerId: 3, alias: 'Cy', robot: false },
];

export const withRobots: Seat[] = [
  ...seats,
  { playerId: -1, alias: 'Robo Pepper', robot: true },
  { playerId: -2, alias: 'Robo Basil', robot: true },
];

export const T0 = 1_700_000_000_000;
