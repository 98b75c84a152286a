import type { TFunction } from 'i18next';

/** A plan by its length: "1 month", "1 year", or "3 months". */
export function planName(t: TFunction, months: number): string {
  if (months === 1) return t('payment.oneMonth');
  if (months === 12) return t('payment.oneYear');
  return t('payment.months', { count: months });
}
