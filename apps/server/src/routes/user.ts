import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guestLoginSchema, isLanguage, type TokenResponse } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, errors } from '../errors';

/** Guest identity and tokens. Accounts with email and password build on the same tokens. */
export async function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  async function tokenFor(userId: number): Promise<TokenResponse> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw errors.unauthorized();
    return { accessToken: await app.tokens.issue(user), locale: isLanguage(user.language) ? user.language : 'en' };
  }

  app.post('/user/guest', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const parsed = guestLoginSchema.safeParse(request.body);
    if (!parsed.success) throw errors.invalid(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    const { guestId, language } = parsed.data;
    const [row] = await db
      .insert(users)
      .values({ guestId, name: 'Guest', isGuest: true, language })
      .onConflictDoUpdate({ target: users.guestId, set: { language } })
      .returning();
    if (!row!.isGuest) throw new AppError(409, 'error.forbidden', 'This id belongs to an account');
    return tokenFor(row!.id);
  });

  app.post('/user/refreshToken', async (request) => {
    const principal = await request.requirePrincipal();
    return tokenFor(principal.userId);
  });

  // Checked once when the app starts: a valid token comes back renewed, otherwise 403 (the app stays quiet).
  app.get('/user/checkSession', async (request, reply) => {
    const principal = await request.principal();
    if (!principal) return reply.status(403).send({ statusCode: 403, error: 'Client Error', messageKey: 'error.forbidden', message: 'No session' });
    return tokenFor(principal.userId);
  });

  app.post('/user/logout', async (_request, reply) => reply.status(204).send());
}
