// The cookie plugin's request and reply members (registered in plugins/auth.ts).
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REFRESH_COOKIE,
  acceptInviteSchema,
  forgotPasswordSchema,
  guestLoginSchema,
  inviteSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  unsubscribeSchema,
  type SignupResponse,
} from '@snackparty/protocol';
import type { AccountService, IssuedSession } from '../accounts/account-service';
import { parseAccountRequest } from '../accounts/validation';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, errors } from '../errors';
import { SessionCookies } from './session-cookies';

export interface UserRouteOptions {
  db: Db;
  accounts: AccountService;
  publicUrl: string;
  refreshTokenTtlDays: number;
}

const tokenQuery = (name: string) => z.object({ [name]: z.string().max(200).optional() });

/** /user: guests, accounts, sessions and the links mailed to them (spec section 7, User). */
export async function userRoutes(app: FastifyInstance, { db, accounts, publicUrl, refreshTokenTtlDays }: UserRouteOptions) {
  const cookies = new SessionCookies(publicUrl, refreshTokenTtlDays);
  const answer = (reply: FastifyReply, session: IssuedSession) => cookies.answer(reply, session);
  const forgetCookie = (reply: FastifyReply) => cookies.forget(reply);

  function queryToken(request: FastifyRequest, name: string): string | undefined {
    const parsed = tokenQuery(name).safeParse(request.query ?? {});
    return parsed.success ? parsed.data[name] : undefined;
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
    return accounts.guestSession(row!);
  });

  app.post('/user/signup', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply): Promise<SignupResponse> => {
    const session = await accounts.signup(parseAccountRequest(signupSchema, request.body));
    if (!session) return { emailSent: true };
    return { emailSent: false, ...answer(reply, session) };
  });

  app.get('/user/verifyEmail', async (request, reply) => answer(reply, await accounts.verifyEmail(queryToken(request, 'vtoken'))));

  app.post('/user/login', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { email, password } = parseAccountRequest(loginSchema, request.body);
    return answer(reply, await accounts.login(email, password, request.ip));
  });

  app.post('/user/logout', async (request, reply) => {
    await accounts.logout(request.cookies[REFRESH_COOKIE], await request.principal());
    forgetCookie(reply);
    return reply.status(204).send();
  });

  // With the cookie the session rotates; without one only a guest's bearer is renewed (an account's answers 401).
  app.post('/user/refreshToken', async (request, reply) => {
    const cookie = request.cookies[REFRESH_COOKIE];
    if (!cookie) return accounts.renew(await request.requirePrincipal());
    try {
      return answer(reply, await accounts.refreshSession(cookie));
    } catch (error) {
      // Only a cookie found no good goes; a database that did not answer leaves the sign-in as it was.
      if (error instanceof AppError) forgetCookie(reply);
      throw error;
    }
  });

  // Checked once when the app starts: a valid session comes back renewed, otherwise 403 (the app stays
  // quiet). An account's session is its cookie; a bearer alone renews only a guest.
  app.get('/user/checkSession', async (request, reply) => {
    const cookie = request.cookies[REFRESH_COOKIE];
    if (cookie) {
      try {
        return answer(reply, await accounts.refreshSession(cookie));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        forgetCookie(reply);
      }
    }
    const principal = await request.principal();
    if (principal?.isGuest) {
      try {
        return await accounts.renew(principal);
      } catch (error) {
        // A token of a deleted user: no session.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return reply.status(403).send({ statusCode: 403, error: 'Client Error', messageKey: 'error.forbidden', message: 'No session' });
  });

  app.post('/user/forgotPassword', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (request) => {
    const { email } = parseAccountRequest(forgotPasswordSchema, request.body);
    await accounts.forgotPassword(email);
    return { emailSent: true };
  });

  app.get('/user/resetPassword', async (request) => accounts.inspectReset(queryToken(request, 'ftoken')));

  app.post('/user/resetPassword', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { ftoken, password } = parseAccountRequest(resetPasswordSchema, request.body);
    await accounts.resetPassword(ftoken, password);
    return reply.status(204).send();
  });

  app.post('/user/initDeleteAccount', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (request) => {
    await accounts.initDeleteAccount(await request.requirePrincipal());
    return { emailSent: true };
  });

  app.post('/user/unsubscribe', async (request) => {
    const { utoken } = parseAccountRequest(unsubscribeSchema, request.body);
    await accounts.unsubscribe(utoken, await request.principal());
    return { unsubscribed: true };
  });

  app.post('/user/invite', async (request) => {
    const principal = await request.requirePrincipal();
    const { email, language } = parseAccountRequest(inviteSchema, request.body);
    await accounts.invite(principal, email, language);
    return { emailSent: true };
  });

  app.get('/user/fetchInvite', async (request) => accounts.fetchInvite(queryToken(request, 'itoken')));

  app.post('/user/acceptInvite', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) =>
    answer(reply, await accounts.acceptInvite(parseAccountRequest(acceptInviteSchema, request.body))),
  );

  app.get('/user/consumeLoginToken', async (request, reply) => answer(reply, await accounts.consumeLoginToken(queryToken(request, 'ltoken'))));
}
