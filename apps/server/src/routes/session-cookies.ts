// The cookie plugin's request and reply members (registered in plugins/auth.ts).
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, SIGNED_IN_COOKIE } from '@snackparty/protocol';
import type { IssuedSession } from '../accounts/account-service';

/** The refresh cookie is only sent to the user calls (refresh, checkSession, logout). */
const REFRESH_COOKIE_PATH = '/api/v1/user';

/** How a sign-in reaches the browser: the access token in the body, the refresh token in an httpOnly cookie. */
export class SessionCookies {
  private readonly cookieOptions;
  /** The refresh cookie's readable companion: no secret, only that there is a sign-in to renew. */
  private readonly signedInCookieOptions;

  constructor(
    publicUrl: string,
    private readonly refreshTokenTtlDays: number,
  ) {
    this.cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: publicUrl.startsWith('https:'), path: REFRESH_COOKIE_PATH };
    this.signedInCookieOptions = { ...this.cookieOptions, httpOnly: false, path: '/' };
  }

  /** Sets the cookies of a new or rotated session and gives the body to answer with. */
  answer(reply: FastifyReply, session: IssuedSession) {
    if (session.refreshToken) {
      const maxAge = this.refreshTokenTtlDays * 24 * 3600;
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...this.cookieOptions, maxAge });
      reply.setCookie(SIGNED_IN_COOKIE, '1', { ...this.signedInCookieOptions, maxAge });
    }
    return session.response;
  }

  forget(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, this.cookieOptions);
    reply.clearCookie(SIGNED_IN_COOKIE, this.signedInCookieOptions);
  }
}
