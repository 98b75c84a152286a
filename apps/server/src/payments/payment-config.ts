import { z } from 'zod';
import { PAYMENT_CURRENCIES, type PaymentCurrency, type PaymentPlanDto } from '@snackparty/protocol';

/** Card payments through Stripe; present only when STRIPE_SECRET_KEY is set. */
export interface PaymentsConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`); without it no notification is accepted. */
  webhookSecret: string;
  /** Another Stripe API address (a local test server); unset: Stripe's own. */
  apiUrl?: string;
  /** How old a signed notification may be, in seconds (the replay window). */
  webhookToleranceSeconds: number;
  plans: PaymentPlanDto[];
}

/** A month and a year, in every currency (minor units). */
export const DEFAULT_PAYMENT_PLANS: PaymentPlanDto[] = [
  { id: 'month', months: 1, prices: { USD: 499, EUR: 499, DKK: 3700, PLN: 2100, RON: 2500 } },
  { id: 'year', months: 12, prices: { USD: 3999, EUR: 3999, DKK: 29900, PLN: 16900, RON: 19900 } },
];

const planSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  months: z.number().int().min(1).max(36),
  prices: z.partialRecord(z.enum(PAYMENT_CURRENCIES), z.number().int().min(50).max(100_000_000)),
});
const plansSchema = z
  .array(planSchema)
  .min(1)
  .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, 'Plan ids must differ');

/** PAYMENT_PLANS as JSON: `[{"id":"month","months":1,"prices":{"USD":499,"EUR":499}}]`. */
export function parsePaymentPlans(json: string | undefined): PaymentPlanDto[] {
  if (json === undefined || json.trim() === '') return DEFAULT_PAYMENT_PLANS;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('PAYMENT_PLANS is not JSON');
  }
  const parsed = plansSchema.safeParse(value);
  if (!parsed.success) throw new Error(`PAYMENT_PLANS is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const tolerance = Number(env.STRIPE_WEBHOOK_TOLERANCE_SECONDS || 300);
  if (!Number.isInteger(tolerance) || tolerance < 1) throw new Error('STRIPE_WEBHOOK_TOLERANCE_SECONDS must be a whole number of seconds');
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    apiUrl: env.STRIPE_API_URL || undefined,
    webhookToleranceSeconds: tolerance,
    plans: parsePaymentPlans(env.PAYMENT_PLANS),
  };
}

const CURRENCY_OF_LANGUAGE: Record<string, PaymentCurrency> = {
  en: 'USD',
  de: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  nl: 'EUR',
  sk: 'EUR',
  dk: 'DKK',
  pl: 'PLN',
  ro: 'RON',
};

/** The currency preselected for a language (spec); USD for any other. */
export function currencyOfLanguage(language: string | undefined): PaymentCurrency {
  return CURRENCY_OF_LANGUAGE[(language ?? '').toLowerCase()] ?? 'USD';
}

/** The currencies every plan has a price in, in the order the product lists them. */
export function offeredCurrencies(plans: PaymentPlanDto[]): PaymentCurrency[] {
  return PAYMENT_CURRENCIES.filter((currency) => plans.some((plan) => plan.prices[currency] !== undefined));
}
