import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port that keeps every mail it receives. */
export class MailSink {
  readonly received: ParsedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The link to `path` in the newest mail to `to` that has one; waits for it to arrive. */
  async linkFor(to: string, path: string): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        () => {
          for (const mail of [...this.received].reverse()) {
            const recipients = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
            if (!recipients.includes(to)) continue;
            const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}\\?[a-z]+=[^\\s"<>]+`);
            link = pattern.exec(String(mail.html || mail.text))?.[0];
            if (link) return true;
          }
          return false;
        },
        { timeout: 15_000, message: `a mail to ${to} with a link to ${path}` },
      )
      .toBe(true);
    return link!.replace(/&amp;/g, '&');
  }
}

