/** The cast symbol (a screen with waves in its corner), drawn like the app's other line icons. */
export function CastIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 8V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-6" />
      <path d="M3 12a8 8 0 0 1 8 8" />
      <path d="M3 16a4 4 0 0 1 4 4" />
      <path d="M3 20h.01" />
    </svg>
  );
}
