import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';

/** A direction: x to the right, y downwards (screen and scene alike), length from 0 to 1. */
export interface JoystickDirection {
  x: number;
  y: number;
}

export const CENTRED: JoystickDirection = Object.freeze({ x: 0, y: 0 });

/** Below this share of the pad's radius the knob counts as centred, so a resting thumb does not drift. */
export const DEAD_ZONE = 0.12;

/**
 * The direction a pointer at (`x`, `y`) gives on a pad whose centre is (`cx`, `cy`) and radius
 * `radius`: the way from the centre, its length the share of the radius (at most 1), zero inside the
 * dead zone. Pure.
 */
export function directionAt(x: number, y: number, cx: number, cy: number, radius: number, deadZone = DEAD_ZONE): JoystickDirection {
  if (!(radius > 0)) return CENTRED;
  const dx = (x - cx) / radius;
  const dy = (y - cy) / radius;
  const length = Math.hypot(dx, dy);
  if (!Number.isFinite(length) || length <= deadZone) return CENTRED;
  const scale = Math.min(1, length) / length;
  return { x: dx * scale, y: dy * scale };
}

const KEY_DIRECTIONS: Readonly<Record<string, JoystickDirection>> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** The direction of the arrow keys held down together (a diagonal from two), length at most 1. */
export function directionOfKeys(held: ReadonlySet<string>): JoystickDirection {
  let x = 0;
  let y = 0;
  for (const key of held) {
    const direction = KEY_DIRECTIONS[key];
    if (!direction) continue;
    x += direction.x;
    y += direction.y;
  }
  const length = Math.hypot(x, y);
  return length === 0 ? CENTRED : { x: x / length, y: y / length };
}

export interface VirtualJoystickProps {
  /** Called whenever the direction changes, and with (0, 0) when the pad is let go. */
  onChange(direction: JoystickDirection): void;
  /** What the pad is for, for screen readers (the arrow keys steer it too). */
  label: string;
  /** The pad's diameter (px). */
  size?: number;
  /** Greyed out and still: no direction is given. */
  disabled?: boolean;
  className?: string;
}

/**
 * A round pad with a knob, steered with a thumb, a mouse or a pen (pointer events, the pointer
 * captured while held, so a thumb sliding off the pad still steers) or with the arrow keys. The page
 * does not scroll or zoom under it (`touch-action: none`). It only tells which way and how far the
 * knob is pushed; what moves, and how fast, is the caller's.
 */
export function VirtualJoystick({ onChange, label, size = 220, disabled = false, className }: VirtualJoystickProps) {
  const [direction, setDirection] = useState<JoystickDirection>(CENTRED);
  const pad = useRef<HTMLDivElement>(null);
  const pointer = useRef<number | null>(null);
  const keys = useRef(new Set<string>());
  const report = useRef(onChange);
  useLayoutEffect(() => {
    report.current = onChange;
  }, [onChange]);

  const current = useRef<JoystickDirection>(CENTRED);

  const change = useCallback((next: JoystickDirection) => {
    if (current.current.x === next.x && current.current.y === next.y) return;
    current.current = next;
    setDirection(next);
    report.current(next);
  }, []);

  const release = useCallback(() => {
    pointer.current = null;
    keys.current.clear();
    change(CENTRED);
  }, [change]);

  // A pad disabled (or gone) while held lets go.
  useEffect(() => {
    if (disabled) release();
  }, [disabled, release]);
  useEffect(
    () => () => {
      if (current.current !== CENTRED) report.current(CENTRED);
    },
    [],
  );

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const rect = pad.current?.getBoundingClientRect();
    if (!rect) return;
    change(directionAt(event.clientX, event.clientY, rect.left + rect.width / 2, rect.top + rect.height / 2, rect.width / 2));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || pointer.current !== null) return;
    event.preventDefault();
    pointer.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    follow(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerId === pointer.current) follow(event);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerId === pointer.current) release();
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>, down: boolean) => {
    if (disabled || !(event.key in KEY_DIRECTIONS)) return;
    event.preventDefault();
    if (down) keys.current.add(event.key);
    else keys.current.delete(event.key);
    change(directionOfKeys(keys.current));
  };

  const knob = size * 0.42;
  const travel = (size - knob) / 2;
  const padStyle: CSSProperties = {
    position: 'relative',
    width: size,
    height: size,
    borderRadius: '50%',
    touchAction: 'none',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    cursor: disabled ? 'default' : 'grab',
    opacity: disabled ? 0.45 : 1,
    background: 'radial-gradient(circle, var(--joystick-inner, var(--surface-3)) 0 55%, var(--joystick-pad, var(--surface-2)) 56%)',
    border: '4px solid var(--joystick-rim, var(--border))',
    boxSizing: 'border-box',
    flex: 'none',
  };
  const knobStyle: CSSProperties = {
    position: 'absolute',
    left: '50%',
    top: '50%',
    width: knob,
    height: knob,
    marginLeft: -knob / 2,
    marginTop: -knob / 2,
    borderRadius: '50%',
    background: 'var(--joystick-knob, var(--primary))',
    boxShadow: '0 6px 18px rgb(0 0 0 / 0.45), inset 0 -6px 0 rgb(0 0 0 / 0.18)',
    transform: `translate(${direction.x * travel}px, ${direction.y * travel}px)`,
    pointerEvents: 'none',
  };

  return (
    <div
      ref={pad}
      className={['joystick', className ?? ''].filter(Boolean).join(' ')}
      style={padStyle}
      role="application"
      aria-label={label}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      data-direction={`${direction.x.toFixed(2)},${direction.y.toFixed(2)}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
      onKeyDown={(event) => onKey(event, true)}
      onKeyUp={(event) => onKey(event, false)}
      onBlur={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span className="joystick__knob" style={knobStyle} aria-hidden="true" />
    </div>
  );
}
