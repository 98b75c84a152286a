import { useEffect, useState } from 'react';
import type { GameRoom } from '../gameRoom';
import type { PlacedPosition, ScenePoint } from './types';
import { positionsTopic } from './wire';

function isPlaced(value: unknown): value is PlacedPosition {
  const p = value as PlacedPosition | null;
  return !!p && typeof p === 'object' && Number.isFinite(p.playerId) && Number.isFinite(p.x) && Number.isFinite(p.y);
}

/** Positions by player, starting from `spawns`, with each message's positions laid over them. */
export function mergePositions(current: ReadonlyMap<number, ScenePoint>, body: unknown): ReadonlyMap<number, ScenePoint> {
  const list = (body as { positions?: unknown } | null)?.positions;
  if (!Array.isArray(list)) return current;
  const next = new Map(current);
  for (const p of list) if (isPlaced(p)) next.set(p.playerId, { x: p.x, y: p.y });
  return next;
}

/**
 * Everyone's positions as the server relays them: where the round put them (`spawns`) until their
 * first position arrives. Subscribing is given everyone's last known position at once (also after a
 * reconnect), then each relayed message updates those it names. A new round (`round`) starts over.
 */
export function usePositions(room: GameRoom | null, audience: 'host' | 'player', round: string, spawns: readonly PlacedPosition[]): ReadonlyMap<number, ScenePoint> {
  const [state, setState] = useState<{ round: string; positions: ReadonlyMap<number, ScenePoint> }>(() => ({ round, positions: fromSpawns(spawns) }));
  const code = room?.code ?? null;
  const connection = room?.connection ?? null;

  useEffect(() => {
    if (!connection || !code) return undefined;
    return connection.subscribe(positionsTopic(code, audience), (body) => {
      setState((previous) => ({ round: previous.round, positions: mergePositions(previous.positions, body) }));
    });
  }, [connection, code, audience]);

  if (state.round !== round) {
    const fresh = { round, positions: fromSpawns(spawns) };
    setState(fresh);
    return fresh.positions;
  }
  return state.positions;
}

function fromSpawns(spawns: readonly PlacedPosition[]): ReadonlyMap<number, ScenePoint> {
  return new Map(spawns.map((s) => [s.playerId, { x: s.x, y: s.y }]));
}
