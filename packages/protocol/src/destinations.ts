import type { GameDto, GameSessionDto, HeartbeatRequest, PublicGameEntry, SessionPlayerDto, WebsocketConnectionUpdate } from './dtos';
import type { GameSettings } from './schemas';
import type { LoginCodeMessage } from './smart-tv';
import type { PaymentStatusMessage } from './rest';
/**
 * STOMP destinations (spec section 7) and who may use them.
 *
 * - `publishOnly`: only the server publishes here; a client SEND is refused.
 * - `hostSend`: the host SENDs requests here; the server validates them (spec section 6: host-only topics).
 * - `memberSend`: any player of the room (or the host) may SEND here.
 * Subscriptions: `/common/…` to anyone connected to the room; `/player/…` to its players and host;
 * `/host/…` to the host only, except `/host/{code}/playerKicked/{id}` which that player may also hear.
 */
export const COMMON_TOPICS = [
  'playersUpdated', 'websocketConnectionUpdated', 'listenNewRound', 'discordListenNewRound',
  'sessionPlayersUpdated', 'gameSessionUpdated', 'gameCreated', 'stageCompletedMessage',
  'gameSettingsUpdated', 'requestHeartbeat', 'responseHeartbeat', 'usedAvatarsRequested', 'usedAvatars',
  'paymentStatus', 'loginCode',
] as const;
export type CommonTopic = (typeof COMMON_TOPICS)[number];

export const BACKEND_TOPICS = ['playerHeartbeat', 'responseHeartbeat'] as const;
export type BackendTopic = (typeof BACKEND_TOPICS)[number];

export const HOST_TOPICS = [
  'startGame', 'requestPlayerKick', 'requestEndGame', 'requestAddAiPlayer', 'requestSkipTimer',
  'requestNextStage', 'requestNewGameType', 'exitGame', 'playerMinReached', 'newGameSamePlayers',
  'playSound', 'reloadPage', 'resetSoundContext', 'requestStandIn', 'joinRequests', 'requestHideContent',
] as const;
export type HostTopic = (typeof HOST_TOPICS)[number];

export const PLAYER_TOPICS = ['timer', 'requestTimer', 'timeRunningOut', 'newGameSamePlayers', 'gameEnd', 'isGameOver'] as const;
export type PlayerTopic = (typeof PLAYER_TOPICS)[number];


/**
 * A destination whose messages carry `Body`: a plain string on the wire, typed for publishers, so a
 * topic has one shape wherever it is published from.
 */
export type Topic<Body> = string & { readonly __body?: Body };

/** The body of every room-wide topic (spec section 7). */
export interface CommonTopicBodies {
  playersUpdated: SessionPlayerDto[];
  sessionPlayersUpdated: SessionPlayerDto[];
  websocketConnectionUpdated: WebsocketConnectionUpdate;
  listenNewRound: { round: number };
  discordListenNewRound: { round: number };
  gameSessionUpdated: GameSessionDto;
  gameCreated: GameDto;
  stageCompletedMessage: { stage: string; stageNumber: number; reason: string };
  gameSettingsUpdated: GameSettings;
  requestHeartbeat: HeartbeatRequest;
  responseHeartbeat: unknown;
  usedAvatarsRequested: unknown;
  usedAvatars: string[];
  paymentStatus: PaymentStatusMessage;
  loginCode: LoginCodeMessage;
}

export const dest = {
  /** A game's notice to the host screen, `/{slug}/host/{code}/{topic}` (the game's manifest lists its topics). */
  gameHost: (slug: string, code: string, topic: string) => `/${slug}/host/${code}/${topic}`,
  /** One player's live stream to the host screen, `/{slug}/player/{code}/{stream}/{playerId}` (declared in the manifest). */
  gameStream: (slug: string, code: string, stream: string, playerId: number) => `/${slug}/player/${code}/${stream}/${playerId}`,
  /**
   * The same stream heard by slot, the sender's place among those streaming now, for listeners who may
   * not know who sends: `/{slug}/player/{code}/{stream}/slot/{slot}`.
   */
  gameStreamSlot: (slug: string, code: string, stream: string, slot: number) => `/${slug}/player/${code}/${stream}/slot/${slot}`,
  common: <T extends CommonTopic>(code: string, topic: T) => `/common/${code}/${topic}` as Topic<CommonTopicBodies[T]>,
  backend: (code: string, topic: BackendTopic) => `/backend/common/${code}/${topic}`,
  host: (code: string, topic: HostTopic) => `/host/${code}/${topic}`,
  playerKicked: (code: string, playerId: number) => `/host/${code}/playerKicked/${playerId}`,
  player: (code: string, topic: PlayerTopic) => `/player/${code}/${topic}`,
  /** The shared screen's view of the game in play (host only). */
  hostView: (code: string) => `/host/${code}/view`,
  /** One phone's view of the game in play (that player only). */
  playerView: (code: string, playerId: number) => `/player/${code}/view/${playerId}`,
  /** Seats SEND their game moves here: `{ move, payload, stageNumber }`. */
  move: (code: string) => `/player/${code}/move`,
  /** Seats SEND whether they want extra time here: `{ on }` (`ExtraTimeMessage`). */
  extraTime: (code: string) => `/player/${code}/extraTime`,
  /** A connection's own queue: business errors for its SENDs arrive here. */
  userErrors: '/user/queue/errors',
  /**
   * The public games list (`GET /gameSession/publicGames`) as it changes: the whole list, published
   * when a public room appears, changes or leaves it. Anyone connected may listen, a room or not
   * (CONNECT with purpose `public` needs no room).
   */
  publicGames: '/public/publicGames' as Topic<PublicGameEntry[]>,
  /** The audience's topics: `view` (the game as the audience sees it), `tally` (the audience as a whole, also to the host), `me` (one member's own). */
  audience: (code: string, topic: 'view' | 'tally' | 'me') => `/audience/${code}/${topic}`,
  /** Where audience members SEND: `choose` or `guess`. */
  audienceSend: (code: string, action: 'choose' | 'guess') => `/backend/audience/${code}/${action}`,
};

