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
} from '@snackparty/protocol';
import { bearerToken, type Principal, type TokenService } from '../auth/tokens';
import { AppError } from '../errors';
import type { DrawingService } from '../drawings/drawing-service';
import type { GameRuntime } from '../games/game-runtime';
import type { RoomService } from '../rooms/room-service';
import { playerIdOf } from '../rooms/dto';
import { StompRefusal, type StompPolicy } from '../stomp';

/** Who is on the other end of one realtime connection; fixed at CONNECT. */
export interface RoomConnection {
  principal: Principal;
  code: string;
  purpose: ConnectPurpose;
  isHost: boolean;
  sessionPlayerId?: number;
  playerId?: number;
}

/** Relayed as they come: the host's screen tells phones to play a sound or reload. */
const RELAYED_HOST_TOPICS = new Set(['playSound', 'reloadPage', 'resetSoundContext']);
/** Host topics that every seat of the room hears; the rest are the host's requests. */
const HOST_BROADCAST_TOPICS = new Set([...RELAYED_HOST_TOPICS, 'startGame', 'exitGame', 'newGameSamePlayers', 'playerMinReached']);

function refuse(message: string, messageKey: string = MESSAGE_KEYS.forbidden): never {
  throw new StompRefusal(message, { fatal: true, messageKey });
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
): StompPolicy<RoomConnection> {
  return {
    async connect(headers) {
      const token = bearerToken(headers.Authorization ?? headers.authorization) ?? headers.passcode;
      if (!token) refuse('A bearer token is required', MESSAGE_KEYS.unauthorized);
      const principal = await tokens.verify(token).catch(() => refuse('The token is not valid', MESSAGE_KEYS.unauthorized));
      const code = (headers.gameCode ?? '').trim().toUpperCase();
      if (!code || !(await rooms.roomExists(code))) refuse('No active room with this code', MESSAGE_KEYS.gameNotFound);
      const purpose = (headers.purpose ?? 'player') as ConnectPurpose;
      if (!CONNECT_PURPOSES.includes(purpose)) refuse(`Unknown purpose "${headers.purpose}"`, MESSAGE_KEYS.invalidRequest);
      const isHost = await rooms.isHost(principal, code);
      if (purpose === 'host' && !isHost) refuse('Only the host may connect as host', MESSAGE_KEYS.notHost);
      const connection: RoomConnection = { principal, code, purpose, isHost };
      const seatHeader = headers.playerSessionId;
      if (seatHeader && seatHeader !== 'null' && seatHeader !== 'undefined') {
        const seat = await rooms.seatOf(principal, code, Number(seatHeader));
        if (!seat) refuse('This seat is not yours or no longer in the room', MESSAGE_KEYS.playerNotFound);
        connection.sessionPlayerId = seat.id;
        connection.playerId = playerIdOf(seat);
        rooms.presence.connect(code, seat.id);
      } else if (purpose === 'player') {
        refuse('A player connection names its seat in playerSessionId', MESSAGE_KEYS.playerNotFound);
      }
      // A host screen that (re)connects asks every phone to answer at once, so presence is fresh.
      if (purpose === 'host') relay(dest.common(code, 'requestHeartbeat'), { sentAt: Date.now() } satisfies HeartbeatRequest);
      return connection;
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
          if (d.topic === 'view') {
            if (d.playerId === undefined || d.playerId !== c.playerId) return false;
            // The view is sent again once the subscription is in place, so a phone that (re)connects sees the stage.
            setTimeout(() => games.republish(c.code), 50);
            return true;
          }
          return c.isHost || c.sessionPlayerId !== undefined;
        case 'host':
          if (c.isHost) {
            if (d.topic === 'view') setTimeout(() => games.republish(c.code), 50);
            return true;
          }
          if (d.topic === 'playerKicked') return d.playerId !== undefined && d.playerId === c.playerId;
          return c.sessionPlayerId !== undefined && HOST_BROADCAST_TOPICS.has(d.topic);
        default:
          return false;
      }
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
          await handleHostRequest(c, d.topic, jsonBody(body));
          return;
        }
        if (d.area === 'backend' && (d.topic === 'playerHeartbeat' || d.topic === 'responseHeartbeat')) {
          if (c.sessionPlayerId !== undefined) rooms.presence.heartbeat(c.code, c.sessionPlayerId);
          return;
        }
        if (d.area === 'common' && d.topic === 'usedAvatarsRequested') {
          await rooms.requestUsedAvatars(c.code);
          return;
        }
        if (d.area === 'player' && d.topic === 'requestTimer') {
          games.requestTimer(c.code);
          return;
        }
        if (d.area === 'player' && d.topic === 'move') {
          if (c.playerId === undefined) refuse('Only a seat may move', MESSAGE_KEYS.playerNotFound);
          const parsed = moveMessageSchema.safeParse(jsonBody(body));
          if (!parsed.success) throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'A move is { move, payload, stageNumber }');
          await games.move(c.code, c.playerId, parsed.data);
          return;
        }
        refuse(`${destination} is published by the server only`);
      } catch (error) {
        if (error instanceof AppError) {
          throw new StompRefusal(error.message, { fatal: false, messageKey: error.messageKey });
        }
        throw error;
      }
    },

    onDisconnect(c) {
      if (c.sessionPlayerId !== undefined) rooms.presence.disconnect(c.sessionPlayerId);
    },
  };

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
