import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/db/schema';
import { Clock, buildAccountsApp, lastMail, tokenIn } from '../accounts/accounts-app';

describe('/email', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildAccountsApp(new Clock(), { contactEmail: 'team@party.test' });
  });
  afterEach(() => app.close());

  it('mails the contact form to the configured address and checks the fields', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/v1/email/contactForm', payload: { name: 'Bob', email: 'bob@example.com', message: 'Hello there' } });
    expect([ok.statusCode, ok.json()]).toEqual([200, { sent: true }]);
    expect((await lastMail(app, 'contact', 'team@party.test'))!.text).toContain('Hello there');
    const noName = await app.inject({ method: 'POST', url: '/api/v1/email/contactForm', payload: { name: '', email: 'bob@example.com', message: 'Hi' } });
    expect([noName.statusCode, noName.json().messageKey]).toEqual([422, 'contact.name_required']);
    const noMessage = await app.inject({ method: 'POST', url: '/api/v1/email/contactForm', payload: { name: 'Bob', email: 'bob@example.com', message: ' ' } });
    expect([noMessage.statusCode, noMessage.json().messageKey]).toEqual([422, 'contact.message_required']);
  });

  it('rate-limits the contact form to 5 a minute', async () => {
    const send = () => app.inject({ method: 'POST', url: '/api/v1/email/contactForm', payload: { name: 'Bob', email: 'bob@example.com', message: 'Spam' } });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('subscribes to news with a confirmation whose link unsubscribes', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/email/subscribe', payload: { email: 'News@Example.com', language: 'es' } });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(app, 'newsletter', 'news@example.com');
    expect(mail!.subject).toBe('Te has suscrito a las noticias de Snackparty');
    const utoken = tokenIn(mail!.text, 'utoken');
    expect((await app.inject({ method: 'POST', url: '/api/v1/user/unsubscribe', payload: { utoken } })).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'news@example.com'));
    expect(row!.unsubscribedAt).not.toBeNull();
  });
});
