import type { ReactNode } from 'react';

/** A form checked by our own rules (not the browser's), submitted without a page load. */
export function AccountForm({ onSubmit, className, children }: { onSubmit: () => void; className?: string; children: ReactNode }) {
  return (
    <form
      noValidate
      className={className ? `account-form ${className}` : 'account-form'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
