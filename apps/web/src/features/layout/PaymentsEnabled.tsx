import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { usePaymentsEnabled } from '../payment/usePaymentsEnabled';

const PaymentsEnabledContext = createContext<boolean | null>(null);

/** Asks the server once per site frame whether it takes payments, for every pricing link in it. */
export function PaymentsEnabledProvider({ children }: { children: ReactNode }) {
  const enabled = usePaymentsEnabled();
  return <PaymentsEnabledContext.Provider value={enabled}>{children}</PaymentsEnabledContext.Provider>;
}

/** Whether the pricing links show: only once the server has said it takes payments. */
export function useShowPricing(): boolean {
  return useContext(PaymentsEnabledContext) === true;
}
