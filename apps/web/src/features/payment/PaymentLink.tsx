import type { ReactNode } from 'react';
import { usePaymentsEnabled } from './usePaymentsEnabled';

/** A link to the payment page, shown only when the server takes payments. */
export function PaymentLink({ className, children }: { className?: string; children: ReactNode }) {
  if (!usePaymentsEnabled()) return null;
  return (
    <a className={className} href="/payment">
      {children}
    </a>
  );
}
