import type { PlayerId } from '@snackparty/engine';
import type { AiHiderPlan, HideAndPeekState } from './types';

function isHideAndPeekState(state: unknown): state is HideAndPeekState {
  return typeof state === 'object' && state !== null && 'current' in state && 'hideCount' in state && 'roundOrder' in state;
}

/**
 * Who may stream positions now, and to whom (for the server's position stream). `public` (the move
 * stage): the hiders' positions go to the host screen; `private` (the hide stage): a hider's position
 * goes to their own phone only, so nobody sees where they hide; `closed`: no positions at all.
 */
export type PositionWindow = 'public' | 'private' | 'closed';

export function hideAndPeekTurn(state: unknown): { turn: number; hiders: PlayerId[]; window: PositionWindow; revealed: boolean } | null {
  if (!isHideAndPeekState(state) || !state.current) return null;
  const current = state.current;
  const hiders = current.hiders.filter((id) => !current.hidersLeft.includes(id));
  const window: PositionWindow = current.phase === 'move' ? 'public' : current.phase === 'hide' ? 'private' : 'closed';
  return { turn: current.turn, hiders, window, revealed: current.phase === 'reveal' };
}

/**
 * An AI hider's plan for the current turn (its walk to replay on the stream), or null. Robots have
 * one, and so do seats the AI played for now as the turn began. Holds its spot: server only.
 */
export function aiHiderPlanFor(state: unknown, playerId: PlayerId): AiHiderPlan | null {
  if (!isHideAndPeekState(state) || !state.current) return null;
  const plan = state.current.aiPlans[playerId];
  return plan ? structuredClone(plan) : null;
}
