import { useEffect, useState } from 'react';
import { getCosts } from './paymentApi';

/** Asked once per page load: the title bar, the footer and the home page all want to know. */
let known: Promise<boolean> | undefined;

function paymentsEnabled(): Promise<boolean> {
  known ??= getCosts('en').then(
    (costs) => costs.enabled,
    () => {
      // Not known (offline, a restart): ask again next time rather than hide pricing for good.
      known = undefined;
      return false;
    },
  );
  return known;
}

/** Asks the server again next time (a test's new server, say). */
export function forgetPaymentsEnabled(): void {
  known = undefined;
}

/**
 * Whether this server sells subscriptions; `null` until known. A self-hosted server without
 * payments is free, and offers nothing for sale.
 */
export function usePaymentsEnabled(): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void paymentsEnabled().then((value) => live && setEnabled(value));
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
