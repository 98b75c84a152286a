import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Clock, buildAccountsApp, lastMail, signup, tokenIn } from '../accounts/accounts-app';

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtpSink(): Promise<{ port: number; received: ParsedMail[]; next(): Promise<ParsedMail>; close(): Promise<void> }> {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiting.shift()?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let taken = 0;
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    next: () => (taken < received.length ? Promise.resolve(received[taken++]!) : new Promise((resolve) => waiting.push((m) => (taken++, resolve(m))))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP', () => {
  let app: FastifyInstance;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeEach(async () => {
    sink = await startSmtpSink();
    app = await buildAccountsApp(new Clock(), { smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailFrom: 'Snackparty <hello@party.test>' });
  });
  afterEach(async () => {
    await app.close();
    await sink.close();
  });

  it('delivers the verification mail in the user language, and its link verifies the account', async () => {
    await signup(app, 'anna@example.com', { language: 'nl', name: 'Anna' });
    const mail = await sink.next();
    expect(mail.subject).toBe('Bevestig je e-mailadres voor Snackparty');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Snackparty', address: 'hello@party.test' });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('anna@example.com');
    expect(mail.text).toContain('Hoi Anna,');
    expect(mail.html).toContain('#FFCB2E');
    const link = /href="(http:\/\/party\.test\/account\/verifyEmail\?vtoken=[^"]+)"/.exec(String(mail.html))![1]!;
    const verified = await app.inject({ method: 'GET', url: `/api/v1/user/verifyEmail?vtoken=${new URL(link).searchParams.get('vtoken')}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().locale).toBe('nl');
    const recorded = await lastMail(app, 'verify', 'anna@example.com');
    expect(recorded!.sentAt).not.toBeNull();
    expect(recorded!.error).toBeNull();
  });

  it('sends the contact form to the operators with the sender as reply-to', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/email/contactForm', payload: { name: 'Bob', email: 'bob@example.com', message: 'Love the <b>game</b>!' } });
    expect([res.statusCode, res.json()]).toEqual([200, { sent: true }]);
    const mail = await sink.next();
    expect(mail.subject).toBe('Contact form: message from Bob');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('support@snackparty.app');
    expect(mail.replyTo?.text).toBe('bob@example.com');
    expect(mail.text).toContain('Love the <b>game</b>!');
    expect(mail.html).toContain('Love the &lt;b&gt;game&lt;/b&gt;!');
  });

  it('records a failed delivery without failing the request', async () => {
    await sink.close();
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/forgotPassword', payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(200);
    await signup(app, 'carl@example.com');
    const recorded = await lastMail(app, 'verify', 'carl@example.com');
    expect(recorded!.sentAt).toBeNull();
    expect(recorded!.error).toBeTruthy();
    sink = await startSmtpSink();
  });

  it('writes every template in all nine languages with the link', async () => {
    const { renderMail } = await import('../../src/mail/templates');
    const { LANGUAGES } = await import('@snackparty/protocol');
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const kind of ['verify', 'reset', 'delete', 'invite', 'signupAttempt', 'newsletter'] as const) {
        const mail = renderMail(kind, language, { name: 'Zoë', link: 'http://party.test/x?t=abc', inviter: 'Max' });
        expect(mail.text).toContain('http://party.test/x?t=abc');
        expect(mail.html).toContain('href="http://party.test/x?t=abc"');
        subjects.add(mail.subject);
      }
    }
    // No language falls back to another's wording.
    expect(subjects.size).toBe(LANGUAGES.length * 6);
    expect(tokenIn('a?vtoken=abc_DEF-1 b', 'vtoken')).toBe('abc_DEF-1');
  });
});
