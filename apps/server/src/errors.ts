import { MESSAGE_KEYS, type MessageKey } from '@snackparty/protocol';

/** An expected failure with the status code and message key the client shows (spec section 8). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? messageKey);
    this.name = 'AppError';
  }
}

export const errors = {
  unauthorized: () => new AppError(401, MESSAGE_KEYS.unauthorized, 'A valid access token is required'),
  forbidden: (message = 'Not allowed') => new AppError(403, MESSAGE_KEYS.forbidden, message),
  notHost: () => new AppError(403, MESSAGE_KEYS.notHost, 'Only the host of this room may do that'),
  hostIsSpectating: () => new AppError(403, MESSAGE_KEYS.hostIsSpectating, 'The host is watching, not playing: only players may do that'),
  gameNotFound: () => new AppError(404, MESSAGE_KEYS.gameNotFound, 'No room with this code'),
  gameIsOver: () => new AppError(410, MESSAGE_KEYS.gameIsOver, 'This room has ended'),
  playerNotFound: () => new AppError(404, MESSAGE_KEYS.playerNotFound, 'No such player in this room'),
  maxPlayers: (max: number) => new AppError(400, MESSAGE_KEYS.maxPlayersReached, `This room is full (${max} players)`),
  avatarInUse: () => new AppError(409, MESSAGE_KEYS.avatarInUse, 'That avatar is taken'),
  kicked: () => new AppError(403, MESSAGE_KEYS.playerKicked, 'You were removed from this room'),
  invalidAvatar: () => new AppError(422, MESSAGE_KEYS.invalidAvatar, 'Unknown avatar'),
  invalid: (details: unknown) => new AppError(422, MESSAGE_KEYS.invalidRequest, 'The request is not valid', details),
  notEnoughPlayers: (min: number) => new AppError(409, MESSAGE_KEYS.notEnoughPlayers, `At least ${min} players are needed`),
  alreadyStarted: () => new AppError(409, MESSAGE_KEYS.gameAlreadyStarted, 'The game has already started'),
};
