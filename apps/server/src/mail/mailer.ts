import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { safeDbError } from '../db/errors';
import type { MailContent, MailKind } from './templates';

export interface OutgoingMail extends MailContent {
  kind: MailKind;
  to: string;
  language: string;
  replyTo?: string;
}

/** Sends mail without ever failing the caller: every mail is kept in the outbox with its outcome. */
export interface Mailer {
  /** Queues the mail and returns at once; delivery happens in the background. */
  send(mail: OutgoingMail): void;
  /** Resolves when every queued mail has been delivered or has failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** `smtp://…` or `smtps://…`; without it mail stays in the outbox table and the log. */
  smtpUrl?: string;
  from: string;
}

export function createMailer({ db, log, smtpUrl, from }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(mail: OutgoingMail): Promise<void> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, language: mail.language })
      .returning({ id: mailOutbox.id });
    if (!transport) {
      // Without SMTP the log is the mailbox: a self-hoster finds the verification link here.
      log.info({ mailKind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL configured)');
      return;
    }
    try {
      await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailKind: mail.kind, err: message }, 'mail could not be sent');
      await db.update(mailOutbox).set({ error: message.slice(0, 1000) }).where(eq(mailOutbox.id, row!.id));
    }
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => log.error({ err: safeDbError(error), mailKind: mail.kind }, 'mail could not be recorded'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}
