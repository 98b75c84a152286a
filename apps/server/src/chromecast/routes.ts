import type { FastifyInstance } from 'fastify';
import {
  CAST_MESSAGE_KEYS,
  type ChromecastConfigResponse,
  type ChromecastSessionResponse,
  type MessageKey,
} from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import type { SessionStore } from '../auth/sessions';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { RoomAccess } from '../rooms/room-access';
import type { RoomService } from '../rooms/room-service';
import { codeParams, params } from '../routes/params';
import type { CastConfig } from './cast-config';
import { CastReceiverSessions } from './receiver-sessions';

export interface ChromecastRouteOptions {
  /** Unset: this server does not cast; the calls that need a receiver answer 404. */
  cast: CastConfig | undefined;
  db: Db;
  sessions: SessionStore;
  accounts: AccountService;
  rooms: RoomService;
}

const castError = (statusCode: number, messageKey: (typeof CAST_MESSAGE_KEYS)[keyof typeof CAST_MESSAGE_KEYS], message: string) =>
  new AppError(statusCode, messageKey as unknown as MessageKey, message);

/** A body's own fields, or none when it is not an object. */
function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * /chromecast: a room whose host screen is a cast device. The phone that casts creates it and stays
 * its host (the remote); the device signs in with the token of the answer and shows the room.
 */
export async function chromecastRoutes(app: FastifyInstance, { cast, db, sessions, accounts, rooms }: ChromecastRouteOptions) {
  const receivers = new CastReceiverSessions(db, sessions, accounts);
  const access = new RoomAccess(rooms);
  const requireCast = () => {
    if (!cast) throw castError(404, CAST_MESSAGE_KEYS.notConfigured, 'This server does not cast (CAST_APP_ID is not set)');
  };

  app.get('/chromecast/config', async (): Promise<ChromecastConfigResponse> => ({ appId: cast?.appId ?? null }));

  // Each call opens a room and a sign-in session: a few a minute is all a party needs.
  app.post('/chromecast/createSession', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request): Promise<ChromecastSessionResponse> => {
    requireCast();
    const principal = await request.requirePrincipal();
    await app.subscriptions.assertMayCreate(principal);
    const { initialGameType, language } = fields(request.body);
    const room = await rooms.createSession(principal, { initialGameType, language, hostType: 'CHROMECAST' } as never);
    return { token: await receivers.issue(principal), gameCode: room.gameCode };
  });

  // The host casts its room again: to another device, or after the cast ended; the room goes on as it was.
  app.post('/chromecast/:code/resumeSession', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request): Promise<ChromecastSessionResponse> => {
    requireCast();
    const principal = await request.requirePrincipal();
    const { code } = await access.requireHost(principal, params(codeParams, request.params).code, { roomFirst: true });
    const room = await rooms.getSession(code);
    if (room.hostType !== 'CHROMECAST') throw castError(409, CAST_MESSAGE_KEYS.notCastRoom, 'This room is not hosted on a cast device');
    return { token: await receivers.issue(principal), gameCode: room.gameCode };
  });
}
