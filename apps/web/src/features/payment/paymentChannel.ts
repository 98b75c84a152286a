/**
 * Tells the user's other tabs in this browser that a payment went through, so that an open
 * subscription-expired overlay closes without a reload. Other devices learn it by asking the server.
 */
const CHANNEL = 'snackparty-payment';

export interface PaidNotice {
  status: 'paid';
  subscriptionEndDate: string | null;
}

export function announcePaid(subscriptionEndDate: string | null): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ status: 'paid', subscriptionEndDate } satisfies PaidNotice);
  channel.close();
}

/** Calls `onPaid` when another tab announces a payment; answers the function that stops listening. */
export function onPaidElsewhere(onPaid: (notice: PaidNotice) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<PaidNotice>) => {
    if (event.data?.status === 'paid') onPaid(event.data);
  };
  return () => channel.close();
}
