/**
 * Message keys the server sends in error bodies (spec section 8). The web app translates them;
 * a client written against the spec can also map by status code as the catalogue says.
 */
export const MESSAGE_KEYS = {
  serverNotReachable: 'error.server_not_reachable',
  serverUnavailable: 'error.server_unavailable',
  somethingWentWrong: 'error.something_went_wrong',
  createGameFailed: 'error.create_game_failed',
  maxPlayersReached: 'error.max_players_reached',
  /** The room takes no audience (the host turned it off). */
  audienceClosed: 'error.audience_closed',
  /** The room's audience is as large as a room's may be. */
  audienceFull: 'error.audience_full',
  /** The audience has nothing to choose or guess now, or not that. */
  audienceNothingNow: 'error.audience_nothing_now',
  /** Every AI player there is has a seat in the room (the room itself may still have room). */
  allAiPlayersIn: 'error.all_ai_players_in',
  avatarInUse: 'error.avatar_in_use',
  playerKicked: 'error.player_kicked',
  invalidRequest: 'error.invalid_request',
  invalidAlias: 'error.invalid_alias',
  /** The room refuses rude words, and the text held some (strict filter). */
  textRefused: 'error.text_refused',
  invalidAvatar: 'error.invalid_avatar',
  invalidRoomCode: 'error.invalid_room_code',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  notHost: 'error.not_host',
  playerNotFound: 'error.player_not_found',
  tooManyRequests: 'error.too_many_requests',
  payloadTooLarge: 'error.payload_too_large',
  notFound: 'error.not_found',
  gameNotFound: 'general.game_not_found',
  gameIsOver: 'general.game_is_over',
  gameAlreadyStarted: 'error.game_already_started',
  notEnoughPlayers: 'error.not_enough_players',
  hostIsSpectating: 'error.host_is_spectating',
  subscriptionExpired: 'error.subscription_expired',
  gameNotAvailable: 'error.game_not_available',
  noGameRunning: 'error.no_game_running',
  /** A stage named that the game's rules do not go to next from the current one. */
  stageNotNext: 'error.stage_not_next',
  /** The room lets new phones in only when its host says so: the join waits (202) until then. */
  joinWaiting: 'error.join_waiting',
  /** The host turned this join away. */
  joinRefused: 'error.join_refused',
  /** No album for this viewer: the room is not theirs, or nothing of it has ended yet. */
  albumNotFound: 'album.not_found',
  /** The album's share link was revoked, or never was. */
  albumLinkNotFound: 'album.link_not_found',
} as const;
export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** The body of every error response. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  messageKey: MessageKey | string;
  message: string;
  details?: unknown;
}
