import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authSessions, users } from '../../src/db/schema';
import type { TestUser } from '../helpers/app';

/** A signed-up account (not a guest), signed in: only accounts make packs. */
export async function account(app: FastifyInstance, name: string): Promise<TestUser> {
  const [row] = await app.database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}-${randomUUID()}@example.test`, isGuest: false })
    .returning();
  const sessionId = randomUUID();
  await app.database.db.insert(authSessions).values({ id: sessionId, userId: row!.id, isGuest: false });
  const token = await app.tokens.issue(row!, sessionId);
  return { token, userId: row!.id, auth: { authorization: `Bearer ${token}` } };
}
