/**
 * API errors and the message shown for them (spec section 8). The server's `messageKey` wins;
 * without one the key comes from the catalogue by status and by what was being done.
 */
import { MESSAGE_KEYS } from '@snackparty/protocol';
import type { ErrorBody } from '@snackparty/protocol';

export class ApiError extends Error {
  /** HTTP status; 0 when no response came (network). */
  readonly status: number;
  readonly messageKey: string | null;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, body: Partial<ErrorBody> | null, message?: string) {
    super(message ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.messageKey = typeof body?.messageKey === 'string' && body.messageKey ? body.messageKey : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What was being done when the error happened; it picks the catalogue entry. */
export type ErrorContext = 'generic' | 'create' | 'join' | 'rejoin' | 'check' | 'guest';

const BY_CONTEXT: Record<ErrorContext, Partial<Record<number, string>>> = {
  generic: {
    401: MESSAGE_KEYS.unauthorized,
    403: MESSAGE_KEYS.forbidden,
    404: MESSAGE_KEYS.notFound,
    413: MESSAGE_KEYS.payloadTooLarge,
    429: MESSAGE_KEYS.tooManyRequests,
  },
  create: {},
  join: {
    400: MESSAGE_KEYS.maxPlayersReached,
    403: MESSAGE_KEYS.playerKicked,
    404: MESSAGE_KEYS.gameNotFound,
    409: MESSAGE_KEYS.avatarInUse,
    410: MESSAGE_KEYS.gameIsOver,
  },
  rejoin: {
    403: MESSAGE_KEYS.playerKicked,
    404: MESSAGE_KEYS.gameNotFound,
    409: MESSAGE_KEYS.avatarInUse,
    410: MESSAGE_KEYS.gameIsOver,
  },
  check: {
    404: MESSAGE_KEYS.gameNotFound,
    410: MESSAGE_KEYS.gameIsOver,
  },
  guest: {},
};

const DEFAULT_BY_CONTEXT: Record<ErrorContext, string> = {
  generic: MESSAGE_KEYS.somethingWentWrong,
  create: MESSAGE_KEYS.createGameFailed,
  join: MESSAGE_KEYS.somethingWentWrong,
  rejoin: MESSAGE_KEYS.somethingWentWrong,
  check: MESSAGE_KEYS.somethingWentWrong,
  guest: MESSAGE_KEYS.serverUnavailable,
};

/** The translation key to show for an error. */
export function errorMessageKey(error: unknown, context: ErrorContext = 'generic'): string {
  if (!isApiError(error)) return DEFAULT_BY_CONTEXT[context];
  if (error.status === 0) return MESSAGE_KEYS.serverNotReachable;
  if (error.messageKey) return error.messageKey;
  if (error.status === 429) return MESSAGE_KEYS.tooManyRequests;
  if (error.status >= 500 && context !== 'create') return MESSAGE_KEYS.serverUnavailable;
  return BY_CONTEXT[context][error.status] ?? DEFAULT_BY_CONTEXT[context];
}

/** The server's own wording, used when a key has no translation. */
export function errorFallbackText(error: unknown): string | undefined {
  return isApiError(error) ? (error.body?.message ?? undefined) : undefined;
}
