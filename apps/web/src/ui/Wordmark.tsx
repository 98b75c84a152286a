/** The product wordmark: a donut and the name. */
export function Wordmark({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <span className={`wordmark wordmark--${size}`}>
      <svg className="wordmark__logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="26" fill="#FFCB2E" />
        <circle cx="32" cy="32" r="9" fill="#15131c" />
        <path d="M18 20l5 3M43 15l-2 5M51 36l-5-1M19 44l3-4M35 51l-1-5M12 33l5-1" stroke="#FF6B6B" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="wordmark__text">Snackparty</span>
    </span>
  );
}
