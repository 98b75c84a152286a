import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { currencyOfLanguage, DEFAULT_PAYMENT_PLANS, loadPaymentsConfig, offeredCurrencies, parsePaymentPlans } from '../../src/payments/payment-config';

describe('payment configuration', () => {
  it('is off without STRIPE_SECRET_KEY, and then the product is free unless TRIAL_DAYS is set', () => {
    expect(loadPaymentsConfig({})).toBeUndefined();
    expect([loadConfig({}).payments, loadConfig({}).subscriptionRequired]).toEqual([undefined, false]);
    expect(loadConfig({ TRIAL_DAYS: '0' }).subscriptionRequired).toBe(true);
    const on = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(on.subscriptionRequired).toBe(true);
    expect(on.payments).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: 'http://127.0.0.1:12111', webhookToleranceSeconds: 300, plans: DEFAULT_PAYMENT_PLANS });
  });

  it('reads plans from PAYMENT_PLANS and refuses a broken list at start', () => {
    expect(parsePaymentPlans('[{"id":"week","months":1,"prices":{"RON":900}}]')).toEqual([{ id: 'week', months: 1, prices: { RON: 900 } }]);
    expect(() => parsePaymentPlans('not json')).toThrow(/PAYMENT_PLANS is not JSON/);
    expect(() => parsePaymentPlans('[{"id":"a","months":0,"prices":{}}]')).toThrow(/PAYMENT_PLANS is not valid/);
    expect(() => parsePaymentPlans('[{"id":"a","months":1,"prices":{"GBP":100}}]')).toThrow(/PAYMENT_PLANS is not valid/);
    expect(() => parsePaymentPlans('[{"id":"a","months":1,"prices":{}},{"id":"a","months":2,"prices":{}}]')).toThrow(/ids must differ/);
  });

  it('preselects the currency of the language, and offers the currencies the plans are priced in', () => {
    expect(['en', 'de', 'es', 'fr', 'nl', 'sk', 'dk', 'pl', 'ro', undefined].map(currencyOfLanguage)).toEqual([
      'USD', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'DKK', 'PLN', 'RON', 'USD',
    ]);
    expect(offeredCurrencies([{ id: 'a', months: 1, prices: { RON: 1, EUR: 2 } }])).toEqual(['EUR', 'RON']);
  });
});
