import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../../src/app';
import type { Config } from '../../src/config';
import { mailOutbox } from '../../src/db/schema';
import { testConfig } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';

/** A clock the test moves by hand (expiring links, trials and refresh tokens). */
export class Clock {
  constructor(public current = Date.UTC(2026, 0, 10, 12)) {}
  now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export async function buildAccountsApp(clock: Clock, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  await resetDatabase(database);
  return build({ config: testConfig({ publicUrl: 'http://party.test', ...overrides }), database, logger: false, now: clock.now });
}

export function claimsOf(accessToken: string) {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
}

/** The newest mail of a kind to an address, once every queued mail is recorded. */
export async function lastMail(app: FastifyInstance, kind: string, to: string) {
  await app.mailer.idle();
  const [row] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

export async function mailCount(app: FastifyInstance, to: string): Promise<number> {
  await app.mailer.idle();
  return (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
}

/** The value of a query parameter in the first link of a mail's text. */
export function tokenIn(text: string, parameter: string): string {
  const match = new RegExp(`[?&]${parameter}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${parameter} in mail: ${text}`);
  return match[1]!;
}

/** The refresh cookie the response sets (value only), or undefined. */
export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'snackparty_refresh')?.value || undefined;
}

export const PASSWORD = 'correct horse battery';

export async function signup(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/signup',
    payload: { name: 'Ada', email, password: PASSWORD, language: 'en', marketingConsent: true, acceptTerms: true, ...extra },
  });
}

/** Signs up and follows the verification link: a verified account with a running trial. */
export async function verifiedAccount(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  const res = await signup(app, email, extra);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const mail = await lastMail(app, 'verify', email);
  const verified = await app.inject({ method: 'GET', url: `/api/v1/user/verifyEmail?vtoken=${tokenIn(mail!.text, 'vtoken')}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const accessToken = verified.json().accessToken as string;
  return {
    accessToken,
    userId: claimsOf(accessToken).userId as number,
    auth: { authorization: `Bearer ${accessToken}` },
    refresh: refreshCookie(verified)!,
  };
}
