import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { roomCodeSchema, type HostScreenLinkResponse, type HostScreenRedeemResponse } from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import type { SessionStore } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { errors } from '../errors';
import { RoomAccess } from '../rooms/room-access';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from '../routes/params';
import { linkInvalid, type HostScreenLinks } from './host-screen-links';
import type { HostScreens } from './host-screens';

export interface HostRecoveryRouteOptions {
  rooms: RoomService;
  links: HostScreenLinks;
  screens: HostScreens;
  db: Db;
  sessions: SessionStore;
  accounts: AccountService;
}

const redeemBody = z.object({ gameCode: roomCodeSchema, token: z.string().min(1).max(2000) });

/**
 * /hostScreen: the room's owner shows a link that makes another browser the room's host screen, and
 * a player who was handed the host's rights gives them back.
 */
export async function hostRecoveryRoutes(app: FastifyInstance, { rooms, links, screens, db, sessions, accounts }: HostRecoveryRouteOptions) {
  const access = new RoomAccess(rooms);

  // A new link on each show; the room's previous one stops working.
  app.post('/hostScreen/:code/link', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request): Promise<HostScreenLinkResponse> => {
    const { code } = await access.requireHost(await request.requirePrincipal(), params(codeParams, request.params).code, { roomFirst: true });
    const { token, expiresAt } = await links.mint(code);
    return { gameCode: code, token, path: `/tv/${code}#${token}`, expiresAt: expiresAt.toISOString() };
  });

  app.delete('/hostScreen/:code/link', async (request, reply) => {
    const { code } = await access.requireHost(await request.requirePrincipal(), params(codeParams, request.params).code, { roomFirst: true });
    await links.revoke(code);
    return reply.status(204).send();
  });

  // Anyone holding the link may redeem it, once: it is the link that authorises, not a sign-in.
  app.post('/hostScreen/redeem', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request): Promise<HostScreenRedeemResponse> => {
    const { gameCode, token } = params(redeemBody, request.body ?? {});
    const state = await rooms.roomState(gameCode);
    if (state === 'none') throw linkInvalid('The link is for no open room');
    if (state === 'ended') throw errors.gameIsOver();
    await links.redeem(gameCode, token);
    const { language } = await rooms.getSession(gameCode);
    // A user of its own: the screen hosts this room and nothing else, and never holds the owner's account.
    const [user] = await db.insert(users).values({ guestId: `host-screen:${randomUUID()}`, name: 'Host screen', isGuest: true, language }).returning();
    const sessionId = await sessions.start(user!.id, false);
    await screens.grant(gameCode, user!.id);
    return { gameCode, ...(await accounts.accessToken(user!, sessionId)) };
  });

  app.post('/hostScreen/:code/handBack', async (request) => {
    const { code } = params(codeParams, request.params);
    return rooms.handHostBack(await request.requirePrincipal(), code);
  });
}
