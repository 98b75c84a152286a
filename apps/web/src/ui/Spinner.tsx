/** Three bouncing dots; a still row of dots under prefers-reduced-motion. */
export function LoadingDots({ label, tone = 'primary' }: { label?: string; tone?: 'primary' | 'orange' }) {
  return (
    <span className={`loading-dots loading-dots--${tone}`} role={label ? 'status' : undefined} aria-label={label}>
      <span />
      <span />
      <span />
    </span>
  );
}
