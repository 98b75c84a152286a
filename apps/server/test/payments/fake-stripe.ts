import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout Session as Stripe's API describes it (the fields the product reads). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  /** Set once a subscription-mode session is paid. */
  subscription: string | null;
}

/** A Subscription (the fields the product reads). */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
}

/** An Invoice of a subscription's period, as the API version the library speaks shapes it. */
export interface FakeInvoice {
  id: string;
  object: 'invoice';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  currency: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Record<string, string> } };
}

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=pln`) back into nested objects. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  return root;
}

/**
 * The part of Stripe's HTTP API the product uses, on a local port: creating and retrieving Checkout
 * Sessions and changing a subscription's renewal (form-encoded requests, the secret key as a Bearer
 * token, Stripe's error shape); invoices and subscription changes come as notifications. The
 * session's hosted page (`/pay/{id}`) pays it at once: it marks the session paid, sends the signed
 * `checkout.session.completed` notification to `webhookUrl` and sends the browser back.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Requests as received: method, path and the parsed form. */
  readonly requests: Array<{ method: string; path: string; form: FormObject }> = [];
  webhookUrl?: string;
  private server?: Server;

  constructor(
    readonly secretKey = 'sk_test_fake',
    readonly webhookSecret = 'whsec_fake_signing_secret',
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The session as paid by card on the hosted page; a subscription-mode one starts its subscription. */
  pay(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id);
    let subscription: string | null = null;
    if (session?.mode === 'subscription') {
      subscription = `sub_${randomBytes(12).toString('hex')}`;
      this.subscriptions.set(subscription, { id: subscription, object: 'subscription', status: 'active', cancel_at_period_end: false, metadata: { ...session.metadata } });
    }
    return this.update(id, { status: 'complete', payment_status: 'paid', url: null, subscription });
  }

  /** The invoice of a subscription's next period, charged (`paid`) or declined. */
  invoice(subscriptionId: string, amount: number, currency: string, paid: boolean, id = `in_${randomBytes(12).toString('hex')}`): FakeInvoice {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.status = paid ? 'active' : 'past_due';
    return {
      id,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: subscription.metadata } },
    };
  }

  /** The subscription ended at the provider (cancelled, or the last retry failed). */
  endSubscription(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    subscription.status = 'canceled';
    return { ...subscription };
  }

  /** The session as finished with a payment method that settles later. */
  completeUnpaid(id: string): FakeCheckoutSession {
    return this.update(id, { status: 'complete', payment_status: 'unpaid', url: null });
  }

  expire(id: string): FakeCheckoutSession {
    return this.update(id, { status: 'expired', url: null });
  }

  /** A notification body as Stripe sends it. */
  event(type: string, session: FakeCheckoutSession | FakeSubscription | FakeInvoice, id = `evt_${randomBytes(12).toString('hex')}`): string {
    return JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type, data: { object: session }, livemode: false, pending_webhooks: 1 });
  }

  /** The `Stripe-Signature` header for a body, signed at `timestampSeconds` with `secret`. */
  sign(payload: string, timestampSeconds = Math.floor(Date.now() / 1000), secret = this.webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
  }

  private update(id: string, patch: Partial<FakeCheckoutSession>): FakeCheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    Object.assign(session, patch);
    return { ...session };
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method: request.method ?? '', path: url.pathname, form });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      response.end(JSON.stringify(body));
    };
    const hosted = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (hosted && request.method === 'GET') return this.payOnHostedPage(hosted[1]!, response);
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return json(200, this.create(form));
    const retrieve = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      if (!session) return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      return json(200, session);
    }
    const subscription = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (request.method === 'POST' && subscription) {
      const found = this.subscriptions.get(subscription[1]!);
      if (!found) return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
      if (typeof form.cancel_at_period_end === 'string') found.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return json(200, found);
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  }

  private create(form: FormObject): FakeCheckoutSession {
    const items = (form.line_items ?? {}) as FormObject;
    let amount = 0;
    let currency = '';
    for (const item of Object.values(items) as FormObject[]) {
      const price = item.price_data as FormObject;
      amount += Number(price.unit_amount) * Number(item.quantity ?? 1);
      currency = String(price.currency);
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: String(form.mode),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      url: `${this.url}/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      subscription: null,
    };
    this.sessions.set(id, session);
    return session;
  }

  private async payOnHostedPage(id: string, response: ServerResponse): Promise<void> {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('This checkout session is not open');
      return;
    }
    const paid = this.pay(id);
    if (this.webhookUrl) {
      const payload = this.event('checkout.session.completed', paid);
      await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': this.sign(payload) }, body: payload });
    }
    response.writeHead(303, { location: paid.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    response.end();
  }
}
