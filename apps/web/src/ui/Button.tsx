import { useEffect, useRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { TIMING } from '@snackparty/protocol';
import { createClickLock } from './clickLock';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Ignore further clicks for this long (0: no lock). */
  lockMs?: number;
  /** An async click keeps the lock until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  icon?: ReactNode;
  busy?: boolean;
  block?: boolean;
}

/** A button with the click lock: a double tap never sends twice. */
export function Button({
  variant = 'primary',
  size = 'md',
  lockMs = TIMING.buttonLockMs,
  onClick,
  icon,
  busy = false,
  block = false,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const lock = useRef(createClickLock(lockMs));
  const wasBusy = useRef(busy);
  // The work a click started has settled (say, a join that failed): a retry must not be swallowed.
  useEffect(() => {
    if (wasBusy.current && !busy) lock.current.reset();
    wasBusy.current = busy;
  }, [busy]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (lockMs > 0 && !lock.current.tryAcquire()) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof (result as Promise<unknown>).then === 'function') lock.current.holdUntil(result as Promise<unknown>);
  };

  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', busy ? 'is-busy' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} onClick={handleClick} aria-busy={busy || undefined} {...rest}>
      {icon ? <span className="btn__icon">{icon}</span> : null}
      {children !== undefined && children !== null ? <span className="btn__label">{children}</span> : null}
    </button>
  );
}

/** A round button that shows only an icon; `label` is its accessible name. */
export function IconButton({ label, children, className, ...rest }: Omit<ButtonProps, 'icon'> & { label: string }) {
  return (
    <Button variant="ghost" lockMs={0} aria-label={label} title={label} className={`icon-btn ${className ?? ''}`} {...rest}>
      {children}
    </Button>
  );
}
