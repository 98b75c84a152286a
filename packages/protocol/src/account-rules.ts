/**
 * Account rules shared by the server and the web app (no zod here, so phones do not load it).
 * Spec section 5: login and signup validation, with the message keys the forms show.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * Failed sign-ins of one account per hour, from all addresses, past which every address must wait
 * before its next try at that account (the owner is slowed, never locked out).
 */
export const MAX_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR = 100;

/** Name of the httpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE = 'snackparty_refresh';

/**
 * A readable cookie set and cleared with the refresh cookie, holding no secret: it tells the web app
 * that this browser has a sign-in to renew, which the httpOnly cookie itself cannot. Without it the
 * app does not ask for a session there is none of.
 */
export const SIGNED_IN_COOKIE = 'snackparty_signed_in';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length > 0 && e.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(e);
}

export const ACCOUNT_MESSAGE_KEYS = {
  nameRequired: 'registration.name_required',
  emailRequired: 'registration.email_required',
  emailInvalid: 'registration.email_invalid',
  passwordRequired: 'registration.password_helper_text',
  passwordTooShort: 'registration.password_too_short',
  passwordTooCommon: 'registration.password_too_common',
  passwordConfirmRequired: 'registration.password_confirm_required',
  passwordMismatch: 'registration.password_mismatch',
  termsRequired: 'registration.terms_required',
  emailNotVerified: 'registration.email_has_not_been_verified',
  emailTaken: 'registration.email_taken',
  badCredentials: 'login.bad_credentials',
  tooManyAttempts: 'login.too_many_attempts',
  tokenInvalid: 'account.token_invalid',
  tokenExpired: 'account.token_expired',
  tokenUsed: 'account.token_used',
  contactNameRequired: 'contact.name_required',
  contactMessageRequired: 'contact.message_required',
  oauthFailed: 'login.social_failed',
  guestNotAllowed: 'account.guest_not_allowed',
} as const;

export type SignupField = 'name' | 'email' | 'password' | 'passwordConfirm' | 'agree';

export interface SignupForm {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  agree: boolean;
}

/** The first failing signup check, in the spec's order, or undefined when the form is valid. */
export function firstSignupError(form: SignupForm): { field: SignupField; messageKey: string } | undefined {
  if (!form.name.trim()) return { field: 'name', messageKey: ACCOUNT_MESSAGE_KEYS.nameRequired };
  if (!form.email.trim()) return { field: 'email', messageKey: ACCOUNT_MESSAGE_KEYS.emailRequired };
  if (!isValidEmail(form.email)) return { field: 'email', messageKey: ACCOUNT_MESSAGE_KEYS.emailInvalid };
  if (!form.password) return { field: 'password', messageKey: ACCOUNT_MESSAGE_KEYS.passwordRequired };
  if (!form.passwordConfirm) return { field: 'passwordConfirm', messageKey: ACCOUNT_MESSAGE_KEYS.passwordConfirmRequired };
  if (form.password !== form.passwordConfirm) return { field: 'passwordConfirm', messageKey: ACCOUNT_MESSAGE_KEYS.passwordMismatch };
  if (!form.agree) return { field: 'agree', messageKey: ACCOUNT_MESSAGE_KEYS.termsRequired };
  return undefined;
}

/** Login: email required and well formed, password required; the first failing field is focused. */
export function firstLoginError(email: string, password: string): { field: 'email' | 'password'; messageKey: string } | undefined {
  if (!isValidEmail(email)) return { field: 'email', messageKey: ACCOUNT_MESSAGE_KEYS.emailInvalid };
  if (!password) return { field: 'password', messageKey: ACCOUNT_MESSAGE_KEYS.passwordRequired };
  return undefined;
}

/** A subscription is expired when its epoch (seconds) is in the past; no epoch counts as "a minute from now". */
export function isSubscriptionExpired(subscriptionEpoch: number | null | undefined, nowMs: number): boolean {
  const epochMs = subscriptionEpoch == null ? nowMs + 60_000 : subscriptionEpoch * 1000;
  return epochMs < nowMs;
}

export type AccountMessageKey = (typeof ACCOUNT_MESSAGE_KEYS)[keyof typeof ACCOUNT_MESSAGE_KEYS];
