import {
  CONNECT_PURPOSES,
  HOST_SEND_TOPICS,
  MESSAGE_KEYS,
  kickRequestSchema,
  moveMessageSchema,
  dest,
  parseDestination,
  type ConnectPurpose,
  type HeartbeatRequest,
  type TimerMessage,
} from '@snackparty/protocol';
import { bearerToken, type Principal, type TokenService } from '../auth/tokens';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../errors';
import type { DrawingService } from '../drawings/drawing-service';
import type { GameRuntime } from '../games/game-runtime';
import type { RoomService } from '../rooms/room-service';
import { RoomCodeGuard } from '../rooms/code-guard';
import { playerIdOf } from '../rooms/dto';
import { StompRefusal, type StompPolicy } from '../stomp';
import { Coalescer, KeyedBuckets } from './budget';

/** Who is on the other end of one realtime connection; fixed at CONNECT. */
export interface RoomConnection {
  principal: Principal;
  code: string;
  purpose: ConnectPurpose;
  isHost: boolean;
  sessionPlayerId?: number;
  playerId?: number;
}

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
}

/** Player ids and seat ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
const ROOM_CODE = /^[A-Z0-9]{5}$/;

/** Relayed as they come: the host's screen tells phones to play a sound or reload. */
const RELAYED_HOST_TOPICS = new Set(['playSound', 'reloadPage', 'resetSoundContext']);
/** Host topics that every seat of the room hears; the rest are the host's requests. */
const HOST_BROADCAST_TOPICS = new Set([...RELAYED_HOST_TOPICS, 'startGame', 'exitGame', 'newGameSamePlayers', 'playerMinReached']);

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

function jsonBody(body: string): unknown {
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new StompRefusal('The body is not JSON', { fatal: false, messageKey: MESSAGE_KEYS.invalidRequest });
  }
}

/**
 * Authorisation of every realtime frame: the token names the user, the room's records say whether that
 * user is its host or holds a seat, and each destination says who may hear and who may speak.
 */
