import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dest, type LoginCodePoll } from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import type { RoomPublisher } from '../rooms/publisher';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from '../routes/params';
import type { SessionCookies } from '../routes/session-cookies';
import type { LoginCodes } from './login-codes';

export interface SmartTvRouteOptions {
  loginCodes: LoginCodes;
  accounts: AccountService;
  rooms: RoomService;
  publisher: RoomPublisher;
  cookies: SessionCookies;
}

/** The header a TV polls with: its poll token stays out of addresses and logs. */
export const POLL_TOKEN_HEADER = 'x-poll-token';

const loginCodeParams = z.object({ loginCode: z.string().min(1).max(20) });
const generateQuery = z.object({ gameCode: z.string().regex(/^[A-Za-z0-9]{5}$/).transform((c) => c.toUpperCase()).optional() });

/** /smarttv (spec section 7, Smart TV): signing a TV in from a phone, and the TV's rooms. */
export async function smartTvRoutes(app: FastifyInstance, { loginCodes, accounts, rooms, publisher, cookies }: SmartTvRouteOptions) {
  app.get('/smarttv/generateLoginCode', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    const { gameCode } = params(generateQuery, request.query ?? {});
    return loginCodes.generate(gameCode);
  });

  // The TV's poll. Its own rate limit is the code's interval (429 slow_down); this one stops a flood of guesses.
  app.get('/smarttv/existingLoginCode/:loginCode', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply): Promise<LoginCodePoll> => {
    const { loginCode } = params(loginCodeParams, request.params);
    const header = request.headers[POLL_TOKEN_HEADER];
    const outcome = await loginCodes.poll(loginCode, typeof header === 'string' ? header : undefined);
    if (outcome.status === 'pending') return outcome;
    return { status: 'confirmed', ...cookies.answer(reply, await accounts.startSession(outcome.user)) };
  });

  // Tight: a code is 8 letters of 20, and guessing one only signs a stranger's TV into your own account.
  app.post('/smarttv/confirmLoginCode/:loginCode', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { loginCode } = params(loginCodeParams, request.params);
    const confirmed = await loginCodes.confirm(loginCode, await request.requirePrincipal());
    if (confirmed.gameCode) publisher.publish(dest.common(confirmed.gameCode, 'loginCode'), { loginCode: confirmed.loginCode, status: 'confirmed' });
    return { confirmed: true };
  });

  // A room for the TV's screen: a shared screen the phones join, made by the TV's own (guest or account) sign-in.
  app.post('/smarttv/createSession', async (request) => {
    const principal = await request.requirePrincipal();
    await app.subscriptions.assertMayCreate(principal);
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return rooms.createSession(principal, { ...body, hostType: 'SMART_TV' } as never);
  });

  app.get('/smarttv/:code', async (request) => rooms.getSession(params(codeParams, request.params).code));
}
