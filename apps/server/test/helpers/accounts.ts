import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ROLE_ADMIN } from '@snackparty/protocol';
import { authSessions, users } from '../../src/db/schema';
import type { TestUser } from './app';

/** A signed-up account (not a guest), signed in; `admin` gives it the admin role. */
export async function signedInAccount(app: FastifyInstance, name: string, { admin = false } = {}): Promise<TestUser> {
  const [row] = await app.database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}-${randomUUID()}@example.test`, isGuest: false, roles: admin ? [ROLE_ADMIN] : [] })
    .returning();
  const sessionId = randomUUID();
  await app.database.db.insert(authSessions).values({ id: sessionId, userId: row!.id, isGuest: false });
  const token = await app.tokens.issue(row!, sessionId);
  return { token, userId: row!.id, auth: { authorization: `Bearer ${token}` } };
}
