import { useEffect, useState } from 'react';
import { getCosts } from './paymentApi';

/**
 * Whether this server sells subscriptions; `null` until known. A self-hosted server without
 * payments is free, and offers nothing for sale.
 */
export function usePaymentsEnabled(): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getCosts('en', controller.signal)
      .then((costs) => !controller.signal.aborted && setEnabled(costs.enabled))
      .catch(() => !controller.signal.aborted && setEnabled(false));
    return () => controller.abort();
  }, []);
  return enabled;
}
