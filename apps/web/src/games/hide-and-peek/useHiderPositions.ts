import { useRef, useState } from 'react';
import { useLiveResource } from '../../realtime/useLiveResource';
import type { GameRoom } from '../gameRoom';
import { getPositions } from './api';
import type { PlacedPosition, ScenePoint } from './types';
import { hostPositionsTopic } from './wire';

/** Where a hider is on the shared screen, and how long the glide to there takes. */
export interface LivePosition extends ScenePoint {
  moveMs: number;
}

/** A glide lasts as long as the time since the hider's previous position (a phone's tenth of a second, an AI's steps of seconds). */
const MIN_GLIDE_MS = 90;
const MAX_GLIDE_MS = 3_000;

function isPlaced(value: unknown): value is PlacedPosition {
  const p = value as PlacedPosition | null;
  return !!p && typeof p === 'object' && Number.isFinite(p.playerId) && Number.isFinite(p.x) && Number.isFinite(p.y);
}

/**
 * The hiders' positions during the walk, for the shared screen: the last known ones from the server
 * on every (re)connect, then the stream live. Each new position glides in over the time since the
 * previous one, so a phone's ten a second and an AI hider's step every few seconds both look like
 * walking. Nothing is heard outside the walk (`shown` false).
 */
export function useHiderPositions(room: GameRoom | null, turn: number, shown: boolean): ReadonlyMap<number, LivePosition> {
  const code = room?.code ?? null;
  const key = shown && code ? `${code}:${turn}` : null;
  const [positions, setPositions] = useState<{ key: string | null; map: ReadonlyMap<number, LivePosition> }>({ key: null, map: new Map() });
  const lastAt = useRef(new Map<number, number>());

  const place = (list: readonly unknown[], glide: boolean) => {
    const now = Date.now();
    setPositions((previous) => {
      const map = new Map(previous.key === key ? previous.map : []);
      for (const p of list) {
        if (!isPlaced(p)) continue;
        const since = now - (lastAt.current.get(p.playerId) ?? now - MAX_GLIDE_MS);
        lastAt.current.set(p.playerId, now);
        map.set(p.playerId, { x: p.x, y: p.y, moveMs: glide && map.has(p.playerId) ? Math.min(MAX_GLIDE_MS, Math.max(MIN_GLIDE_MS, since)) : 0 });
      }
      return { key, map };
    });
  };

  useLiveResource<{ turn?: number; positions: PlacedPosition[] }>({
    connection: room?.connection ?? null,
    status: room?.status,
    key,
    onlyConnected: true,
    fetch: (signal) => getPositions(code!, signal),
    onFetched: (body) => {
      // Positions of another turn (the walk ended as they were fetched) are not this walk's.
      if (typeof body?.turn === 'number' && body.turn !== turn) return;
      place(Array.isArray(body?.positions) ? body.positions : [], false);
    },
    topics: [key && code ? hostPositionsTopic(code) : null],
    onPush: (body) => {
      const message = body as { turn?: unknown; positions?: unknown } | null;
      if (!message || message.turn !== turn || !Array.isArray(message.positions)) return;
      place(message.positions, true);
    },
  });

  return positions.key === key && key !== null ? positions.map : EMPTY;
}

const EMPTY: ReadonlyMap<number, LivePosition> = new Map();