export function createRoomPolicy(
  rooms: RoomService,
  games: GameRuntime,
  tokens: TokenService,
  relay: (destination: string, body: unknown) => void,
  drawings?: DrawingService,
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
    const code = (headers.gameCode ?? '').trim().toUpperCase();
    if (!code) refuse('No active room with this code', MESSAGE_KEYS.gameNotFound);
    if (!ROOM_CODE.test(code)) refuse('A room code has 5 letters and digits', MESSAGE_KEYS.invalidRoomCode);
    const purpose = (headers.purpose ?? 'player') as ConnectPurpose;
    if (!CONNECT_PURPOSES.includes(purpose)) refuse('Unknown purpose', MESSAGE_KEYS.invalidRequest);
    const seatId = seatHeader(headers.playerSessionId);
    if (seatId !== undefined && Number.isNaN(seatId)) refuse('playerSessionId is not a seat', MESSAGE_KEYS.playerNotFound);
    if (!connects.take(`user:${principal.userId}`)) refuse('Too many connections, slow down', MESSAGE_KEYS.tooManyRequests);

    const keys = RoomCodeGuard.keys(meta.remoteAddress, principal.userId);
    const lookup = await rooms.codeGuard.begin(keys);
    if (!lookup.allowed) refuse('Too many room codes that do not exist; try again in a minute', MESSAGE_KEYS.tooManyRequests);
    let state: Awaited<ReturnType<RoomService['roomState']>>;
    try {
      state = await rooms.roomState(code);
    } finally {
      lookup.done();
    }
    if (state === 'none') rooms.codeGuard.miss(keys);
    if (state !== 'active') refuse('No active room with this code', MESSAGE_KEYS.gameNotFound);

    const isHost = await rooms.isHost(principal, code);
    if (purpose === 'host' && !isHost) refuse('Only the host may connect as host', MESSAGE_KEYS.notHost);
    const connection: RoomConnection = { principal, code, purpose, isHost };
    if (seatId !== undefined) {
      const seat = await rooms.seatOf(principal, code, seatId);
      if (!seat) refuse('This seat is not yours or no longer in the room', MESSAGE_KEYS.playerNotFound);
      connection.sessionPlayerId = seat.id;
      connection.playerId = playerIdOf(seat);
      rooms.presence.connect(code, seat.id);
    } else if (purpose === 'player') {
      refuse('A player connection names its seat in playerSessionId', MESSAGE_KEYS.playerNotFound);
    }
    // A host screen that (re)connects asks every phone to answer at once, so presence is fresh.
    if (purpose === 'host') {
      heartbeatRequests.request(code, () => relay(dest.common(code, 'requestHeartbeat'), { sentAt: Date.now() } satisfies HeartbeatRequest));
    }
    return connection;
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
      const d = parseDestination(destination);
      if (!d) return false;
      if (d.area === 'user') return true;
      if (d.code !== c.code) return false;
      switch (d.area) {
        case 'common':
          return true;
        case 'canvasclashHost':
        case 'canvasclashDraw':
          // The live canvases and the game's own host topics are for the shared screen only.
          return c.isHost;
        case 'player':
          if (d.topic === 'view') return d.playerId !== undefined && d.playerId === c.playerId;
          return c.isHost || c.sessionPlayerId !== undefined;
        case 'host':
          if (c.isHost) return true;
          if (d.topic === 'playerKicked') return d.playerId !== undefined && d.playerId === c.playerId;
          return c.sessionPlayerId !== undefined && HOST_BROADCAST_TOPICS.has(d.topic);
        default:
          return false;
      }
    },

    onSubscribed(c, destination, reply) {
      // A screen that (re)subscribes to its view is given the stage as it is now; nobody else hears it again.
      const d = parseDestination(destination);
      if (!d || d.area === 'user' || d.code !== c.code || d.topic !== 'view') return;
      const view =
        d.area === 'host' && c.isHost && d.playerId === undefined
          ? games.hostViewOf(c.code)
          : d.area === 'player' && d.playerId !== undefined && d.playerId === c.playerId
            ? games.playerViewOf(c.code, d.playerId)
            : undefined;
      if (view !== undefined && view !== null) reply(view as object);
    },

    async onSend(c, destination, body) {
      const d = parseDestination(destination);
      if (!d || d.area === 'user') refuse(`Unknown destination ${destination}`);
      if (d.code !== c.code) refuse('This connection belongs to another room');
      if (d.area === 'canvasclashHost') refuse(`${destination} is published by the server only`);
      try {
        if (d.area === 'canvasclashDraw') {
          if (c.playerId === undefined || c.playerId !== d.playerId) throw new AppError(403, MESSAGE_KEYS.forbidden, 'Only this painter draws here');
          if (!drawings) throw new AppError(409, MESSAGE_KEYS.forbidden, 'No drawing is open in this room');
          drawings.receive(c.code, c.playerId, body);
          return;
        }
        if (d.area === 'host') {
          if (!HOST_SEND_TOPICS.includes(d.topic) || d.playerId !== undefined) refuse(`${destination} is published by the server only`);
          if (!c.isHost) refuse('Only the host may send this', MESSAGE_KEYS.notHost);
          const request = jsonBody(body);
          spendRoomRequest(c);
          await handleHostRequest(c, d.topic, request);
          return;
        }
        if (d.area === 'backend' && (d.topic === 'playerHeartbeat' || d.topic === 'responseHeartbeat')) {
          if (c.sessionPlayerId !== undefined) rooms.presence.heartbeat(c.code, c.sessionPlayerId);
          return;
        }
        if ((d.area === 'common' && d.topic === 'usedAvatarsRequested') || (d.area === 'player' && d.topic === 'requestTimer')) {
          // Asked by the host screen or a seat only; the answer goes to those who asked, once per interval.
          if (!c.isHost && c.sessionPlayerId === undefined) refuse('Only the host screen and seats may ask this', MESSAGE_KEYS.forbidden);
          if (d.topic === 'usedAvatarsRequested') answer(c, 'usedAvatars', dest.common(c.code, 'usedAvatars'), () => rooms.usedAvatars(c.code));
          else answer(c, 'timer', dest.player(c.code, 'timer'), () => timerOf(c.code));
          return;
        }
        if (d.area === 'player' && d.topic === 'move') {
          if (c.playerId === undefined) refuse('Only a seat may move', MESSAGE_KEYS.playerNotFound);
          const parsed = moveMessageSchema.safeParse(jsonBody(body));
          if (!parsed.success) throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'A move is { move, payload, stageNumber }');
          spendRoomRequest(c);
          await games.move(c.code, c.playerId, parsed.data);
          return;
        }
        refuse(`${destination} is published by the server only`);
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
      if (c.sessionPlayerId !== undefined) rooms.presence.disconnect(c.sessionPlayerId);
      if (c.isHost || c.sessionPlayerId !== undefined) options.memberLeft?.(c.code);
    },
  };

  /** The room's deadline as `/player/{code}/timer` tells it. */
  function timerOf(code: string): TimerMessage | undefined {
    const match = games.matchOf(code)?.match;
    if (!match) return undefined;
    return { stage: match.stage, stageNumber: match.stageNumber, endsAt: match.stageEndsAt, serverNow: Date.now() };
  }

  async function handleHostRequest(c: RoomConnection, topic: string, body: unknown): Promise<void> {
    switch (topic) {
      case 'requestPlayerKick': {
        const parsed = kickRequestSchema.safeParse(body);
        if (!parsed.success) throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'playerId is required');
        await rooms.kick(c.principal, c.code, parsed.data.playerId);
        return;
      }
      case 'requestAddAiPlayer':
        await rooms.addAiPlayer(c.principal, c.code);
        return;
      case 'startGame':
        await rooms.startGame(c.principal, c.code);
        return;
      case 'exitGame':
        await rooms.destroy(c.principal, c.code);
        return;
      case 'requestSkipTimer':
      case 'requestNextStage':
        await games.skip(c.code);
        return;
      case 'requestEndGame':
        await games.end(c.code);
        return;
      case 'newGameSamePlayers':
        await rooms.newGameSamePlayers(c.principal, c.code);
        return;
      case 'requestNewGameType': {
        const gameType = (body as { gameType?: unknown } | null)?.gameType;
        if (typeof gameType !== 'string') throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'gameType is required');
        await rooms.newGameType(c.principal, c.code, gameType);
        return;
      }
      default:
        if (RELAYED_HOST_TOPICS.has(topic)) {
          relay(`/host/${c.code}/${topic}`, body);
          return;
        }
        throw new AppError(409, MESSAGE_KEYS.noGameRunning, 'No game is running in this room');
    }
  }
}
