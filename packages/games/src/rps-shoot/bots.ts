import type { BotPolicy, Rng } from '@snackparty/engine';
import { aiBaseId } from '@snackparty/protocol';
import type { RpsSettings } from './stages';
import { MOVES_PER_TURN, PICKABLE_MOVES, type BetResult, type PickableMove } from './types';
import type { RpsPlayerView } from './views';

/** Human-like thinking time. */
export const BOT_DELAY_MS = { min: 2_000, max: 7_000 } as const;

function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = options[options.length - 1];
  if (last === undefined) throw new Error('weighted: no options');
  return last[0];
}

function delay(rng: Rng): number {
  return BOT_DELAY_MS.min + rng.int(BOT_DELAY_MS.max - BOT_DELAY_MS.min + 1);
}

/**
 * Three moves in the style of an AI personality: -1 favours ROCK a little; -2 rarely throws the same
 * move twice in a row.
 */
export function botMoves(rng: Rng, playerId: number): PickableMove[] {
  const moves: PickableMove[] = [];
  const base = aiBaseId(playerId);
  for (let i = 0; i < MOVES_PER_TURN; i++) {
    const previous = moves[i - 1];
    const options = PICKABLE_MOVES.map((move): readonly [PickableMove, number] => {
      if (base === -1) return [move, move === 'ROCK' ? 4 : 3];
      return [move, move === previous ? 1 : 3];
    });
    moves.push(weighted(rng, options));
  }
  return moves;
}

/** Bets lean towards fighter A winning. */
export function botBet(rng: Rng): BetResult {
  return weighted<BetResult>(rng, [
    ['WIN', 45],
    ['LOSE', 35],
    ['TIE', 20],
  ]);
}

/** In `pick`: a fighter picks three moves once, a bettor bets once. */
export const pickPolicy: BotPolicy<RpsPlayerView, RpsSettings> = (view, rng, { playerId }) => {
  if (view.stage !== 'pick') return null;
  if (view.role === 'fighter' && !view.lockedIn) {
    return { move: 'pick', payload: { moves: botMoves(rng, playerId) }, delayMs: delay(rng) };
  }
  if (view.role === 'bettor' && view.myBet === null) {
    return { move: 'bet', payload: { expectedResult: botBet(rng) }, delayMs: delay(rng) };
  }
  return null;
};

export const bots: Partial<Record<string, BotPolicy<RpsPlayerView, RpsSettings>>> = { pick: pickPolicy };
