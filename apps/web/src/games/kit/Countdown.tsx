import { useTranslation } from 'react-i18next';
import { useCountdown } from '../useGameView';

export interface CountdownProps {
  /** Server time (ms) the stage ends; nothing is shown without one. */
  endsAt: number | null | undefined;
  /** Server time (ms) the stage started, for the share of time left. */
  startedAt?: number | null;
  serverNow: () => number;
  /** ring: a round clock; bar: a slim strip (phones). */
  variant?: 'ring' | 'bar';
  /** Ring diameter (px); without one the stylesheet sizes the ring. */
  size?: number;
  /** The class the parts are named after (`<look>__track`, `<look>__fill`…), for a game's own look. */
  look?: string;
  className?: string;
}

/**
 * Time left in the stage, counted down locally to the server's deadline (so every screen agrees).
 * It pulses in the last five seconds (animation off under reduced motion).
 */
export function Countdown({ endsAt, startedAt, serverNow, variant = 'ring', size: sizeProp, look = 'countdown', className }: CountdownProps) {
  // The shared look sizes its ring here; a game's own look sizes it in its stylesheet.
  const size = sizeProp ?? (look === 'countdown' ? 72 : undefined);
  const { t } = useTranslation();
  const state = useCountdown(endsAt, startedAt, serverNow, true);
  if (state.remainingMs === null) return null;
  const label = t('game.timeLeft', { n: state.seconds ?? 0 });
  const classes = [look, `${look}--${variant}`, state.urgent ? 'is-urgent' : '', state.over ? 'is-over' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (variant === 'bar') {
    return (
      <div className={classes} role="timer" aria-label={label}>
        <div className={`${look}__track`}>
          <div className={`${look}__fill`} style={{ transform: `scaleX(${state.fraction})` }} />
        </div>
        <span className={`${look}__seconds`} aria-hidden="true">
          {state.seconds}
        </span>
      </div>
    );
  }
  const r = 44;
  const circumference = 2 * Math.PI * r;
  return (
    <div className={classes} role="timer" aria-label={label} style={size ? { width: size, height: size } : undefined}>
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className={`${look}__track`} cx="50" cy="50" r={r} />
        <circle
          className={`${look}__fill`}
          cx="50"
          cy="50"
          r={r}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - state.fraction)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className={`${look}__seconds`} aria-hidden="true" style={size ? { fontSize: size * 0.4 } : undefined}>
        {state.seconds}
      </span>
    </div>
  );
}
