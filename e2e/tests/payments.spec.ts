import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { newEmail, registerAndVerify } from '../support/accounts';
import { MailSink } from '../support/mail';
import { PHONE, TV } from '../support/phones';
import { ServerProcess } from '../support/server';

const SECRET_KEY = 'sk_test_e2e';
const WEBHOOK_SECRET = 'whsec_e2e_signing_secret';

interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  url: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
}

/**
 * Stripe as far as the product uses it, on a local port: Checkout Sessions created (form-encoded, the
 * secret key as Bearer) and retrieved, a subscription's renewal switched off and on, and a hosted
 * checkout page that pays at once, starts the subscription, sends the signed
 * `checkout.session.completed` notification to the server and sends the browser back.
 */
class TestStripe {
  readonly sessions = new Map<string, Session>();
  readonly cancelAtPeriodEnd = new Map<string, boolean>();
  webhookUrl = '';
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = new URL(request.url ?? '/', this.url).pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const hosted = /^\/pay\/(\w+)$/.exec(path);
    if (hosted) return this.pay(hosted[1]!, response);
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(10).toString('hex')}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? '',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `${this.url}/pay/${id}`,
        metadata: { userId: form.get('metadata[userId]') ?? '', planId: form.get('metadata[planId]') ?? '' },
        subscription: null,
      };
      this.sessions.set(id, session);
      return json(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    if (request.method === 'GET' && retrieve && this.sessions.has(retrieve[1]!)) return json(200, this.sessions.get(retrieve[1]!));
    const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (request.method === 'POST' && subscription && this.cancelAtPeriodEnd.has(subscription[1]!)) {
      this.cancelAtPeriodEnd.set(subscription[1]!, form.get('cancel_at_period_end') === 'true');
      return json(200, { id: subscription[1], object: 'subscription', status: 'active', cancel_at_period_end: this.cancelAtPeriodEnd.get(subscription[1]!) });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
  }

  private async pay(id: string, response: ServerResponse): Promise<void> {
    const session = this.sessions.get(id)!;
    const subscription = `sub_${randomBytes(10).toString('hex')}`;
    this.cancelAtPeriodEnd.set(subscription, false);
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null, subscription });
    const payload = JSON.stringify({ id: `evt_${randomBytes(10).toString('hex')}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
    const timestamp = Math.floor(Date.now() / 1000);
    // Stripe's signature: HMAC-SHA256 of "{timestamp}.{body}" with the endpoint's secret.
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
    const delivered = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` }, body: payload });
    if (!delivered.ok) throw new Error(`the webhook answered ${delivered.status}`);
    response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    response.end();
  }
}

const sink = new MailSink();
const stripe = new TestStripe();
const port = Number(process.env.E2E_PORT ?? 8181);
let server: ServerProcess;

test.beforeAll(async () => {
  const smtpPort = await sink.start();
  await stripe.start();
  server = new ServerProcess(port, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Trials end the moment they start: every new account has to pay.
    TRIAL_DAYS: '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  stripe.webhookUrl = `${server.url}/api/v1/payment/webhook`;
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.dispose();
  await stripe.stop();
  await sink.close();
});

test('an expired account pays in PLN in Polish, comes back paid, creates a room and finds the payment in its profile', async ({ page, context }) => {
  const email = newEmail('pia');
  await registerAndVerify(page, sink, server.url, 'Pia', email);
  const tryToCreate = async (tab: typeof page) => {
    await tab.goto(`${server.url}/`);
    await tab.getByRole('button', { name: 'Create room' }).first().click();
    const create = tab.getByRole('dialog', { name: 'Create a room' });
    await create.getByRole('button', { name: /Sync Think/ }).click();
    await create.getByRole('radio', { name: /Central screen/ }).check();
    await create.getByRole('button', { name: 'Create room' }).click();
    await expect(tab.getByRole('dialog', { name: 'Your subscription has expired' })).toBeVisible();
  };
  // A second tab stays on the overlay while the first one pays.
  const otherTab = await context.newPage();
  await tryToCreate(otherTab);
  await tryToCreate(page);
  await page.getByRole('dialog', { name: 'Your subscription has expired' }).getByRole('link', { name: 'Subscribe again' }).click();
  await expect(page).toHaveURL(`${server.url}/payment`);
  await expect(page.getByLabel('Currency')).toHaveValue('USD');

  await page.getByRole('banner').getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('dialog', { name: 'Choose your language' }).getByRole('button', { name: /Polski/ }).click();
  await expect(page.getByLabel('Waluta')).toHaveValue('PLN');
  await page.getByRole('radio', { name: /1 miesiąc/ }).check();
  await expect(page.getByText('21,00 zł')).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać kartą' }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.url}/payment\\?session_id=cs_test_\\w+$`));
  await expect(page.getByText(/^Dziękujemy! Twoja subskrypcja trwa teraz do \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  const [session] = [...stripe.sessions.values()];
  expect([session!.mode, session!.amount_total, session!.currency]).toEqual(['subscription', 2100, 'pln']);
  await page.screenshot({ path: '../docs/screenshots/payment-paid-tv.png' });

  // The other tab heard it: its overlay closed, and the create dialog is back.
  await expect(otherTab.getByRole('dialog', { name: 'Your subscription has expired' })).toBeHidden();
  await expect(otherTab.getByRole('dialog', { name: 'Create a room' })).toBeVisible();
  await otherTab.close();

  await page.getByRole('link', { name: 'Utwórz pokój' }).click();
  await page.getByRole('button', { name: 'Utwórz pokój' }).first().click();
  const createAgain = page.getByRole('dialog', { name: 'Utwórz pokój' });
  await createAgain.getByRole('button', { name: /Sync Think/ }).click();
  await createAgain.getByRole('radio', { name: /Ekran centralny/ }).check();
  await createAgain.getByRole('button', { name: 'Utwórz pokój' }).click();
  await expect(page).toHaveURL(/\/host\/session$/);

  const userId = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).userId as number);
  await page.goto(`${server.url}/user/${userId}`);
  await expect(page.getByRole('heading', { name: 'Płatności' })).toBeVisible();
  await expect(page.getByRole('row', { name: /1 miesiąc.*21,00\s*zł.*PLN.*Opłacona/ })).toBeVisible();
  await expect(page.getByText(/^Twój plan \(1 miesiąc\) odnowi się sam \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();

  // Stop the renewal: Stripe is told, the paid month stays.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Anuluj odnawianie' }).click();
  await expect(page.getByText(/^Twój plan \(1 miesiąc\) nie zostanie odnowiony; kończy się \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  expect([...stripe.cancelAtPeriodEnd.values()]).toEqual([true]);
  await page.screenshot({ path: '../docs/screenshots/payment-profile-tv.png', fullPage: true });

  // The receipt, to keep or print.
  await page.getByRole('link', { name: 'Potwierdzenie' }).click();
  await expect(page.getByRole('heading', { name: 'Snackparty · Potwierdzenie płatności' })).toBeVisible();
  await expect(page.getByText('21,00 zł')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await page.screenshot({ path: '../docs/screenshots/payment-receipt-tv.png' });
});

test('the payment page on a phone and on a TV', async ({ browser }) => {
  for (const [name, device] of [
    ['phone', PHONE],
    ['tv', TV],
  ] as const) {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.goto(`${server.url}/payment`);
    await expect(page.getByRole('radio', { name: /1 year/ })).toBeVisible();
    await page.screenshot({ path: `../docs/screenshots/payment-plans-${name}.png`, fullPage: true });
    await context.close();
  }
});
