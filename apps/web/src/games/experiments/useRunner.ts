import { useCallback, useEffect, useRef, useState } from 'react';
import type { JoystickDirection } from '../kit/VirtualJoystick';
import type { GameRoom } from '../gameRoom';
import { PositionPacer } from './positionPacer';
import { POSITION_INTERVAL_MS, step, type ScenePoint } from './types';
import { positionDestination } from './wire';

/** A frame longer than this (a tab in the background, a slow phone) moves the avatar this far only. */
const MAX_FRAME_MS = 100;

export interface Runner {
  /** Where this phone's avatar is now. */
  position: ScenePoint;
  /** Give it to the joystick: the direction the avatar runs in. */
  steer: (direction: JoystickDirection) => void;
}

/**
 * This phone's avatar: it starts at `start` each round (`round`), runs the way the joystick points at
 * `speed` scene pixels a second while `running`, stays on the field, and its position goes to the
 * server at most ten a second (the server relays it to everyone). Until it first moves in a round it
 * stands where the server last saw it (`known`), so a phone that reloads mid-round goes on from there.
 */
export function useRunner(room: GameRoom | null, playerId: number, round: string, start: ScenePoint, known: ScenePoint | undefined, speed: number, running: boolean): Runner {
  const [position, setPosition] = useState<ScenePoint>(start);
  const at = useRef<{ round: string; position: ScenePoint; moved: boolean }>({ round, position: start, moved: false });
  const direction = useRef<JoystickDirection>({ x: 0, y: 0 });
  const target = useRef({ room, playerId });
  useEffect(() => {
    target.current = { room, playerId };
  });
  const pacer = useRef<PositionPacer | null>(null);
  pacer.current ??= new PositionPacer((p) => {
    const { room: current, playerId: sender } = target.current;
    if (current?.connection && current.code) current.connection.send(positionDestination(current.code, sender), p);
  }, POSITION_INTERVAL_MS);

  // A position the server turned down (one still on its way as the run ended) needs no word to the
  // player: the next one replaces it, and between runs none are sent.
  const connection = room?.connection ?? null;
  const code = room?.code ?? null;
  useEffect(() => {
    if (!connection || !code) return undefined;
    const mine = positionDestination(code, playerId);
    return connection.claimServerErrors((error) => error.destination === mine);
  }, [connection, code, playerId]);

  // A new round starts from its spawn.
  if (at.current.round !== round) {
    at.current = { round, position: start, moved: false };
    pacer.current.reset();
    setPosition(start);
  }

  const knownX = known?.x;
  const knownY = known?.y;
  useEffect(() => {
    if (knownX === undefined || knownY === undefined || at.current.moved) return;
    const current = at.current.position;
    if (current.x === knownX && current.y === knownY) return;
    at.current = { ...at.current, position: { x: knownX, y: knownY } };
    setPosition({ x: knownX, y: knownY });
  }, [knownX, knownY]);

  useEffect(() => {
    if (!running) return undefined;
    let frame = 0;
    // Frame times only: the first frame sets the clock, the next ones move.
    let last: number | null = null;
    const tick = (now: number) => {
      const elapsed = last === null ? 0 : Math.min(MAX_FRAME_MS, Math.max(0, now - last));
      last = now;
      const d = direction.current;
      if (d.x !== 0 || d.y !== 0) {
        const next = step(at.current.position, d, elapsed, speed);
        at.current = { round: at.current.round, position: next, moved: true };
        setPosition(next);
        pacer.current?.offer(next);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, speed]);

  const steer = useCallback((next: JoystickDirection) => {
    direction.current = next;
  }, []);

  return { position, steer };
}
