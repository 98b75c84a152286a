import { useTranslation } from 'react-i18next';
import { useCountdown } from '../useGameView';

export interface CountdownProps {
  /** Server time (ms) the stage ends; nothing is shown without one. */
  endsAt: number | null | undefined;
  /** Server time (ms) the stage started, for the share of time left. */
  startedAt?: number | null;
  serverNow: () => number;
  variant?: 'ring' | 'bar';
  /** Ring diameter (px). */
  size?: number;
  className?: string;
}

/**
 * Time left in the stage, counted down locally to the server's deadline (so every screen agrees).
 * It pulses in the last five seconds (animation off under reduced motion).
 */
export function Countdown({ endsAt, startedAt, serverNow, variant = 'ring', size = 72, className }: CountdownProps) {
  const { t } = useTranslation();
  const state = useCountdown(endsAt, startedAt, serverNow, true);
  if (state.remainingMs === null) return null;
  const label = t('game.timeLeft', { n: state.seconds ?? 0 });
  const classes = ['countdown', `countdown--${variant}`, state.urgent ? 'is-urgent' : '', state.over ? 'is-over' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (variant === 'bar') {
    return (
      <div className={classes} role="timer" aria-label={label}>
        <div className="countdown__track">
          <div className="countdown__fill" style={{ transform: `scaleX(${state.fraction})` }} />
        </div>
        <span className="countdown__seconds" aria-hidden="true">
          {state.seconds}
        </span>
      </div>
    );
  }
  const r = 44;
  const circumference = 2 * Math.PI * r;
  return (
    <div className={classes} role="timer" aria-label={label} style={{ width: size, height: size }}>
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className="countdown__track" cx="50" cy="50" r={r} />
        <circle
          className="countdown__fill"
          cx="50"
          cy="50"
          r={r}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - state.fraction)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="countdown__seconds" aria-hidden="true" style={{ fontSize: size * 0.4 }}>
        {state.seconds}
      </span>
    </div>
  );
}
