import { applyMove, endMatch, isInvalid, removeSeat, skipTimer, startMatch, tick } from '../src';
import type { BaseSettings, EngineEvent, GameDef, Invalid, MoveRequest, PlayerId, Seat, Step } from '../src';
import type { HighestHostView, HighestPlayerView, HighestState } from './highest-number';
import type { M } from './helpers';

type Game = GameDef<HighestState, BaseSettings, HighestHostView, HighestPlayerView>;

/** What the runtime may do to a match, as data, so one script can be replayed and compared. */
export type Op =
  | { op: 'move'; at: number; request: MoveRequest }
  | { op: 'tick'; at: number }
  | { op: 'skip'; at: number }
  | { op: 'remove'; at: number; playerId: PlayerId }
  | { op: 'end'; at: number }
  /** The server stops and resumes from the stored JSON. */
  | { op: 'restart' };

export function runOp(game: Game, match: M, settings: BaseSettings, op: Op): Step<HighestState> | Invalid | null {
  switch (op.op) {
    case 'move': return applyMove(game, match, settings, op.request, op.at);
    case 'tick': return tick(game, match, settings, op.at);
    case 'skip': return skipTimer(game, match, settings, op.at);
    case 'remove': return removeSeat(game, match, settings, op.playerId, op.at);
    case 'end': return endMatch(game, match, settings, op.at);
    case 'restart': return { match: JSON.parse(JSON.stringify(match)) as M, events: [] };
  }
}

/** Runs a script from the start; returns the final match and every event, in order. */
export function runScript(game: Game, seats: Seat[], settings: BaseSettings, seed: number, now: number, ops: Op[]) {
  const first = startMatch(game, { seats, settings, seed, now });
  let match = first.match;
  const events: EngineEvent[] = [...first.events];
  const refusals: string[] = [];
  for (const op of ops) {
    const result = runOp(game, match, settings, op);
    if (result === null) continue;
    if (isInvalid(result)) {
      refusals.push(result.invalid);
      continue;
    }
    match = result.match;
    events.push(...result.events);
  }
  return { match, events, refusals };
}
