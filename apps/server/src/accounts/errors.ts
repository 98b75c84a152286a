import { ACCOUNT_MESSAGE_KEYS as KEYS, MESSAGE_KEYS, type AccountMessageKey, type MessageKey } from '@snackparty/protocol';
import { AppError } from '../errors';

/** Account failures carry the account message keys (spec sections 5 and 8), which the web translates. */
function accountError(statusCode: number, messageKey: AccountMessageKey, message: string): AppError {
  return new AppError(statusCode, messageKey as unknown as MessageKey, message);
}

export const accountErrors = {
  badCredentials: () => accountError(401, KEYS.badCredentials, 'Wrong email or password'),
  emailNotVerified: () => accountError(400, KEYS.emailNotVerified, 'The email address has not been verified yet'),
  tooManyAttempts: (retryAfterMs?: number) =>
    new AppError(
      429,
      KEYS.tooManyAttempts as unknown as MessageKey,
      'Too many failed sign-ins, try again later',
      retryAfterMs === undefined ? undefined : { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
    ),
  tokenInvalid: () => accountError(404, KEYS.tokenInvalid, 'This link is not valid'),
  tokenExpired: () => accountError(410, KEYS.tokenExpired, 'This link has expired'),
  tokenUsed: () => accountError(410, KEYS.tokenUsed, 'This link has already been used'),
  guestNotAllowed: () => accountError(403, KEYS.guestNotAllowed, 'Guests have no account to do this with'),
  password: (messageKey: AccountMessageKey) => accountError(422, messageKey, 'The password cannot be used'),
  field: (messageKey: AccountMessageKey, details: unknown) =>
    new AppError(422, messageKey as unknown as MessageKey, 'The request is not valid', details),
  subscriptionExpired: () => new AppError(403, MESSAGE_KEYS.subscriptionExpired, 'The subscription has ended'),
  notFound: () => new AppError(404, MESSAGE_KEYS.notFound, 'Not found'),
  sessionInvalid: () => new AppError(401, MESSAGE_KEYS.unauthorized, 'The sign-in session is not valid'),
};
