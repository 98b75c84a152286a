import type { z } from 'zod';
import { ACCOUNT_MESSAGE_KEYS as KEYS, type AccountMessageKey } from '@snackparty/protocol';
import { errors } from '../errors';
import { accountErrors } from './errors';

/** The message key a form shows for a field that failed, when the schema did not name one itself. */
const FIELD_KEYS: Record<string, AccountMessageKey> = {
  name: KEYS.nameRequired,
  email: KEYS.emailInvalid,
  password: KEYS.passwordRequired,
  acceptTerms: KEYS.termsRequired,
  message: KEYS.contactMessageRequired,
};
const KNOWN_KEYS = new Set<string>(Object.values(KEYS));

/**
 * Parses an account request body. A failure answers 422 with the message key of the first failing
 * field (spec section 5), or error.invalid_request for a body that is not a form at all.
 */
export function parseAccountRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldKeys: Partial<Record<string, AccountMessageKey>> = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = result.error.issues[0];
  const field = String(first?.path[0] ?? '');
  const key = first && KNOWN_KEYS.has(first.message) ? (first.message as AccountMessageKey) : (fieldKeys[field] ?? FIELD_KEYS[field]);
  throw key ? accountErrors.field(key, details) : errors.invalid(details);
}
