import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DISCORD_INSTANCE_ID_PATTERN,
  DISCORD_MESSAGE_KEYS,
  LANGUAGES,
  REST,
  type DiscordConfigResponse,
  type DiscordMessageKey,
  type DiscordRoomResponse,
  type DiscordTokenResponse,
  type MessageKey,
} from '@snackparty/protocol';
import type { AccountService } from '../accounts/account-service';
import type { Db } from '../db/client';
import { AppError, errors } from '../errors';
import type { RoomService } from '../rooms/room-service';
import type { DiscordActivityConfig } from './activity-config';
import { DiscordActivityAccounts } from './activity-accounts';
import { DiscordActivityRooms } from './activity-rooms';
import { DiscordApi, DiscordRefusal, DiscordUnavailable } from './discord-api';

export interface DiscordRoutesOptions {
  /** Unset: no Discord application, and every route answers 404 with `discord.error.notConfigured`. */
  config: DiscordActivityConfig | undefined;
  db: Db;
  accounts: AccountService;
  rooms: RoomService;
}

function discordError(statusCode: number, messageKey: DiscordMessageKey, message: string): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message);
}

const tokenBody = z.object({ code: z.string().min(1).max(512) });
const instanceParams = z.object({ instanceId: z.string().regex(DISCORD_INSTANCE_ID_PATTERN) });
const seatQuery = z.object({ language: z.enum(LANGUAGES).default('en') });

/**
 * The Discord activity (spec: the chat-platform embed): the client id for the SDK, the sign-in with
 * the code Discord's `authorize` gives, and the one room of each activity instance.
 */
export async function discordRoutes(app: FastifyInstance, { config, db, accounts, rooms }: DiscordRoutesOptions) {
  const discord = config ? new DiscordApi(config) : undefined;
  const activityAccounts = new DiscordActivityAccounts(db, accounts);
  const activityRooms = new DiscordActivityRooms(db, rooms, (principal) => app.subscriptions.assertMayCreate(principal));

  const configured = (): DiscordApi => {
    if (!discord) throw discordError(404, DISCORD_MESSAGE_KEYS.notConfigured, 'This server has no Discord activity');
    return discord;
  };

  app.get(REST.discord.config, async (): Promise<DiscordConfigResponse> => {
    configured();
    return { clientId: config!.clientId };
  });

  app.post(REST.discord.token, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request): Promise<DiscordTokenResponse> => {
    const api = configured();
    const parsed = tokenBody.safeParse(request.body);
    if (!parsed.success) throw errors.invalid(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    try {
      const discordAccessToken = await api.exchangeCode(parsed.data.code);
      const discordUser = await api.currentUser(discordAccessToken);
      const user = await activityAccounts.accountOf(discordUser);
      // No refresh cookie: inside Discord the page's origin is Discord's proxy, and the activity signs
      // in again from Discord whenever it is launched.
      const session = user.isGuest ? await accounts.guestSession(user) : (await accounts.startSession(user)).response;
      return { ...session, discordAccessToken, name: user.name };
    } catch (error) {
      if (error instanceof DiscordRefusal) {
        request.log.info({ status: error.status }, 'Discord refused an activity sign-in');
        throw discordError(400, DISCORD_MESSAGE_KEYS.codeRefused, 'Discord did not accept this code');
      }
      if (error instanceof DiscordUnavailable) {
        request.log.warn({ err: error.message }, 'Discord did not answer an activity sign-in');
        throw discordError(502, DISCORD_MESSAGE_KEYS.unavailable, 'Discord did not answer, try again');
      }
      throw error;
    }
  });

  // The spec names POST; GET answers the same, for a launcher that can only open an address.
  app.route({
    method: ['GET', 'POST'],
    url: '/gameSession/getOrCreateSessionForDiscord/:instanceId',
    handler: async (request): Promise<DiscordRoomResponse> => {
      configured();
      const principal = await request.requirePrincipal();
      const instance = instanceParams.safeParse(request.params);
      if (!instance.success) throw discordError(422, DISCORD_MESSAGE_KEYS.invalidInstance, 'Not an activity instance id');
      const query = seatQuery.safeParse(request.query ?? {});
      if (!query.success) throw errors.invalid(query.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      if (!(await activityAccounts.isDiscordUser(principal.userId))) {
        throw errors.forbidden('Only people signed in through Discord play in an activity room');
      }
      return activityRooms.roomFor(principal, instance.data.instanceId, { name: principal.claims.name, language: query.data.language });
    },
  });
}
