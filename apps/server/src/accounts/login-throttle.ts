import { and, count, eq, gt } from 'drizzle-orm';
import { MAX_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { accountErrors } from './errors';

const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** One address guessing at many accounts is stopped sooner than guesses spread over many addresses. */
export const MAX_FAILED_LOGINS_PER_IP = 20;
const IP_WINDOW_MS = 15 * 60_000;

/** Counts failed sign-ins per account and per client address, and refuses more once a limit is reached. */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** 429 login.too_many_attempts when the account or the address has failed too often lately. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [byAccount] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, new Date(this.now() - ACCOUNT_WINDOW_MS))));
    if ((byAccount?.n ?? 0) >= MAX_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR) throw accountErrors.tooManyAttempts();
    const [byIp] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, new Date(this.now() - IP_WINDOW_MS))));
    if ((byIp?.n ?? 0) >= MAX_FAILED_LOGINS_PER_IP) throw accountErrors.tooManyAttempts();
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db.insert(loginFailures).values({ email, ip, createdAt: new Date(this.now()) });
  }
}
