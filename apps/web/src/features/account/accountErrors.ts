/**
 * What the account forms do with a failed call (spec section 8). Pure: the forms act on the answer.
 */
import { ACCOUNT_MESSAGE_KEYS, MESSAGE_KEYS, TIMING } from '@snackparty/protocol';
import { isApiError } from '../../api/errors';

export type LoginFailure =
  /** 400: the address is not verified yet. */
  | { kind: 'unverified'; messageKey: string }
  /** 401 or 403: the password is cleared and flagged. */
  | { kind: 'badCredentials'; messageKey: string }
  /** Anything else: a message that goes away after 5 s. */
  | { kind: 'transient'; messageKey: string; displayMs: number };

export function loginFailure(error: unknown): LoginFailure {
  const status = isApiError(error) ? error.status : 0;
  if (status === 400) return { kind: 'unverified', messageKey: ACCOUNT_MESSAGE_KEYS.emailNotVerified };
  if (status === 401 || status === 403) return { kind: 'badCredentials', messageKey: ACCOUNT_MESSAGE_KEYS.badCredentials };
  // Throttled sign-ins say so; every other failure reads as the server being away.
  const messageKey = status === 429 ? ACCOUNT_MESSAGE_KEYS.tooManyAttempts : MESSAGE_KEYS.serverUnavailable;
  return { kind: 'transient', messageKey, displayMs: TIMING.loginErrorDisplayMs };
}

/** The message for a failed account call: the server's key, else one by status. */
export function accountErrorKey(error: unknown): string {
  if (!isApiError(error)) return MESSAGE_KEYS.somethingWentWrong;
  if (error.status === 0) return MESSAGE_KEYS.serverNotReachable;
  if (error.messageKey) return error.messageKey;
  if (error.status === 404) return ACCOUNT_MESSAGE_KEYS.tokenInvalid;
  if (error.status === 410) return ACCOUNT_MESSAGE_KEYS.tokenExpired;
  if (error.status === 429) return MESSAGE_KEYS.tooManyRequests;
  if (error.status >= 500) return MESSAGE_KEYS.serverUnavailable;
  return MESSAGE_KEYS.somethingWentWrong;
}
