import { AUDIENCE_NAME_HEADER, CONNECT_PURPOSES, DEVICE_ID_CONNECT_HEADER, DEVICE_ID_PATTERN, HOST_SCREEN_HEADER, MESSAGE_KEYS, dest, type ConnectPurpose, type HeartbeatRequest } from '@snackparty/protocol';
import { bearerToken, type TokenService } from '../auth/tokens';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import type { RoomService } from '../rooms/room-service';
import { RoomCodeGuard } from '../rooms/code-guard';
import { RoomAccess } from '../rooms/room-access';
import { StompRefusal, type StompPolicy } from '../stomp';
import { Coalescer, KeyedBuckets } from './budget';
import type { RoomConnection } from './connection';
import { DestinationTable, NOT_ALLOWED, roomDestinations, type DestinationDeps, type DestinationMatch, type DestinationRow } from './destinations';

export type { RoomConnection } from './connection';

/**
 * What one client can make the server send, and how much of it. The broker's own frame budget
 * (SEND, SUBSCRIBE, UNSUBSCRIBE per connection) comes first; these are the policy's.
 */
export interface RealtimeLimits {
  /** CONNECTs per user (each costs look-ups and tells the room of a presence change). */
  connectsPerUser: { burst: number; perSecond: number };
  /** Requests that the whole room hears the answer to (moves, the host's requests and relays), per member. */
  roomRequestsPerMember: { burst: number; perSecond: number };
  /** The same, for all members of one room together. */
  roomRequestsPerRoom: { burst: number; perSecond: number };
  /** `usedAvatarsRequested` and `requestTimer` are answered at most once per this, per room, to those who asked. */
  answerIntervalMs: number;
  /** A host screen that connects asks the phones for a heartbeat at most once per this, per room. */
  heartbeatRequestIntervalMs: number;
}

export const REALTIME_LIMITS: RealtimeLimits = {
  connectsPerUser: { burst: 100, perSecond: 2 },
  roomRequestsPerMember: { burst: 10, perSecond: 2 },
  roomRequestsPerRoom: { burst: 60, perSecond: 20 },
  answerIntervalMs: 250,
  heartbeatRequestIntervalMs: 2000,
};

export interface RoomPolicyOptions {
  /** Delivers on `destination` only to these connections (answers to those who asked). */
  deliverTo?: (connections: ReadonlySet<RoomConnection>, destination: string, body: object) => void;
  /** A host screen or seat of this room has disconnected (the idle-room sweep wants to know). */
  memberLeft?: (code: string) => void;
  limits?: Partial<RealtimeLimits>;
  now?: () => number;
  /** Destinations beside the room's and the games' own (a game's topics are rows, not branches). */
  destinations?: readonly DestinationRow[];
  /** Told when a host screen (CONNECT header `hostScreen: true`) connects and leaves: a room has one at a time. */
  hostScreens?: { screenConnected(c: RoomConnection): void; screenDisconnected(c: RoomConnection): void };
  /** Told how each move went and how long it took (the metrics). */
  observeMove?: DestinationDeps['observeMove'];
  /** The rooms' audiences: who may join one (purpose `audience`), and who left. */
  audience?: { admit(principal: RoomConnection['principal'], code: string, name: string | undefined, deviceId?: string): Promise<string>; left(c: RoomConnection): void };
}

/** Player ids and seat ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
const ROOM_CODE = /^[A-Z0-9]{5}$/;

function refuse(message: string, messageKey: string = MESSAGE_KEYS.forbidden): never {
  throw new StompRefusal(message, { fatal: true, messageKey });
}

function unavailable(fatal: boolean): StompRefusal {
  return new StompRefusal('The service is unavailable for a moment; try again', { fatal, messageKey: MESSAGE_KEYS.serverUnavailable });
}

function slowDown(message: string): StompRefusal {
  return new StompRefusal(message, { fatal: false, messageKey: MESSAGE_KEYS.tooManyRequests });
}

/** The seat a CONNECT names in `playerSessionId`: undefined when none, NaN when it cannot be one. */
function seatHeader(value: string | undefined): number | undefined {
  if (value === undefined || value === '' || value === 'null' || value === 'undefined') return undefined;
  if (!/^\d{1,10}$/.test(value)) return NaN;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : NaN;
}

/**
 * Authorisation of every realtime frame: the token names the user, the room's records say whether that
 * user is its host or holds a seat (fixed at CONNECT), and the destination table (`destinations.ts`)
 * says who may hear and who may speak on each destination, and what a SEND there does. The policy
 * itself holds only what is per connection or per room: budgets, coalesced answers, presence.
 */
