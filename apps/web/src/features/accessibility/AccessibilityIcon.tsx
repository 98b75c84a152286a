/** The accessibility figure (a person with open arms in a circle), drawn like the app's line icons. */
export function AccessibilityIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="7" r="1.3" fill="currentColor" />
      <path d="M7 9.8l5 1.2 5-1.2M12 11v3.5M12 14.5l-2.5 4M12 14.5l2.5 4" />
    </svg>
  );
}
