import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGE_KEYS, contactFormSchema, subscribeSchema } from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import { parseAccountRequest } from '../accounts/validation';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

export interface EmailRouteOptions {
  db: Db;
  accounts: AccountService;
  contactEmail: string;
  publicUrl: string;
}

/** /email: the contact form and newsletter sign-up of the marketing site. */
export async function emailRoutes(app: FastifyInstance, { db, accounts, contactEmail, publicUrl }: EmailRouteOptions) {
  app.post('/email/contactForm', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (request) => {
    const contact = parseAccountRequest(contactFormSchema, request.body, { name: ACCOUNT_MESSAGE_KEYS.contactNameRequired });
    // The operators read it in English; replying goes straight to the sender.
    accounts.mail('contact', contactEmail, 'en', { contact }, contact.email);
    return { sent: true };
  });

  app.post('/email/subscribe', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    const { email, language } = parseAccountRequest(subscribeSchema, request.body);
    await db
      .insert(newsletterSubscribers)
      .values({ email, language })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { language, unsubscribedAt: null } });
    const unsubscribeLink = await accounts.unsubscribeLink(email, null);
    accounts.mail('newsletter', email, language, { link: publicUrl, unsubscribeLink });
    return { subscribed: true };
  });
}
