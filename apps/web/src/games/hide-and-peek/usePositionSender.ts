import { useCallback, useEffect, useRef } from 'react';
import type { GameRoom } from '../gameRoom';
import { PositionThrottle } from './positionThrottle';
import type { ScenePoint } from './types';
import { positionDestination } from './wire';

/**
 * A hider's positions to the server, on their own stream destination, at most ten a second (the
 * latest wins). A position that cannot go out (the socket is down) is dropped: the next one replaces it.
 */
export function usePositionSender(room: GameRoom | null, playerId: number): (position: ScenePoint) => void {
  const target = useRef({ room, playerId });
  useEffect(() => {
    target.current = { room, playerId };
  });
  const throttle = useRef<PositionThrottle | null>(null);
  throttle.current ??= new PositionThrottle((position) => {
    const { room: current, playerId: sender } = target.current;
    current?.connection?.send(positionDestination(current.code, sender), position);
  });
  useEffect(() => {
    const sender = throttle.current;
    return () => sender?.cancel();
  }, []);
  return useCallback((position: ScenePoint) => throttle.current?.offer(position), []);
}