/** Host-only SEND destinations (spec section 6), by topic name. */
export const HOST_SEND_TOPICS: readonly string[] = [
  'requestPlayerKick', 'requestEndGame', 'requestAddAiPlayer', 'requestSkipTimer', 'requestNextStage',
  'requestNewGameType', 'startGame', 'exitGame', 'newGameSamePlayers', 'playSound', 'reloadPage',
  'resetSoundContext', 'requestStandIn', 'requestHideContent',
];
/** SEND destinations open to every member of the room. */
export const MEMBER_SEND: ReadonlyArray<{ prefix: 'common' | 'backend' | 'player'; topic: string }> = [
  { prefix: 'backend', topic: 'playerHeartbeat' },
  { prefix: 'backend', topic: 'responseHeartbeat' },
  { prefix: 'common', topic: 'usedAvatarsRequested' },
  { prefix: 'player', topic: 'requestTimer' },
  { prefix: 'player', topic: 'move' },
  { prefix: 'player', topic: 'extraTime' },
];

export type ParsedDestination =
  | { area: 'common'; code: string; topic: string }
  | { area: 'backend'; code: string; topic: string }
  | { area: 'host'; code: string; topic: string; playerId?: number }
  | { area: 'player'; code: string; topic: string; playerId?: number }
  | { area: 'gameHost'; slug: string; code: string; topic: string }
  | { area: 'gameStream'; slug: string; code: string; topic: string; playerId: number }
  | { area: 'gameStreamSlot'; slug: string; code: string; topic: string; slot: number }
  | { area: 'user'; topic: string };

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
/** First segments of the platform's own destinations; any other is a game's slug. */
const PLATFORM_AREAS = new Set(['common', 'backend', 'host', 'player', 'user']);

/** Parses a destination into its area, room code and topic; undefined when it is not one of ours. */
export function parseDestination(destination: string): ParsedDestination | undefined {
  if (destination === dest.userErrors) return { area: 'user', topic: 'errors' };
  const parts = destination.split('/');
  if (parts[0] !== '' || parts.some((p, i) => i > 0 && !SEGMENT.test(p))) return undefined;
  const [, first, ...rest] = parts;
  // A game's own area: its slug first (any segment the platform's areas do not use).
  if (first !== undefined && !PLATFORM_AREAS.has(first)) {
    if (rest[0] === 'host' && rest.length === 3) return { area: 'gameHost', slug: first, code: rest[1]!, topic: rest[2]! };
    if (rest[0] === 'player' && rest.length === 4 && /^-?\d+$/.test(rest[3]!)) {
      return { area: 'gameStream', slug: first, code: rest[1]!, topic: rest[2]!, playerId: Number(rest[3]) };
    }
    if (rest[0] === 'player' && rest.length === 5 && rest[3] === 'slot' && /^\d+$/.test(rest[4]!)) {
      return { area: 'gameStreamSlot', slug: first, code: rest[1]!, topic: rest[2]!, slot: Number(rest[4]) };
    }
    return undefined;
  }
  if (first === 'backend' && rest[0] === 'common' && rest.length === 3) {
    return { area: 'backend', code: rest[1]!, topic: rest[2]! };
  }
  if ((first === 'common' || first === 'player') && rest.length === 2) {
    return { area: first, code: rest[0]!, topic: rest[1]! };
  }
  if (first === 'host' && rest.length === 2) return { area: 'host', code: rest[0]!, topic: rest[1]! };
  if (first === 'player' && rest.length === 3 && rest[1] === 'view' && /^-?\d+$/.test(rest[2]!)) {
    return { area: 'player', code: rest[0]!, topic: 'view', playerId: Number(rest[2]) };
  }
  if (first === 'host' && rest.length === 3 && rest[1] === 'playerKicked' && /^-?\d+$/.test(rest[2]!)) {
    return { area: 'host', code: rest[0]!, topic: 'playerKicked', playerId: Number(rest[2]) };
  }
  return undefined;
}

/**
 * CONNECT headers (spec section 7): `playerSessionId` (the sessionPlayerId, when the client has a seat),
 * `gameCode`, `purpose`, and `Authorization: Bearer <accessToken>` (third-party clients may put the
 * token in `passcode` instead). Purpose `public` joins no room (`gameCode` is ignored): such a
 * connection hears `/public/publicGames` only. Purpose `audience` watches `gameCode`'s room without a
 * seat, named by the `audienceName` header (see `audience.ts`).
 */
export const CONNECT_PURPOSES = ['host', 'player', 'join', 'public', 'audience'] as const;
export type ConnectPurpose = (typeof CONNECT_PURPOSES)[number];
