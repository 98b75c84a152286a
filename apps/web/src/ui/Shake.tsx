import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Shakes its content whenever `trigger` changes to a new non-zero value. The animation is pure CSS
 * and switched off under prefers-reduced-motion.
 */
export function Shake({ trigger, children, className }: { trigger: number; children: ReactNode; className?: string }) {
  const [shaking, setShaking] = useState(false);
  const last = useRef(trigger);
  useEffect(() => {
    if (trigger === last.current) return undefined;
    last.current = trigger;
    if (!trigger) return undefined;
    setShaking(false);
    const start = requestAnimationFrame(() => setShaking(true));
    const stop = setTimeout(() => setShaking(false), 600);
    return () => {
      cancelAnimationFrame(start);
      clearTimeout(stop);
    };
  }, [trigger]);
  return <div className={`shake ${shaking ? 'is-shaking' : ''} ${className ?? ''}`}>{children}</div>;
}