export function createRoomPolicy(
  rooms: RoomService,
  games: GameRuntime,
  tokens: TokenService,
  relay: (destination: string, body: unknown) => void,
  /** The games' own rows (their manifests' topics, their modules' destinations). */
  gameDestinations: (deps: DestinationDeps) => readonly DestinationRow[] = () => [],
  options: RoomPolicyOptions = {},
): StompPolicy<RoomConnection> {
  const limits = { ...REALTIME_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const connects = new KeyedBuckets(limits.connectsPerUser.burst, limits.connectsPerUser.perSecond, now);
  const memberRequests = new KeyedBuckets(limits.roomRequestsPerMember.burst, limits.roomRequestsPerMember.perSecond, now);
  const roomRequests = new KeyedBuckets(limits.roomRequestsPerRoom.burst, limits.roomRequestsPerRoom.perSecond, now);
  const answers = new Coalescer(limits.answerIntervalMs, now);
  const heartbeatRequests = new Coalescer(limits.heartbeatRequestIntervalMs, now);
  /** Who asked, per room and question, since the question was last answered. */
  const askers = new Map<string, Set<RoomConnection>>();
  const access = new RoomAccess(rooms);
  const deps: DestinationDeps = { rooms, games, relay, answer, spendRoomRequest, observeMove: options.observeMove };
  const table = new DestinationTable([...roomDestinations(deps), ...gameDestinations(deps), ...(options.destinations ?? [])]);

  /** The row a destination of this connection's room matches; `other room` when it names another room. */
  function rowOf(c: RoomConnection, destination: string): DestinationMatch | 'other room' | undefined {
    const found = table.match(destination);
    if (found && found.params.code !== undefined && found.params.code !== c.code) return 'other room';
    return found;
  }

  /** Answers everyone who asked `question` in the room, once per interval, with the answer as it is then. */
  function answer(c: RoomConnection, question: string, destination: string, produce: () => Promise<object | undefined> | object | undefined): void {
    const key = `${c.code}:${question}`;
    let waiting = askers.get(key);
    if (!waiting) askers.set(key, (waiting = new Set()));
    waiting.add(c);
    answers.request(key, async () => {
      const asked = askers.get(key);
      askers.delete(key);
      if (!asked || asked.size === 0) return;
      const body = await produce();
      if (body !== undefined) options.deliverTo?.(asked, destination, body);
    });
  }

  /** A request the whole room hears the answer to: it spends the member's and the room's budget. */
  function spendRoomRequest(c: RoomConnection): void {
    if (!memberRequests.take(`${c.code}:${c.principal.userId}`)) throw slowDown('Too many requests from this connection, slow down');
    if (!roomRequests.take(c.code)) throw slowDown('Too many requests in this room, slow down');
  }

  async function connectAs(headers: Record<string, string>, meta: { remoteAddress?: string }): Promise<RoomConnection> {
    const token = bearerToken(headers.Authorization ?? headers.authorization) ?? headers.passcode;
    if (!token) refuse('A bearer token is required', MESSAGE_KEYS.unauthorized);
    // A token is only "not valid" when it is; a database that is away answers "unavailable" instead.
    const principal = await tokens.verify(token).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      return refuse('The token is not valid', MESSAGE_KEYS.unauthorized);
    });
    // Every header is checked before the database is asked anything.
    const purpose = (headers.purpose ?? 'player') as ConnectPurpose;
    if (!CONNECT_PURPOSES.includes(purpose)) refuse('Unknown purpose', MESSAGE_KEYS.invalidRequest);
    if (purpose === 'public') return connectPublic(principal);
    const code = (headers.gameCode ?? '').trim().toUpperCase();
    if (!code) refuse('No active room with this code', MESSAGE_KEYS.gameNotFound);
    if (!ROOM_CODE.test(code)) refuse('A room code has 5 letters and digits', MESSAGE_KEYS.invalidRoomCode);
    const seatId = seatHeader(headers.playerSessionId);
    if (seatId !== undefined && Number.isNaN(seatId)) refuse('playerSessionId is not a seat', MESSAGE_KEYS.playerNotFound);
    if (!connects.take(`user:${principal.userId}`)) refuse('Too many connections, slow down', MESSAGE_KEYS.tooManyRequests);

    const keys = RoomCodeGuard.keys(meta.remoteAddress, principal.userId);
    const lookup = await rooms.codeGuard.begin(keys);
    if (!lookup.allowed) refuse('Too many room codes that do not exist; try again in a minute', MESSAGE_KEYS.tooManyRequests);
    let room: Awaited<ReturnType<RoomService['roomStatus']>>;
    try {
      room = await rooms.roomStatus(code);
    } finally {
      lookup.done();
    }
    if (room.state === 'none') rooms.codeGuard.miss(keys);
    if (room.state !== 'active') refuse('No active room with this code', MESSAGE_KEYS.gameNotFound);
    if (purpose === 'audience') {
      if (!options.audience) refuse('This server takes no audience', MESSAGE_KEYS.audienceClosed);
      const deviceId = headers[DEVICE_ID_CONNECT_HEADER];
      const alias = await options.audience.admit(principal, code, headers[AUDIENCE_NAME_HEADER], deviceId && DEVICE_ID_PATTERN.test(deviceId) ? deviceId : undefined);
      return { principal, code, purpose, isHost: false, sharedScreen: room.sharedScreen, audience: { alias } };
    }

    const member = await access.member(principal, code, seatId);
    if (purpose === 'host' && !member.isHost) refuse('Only the host may connect as host', MESSAGE_KEYS.notHost);
    const connection: RoomConnection = { principal, code, purpose, isHost: member.isHost, sharedScreen: room.sharedScreen };
    if (seatId !== undefined) {
      if (!member.seat || member.playerId === undefined) refuse('This seat is not yours or no longer in the room', MESSAGE_KEYS.playerNotFound);
      connection.sessionPlayerId = member.seat.id;
      connection.playerId = member.playerId;
      rooms.presence.connect(code, member.seat.id);
    } else if (purpose === 'player') {
      refuse('A player connection names its seat in playerSessionId', MESSAGE_KEYS.playerNotFound);
    }
    if (purpose === 'host' && seatId === undefined && headers[HOST_SCREEN_HEADER] === 'true') {
      connection.hostScreen = true;
      options.hostScreens?.screenConnected(connection);
    }
    // A host screen that (re)connects asks every phone to answer at once, so presence is fresh.
    if (purpose === 'host') {
      heartbeatRequests.request(code, () => relay(dest.common(code, 'requestHeartbeat'), { sentAt: Date.now() } satisfies HeartbeatRequest));
    }
    // A member back in an idle public room puts it back on the public list.
    if (connection.isHost || connection.sessionPlayerId !== undefined) rooms.publicFeed.roomChanged(code);
    return connection;
  }

  /**
   * A connection to no room, for the public games list: its room code is empty, so every room's
   * destination is another room's to it; it hears `/public/publicGames` and its error queue only.
   */
  function connectPublic(principal: RoomConnection['principal']): RoomConnection {
    if (!connects.take(`user:${principal.userId}`)) refuse('Too many connections, slow down', MESSAGE_KEYS.tooManyRequests);
    // A listener arriving makes sure the list it is sent next is current (and rooms turning idle leave it).
    rooms.publicFeed.changed();
    return { principal, code: '', purpose: 'public', isHost: false, sharedScreen: false };
  }

  return {
    async connect(headers, meta) {
      try {
        return await connectAs(headers, meta);
      } catch (error) {
        if (!(error instanceof StompRefusal) && isDatabaseUnavailable(error)) throw unavailable(true);
        throw error;
      }
    },

    canSubscribe(c, destination) {
      const found = rowOf(c, destination);
      return typeof found === 'object' && found.row.subscribe(c, found.params);
    },

    onSubscribed(c, destination, reply) {
      // A screen that (re)subscribes to its view is given the stage as it is now; nobody else hears it again.
      const found = rowOf(c, destination);
      if (typeof found !== 'object' || !found.row.current || !found.row.subscribe(c, found.params)) return;
      const current = found.row.current(c, found.params);
      if (current !== undefined) reply(current);
    },

    async onSend(c, destination, body) {
      const found = rowOf(c, destination);
      if (!found) refuse(`Unknown destination ${destination}`);
      if (found === 'other room') refuse('This connection belongs to another room');
      const send = found.row.send;
      if (!send) refuse(`${destination} is published by the server only`);
      if (!send.rule(c, found.params)) {
        const denied = send.denied ?? NOT_ALLOWED;
        const message = typeof denied.message === 'function' ? denied.message(destination) : denied.message;
        throw new StompRefusal(message, { fatal: denied.fatal, messageKey: denied.messageKey });
      }
      try {
        await send.handle({ connection: c, params: found.params, destination, body });
      } catch (error) {
        if (error instanceof AppError) {
          throw new StompRefusal(error.message, { fatal: false, messageKey: error.messageKey });
        }
        // The database is away for a moment: the client may try again, and keeps its connection.
        if (isDatabaseUnavailable(error)) throw unavailable(false);
        throw error;
      }
    },

    onDisconnect(c) {
      if (c.audience) options.audience?.left(c);
      if (c.sessionPlayerId !== undefined) rooms.presence.disconnect(c.sessionPlayerId);
      if (c.hostScreen) options.hostScreens?.screenDisconnected(c);
      if (c.isHost || c.sessionPlayerId !== undefined) {
        options.memberLeft?.(c.code);
        rooms.publicFeed.roomChanged(c.code);
      }
    },
  };
}
